import { deliveryStateOf, emptyDeliveryCounts, type DeliveryState, type MailTransportKind } from '@powernest/domain';
import type { NewOutboxMessage, OutboxKind, OutboxMessage, OutboxStatus, OutboxStore } from '../ports';
import { pendingOutboxMessages } from '../ports/outbox';
import { clone, foundCopies, foundCopy } from './clone';

export class MemoryOutboxStore implements OutboxStore {
  readonly messages = new Map<string, OutboxMessage>();

  /** Builds records without storing them; MemoryLeadStore uses it to write lead + outbox together. */
  build(messages: NewOutboxMessage[], now: Date, leadId?: number): OutboxMessage[] {
    return pendingOutboxMessages(messages, now, leadId);
  }

  insert(records: OutboxMessage[]): void {
    for (const r of records) this.messages.set(r.id, clone(r));
  }

  async enqueue(messages: NewOutboxMessage[], now = new Date(), leadId?: number): Promise<OutboxMessage[]> {
    const records = this.build(messages, now, leadId);
    this.insert(records);
    return clone(records);
  }

  async get(id: string): Promise<OutboxMessage | null> {
    return foundCopy(this.messages, id, clone);
  }

  async getMany(ids: readonly string[]): Promise<OutboxMessage[]> {
    return foundCopies(this.messages, ids, clone);
  }

  async claim(id: string, now: Date): Promise<OutboxMessage | null> {
    const m = this.messages.get(id);
    // JavaScript runs this check-and-set without interruption, so it is atomic.
    if (!m || m.status !== 'pending' || m.nextAttemptAt > now) return null;
    m.status = 'sending';
    m.attempts += 1;
    m.updatedAt = now;
    return clone(m);
  }

  async claimDue(now: Date, limit: number): Promise<OutboxMessage[]> {
    const due = [...this.messages.values()]
      .filter((m) => m.status === 'pending' && m.nextAttemptAt <= now)
      .sort((a, b) => a.nextAttemptAt.getTime() - b.nextAttemptAt.getTime())
      .slice(0, limit);
    const claimed: OutboxMessage[] = [];
    for (const m of due) {
      const c = await this.claim(m.id, now);
      if (c) claimed.push(c);
    }
    return claimed;
  }

  async discardPending(leadId: number, kinds: readonly OutboxKind[], keep: readonly string[] = []): Promise<number> {
    let discarded = 0;
    for (const [id, m] of this.messages) {
      if (m.leadId === leadId && m.status === 'pending' && kinds.includes(m.kind) && !keep.includes(id)) {
        this.messages.delete(id);
        discarded++;
      }
    }
    return discarded;
  }

  async release(ids: readonly string[], now: Date): Promise<void> {
    for (const id of ids) {
      const m = this.messages.get(id);
      if (m?.status === 'pending') {
        m.nextAttemptAt = now;
        m.updatedAt = now;
      }
    }
  }

  async discard(ids: readonly string[]): Promise<void> {
    for (const id of ids) this.messages.delete(id);
  }

  async markSent(id: string, now: Date, via?: MailTransportKind): Promise<void> {
    const m = this.messages.get(id);
    if (!m) return;
    m.status = 'sent';
    m.sentAt = now;
    if (via) m.sentVia = via;
    m.updatedAt = now;
    delete m.lastError;
  }

  async markFailed(id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
    const m = this.messages.get(id);
    if (!m) return;
    m.status = retryAt ? 'pending' : 'failed';
    if (retryAt) m.nextAttemptAt = retryAt;
    m.lastError = error;
    m.updatedAt = now;
  }

  async failStale(before: Date, now: Date): Promise<number> {
    let n = 0;
    for (const m of this.messages.values()) {
      if (m.status === 'sending' && m.updatedAt < before) {
        m.status = 'failed';
        m.lastError = 'Interrupted during delivery; not retried to avoid sending it twice';
        m.updatedAt = now;
        n += 1;
      }
    }
    return n;
  }

  async list(filter: { status?: string; leadId?: number; limit?: number } = {}): Promise<OutboxMessage[]> {
    return [...this.messages.values()]
      .filter((m) => (filter.status ? m.status === filter.status : true))
      .filter((m) => (filter.leadId !== undefined ? m.leadId === filter.leadId : true))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, filter.limit ?? 100)
      .map(clone);
  }

  async countDue(now: Date): Promise<number> {
    let n = 0;
    for (const m of this.messages.values()) if (m.status === 'pending' && m.nextAttemptAt <= now) n += 1;
    return n;
  }

  async countByDelivery(currentTransport?: MailTransportKind): Promise<Record<DeliveryState, number>> {
    const counts = emptyDeliveryCounts();
    for (const m of this.messages.values()) counts[deliveryStateOf(m, currentTransport)] += 1;
    return counts;
  }

  async countByStatus(): Promise<Record<OutboxStatus, number>> {
    const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
    for (const m of this.messages.values()) counts[m.status] += 1;
    return counts;
  }
}
