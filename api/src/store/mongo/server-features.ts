import type { Db } from 'mongodb';

/**
 * What a MongoDB wire-protocol server can do beyond plain documents and indexes, where the
 * adapter depends on it. MongoDB has all of it. FerretDB 1.24 (on which CI runs the adapter: no
 * mongod can be installed on the project's machines) has unique and sparse indexes, capped
 * collections and tailable cursors, but none of these; docs/production-store.md tells what each
 * costs there.
 */
export interface ServerFeatures {
  /** The server's name, for logs and test names. */
  readonly server: string;
  /** TTL indexes (`expireAfterSeconds`). Without them the store sweeps expired rows itself. */
  readonly ttlIndexes: boolean;
  /** 2dsphere indexes and `$geoNear` / `$geoWithin`: the locator's nearest-first and map-view reads. */
  readonly geo: boolean;
}

export const MONGODB_FEATURES: ServerFeatures = { server: 'MongoDB', ttlIndexes: true, geo: true };
const FERRETDB_FEATURES: ServerFeatures = { server: 'FerretDB', ttlIndexes: false, geo: false };

/** FerretDB answers `buildInfo` with a `ferretdbVersion` field; MongoDB does not. */
export async function serverFeatures(db: Db): Promise<ServerFeatures> {
  const info = await db.admin().command({ buildInfo: 1 });
  return 'ferretdbVersion' in info ? FERRETDB_FEATURES : MONGODB_FEATURES;
}
