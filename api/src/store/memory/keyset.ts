import type { KeysetPosition } from '@powernest/domain';
import type { KeysetRead } from '../keyset';

/**
 * A keyset read over rows already in the list's order: `compare` orders two keys as the list does
 * (negative: the first comes first), so MongoDB's `{ field, _id }` order and this agree.
 */
export function sortedKeysetRead<T, Key>(rows: readonly T[], keyOf: (row: T) => Key, compare: (a: Key, b: Key) => number): KeysetRead<T, Key> {
  return async (position: KeysetPosition<Key> | undefined, limit: number) => {
    if (!position) return rows.slice(0, limit);
    if (position.direction === 'next') return rows.filter((row) => compare(keyOf(row), position.key) > 0).slice(0, limit);
    return rows.filter((row) => compare(keyOf(row), position.key) < 0).slice(-limit).reverse();
  };
}
