import { deliveryStateOf, emptyDeliveryCounts, EMAIL_KINDS, MAIL_TRANSPORTS, type DeliveryState, type MailTransportKind } from '@powernest/domain';
import type { Connection, Model } from 'mongoose';
import type { NewOutboxMessage, OutboxKind, OutboxMessage, OutboxStatus, OutboxStore } from '../ports';
import { pendingOutboxMessages } from '../ports/outbox';
import { Schema, toEntity, trusted, uuidId } from './connection';

const outboxFields = {
  _id: uuidId,
  kind: { type: String, enum: [...EMAIL_KINDS], required: true },
  leadId: { type: Number },
  to: { type: String, required: true },
  templateParams: { type: Schema.Types.Mixed, required: true },
  status: { type: String, enum: ['pending', 'sending', 'sent', 'failed'], required: true, default: 'pending' },
  attempts: { type: Number, required: true, default: 0 },
  nextAttemptAt: { type: Date, required: true, default: Date.now },
  lastError: { type: String },
  createdAt: { type: Date, required: true, default: Date.now },
  updatedAt: { type: Date, required: true, default: Date.now },
  sentAt: { type: Date },
  sentVia: { type: String, enum: [...MAIL_TRANSPORTS] },
  whileLeadStatus: { type: String },
  whileVisit: { type: new Schema({ id: { type: String, required: true }, sequence: { type: Number, required: true } }, { _id: false }), default: undefined },
};

/** Also embedded in a new lead document (see leads.ts), so it is reused there. */
export const outboxMessageSchema = new Schema(outboxFields, { minimize: false });

const schema = new Schema(outboxFields, { collection: 'email_outbox', minimize: false });
schema.index({ status: 1, nextAttemptAt: 1 });
// failStale(): messages left in `sending` by a process that died.
schema.index({ status: 1, updatedAt: 1 });
// list(): a lead's e-mails, or one status's, newest first with the `_id` tiebreaker.
schema.index({ leadId: 1, createdAt: -1, _id: 1 });
schema.index({ status: 1, createdAt: -1, _id: 1 });

export type OutboxRecord = Omit<OutboxMessage, 'id'> & { _id: string };

export function outboxRecords(messages: NewOutboxMessage[], now: Date, leadId?: number): OutboxRecord[] {
  return pendingOutboxMessages(messages, now, leadId).map(({ id, ...rest }) => ({ _id: id, ...rest }));
}

export function outboxModel(conn: Connection): Model<OutboxRecord> {
  return conn.model<OutboxRecord>('OutboxMessage', schema);
}

export class MongoOutboxStore implements OutboxStore {
  constructor(
    readonly model: Model<OutboxRecord>,
    /** Moves outbox entries embedded in new leads into this collection (see leads.ts). */
    private readonly relayPending: () => Promise<void>,
  ) {}

  async enqueue(messages: NewOutboxMessage[], now = new Date(), leadId?: number): Promise<OutboxMessage[]> {
    const records = outboxRecords(messages, now, leadId);
    await this.model.insertMany(records);
    return records.map((r) => toEntity<OutboxMessage>(r));
  }

  async discardPending(leadId: number, kinds: readonly OutboxKind[], keep: readonly string[] = []): Promise<number> {
    const { deletedCount } = await this.model.deleteMany({ leadId, status: 'pending', kind: trusted({ $in: [...kinds] }), ...(keep.length > 0 ? { _id: trusted({ $nin: [...keep] }) } : {}) });
    return deletedCount;
  }

  async release(ids: readonly string[], now: Date): Promise<void> {
    if (ids.length === 0) return;
    await this.model.updateMany({ _id: trusted({ $in: [...ids] }), status: 'pending' }, { $set: { nextAttemptAt: now, updatedAt: now } });
  }

  async discard(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.model.deleteMany({ _id: trusted({ $in: [...ids] }) });
  }

  async get(id: string): Promise<OutboxMessage | null> {
    const doc = await this.model.findById(id).lean();
    return doc ? toEntity<OutboxMessage>(doc) : null;
  }

