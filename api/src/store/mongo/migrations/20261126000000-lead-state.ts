import type { AnyBulkWriteOperation, Db } from 'mongodb';
import { stateOfLocation } from '@powernest/domain';

interface LeadState {
  _id: number;
  location?: string;
  state?: string;
}

/**
 * Leads stored before the state filter existed get their state read from the location (the same
 * rule as `stateOfLocation`). Was a scan of the leads at every start-up; now it runs once.
 */
export async function up(db: Db): Promise<void> {
  const leads = db.collection<LeadState>('leads');
  let writes: AnyBulkWriteOperation<LeadState>[] = [];
  for await (const lead of leads.find({ state: { $exists: false } }, { projection: { location: 1 } })) {
    const state = stateOfLocation(lead.location ?? '');
    if (state) writes.push({ updateOne: { filter: { _id: lead._id }, update: { $set: { state } } } });
    if (writes.length >= 1000) {
      await leads.bulkWrite(writes);
      writes = [];
    }
  }
  if (writes.length > 0) await leads.bulkWrite(writes);
}

/** The state is read from the location; the new code needs it, so it stays. */
export async function down(): Promise<void> {}
