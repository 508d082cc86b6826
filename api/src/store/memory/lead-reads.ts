import { LIST_COUNT_MAX, OPEN_LEAD_STATUSES } from '@powernest/domain';
import type { Lead, LeadReadStore, LeadStore, PossibleDuplicates } from '../ports';
import { cappedCount } from '../keyset';

const OPEN: ReadonlySet<string> = new Set(OPEN_LEAD_STATUSES);

/** Many leads at once, read through the memory lead store's own answers (no round trips to save here). */
export class MemoryLeadReadStore implements LeadReadStore {
  constructor(private readonly leads: LeadStore) {}

  async getMany(ids: readonly number[]): Promise<Lead[]> {
    const found = await Promise.all(ids.map((id) => this.leads.get(id)));
    return found.filter((lead): lead is Lead => lead !== null);
  }

  async possibleDuplicates(limit: number): Promise<PossibleDuplicates> {
    const flagged: Lead[] = [];
    // Newest first (ties: the higher id first), as the workspace's default order.
    for await (const lead of this.leads.each({ sort: '-createdAt' })) {
      if (lead.duplicateOf !== undefined && OPEN.has(lead.status)) flagged.push(lead);
    }
    return { items: flagged.slice(0, limit), ...cappedCount(flagged.length, LIST_COUNT_MAX) };
  }
}
