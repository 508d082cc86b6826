import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditFilter, AuditLogStore, NewAuditEntry } from '../ports';
import { clone, compact } from './clone';

export class MemoryAuditLogStore implements AuditLogStore {
  private readonly entries: AuditEntry[] = [];

  async append(input: NewAuditEntry): Promise<AuditEntry> {
    const entry: AuditEntry = { ...compact(input), id: randomUUID(), timestamp: input.timestamp ?? new Date() };
    this.entries.push(clone(entry));
    return entry;
  }

  async list(filter: AuditFilter = {}): Promise<AuditEntry[]> {
    return this.entries
      .filter(
        (e) =>
          (!filter.userId || e.userId === filter.userId) &&
          (!filter.resourceType || e.resourceType === filter.resourceType) &&
          (!filter.resourceId || e.resourceId === filter.resourceId),
      )
      .map((e, i) => ({ e, i }))
      .sort((a, b) => b.e.timestamp.getTime() - a.e.timestamp.getTime() || b.i - a.i)
      .slice(0, filter.limit ?? 100)
      .map(({ e }) => clone(e));
  }
}
