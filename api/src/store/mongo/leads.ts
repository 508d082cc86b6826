import type { Connection, Model } from 'mongoose';
import type { Lead, LeadStore, NewLead, NewOutboxMessage, OutboxMessage } from '../ports';
import { Schema, toEntity, trusted } from './connection';
import { outboxMessageSchema, outboxRecords, type OutboxRecord } from './outbox';

type LeadRecord = Omit<Lead, 'id'> & { _id: number; pendingOutbox?: OutboxRecord[] };

const text = { type: String, trim: true };

const schema = new Schema<LeadRecord>(
  {
    _id: { type: Number, required: true },
    businessName: { ...text, required: true },
    contactPerson: { ...text, required: true },
    email: { ...text, required: true },
    phone: { ...text, required: true },
    location: { ...text, required: true },
    businessType: { ...text, required: true },
    message: text,
    businessSize: text,
    operatingHours: text,
    footTrafficEstimate: text,
    decisionMakerTitle: text,
    currentPainPoints: text,
    preferredInstallTimeline: text,
    hasExistingCharging: text,
    customerBase: text,
    businessAddress: text,
    website: text,
    status: { type: String, required: true, default: 'new' },
    assignedTo: { type: String },
    leadScore: { type: Number, default: 0 },
    lastActivityAt: { type: Date, default: Date.now },
    createdAt: { type: Date, required: true, default: Date.now },
    // Transactional outbox without a replica set: a new lead is inserted together with its
    // e-mails in ONE document write; they are then copied to the outbox collection (an
    // idempotent upsert) and removed from here. A crash in between is repaired by the worker's
    // next poll, which relays whatever is still embedded.
    pendingOutbox: { type: [outboxMessageSchema], default: undefined },
  },
  { collection: 'leads', minimize: true },
);
schema.index({ createdAt: -1 });
schema.index({ status: 1 });
// Lets the relay find leads whose e-mails were not copied yet without scanning every lead.
schema.index({ 'pendingOutbox._id': 1 }, { sparse: true });

const counterSchema = new Schema<{ _id: string; seq: number }>({ _id: String, seq: Number }, { collection: 'counters' });

export class MongoLeadStore implements LeadStore {
  readonly model: Model<LeadRecord>;
  private readonly counters: Model<{ _id: string; seq: number }>;

  constructor(
    conn: Connection,
    private readonly outbox: Model<OutboxRecord>,
  ) {
    this.model = conn.model<LeadRecord>('Lead', schema);
    this.counters = conn.model<{ _id: string; seq: number }>('Counter', counterSchema);
  }

  /** Numeric auto ids (SPEC §3): an atomic counter document. */
  private async nextId(): Promise<number> {
    const counter = await this.counters
      .findOneAndUpdate({ _id: 'leads' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
      .lean();
    return counter!.seq;
  }

  async create(input: NewLead, messages: NewOutboxMessage[]): Promise<{ lead: Lead; outbox: OutboxMessage[] }> {
    const id = await this.nextId();
    const now = new Date();
    const records = outboxRecords(messages, now, id);
    const doc = await this.model.create({
      ...input,
      _id: id,
      status: 'new',
      leadScore: 0,
      lastActivityAt: now,
      createdAt: now,
      pendingOutbox: records,
    });
    await this.relay([{ _id: id, pendingOutbox: records }]);
    const { pendingOutbox: _p, ...lead } = doc.toObject();
    return { lead: toEntity<Lead>(lead), outbox: records.map((r) => toEntity<OutboxMessage>(r)) };
  }

  /** Copies embedded outbox entries to the outbox collection, then drops them from the lead. */
  async relay(leads?: { _id: number; pendingOutbox?: OutboxRecord[] }[]): Promise<void> {
    const pending =
      leads ??
      (await this.model
        .find({ 'pendingOutbox._id': trusted({ $exists: true }) }, { pendingOutbox: 1 })
        .limit(100)
        .lean());
    for (const lead of pending) {
      const records = lead.pendingOutbox ?? [];
      if (records.length > 0) {
        await this.outbox.bulkWrite(
          records.map(({ _id, ...record }) => ({
            updateOne: { filter: { _id }, update: { $setOnInsert: record }, upsert: true },
          })),
        );
      }
      await this.model.updateOne({ _id: lead._id }, { $unset: { pendingOutbox: 1 } });
    }
  }

  async get(id: number): Promise<Lead | null> {
    const doc = await this.model.findById(id, { pendingOutbox: 0 }).lean();
    return doc ? toEntity<Lead>(doc) : null;
  }

  async list(options: { limit?: number } = {}): Promise<Lead[]> {
    const docs = await this.model
      .find({}, { pendingOutbox: 0 })
      .sort({ createdAt: -1, _id: -1 })
      .limit(options.limit ?? 100)
      .lean();
    return docs.map((d) => toEntity<Lead>(d));
  }

  async count(filter: { since?: Date; status?: string } = {}): Promise<number> {
    const query: Record<string, unknown> = {};
    if (filter.since) query.createdAt = trusted({ $gte: filter.since });
    if (filter.status) query.status = filter.status;
    return this.model.countDocuments(query);
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }]);
    return Object.fromEntries(rows.map((r) => [r._id, r.n]));
  }
}
