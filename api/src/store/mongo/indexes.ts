import type { Connection, Model } from 'mongoose';
import type { ServerFeatures } from './server-features';

/**
 * The indexes each schema declares are the one list of them. They are built by `npm run migrate`
 * (under the migration lock), never by an instance at start-up: building an index on a large
 * collection blocks, and several instances starting at once would each build it (Mongoose's
 * autoIndex is off: connection.ts).
 */
interface DeclaredIndex {
  collection: string;
  keys: Record<string, 1 | -1 | '2dsphere'>;
  options: Record<string, unknown> & { name: string; expireAfterSeconds?: number };
}

/** MongoDB's default name of an index: its keys and directions joined (`status_1_createdAt_-1`). */
const defaultName = (keys: Record<string, unknown>) => Object.entries(keys).flatMap(([field, kind]) => [field, String(kind)]).join('_');

function declaredIndexes(model: Model<unknown>): DeclaredIndex[] {
  return model.schema.indexes().map(([keys, options]) => {
    const opts = { ...(options as Record<string, unknown>) };
    return { collection: model.collection.collectionName, keys: keys as DeclaredIndex['keys'], options: { ...opts, name: (opts.name as string | undefined) ?? defaultName(keys) } };
  });
}

/** Every declared index, by collection. */
export function indexesOf(connection: Connection): DeclaredIndex[] {
  return Object.values(connection.models).flatMap((model) => declaredIndexes(model as Model<unknown>));
}

/**
 * What a server without a feature gets instead (server-features.ts): without TTL indexes a plain
 * index on the date (the sweep below deletes through it); without geo indexes none (the locator's
 * nearest-first and map reads need MongoDB).
 */
function asBuilt(index: DeclaredIndex, features: ServerFeatures): DeclaredIndex | null {
  if (!features.geo && Object.values(index.keys).includes('2dsphere')) return null;
  if (!features.ttlIndexes && index.options.expireAfterSeconds !== undefined) {
    const { expireAfterSeconds: _ttl, ...options } = index.options;
    return { ...index, options };
  }
  return index;
}

/**
 * Makes the database's indexes the declared ones: creates what is missing and drops what no
 * schema declares any more (an index left from an older version costs every write). Returns the
 * names created and dropped. Idempotent: a second run changes nothing.
 */
export async function syncIndexes(connection: Connection, features: ServerFeatures): Promise<{ created: string[]; dropped: string[] }> {
  const created: string[] = [];
  const dropped: string[] = [];
  const byCollection = new Map<string, DeclaredIndex[]>();
  for (const index of indexesOf(connection)) {
    const built = asBuilt(index, features);
    if (built) byCollection.set(built.collection, [...(byCollection.get(built.collection) ?? []), built]);
  }
  const db = connection.db!;
  for (const model of Object.values(connection.models)) {
    const name = model.collection.collectionName;
    if (!byCollection.has(name)) byCollection.set(name, []);
  }
  for (const [name, wanted] of byCollection) {
    const collection = db.collection(name);
    const existing = (await collection.listIndexes().toArray().catch(() => [])) as { name: string }[];
    const have = new Set(existing.map((index) => index.name));
    for (const index of existing) {
      if (index.name !== '_id_' && !wanted.some((w) => w.options.name === index.name)) {
        await collection.dropIndex(index.name);
        dropped.push(`${name}.${index.name}`);
      }
    }
    for (const index of wanted) {
      if (have.has(index.options.name)) continue;
      await collection.createIndex(index.keys, index.options);
      created.push(`${name}.${index.options.name}`);
    }
  }
  return { created, dropped };
}

/** The declared indexes missing from the database (what `npm run migrate` would create). */
export async function missingIndexes(connection: Connection, features: ServerFeatures): Promise<string[]> {
  const missing: string[] = [];
  for (const declared of indexesOf(connection)) {
    const index = asBuilt(declared, features);
    if (!index) continue;
    const existing = (await connection.db!.collection(index.collection).listIndexes().toArray().catch(() => [])) as { name: string }[];
    if (!existing.some((e) => e.name === index.options.name)) missing.push(`${index.collection}.${index.options.name}`);
  }
  return missing;
}

/** The collections and date fields a TTL index expires rows by. */
function expiringFields(connection: Connection): { collection: string; field: string }[] {
  return indexesOf(connection)
    .filter((index) => index.options.expireAfterSeconds !== undefined)
    .map((index) => ({ collection: index.collection, field: Object.keys(index.keys)[0]! }));
}

/**
 * On a server without TTL indexes, deletes expired rows (sessions, status links, limit counters)
 * every `everyMs`, as MongoDB's TTL monitor does about once a minute. Reads already ignore
 * expired rows; this only keeps the collections from growing. Safe on several instances at once
 * (a delete of what is already gone deletes nothing). Returns the stop function.
 */
export function sweepExpired(connection: Connection, everyMs = 60_000): () => void {
  const fields = expiringFields(connection);
  const sweep = async () => {
    for (const { collection, field } of fields) await connection.db!.collection(collection).deleteMany({ [field]: { $lte: new Date() } });
  };
  const timer = setInterval(() => void sweep().catch(() => undefined), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
