import type { AnyBulkWriteOperation, Db, Filter, UpdateFilter } from 'mongodb';

/** Updates sent to MongoDB at a time: a large collection is never held in memory at once. */
const BATCH_SIZE = 1000;

type Projection<TDoc> = Partial<Record<keyof TDoc, 1>>;

/** Sets `field` to `valueOf(doc)` on each document `found` for which `write` says so, in batches. */
async function setInBatches<TDoc extends { _id: unknown }>(
  db: Db,
  collection: string,
  field: keyof TDoc & string,
  found: { filter: Filter<TDoc>; projection: Projection<TDoc> },
  valueOf: (doc: TDoc) => unknown,
  write: (value: unknown, doc: TDoc) => boolean,
): Promise<void> {
  const docs = db.collection<TDoc>(collection);
  let writes: AnyBulkWriteOperation<TDoc>[] = [];
  for await (const doc of docs.find(found.filter, { projection: found.projection })) {
    const value = valueOf(doc as TDoc);
    if (value !== undefined && write(value, doc as TDoc)) {
      writes.push({ updateOne: { filter: { _id: doc._id } as Filter<TDoc>, update: { $set: { [field]: value } } as UpdateFilter<TDoc> } });
    }
    if (writes.length >= BATCH_SIZE) {
      await docs.bulkWrite(writes);
      writes = [];
    }
  }
  if (writes.length > 0) await docs.bulkWrite(writes);
}

/**
 * What the data migrations share: every document of `collection` stored before `field` existed
 * (it has none) gets `valueOf(doc)`, read from the `projection`'s fields, written in batches. A
 * document whose value is undefined is left as it is. Documents that have the field are never
 * read, so a second run writes nothing.
 * (Not in migrations/: migrate-mongo runs every file there as a migration.)
 */
export async function fillMissingField<TDoc extends { _id: unknown }>(db: Db, collection: string, field: keyof TDoc & string, projection: Projection<TDoc>, valueOf: (doc: TDoc) => unknown): Promise<void> {
  await setInBatches(db, collection, field, { filter: { [field]: { $exists: false } } as Filter<TDoc>, projection }, valueOf, () => true);
}

/**
 * When the rule a stored field is made by changes (new search words): every document of
 * `collection` gets `valueOf(doc)` afresh, read from the `projection`'s fields, in batches; a
 * document that already holds that value is not written, so a second run writes nothing.
 */
export async function refreshField<TDoc extends { _id: unknown }>(db: Db, collection: string, field: keyof TDoc & string, projection: Projection<TDoc>, valueOf: (doc: TDoc) => unknown): Promise<void> {
  const read = { filter: {} as Filter<TDoc>, projection: { ...projection, [field]: 1 } as Projection<TDoc> };
  await setInBatches(db, collection, field, read, valueOf, (value, doc) => JSON.stringify(value) !== JSON.stringify((doc as Record<string, unknown>)[field]));
}
