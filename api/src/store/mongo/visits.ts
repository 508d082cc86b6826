import type { Availability } from '@powernest/domain/visits';
import type { Connection, Model } from 'mongoose';
import type { NewVisit, Visit, VisitBooking, VisitMove, VisitStep, VisitStore } from '../ports';
import { MongoCollectionStore, type StoredAs } from './collection-store';
import { Schema, duplicateKeyField, toEntity, trusted, uuidId } from './connection';

/**
 * A booked visit holds one of its slot's numbered places (`seat`: the start and a number below
 * the capacity) and its lead's one booking (`bookedLead`), both under unique indexes and both
 * cleared when it is cancelled. A booking, a move and a cancellation are each ONE document write,
 * so a crash cannot take a place without a visit or leave a place taken after a cancellation,
 * and two bookings of a slot's last place cannot both win (the second meets a duplicate key).
 */
type VisitRecord = StoredAs<Visit> & { seat?: string; bookedLead?: number; step?: VisitStep };

const schema = new Schema<VisitRecord>(
  {
    _id: uuidId,
    leadId: { type: Number, required: true },
    start: { type: Date, required: true },
    end: { type: Date, required: true },
    timeZone: { type: String, required: true },
    status: { type: String, required: true, enum: ['booked', 'cancelled'] },
    sequence: { type: Number, required: true },
    statusBefore: { type: String, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    seat: { type: String },
    bookedLead: { type: Number },
    // The step's side writes, written with the visit and cleared once finished (VisitStep).
    step: { type: Schema.Types.Mixed },
  },
  { collection: 'visits' },
);
// One booked visit per lead and one visit per place, held by the database (sparse: a cancelled
// visit has neither field).
schema.index({ bookedLead: 1 }, { unique: true, sparse: true });
schema.index({ seat: 1 }, { unique: true, sparse: true });
// The team's coming visits (dashboard), soonest first; the bookings of one start.
schema.index({ status: 1, start: 1, _id: 1 });
// The sweep's unfinished steps (sparse: a settled visit has none), oldest first.
schema.index({ 'step.at': 1 }, { sparse: true });

/** The places of a slot: `<start ISO>#<n>`, n below the capacity. */
const seatsOf = (start: Date, capacity: number): string[] => Array.from({ length: capacity }, (_, n) => `${start.toISOString()}#${n}`);

/** Settings of the visit booking: one document, `_id: 'availability'`. */
interface SettingRecord {
  _id: string;
  value: Availability;
  updatedAt: Date;
}
const settingSchema = new Schema<SettingRecord>({ _id: { type: String, required: true }, value: { type: Object, required: true }, updatedAt: { type: Date, required: true } }, { collection: 'visit_settings', versionKey: false });

const visitOf = (doc: object): Visit => {
  const { seat: _seat, bookedLead: _lead, step: _step, ...visit } = doc as VisitRecord;
  return toEntity<Visit>(visit);
};

export class MongoVisitStore extends MongoCollectionStore<VisitRecord> implements VisitStore {
  private readonly settings: Model<SettingRecord>;

  constructor(conn: Connection) {
    super(conn, 'Visit', schema);
    this.settings = conn.model<SettingRecord>('VisitSetting', settingSchema);
  }

  /**
   * The places of `start` that look free, in order; none when the slot is full. The count keeps a
   * lowered capacity true for places numbered above it; a place taken meanwhile is met as a
   * duplicate key by the write that tries it.
   */
  private async freeSeats(start: Date, capacity: number, except?: string): Promise<string[]> {
    const taken = await this.model.find({ status: 'booked', start, ...(except ? { _id: trusted({ $ne: except }) } : {}) }, { seat: 1 }).lean();
    if (taken.length >= capacity) return [];
    const held = new Set(taken.map((visit) => visit.seat));
    return seatsOf(start, capacity).filter((seat) => !held.has(seat));
  }

  async book({ id, ...visit }: NewVisit, capacity: number, now: Date, step: VisitStep): Promise<VisitBooking> {
    const existing = await this.bookedFor(visit.leadId);
    if (existing) return { outcome: 'exists', visit: existing };
    for (const seat of await this.freeSeats(visit.start, capacity)) {
      try {
        const doc = await this.model.create({ ...visit, _id: id, status: 'booked', sequence: 0, createdAt: now, updatedAt: now, seat, bookedLead: visit.leadId, step });
        return { outcome: 'booked', visit: visitOf(doc.toObject()) };
      } catch (error) {
        if (duplicateKeyField(error) === null) throw error;
        // The lead's booking made meanwhile (another tab), or this place taken: try the next.
        const winner = await this.bookedFor(visit.leadId);
        if (winner) return { outcome: 'exists', visit: winner };
      }
    }
    return { outcome: 'full' };
  }

  async move(id: string, start: Date, end: Date, capacity: number, now: Date, step: VisitStep): Promise<VisitMove> {
    const current = await this.model.findOne({ _id: id, status: 'booked' }).lean();
    if (!current) return { outcome: 'not-found' };
    const change = { $set: { start, end, updatedAt: now, step }, $inc: { sequence: 1 } };
    // Its own time: it keeps its place (it does not count against itself).
    const seats = current.start.getTime() === start.getTime() ? [current.seat] : await this.freeSeats(start, capacity, id);
    for (const seat of seats) {
      try {
        // One write: the new place taken and the old one given back together.
        const moved = await this.model.findOneAndUpdate({ _id: id, status: 'booked', start: current.start }, { ...change, $set: { ...change.$set, seat } }, { returnDocument: 'after' }).lean();
        return moved ? { outcome: 'moved', visit: visitOf(moved) } : { outcome: 'not-found' };
      } catch (error) {
        if (duplicateKeyField(error) === null) throw error;
      }
    }
    return { outcome: 'full' };
  }

  async cancel(id: string, now: Date, step: VisitStep): Promise<Visit | null> {
    const cancelled = await this.model
      .findOneAndUpdate({ _id: id, status: 'booked' }, { $set: { status: 'cancelled', updatedAt: now, step }, $unset: { seat: 1, bookedLead: 1 }, $inc: { sequence: 1 } }, { returnDocument: 'after' })
      .lean();
    return cancelled ? visitOf(cancelled) : null;
  }

  async settle(id: string, at: Date): Promise<void> {
    await this.model.updateOne({ _id: id, 'step.at': at }, { $unset: { step: 1 } });
  }

  async unsettled(before: Date, limit: number): Promise<{ visit: Visit; step: VisitStep }[]> {
    const docs = await this.model
      .find({ 'step.at': trusted({ $lt: before }) })
      .sort({ 'step.at': 1 })
      .limit(limit)
      .lean();
    return docs.map((doc) => ({ visit: visitOf(doc), step: doc.step! }));
  }

  async get(id: string): Promise<Visit | null> {
    const doc = await this.model.findById(id).lean();
    return doc ? visitOf(doc) : null;
  }

  async bookedFor(leadId: number): Promise<Visit | null> {
    const doc = await this.model.findOne({ bookedLead: leadId }).lean();
    return doc ? visitOf(doc) : null;
  }

  async between(from: Date, to: Date, limit: number): Promise<Visit[]> {
    const docs = await this.model
      .find({ status: 'booked', start: trusted({ $gte: from, $lt: to }) })
      .sort({ start: 1, _id: 1 })
      .limit(limit)
      .lean();
    return docs.map(visitOf);
  }

  async availability(): Promise<Availability | null> {
    const doc = await this.settings.findOne({ _id: 'availability' }).lean();
    return doc?.value ?? null;
  }

  async setAvailability(availability: Availability, now: Date): Promise<void> {
    await this.settings.replaceOne({ _id: 'availability' }, { value: availability, updatedAt: now }, { upsert: true });
  }
}
