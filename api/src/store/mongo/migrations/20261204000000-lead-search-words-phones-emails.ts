import { leadSearchWords } from '@powernest/domain';
import type { Db } from 'mongodb';
import { refreshField } from '../backfill';

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
 * Issue #29: a lead is also found by its phone's digit runs (with the country code 1, the last 7
 * and 4 digits) and by its e-mail's parts run together (`leadSearchWords`). Leads stored before
 * get their words made again; without this, "+1 512 555 0101" would find only newer leads.
 */
export async function up(db: Db): Promise<void> {
  await refreshField<LeadText>(db, 'leads', 'searchWords', { businessName: 1, contactPerson: 1, email: 1, phone: 1, location: 1 }, leadSearchWords);
}

/** The older words are a subset of these: the search works with either, so nothing is undone. */
export async function down(): Promise<void> {}
