// Keyset pages (issue #27), the same in every adapter: an adapter only reads rows after or before
// a key (`KeysetRead`); which cursors a page gets is decided here, once.
import type { KeysetPosition } from '@powernest/domain';

/** One page in the list's order and the keys its `next` and `prev` cursors start from (absent: no such page). */
export interface KeysetPage<T, Key> {
  items: T[];
  next?: Key;
  prev?: Key;
}

/**
 * Reads at most `limit` rows strictly after (`next`) or before (`prev`) the position's key,
 * nearest first (so `prev` reads against the list's order); no position: the list from its start.
 */
export type KeysetRead<T, Key> = (position: KeysetPosition<Key> | undefined, limit: number) => Promise<T[]>;

/**
 * A page of `limit` rows from a position (or the start). The way it was read, one row more than
 * the page says whether a page follows; the way back, a page exists when a row lies beyond the
 * page's first row, a read of one row, asked only when a cursor brought the reader here (the
 * first page has nothing before it). An empty page has no cursors: a position past the end (an
 * edited filter kept its cursor) offers only the way back to the first page.
 */
export async function keysetPage<T, Key>(read: KeysetRead<T, Key>, keyOf: (row: T) => Key, position: KeysetPosition<Key> | undefined, limit: number): Promise<KeysetPage<T, Key>> {
  const forward = (position?.direction ?? 'next') === 'next';
  const rows = await read(position, limit + 1);
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  if (!forward) items.reverse();
  if (items.length === 0) return { items };
  const first = keyOf(items[0]!);
  const last = keyOf(items[items.length - 1]!);
  const back = position !== undefined && (await read(forward ? { direction: 'prev', key: first } : { direction: 'next', key: last }, 1)).length > 0;
  return {
    items,
    ...((forward ? more : back) ? { next: last } : {}),
    ...((forward ? back : more) ? { prev: first } : {}),
  };
}

/** A count up to `max`: the number and whether more match (read `max + 1`). */
export function cappedCount(counted: number, max: number): { total: number; totalCapped: boolean } {
  return { total: Math.min(counted, max), totalCapped: counted > max };
}
