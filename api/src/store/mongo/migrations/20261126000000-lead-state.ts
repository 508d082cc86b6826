import { stateOfLocation } from '@powernest/domain';
import type { Db } from 'mongodb';
import { fillMissingField } from '../backfill';

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
  await fillMissingField<LeadState>(db, 'leads', 'state', { location: 1 }, (lead) => stateOfLocation(lead.location ?? ''));
}

/** The state is read from the location; the new code needs it, so it stays. */
export async function down(): Promise<void> {}
