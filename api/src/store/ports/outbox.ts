import { randomUUID } from 'node:crypto';
import type { DeliveryState, EmailKind, MailTransportKind } from '@powernest/domain';
/** Which e-mail a message is (EMAIL_KINDS). */
export type OutboxKind = EmailKind;

/**
 * pending: waiting for (another) attempt; sending: claimed by a worker, which prevents a second
 * send; sent: delivered; failed: gave up (attempts exhausted or a permanent error).
 */
export type OutboxStatus = 'pending' | 'sending' | 'sent' | 'failed';

export interface OutboxMessage {
  id: string;
  kind: OutboxKind;
  leadId?: number;
  to: string;
  /** product.md §7 template parameters; transports render or forward them. */
  templateParams: Record<string, string>;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: Date;
  lastError?: string;
  createdAt: Date;
  updatedAt: Date;
  sentAt?: Date;
  /** The transport that took it: `log` sends nothing, which the admin must be told (DELIVERY_STATE_TEXT). */
  sentVia?: MailTransportKind;
  /**
   * Sent only while its lead is in this status: an e-mail about a status change, stored before
   * the change is written (held: due later) and released once it is. If the process dies in
   * between, the worker sends it when the hold ends only if the change happened (issue #42).
   */
  whileLeadStatus?: string;
  /**
   * Sent only while this visit is at this sequence: an e-mail about a booking, move or
   * cancellation, stored before the visit's write. If that write never happened (or the visit
   * changed again since), the worker deletes it unsent (issue #42).
   */
  whileVisit?: { id: string; sequence: number };
}

export interface NewOutboxMessage {
  kind: OutboxKind;
  to: string;
  templateParams: Record<string, string>;
  /** Not before this time (a visit's reminder, 24 hours before it); now when absent. */
  dueAt?: Date;
  /** OutboxMessage.whileLeadStatus. */
  whileLeadStatus?: string;
  /** OutboxMessage.whileVisit. */
  whileVisit?: { id: string; sequence: number };
}

export interface OutboxStore {
  /**
   * Stores messages: ones that belong to no lead, or a lead's e-mail sent again (a new lead's
   * e-mails are stored with it by LeadStore.create).
   */
  enqueue(messages: NewOutboxMessage[], now?: Date, leadId?: number): Promise<OutboxMessage[]>;
  get(id: string): Promise<OutboxMessage | null>;
  /** The messages of these ids that exist, in no particular order. */
  getMany(ids: readonly string[]): Promise<OutboxMessage[]>;
  /**
   * Atomically moves a pending message that is due at `now` to `sending` and counts the
   * attempt. Returns null when it is not pending, not due, or another worker got it first.
   */
  claim(id: string, now: Date): Promise<OutboxMessage | null>;
  /** Claims up to `limit` due pending messages, oldest first. */
  claimDue(now: Date, limit: number): Promise<OutboxMessage[]>;
  markSent(id: string, now: Date, via?: MailTransportKind): Promise<void>;
  /** retryAt: back to pending, due then; null: failed for good. */
  markFailed(id: string, error: string, retryAt: Date | null, now: Date): Promise<void>;
  /**
   * Messages stuck in `sending` since before `before` (the process died mid-send) become
   * failed: we cannot know whether they went out, and a duplicate is worse than a gap an
   * admin can see.
   */
  failStale(before: Date, now: Date): Promise<number>;
  /**
   * Deletes a lead's messages of these kinds that wait, not yet claimed (a visit's reminder when
   * the visit moves or is cancelled), but the ones in `keep` (the new time's): they were never
   * sent, and must not be. Returns how many.
   */
  discardPending(leadId: number, kinds: readonly OutboxKind[], keep?: readonly string[]): Promise<number>;
  /** Held messages (waiting, not yet claimed) become due at `now`: the change they are about was written. */
  release(ids: readonly string[], now: Date): Promise<void>;
  /** Deletes these messages: held ones whose change was not written, or claimed ones about a change that did not happen. Never sent, and never will be. */
  discard(ids: readonly string[]): Promise<void>;
  list(filter?: { status?: OutboxStatus; leadId?: number; limit?: number }): Promise<OutboxMessage[]>;
  /** How many messages are in each status (every status present, 0 when none). */
  countByStatus(): Promise<Record<OutboxStatus, number>>;
  /** Pending messages due at `now`: the backlog the worker has to drain (an indexed count). */
  countDue(now: Date): Promise<number>;
  /**
   * How many messages are in each delivery state (deliveryStateOf); `currentTransport` stands
   * in for records sent before `sentVia` was kept.
   */
  countByDelivery(currentTransport?: MailTransportKind): Promise<Record<DeliveryState, number>>;
}

/** New messages as stored: pending, no attempts yet, due now (both adapters build them here). */
export function pendingOutboxMessages(messages: NewOutboxMessage[], now: Date, leadId?: number): OutboxMessage[] {
  return messages.map((m) => ({
    id: randomUUID(),
    kind: m.kind,
    ...(leadId === undefined ? {} : { leadId }),
    to: m.to,
    templateParams: { ...m.templateParams },
    status: 'pending',
    attempts: 0,
    nextAttemptAt: m.dueAt ?? now,
    createdAt: now,
    updatedAt: now,
    ...(m.whileLeadStatus === undefined ? {} : { whileLeadStatus: m.whileLeadStatus }),
    ...(m.whileVisit === undefined ? {} : { whileVisit: { ...m.whileVisit } }),
  }));
}
