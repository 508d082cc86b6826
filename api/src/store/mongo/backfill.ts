import type { AnyBulkWriteOperation, Db, Filter, UpdateFilter } from 'mongodb';

/** Updates sent to MongoDB at a time: a large collection is never held in memory at once. */
const BATCH_SIZE = 1000;

/**
 * What the data migrations share: every document of `collection` stored before `field` existed
 * (it has none) gets `valueOf(doc)`, read from the `projection`'s fields, written in batches. A
 * document whose value is undefined is left as it is. Documents that have the field are never
 * read, so a second run writes nothing.
 * (Not in migrations/: migrate-mongo runs every file there as a migration.)
 */
export async function fillMissingField<TDoc extends { _id: unknown }>(
  db: Db,
  collection: string,
  field: keyof TDoc & string,
  projection: Partial<Record<keyof TDoc, 1>>,
  valueOf: (doc: TDoc) => unknown,
): Promise<void> {
  const docs = db.collection<TDoc>(collection);
  let writes: AnyBulkWriteOperation<TDoc>[] = [];
  for await (const doc of docs.find({ [field]: { $exists: false } } as Filter<TDoc>, { projection })) {
    const value = valueOf(doc as TDoc);
    if (value !== undefined) writes.push({ updateOne: { filter: { _id: doc._id } as Filter<TDoc>, update: { $set: { [field]: value } } as UpdateFilter<TDoc> } });
    if (writes.length >= BATCH_SIZE) {
      await docs.bulkWrite(writes);
      writes = [];
    }
  }
  if (writes.length > 0) await docs.bulkWrite(writes);
}

/**
 * When the rule a stored field is made by changes (new search words): every document of
 * `collection` gets `valueOf(doc)` afresh, read from the `projection`'s fields, in batches; a
 * document that already holds that value is not written, so a second run writes nothing.
 */
export async function refreshField<TDoc extends { _id: unknown }>(
  db: Db,
  collection: string,
  field: keyof TDoc & string,
  projection: Partial<Record<keyof TDoc, 1>>,
  valueOf: (doc: TDoc) => unknown,
): Promise<void> {
  const docs = db.collection<TDoc>(collection);
  let writes: AnyBulkWriteOperation<TDoc>[] = [];
  for await (const doc of docs.find({} as Filter<TDoc>, { projection: { ...projection, [field]: 1 } })) {
    const value = valueOf(doc as TDoc);
    if (value !== undefined && JSON.stringify(value) !== JSON.stringify((doc as Record<string, unknown>)[field])) {
      writes.push({ updateOne: { filter: { _id: doc._id } as Filter<TDoc>, update: { $set: { [field]: value } } as UpdateFilter<TDoc> } });
    }
    if (writes.length >= BATCH_SIZE) {
      await docs.bulkWrite(writes);
      writes = [];
    }
  }
  if (writes.length > 0) await docs.bulkWrite(writes);
}
