import { LIST_COUNT_MAX, auditKeyOf, type AuditKey, type AuditSearch } from '@powernest/domain';
import type { AuditEntry, AuditFilter, AuditLogStore, AuditSearchResult, NewAuditEntry } from '../ports';
import { cappedCount, keysetPage } from '../keyset';
import { ascendingId } from '../ascending-id';
import { clone, compact } from './clone';
import { sortedKeysetRead } from './keyset';

/**
 * The log's order, as MongoDB's { timestamp: -1, _id: -1 }: newest first, then the greater id
 * (ids ascend as entries are appended: ascendingId, so of one millisecond the latest appended first).
 */
const newestFirst = (a: AuditKey, b: AuditKey): number => b[0] - a[0] || (a[1] < b[1] ? 1 : a[1] > b[1] ? -1 : 0);

export class MemoryAuditLogStore implements AuditLogStore {
  private readonly entries: AuditEntry[] = [];

  async append(input: NewAuditEntry): Promise<AuditEntry> {
    const written = input.id === undefined ? undefined : this.entries.find((e) => e.id === input.id);
    if (written) return clone(written);
    const added: AuditEntry = { ...compact(input), id: input.id ?? ascendingId(), timestamp: input.timestamp ?? new Date() };
    this.entries.push(clone(added));
    return added;
  }

  async list(filter: AuditFilter = {}): Promise<AuditEntry[]> {
    // Entries of one millisecond latest-appended first (a lead's timeline keeps one request's changes in order).
    return this.entries
      .filter(
        (e) =>
          (!filter.userId || e.userId === filter.userId) &&
          (!filter.resourceType || e.resourceType === filter.resourceType) &&
          (!filter.resourceId || e.resourceId === filter.resourceId),
      )
      .sort((a, b) => newestFirst(auditKeyOf(a), auditKeyOf(b)))
      .slice(0, filter.limit ?? 100)
      .map(clone);
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
