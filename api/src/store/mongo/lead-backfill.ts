import type { AnyBulkWriteOperation, Db, Filter, UpdateFilter } from 'mongodb';

/** Updates sent to MongoDB at a time: a large collection is never held in memory at once. */
const BATCH_SIZE = 1000;

/**
 * What the lead migrations share: every lead stored before `field` existed (it has none) gets
 * `valueOf(lead)`, read from the `projection`'s fields, written in batches. A lead whose value is
 * undefined is left as it is. Leads that have the field are never read, so a second run writes nothing.
 * (Not in migrations/: migrate-mongo runs every file there as a migration.)
 */
export async function fillMissingLeadField<TLead extends { _id: number }>(
  db: Db,
  field: keyof TLead & string,
  projection: Partial<Record<keyof TLead, 1>>,
  valueOf: (lead: TLead) => unknown,
): Promise<void> {
  const leads = db.collection<TLead>('leads');
  let writes: AnyBulkWriteOperation<TLead>[] = [];
  for await (const lead of leads.find({ [field]: { $exists: false } } as Filter<TLead>, { projection })) {
    const value = valueOf(lead as TLead);
    if (value !== undefined) writes.push({ updateOne: { filter: { _id: lead._id } as Filter<TLead>, update: { $set: { [field]: value } } as UpdateFilter<TLead> } });
    if (writes.length >= BATCH_SIZE) {
      await leads.bulkWrite(writes);
      writes = [];
    }
  }
  if (writes.length > 0) await leads.bulkWrite(writes);
}
