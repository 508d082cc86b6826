import { textSortKey } from '@powernest/domain';
import type { Db } from 'mongodb';
import { fillMissingField } from '../backfill';

interface LeadNames {
  _id: number;
  businessName: string;
  location: string;
  businessNameKey?: string;
  locationKey?: string;
}

/**
 * Issue #42: the workspace sorts names and places by their stored `textSortKey` instead of a
 * collation (FerretDB has none; a collated index serves only collated queries). Leads stored
 * before get their keys; without them a lead would sort before every other.
 */
export async function up(db: Db): Promise<void> {
  await fillMissingField<LeadNames>(db, 'leads', 'businessNameKey', { businessName: 1 }, (lead) => textSortKey(lead.businessName ?? ''));
  await fillMissingField<LeadNames>(db, 'leads', 'locationKey', { location: 1 }, (lead) => textSortKey(lead.location ?? ''));
}

/** The keys go; the code before this sorted by a collation and never read them. */
export async function down(db: Db): Promise<void> {
  await db.collection('leads').updateMany({}, { $unset: { businessNameKey: '', locationKey: '' } });
}
