import { LIST_COUNT_MAX, auditKeyOf, type AuditKey, type AuditSearch } from '@powernest/domain';
import type { AuditEntry, AuditFilter, AuditLogStore, AuditSearchResult, NewAuditEntry } from '../ports';
import { cappedCount, keysetPage } from '../keyset';
import { addRecord, clone } from './clone';
import { sortedKeysetRead } from './keyset';

/** The audit log page's order, as MongoDB's { timestamp: -1, _id: -1 }: newest first, then the greater id. */
const newestFirst = (a: AuditKey, b: AuditKey): number => b[0] - a[0] || (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0);

export class MemoryAuditLogStore implements AuditLogStore {
  private readonly entries: AuditEntry[] = [];

  async append(input: NewAuditEntry): Promise<AuditEntry> {
    return addRecord(this.entries, { ...input, timestamp: input.timestamp ?? new Date() });
  }

  async list(filter: AuditFilter = {}): Promise<AuditEntry[]> {
    // Entries of one millisecond latest-appended first (a lead's timeline keeps one request's changes in order).
    return this.entries
      .map((e, i) => ({ e, i }))
      .filter(
        ({ e }) =>
          (!filter.userId || e.userId === filter.userId) &&
          (!filter.resourceType || e.resourceType === filter.resourceType) &&
          (!filter.resourceId || e.resourceId === filter.resourceId),
      )
      .sort((a, b) => b.e.timestamp.getTime() - a.e.timestamp.getTime() || b.i - a.i)
      .slice(0, filter.limit ?? 100)
      .map(({ e }) => clone(e));
  }

  async search(search: AuditSearch): Promise<AuditSearchResult> {
    const matches = this.entries
      .filter(
        (e) =>
          (!search.userId || e.userId === search.userId) &&
          (!search.action || e.action === search.action) &&
          (!search.resourceType || e.resourceType === search.resourceType) &&
          (!search.from || e.timestamp >= search.from) &&
          (!search.before || e.timestamp < search.before),
      )
      .sort((a, b) => newestFirst(auditKeyOf(a), auditKeyOf(b)));
    const page = await keysetPage(sortedKeysetRead(matches, auditKeyOf, newestFirst), auditKeyOf, search.position, search.limit);
    return { ...page, items: page.items.map(clone), ...cappedCount(matches.length, LIST_COUNT_MAX) };
  }
}
