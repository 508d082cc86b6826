import { leadSearchWords } from '@powernest/domain';
import type { Db } from 'mongodb';
import { fillMissingField } from '../backfill';

/** The fields a lead's search words are made from (shared with the later refresh of them). */
export interface LeadText {
  _id: number;
  businessName: string;
  contactPerson: string;
  email: string;
  phone: string;
  location: string;
  searchWords?: string[];
}

/** The projection that reads them. */
export const LEAD_TEXT_FIELDS = { businessName: 1, contactPerson: 1, email: 1, phone: 1, location: 1 } as const;

/**
 * Leads stored before `q` became an anchored word search (issue #27) get their search words
 * (`leadSearchWords`); new leads are stored with them. Without them a lead is never found by `q`.
 */
export async function up(db: Db): Promise<void> {
  await fillMissingField<LeadText>(db, 'leads', 'searchWords', LEAD_TEXT_FIELDS, leadSearchWords);
}

/** Removes the words: the search then finds none of these leads until `up` runs again. */
export async function down(db: Db): Promise<void> {
  await db.collection<LeadText>('leads').updateMany({}, { $unset: { searchWords: '' } });
}
