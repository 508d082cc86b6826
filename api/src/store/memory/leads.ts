import type { Lead, LeadStore, NewLead, NewOutboxMessage, OutboxMessage } from '../ports';
import { clone, compact } from './clone';
import type { MemoryOutboxStore } from './outbox';

export class MemoryLeadStore implements LeadStore {
  private readonly leads: Lead[] = [];
  private nextId = 1;

  constructor(private readonly outbox: MemoryOutboxStore) {}

  async create(input: NewLead, messages: NewOutboxMessage[]): Promise<{ lead: Lead; outbox: OutboxMessage[] }> {
    const now = new Date();
    const lead: Lead = {
      ...compact(input),
      id: this.nextId++,
      status: 'new',
      leadScore: 0,
      lastActivityAt: now,
      createdAt: now,
    };
    const records = this.outbox.build(messages, now, lead.id);
    // Both writes happen in one synchronous step: nothing can observe one without the other.
    this.leads.push(clone(lead));
    this.outbox.insert(records);
    return { lead, outbox: clone(records) };
  }

  async get(id: number): Promise<Lead | null> {
    const lead = this.leads.find((l) => l.id === id);
    return lead ? clone(lead) : null;
  }

  async list(options: { limit?: number } = {}): Promise<Lead[]> {
    return [...this.leads]
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .slice(0, options.limit ?? 100)
      .map(clone);
  }

  async count(filter: { since?: Date; status?: string } = {}): Promise<number> {
    return this.leads.filter(
      (l) => (!filter.since || l.createdAt >= filter.since) && (!filter.status || l.status === filter.status),
    ).length;
  }

  async countByStatus(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const l of this.leads) counts[l.status] = (counts[l.status] ?? 0) + 1;
    return counts;
  }
}
