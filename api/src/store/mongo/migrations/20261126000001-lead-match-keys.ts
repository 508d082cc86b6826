import { leadMatchKeys } from '@powernest/domain';
import type { Db } from 'mongodb';
import { fillMissingField } from '../backfill';

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
  await fillMissingField<LeadKeys>(db, 'leads', 'matchKeys', { email: 1, phone: 1, businessName: 1, location: 1 }, leadMatchKeys);
}

/** The keys are index data of the duplicates check, which needs them: they stay. */
export async function down(): Promise<void> {}
