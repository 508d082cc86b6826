import type { AuditSearch } from '@powernest/domain';
import type { AuditEntry, AuditFilter, AuditLogStore, AuditSearchResult, NewAuditEntry } from '../ports';
import { addRecord, clone } from './clone';

export class MemoryAuditLogStore implements AuditLogStore {
  private readonly entries: AuditEntry[] = [];

  async append(input: NewAuditEntry): Promise<AuditEntry> {
    return addRecord(this.entries, { ...input, timestamp: input.timestamp ?? new Date() });
  }

  async list(filter: AuditFilter = {}): Promise<AuditEntry[]> {
    return this.newestFirst(
      (e) =>
        (!filter.userId || e.userId === filter.userId) &&
        (!filter.resourceType || e.resourceType === filter.resourceType) &&
        (!filter.resourceId || e.resourceId === filter.resourceId),
    )
      .slice(0, filter.limit ?? 100)
      .map(clone);
  }

  async search(search: AuditSearch): Promise<AuditSearchResult> {
    const matches = this.newestFirst(
      (e) =>
        (!search.userId || e.userId === search.userId) &&
        (!search.action || e.action === search.action) &&
        (!search.resourceType || e.resourceType === search.resourceType) &&
        (!search.from || e.timestamp >= search.from) &&
        (!search.before || e.timestamp < search.before),
    );
    return { items: matches.slice(search.offset, search.offset + search.limit).map(clone), total: matches.length };
  }

  /** The matching entries, newest first; entries of one millisecond latest-appended first. */
  private newestFirst(matches: (e: AuditEntry) => boolean): AuditEntry[] {
    return this.entries
      .map((e, i) => ({ e, i }))
      .filter(({ e }) => matches(e))
      .sort((a, b) => b.e.timestamp.getTime() - a.e.timestamp.getTime() || b.i - a.i)
      .map(({ e }) => e);
  }
}
