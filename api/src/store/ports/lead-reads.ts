import type { Lead } from './leads';

/** The open leads flagged as possible duplicates (issue #29), newest first, and how many there are. */
export interface PossibleDuplicates {
  items: Lead[];
  /** Counted up to LIST_COUNT_MAX. */
  total: number;
  totalCapped: boolean;
}

/**
 * Reads of many leads at once for the admin screens (issue #29): names in the audit log, the
 * dashboard's possible duplicates. Kept apart from LeadStore, which is written to by the lead
 * workflows; both adapters read the same stored leads.
 */
export interface LeadReadStore {
  /** The leads with these ids, in the ids' order (unknown ids left out): one read, not one per id. */
  getMany(ids: readonly number[]): Promise<Lead[]>;
  /**
   * Leads still open (OPEN_LEAD_STATUSES) that carry `duplicateOf`, newest first (createdAt), at
   * most `limit`: the ones nobody has yet marked duplicate or moved on.
   */
  possibleDuplicates(limit: number): Promise<PossibleDuplicates>;
}
