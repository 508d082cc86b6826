import { randomUUID } from 'node:crypto';

/**
 * Callers get copies, so mutating a returned object never changes the store (as with MongoDB).
 * Hand-written rather than structuredClone: under jest that returns Dates of another realm,
 * which fail `instanceof Date` checks (zod's z.date()).
 */
export function clone<T>(value: T): T {
  if (value instanceof Date) return new Date(value.getTime()) as T;
  if (Array.isArray(value)) return value.map(clone) as T;
  if (value !== null && typeof value === 'object') {
    const copy: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) copy[k] = clone(v);
    return copy as T;
  }
  return value;
}

/** Drops undefined properties so memory records look like MongoDB documents. */
export function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}

/**
 * Adds a new record to a list store as MongoDB would store it (a fresh UUID id, undefined fields
 * dropped) and returns it; the list keeps its own copy.
 */
export function addRecord<T extends { id: string }>(list: T[], record: Omit<T, 'id'>): T {
  const added = { ...compact(record), id: randomUUID() } as T;
  list.push(clone(added));
  return added;
}

/** get() of a map store: the value at `id` as `out` gives it, or null. */
export function foundCopy<K, V, R>(map: ReadonlyMap<K, V>, id: K, out: (value: V) => R): R | null {
  const value = map.get(id);
  return value === undefined ? null : out(value);
}

/** getMany() of a map store: what it holds of `ids`, in their order, each as `out` gives it (the missing ones left out). */
export function foundCopies<K, V, R>(map: ReadonlyMap<K, V>, ids: readonly K[], out: (value: V) => R): R[] {
  return ids.flatMap((id) => {
    const value = map.get(id);
    return value === undefined ? [] : [out(value)];
  });
}
