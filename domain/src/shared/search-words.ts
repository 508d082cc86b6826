// Text search by words (issue #27): what the leads workspace and the partner locator share. A
// record is stored with its words; a search's text becomes terms by the same folding, and a
// record matches when every term starts one of its words (anchored prefixes, so an index on
// the words serves the search).

/** A text lower-cased with its accents folded ("Café" -> "cafe"): what searches and sorts compare. */
function foldText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

/**
 * A text's place in a list sorted by it without regard to case or accents ("Café", "cafe" and
 * "CAFE" are equal), compared by code units. Every store sorts by it (the memory store compares
 * these strings; MongoDB stores them beside the text and indexes them: a plain index serves the
 * order, where a collation would need the same collation on every index and query and is missing
 * from FerretDB).
 */
export function textSortKey(text: string): string {
  return foldText(text).trim();
}

/**
 * The words of the texts: lower-cased, accents folded ("Café" -> "cafe"), split into runs of
 * letters and digits; sorted, unique. What a record is found by, and a search's terms.
 */
export function searchWords(...texts: readonly string[]): string[] {
  const words = new Set<string>();
  for (const text of texts) {
    for (const word of foldText(text).split(/[^\p{L}\p{N}]+/u)) {
      if (word) words.add(word);
    }
  }
  return [...words].sort();
}

/**
 * The one rule every store follows: a record matches when every term (`searchWords` of the
 * search's text) starts one of its words. Text without letters or digits has no terms and
 * matches nothing.
 */
export function searchWordsMatch(words: readonly string[], terms: readonly string[]): boolean {
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
}
