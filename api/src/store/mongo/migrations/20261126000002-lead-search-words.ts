import type { AnyBulkWriteOperation, Db } from 'mongodb';
import { leadSearchWords } from '@powernest/domain';

interface LeadText {
  _id: number;
  businessName: string;
  contactPerson: string;
  email: string;
  phone: string;
  location: string;
  searchWords?: string[];
}

/**
 * Leads stored before `q` became an anchored word search (issue #27) get their search words
 * (`leadSearchWords`); new leads are stored with them. Without them a lead is never found by `q`.
 */
export async function up(db: Db): Promise<void> {
  const leads = db.collection<LeadText>('leads');
  let writes: AnyBulkWriteOperation<LeadText>[] = [];
  const missing = leads.find({ searchWords: { $exists: false } }, { projection: { businessName: 1, contactPerson: 1, email: 1, phone: 1, location: 1 } });
  for await (const lead of missing) {
    writes.push({ updateOne: { filter: { _id: lead._id }, update: { $set: { searchWords: leadSearchWords(lead) } } } });
    if (writes.length >= 1000) {
      await leads.bulkWrite(writes);
      writes = [];
    }
  }
  if (writes.length > 0) await leads.bulkWrite(writes);
}

/** Removes the words: the search then finds none of these leads until `up` runs again. */
export async function down(db: Db): Promise<void> {
  await db.collection<LeadText>('leads').updateMany({}, { $unset: { searchWords: '' } });
}
