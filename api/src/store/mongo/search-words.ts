// The text search of every collection stored with `searchWords` (leads, partners; issue #27).
import { searchWords } from '@powernest/domain';

/** Every regular-expression metacharacter escaped: user text only ever matches itself. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
}

/**
 * The filter of a search's text (`searchWordsMatch`): every term (`searchWords` of the text) must
 * start one of the document's `searchWords`. An anchored, case-sensitive prefix (the words are
 * folded to lower case) reads a range of the multikey index. Text without terms matches
 * nothing. `op` marks operator objects for mongoose queries (`trusted`); pipelines get them as they are.
 * `termsOf` reads the text as the collection's rule does (the leads read a phone number as one term).
 */
export function searchWordsFilter(text: string, op: <T extends object>(value: T) => T, termsOf: (text: string) => string[] = searchWords): Record<string, unknown> {
  const prefixes = termsOf(text).map((term) => new RegExp(`^${escapeRegExp(term)}`));
  if (prefixes.length === 0) return { _id: op({ $in: [] }) };
  // Several terms: one condition each under `$and` (`$all` of patterns reads the same index range,
  // but FerretDB has no `$all` of patterns).
  return prefixes.length === 1 ? { searchWords: prefixes[0] } : { $and: prefixes.map((prefix) => ({ searchWords: prefix })) };
}
