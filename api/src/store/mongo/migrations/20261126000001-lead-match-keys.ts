import type { AnyBulkWriteOperation, Db } from 'mongodb';
import { leadMatchKeys } from '@powernest/domain';

interface LeadKeys {
  _id: number;
  email: string;
  phone: string;
  businessName: string;
  location: string;
  matchKeys?: string[];
}

/**
 * Leads stored before duplicates were looked for get their match keys (`leadMatchKeys`). Was a
 * scan of the leads at every start-up; now it runs once.
 */
export async function up(db: Db): Promise<void> {
  const leads = db.collection<LeadKeys>('leads');
  let writes: AnyBulkWriteOperation<LeadKeys>[] = [];
  const missing = leads.find({ matchKeys: { $exists: false } }, { projection: { email: 1, phone: 1, businessName: 1, location: 1 } });
  for await (const lead of missing) {
    writes.push({ updateOne: { filter: { _id: lead._id }, update: { $set: { matchKeys: leadMatchKeys(lead) } } } });
    if (writes.length >= 1000) {
      await leads.bulkWrite(writes);
      writes = [];
    }
  }
  if (writes.length > 0) await leads.bulkWrite(writes);
}

/** The keys are index data of the duplicates check, which needs them: they stay. */
export async function down(): Promise<void> {}
