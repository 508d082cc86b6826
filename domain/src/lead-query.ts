// GET /api/leads (issue #12): the admins' leads workspace asks for one page at a time. The
// same parameters sit in the workspace's URL, so a filtered list can be shared. Constants
// only: the validator (and with it zod) lives in lead-query-schema.ts.

export const LEAD_PAGE_SIZE_MAX = 100;
export const LEAD_PAGE_SIZE_DEFAULT = 25;
export const LEAD_SEARCH_MAX_LENGTH = 100;
/** Who has no one assigned: the assignee filter's value for them. */
export const UNASSIGNED = 'unassigned';

/** Sortable columns; `-` in front means descending. */
export const LEAD_SORT_FIELDS = ['createdAt', 'businessName', 'status', 'location'] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];
export const LEAD_SORTS = LEAD_SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const);
export type LeadSort = LeadSortField | `-${LeadSortField}`;
export const LEAD_SORT_DEFAULT: LeadSort = '-createdAt';

/** What a store searches for: the filters of a query, with the day range made exact instants (leadSearchOf). */
export interface LeadSearch {
  status?: string;
  businessType?: string;
  state?: string;
  /** A username, or UNASSIGNED. */
  assignee?: string;
  text?: string;
  createdFrom?: Date;
  /** Exclusive. */
  createdBefore?: Date;
  sort: LeadSort;
  offset: number;
  limit: number;
}

/** The fields the text search looks in. */
export const LEAD_SEARCH_FIELDS = ['businessName', 'contactPerson', 'email', 'phone', 'location'] as const;
type SearchedLead = Record<(typeof LEAD_SEARCH_FIELDS)[number], string>;

/** Lower-cased, accents folded ("Café" -> "cafe"), then split into runs of letters and digits. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/**
 * The words a lead is found by (stored on each lead as `searchWords`, a multikey index in
 * MongoDB): the folded words of its business name, contact, e-mail (so its parts: "ana",
 * "lopez", "example", "com"), phone and location, plus the phone's digits run together (all of
 * them and the last 10: "+1 (512) 555-0100" is found by "5125550100" and "1512"). Sorted, unique.
 */
export function leadSearchWords(lead: SearchedLead): string[] {
  const words = new Set<string>();
  for (const field of LEAD_SEARCH_FIELDS) for (const word of wordsOf(lead[field])) words.add(word);
  const digits = lead.phone.replace(/\D/g, '');
  if (digits) {
    words.add(digits);
    if (digits.length > 10) words.add(digits.slice(-10));
  }
  return [...words].sort();
}

/** The search's terms: the words of the text, folded as leadSearchWords folds. */
export function leadSearchTerms(text: string): string[] {
  return [...new Set(wordsOf(text))];
}

/**
 * The one rule both stores follow: a lead matches when every term starts one of its words
 * (anchored prefixes, so an index on the words serves it). Text without letters or digits has
 * no terms and matches nothing.
 */
export function searchWordsMatch(words: readonly string[], terms: readonly string[]): boolean {
  return terms.length > 0 && terms.every((term) => words.some((word) => word.startsWith(term)));
}