  async getMany(ids: readonly string[]): Promise<OutboxMessage[]> {
    if (ids.length === 0) return [];
    const docs = await this.model.find({ _id: trusted({ $in: [...ids] }) }).lean();
    return docs.map((d) => toEntity<OutboxMessage>(d));
  }

  async claim(id: string, now: Date): Promise<OutboxMessage | null> {
    // One atomic findOneAndUpdate: only one caller can move a message out of `pending`.
    const doc = await this.model
      .findOneAndUpdate(
        { _id: id, status: 'pending', nextAttemptAt: trusted({ $lte: now }) },
        { $set: { status: 'sending', updatedAt: now }, $inc: { attempts: 1 } },
        { returnDocument: 'after' },
      )
      .lean();
    return doc ? toEntity<OutboxMessage>(doc) : null;
  }

  async claimDue(now: Date, limit: number): Promise<OutboxMessage[]> {
    await this.relayPending();
    const due = await this.model
      .find({ status: 'pending', nextAttemptAt: trusted({ $lte: now }) }, { _id: 1 })
      .sort({ nextAttemptAt: 1 })
      .limit(limit)
      .lean();
    // Claimed side by side: each claim is still one atomic findOneAndUpdate (issue "Every lead
    // gets through": one round trip after another capped the drain rate).
    const claimed = await Promise.all(due.map(({ _id }) => this.claim(_id, now)));
    return claimed.filter((c): c is OutboxMessage => c !== null);
  }

  async markSent(id: string, now: Date, via?: MailTransportKind): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { status: 'sent', sentAt: now, updatedAt: now, ...(via ? { sentVia: via } : {}) }, $unset: { lastError: 1 } });
  }

  async markFailed(id: string, error: string, retryAt: Date | null, now: Date): Promise<void> {
    await this.model.updateOne(
      { _id: id },
      { $set: { status: retryAt ? 'pending' : 'failed', lastError: error, updatedAt: now, ...(retryAt ? { nextAttemptAt: retryAt } : {}) } },
    );
  }

  async failStale(before: Date, now: Date): Promise<number> {
    const result = await this.model.updateMany(
      { status: 'sending', updatedAt: trusted({ $lt: before }) },
      { $set: { status: 'failed', lastError: 'Interrupted during delivery; not retried to avoid sending it twice', updatedAt: now } },
    );
    return result.modifiedCount;
  }

  async list(filter: { status?: string; leadId?: number; limit?: number } = {}): Promise<OutboxMessage[]> {
    const query: Record<string, unknown> = {};
    if (filter.status) query.status = filter.status;
    if (filter.leadId !== undefined) query.leadId = filter.leadId;
    const docs = await this.model.find(query).sort({ createdAt: -1, _id: 1 }).limit(filter.limit ?? 100).lean();
    return docs.map((d) => toEntity<OutboxMessage>(d));
  }

  async countDue(now: Date): Promise<number> {
    return this.model.countDocuments({ status: 'pending', nextAttemptAt: trusted({ $lte: now }) });
  }

  async countByDelivery(currentTransport?: MailTransportKind): Promise<Record<DeliveryState, number>> {
    // Grouped by what the state depends on; a few groups, mapped by the domain's one rule.
    // (No expressions in the key: FerretDB groups by fields only. The attempts are few.)
    const rows = await this.model.aggregate<{ _id: { status: OutboxMessage['status']; sentVia?: MailTransportKind; attempts?: number }; n: number }>([
      { $group: { _id: { status: '$status', sentVia: '$sentVia', attempts: '$attempts' }, n: { $sum: 1 } } },
    ]);
    const counts = emptyDeliveryCounts();
    for (const { _id, n } of rows) counts[deliveryStateOf({ ..._id, attempts: _id.attempts ?? 0 }, currentTransport)] += n;
    return counts;
  }

  async countByStatus(): Promise<Record<OutboxStatus, number>> {
    const rows = await this.model.aggregate<{ _id: OutboxStatus; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }]);
    const counts: Record<OutboxStatus, number> = { pending: 0, sending: 0, sent: 0, failed: 0 };
    for (const r of rows) if (r._id in counts) counts[r._id] = r.n;
    return counts;
  }
}
