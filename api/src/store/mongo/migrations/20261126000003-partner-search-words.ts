import { partnerSearchWords } from '@powernest/domain';
import type { Db } from 'mongodb';
import { fillMissingField } from '../backfill';

interface PartnerText {
  _id: string;
  businessName: string;
  city: string;
  address: string;
  searchWords?: string[];
}

/**
 * Partners stored before `q` became an anchored word search (issue #27) get their search words
 * (`partnerSearchWords`); new and edited partners are stored with them. Without them a partner
 * is never found by `q` (the locator's search box, the admin partners list).
 */
export async function up(db: Db): Promise<void> {
  await fillMissingField<PartnerText>(db, 'partners', 'searchWords', { businessName: 1, city: 1, address: 1 }, partnerSearchWords);
}

/** Removes the words: the search then finds none of these partners until `up` runs again. */
export async function down(db: Db): Promise<void> {
  await db.collection<PartnerText>('partners').updateMany({}, { $unset: { searchWords: '' } });
}
