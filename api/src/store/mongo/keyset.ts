import type { KeysetPosition } from '@powernest/domain';
import { trusted } from './connection';

/**
 * A list's order: its field (or fields, compared in turn: the partners list's state, city, name),
 * then `_id`, all in the same direction (one index serves both ways).
 */
export type KeysetOrder = [field: string | readonly string[], direction: 1 | -1];

/**
 * The filter and sort of a keyset read (api/src/store/keyset.ts) in a list ordered by its fields
 * then `_id`, all in `direction`: rows strictly after (`next`) or before (`prev`) the key
 * `[...values, id]`, nearest first. One field: `{ $or: [{ field beyond value }, { field = value,
 * _id beyond id }] }`; more: one branch per field, the fields before it equal. Each branch is one
 * range of the list's own index (`{ …equality, ...fields, _id }`), merged in index order
 * (test/mongo-index-coverage.test.ts). Values come from a checked cursor or a row read from the
 * store; the operators are marked trusted for sanitizeFilter.
 */
export function keysetQuery([field, direction]: KeysetOrder, position: KeysetPosition<readonly unknown[]> | undefined) {
  const fields = [...(typeof field === 'string' ? [field] : field), '_id'];
  const forward = (position?.direction ?? 'next') === 'next';
  const read = (forward ? direction : -direction) as 1 | -1;
  const sort: Record<string, 1 | -1> = Object.fromEntries(fields.map((f) => [f, read]));
  if (!position) return { filter: {}, sort };
  const beyond = read === 1 ? '$gt' : '$lt';
  const key = position.key;
  const $or = fields.map((f, i) => ({
    ...Object.fromEntries(fields.slice(0, i).map((before, j) => [before, key[j]])),
    [f]: trusted({ [beyond]: key[i] }),
  }));
  return { filter: { $or }, sort };
}
