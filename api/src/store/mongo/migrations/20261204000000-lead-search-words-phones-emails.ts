import { leadSearchWords } from '@powernest/domain';
import type { Db } from 'mongodb';
import { refreshField } from '../backfill';
import { LEAD_TEXT_FIELDS, type LeadText } from './20261126000002-lead-search-words';


/**
 * Issue #29: a lead is also found by its phone's digit runs (with the country code 1, the last 7
 * and 4 digits) and by its e-mail's parts run together (`leadSearchWords`). Leads stored before
 * get their words made again; without this, "+1 512 555 0101" would find only newer leads.
 */
export async function up(db: Db): Promise<void> {
  await refreshField<LeadText>(db, 'leads', 'searchWords', LEAD_TEXT_FIELDS, leadSearchWords);
}

/** The older words are a subset of these: the search works with either, so nothing is undone. */
export async function down(): Promise<void> {}
