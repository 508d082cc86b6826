import { randomUUID } from 'node:crypto';
import { Mongoose, type Connection } from 'mongoose';
import { StoreConflictError } from '../errors';

/**
 * A Mongoose instance of our own, hardened: filters that carry `$` operators from outside are
 * neutralised (sanitizeFilter; our own operators are wrapped in `trusted()`), and a filter on
 * a field the schema does not know throws instead of silently matching everything.
 */
export const mongoose = new Mongoose();
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', 'throw');

export const { Schema, trusted } = mongoose;

export async function connect(uri: string, options: { dbName?: string } = {}): Promise<Connection> {
  return mongoose
    .createConnection(uri, {
      dbName: options.dbName,
      serverSelectionTimeoutMS: 10_000,
      // Indexes are built by `npm run migrate` (indexes.ts), not by each instance as it starts.
      autoIndex: false,
    })
    .asPromise();
}

/** String ids (UUIDs) for everything but leads, which are numbered (product.md §3). */
export const uuidId = { type: String, default: () => randomUUID() };

/** A lean document -> an entity: `_id` becomes `id`, Mongoose's version key goes. */
export function toEntity<T>(doc: unknown): T {
  const { _id, __v: _v, ...rest } = doc as Record<string, unknown>;
  return { id: _id, ...rest } as T;
}

/** A filter's equality query: each of `fields` the filter sets (a non-empty string), in that order. */
export function equalityQuery<K extends string>(filter: Partial<Record<K, string>>, fields: readonly K[]): Record<string, string> {
  const query: Record<string, string> = {};
  for (const field of fields) {
    const value = filter[field];
    if (value) query[field] = value;
  }
  return query;
}

/** MongoDB's duplicate-key error, with the offending field when the server reports it (FerretDB does not: `key`). */
export function duplicateKeyField(error: unknown): string | null {
  const e = error as { code?: number; keyPattern?: Record<string, unknown> };
  if (e?.code !== 11000) return null;
  return Object.keys(e.keyPattern ?? {})[0] ?? 'key';
}

/**
 * Runs a write whose duplicate key the ports report as a StoreConflictError naming the field: as
 * the server names it, or as `which` finds it when the server does not (FerretDB).
 */
export async function conflictAsStoreError<T>(write: () => Promise<T>, which?: () => Promise<string>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = duplicateKeyField(error);
    if (field) throw new StoreConflictError(field === 'key' && which ? await which() : field);
    throw error;
  }
}
