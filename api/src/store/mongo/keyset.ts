import type { KeysetPosition } from '@powernest/domain';
import { trusted } from './connection';

/** A list's order: one field, then `_id` in the same direction (one index serves both ways). */
export type KeysetOrder = [field: string, direction: 1 | -1];

/**
 * The filter and sort of a keyset read (api/src/store/keyset.ts) in a list ordered by `field`
 * then `_id`, both in `direction`: rows strictly after (`next`) or before (`prev`) the key
 * `[value, id]`, nearest first. `{ $or: [{ field beyond value }, { field = value, _id beyond id }] }`
 * is served by the list's own index (`{ …equality, field, _id }`): each branch is one range of it,
 * merged in index order (test/mongo-index-coverage.test.ts). Values come from a checked cursor or
 * a row read from the store; the operators are marked trusted for sanitizeFilter.
 */
export function keysetQuery([field, direction]: KeysetOrder, position: KeysetPosition<[unknown, unknown]> | undefined) {
  const forward = (position?.direction ?? 'next') === 'next';
  const read = (forward ? direction : -direction) as 1 | -1;
  const sort: Record<string, 1 | -1> = { [field]: read, _id: read };
  if (!position) return { filter: {}, sort };
  const beyond = read === 1 ? '$gt' : '$lt';
  const [value, id] = position.key;
  return {
    filter: { $or: [{ [field]: trusted({ [beyond]: value }) }, { [field]: value, _id: trusted({ [beyond]: id }) }] },
    sort,
  };
}
