import type { Availability } from '@powernest/domain/visits';
import type { Connection, Model } from 'mongoose';
import type { NewVisit, Visit, VisitBooking, VisitMove, VisitStore } from '../ports';
import { MongoCollectionStore, type StoredAs } from './collection-store';
import { Schema, duplicateKeyField, toEntity, trusted, uuidId } from './connection';

const schema = new Schema<StoredAs<Visit>>(
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
  },
  { collection: 'visits' },
);
// One booked visit per lead, held by the database (two tabs booking at once: one wins).
schema.index({ leadId: 1 }, { unique: true, partialFilterExpression: { status: 'booked' } });
// The team's coming visits (dashboard), soonest first.
schema.index({ status: 1, start: 1, _id: 1 });

/**
 * How many booked visits start at an instant: the capacity is taken here with one conditional
 * increment (`booked < capacity`, upserted), so two bookings of a slot's last place cannot both
 * win (the loser's upsert meets the existing counter: a duplicate key, i.e. full).
 */
interface SlotRecord {
  _id: Date;
  booked: number;
}
const slotSchema = new Schema<SlotRecord>({ _id: { type: Date, required: true }, booked: { type: Number, required: true } }, { collection: 'visit_slots', versionKey: false });

/** Settings of the visit booking: one document, `_id: 'availability'`. */
interface SettingRecord {
  _id: string;
  value: Availability;
  updatedAt: Date;
}
const settingSchema = new Schema<SettingRecord>({ _id: { type: String, required: true }, value: { type: Object, required: true }, updatedAt: { type: Date, required: true } }, { collection: 'visit_settings', versionKey: false });

export class MongoVisitStore extends MongoCollectionStore<StoredAs<Visit>> implements VisitStore {
  private readonly slots: Model<SlotRecord>;
  private readonly settings: Model<SettingRecord>;

  constructor(conn: Connection) {
    super(conn, 'Visit', schema);
    this.slots = conn.model<SlotRecord>('VisitSlot', slotSchema);
    this.settings = conn.model<SettingRecord>('VisitSetting', settingSchema);
  }

  /** Takes a place at `start`; false when the slot is full. */
  private async takePlace(start: Date, capacity: number): Promise<boolean> {
    try {
      await this.slots.updateOne({ _id: start, booked: trusted({ $lt: capacity }) }, { $inc: { booked: 1 } }, { upsert: true });
      return true;
    } catch (error) {
      if (duplicateKeyField(error)) return false;
      throw error;
    }
  }

  private async releasePlace(start: Date): Promise<void> {
    await this.slots.updateOne({ _id: start, booked: trusted({ $gt: 0 }) }, { $inc: { booked: -1 } });
  }

  async book(visit: NewVisit, capacity: number, now: Date): Promise<VisitBooking> {
    const existing = await this.bookedFor(visit.leadId);
    if (existing) return { outcome: 'exists', visit: existing };
    if (!(await this.takePlace(visit.start, capacity))) return { outcome: 'full' };
    try {
      const doc = await this.model.create({ ...visit, status: 'booked', sequence: 0, createdAt: now, updatedAt: now });
      return { outcome: 'booked', visit: toEntity<Visit>(doc.toObject()) };
    } catch (error) {
      await this.releasePlace(visit.start);
      if (duplicateKeyField(error)) {
        const winner = await this.bookedFor(visit.leadId);
        if (winner) return { outcome: 'exists', visit: winner };
      }
      throw error;
    }
  }

  async move(id: string, start: Date, end: Date, capacity: number, now: Date): Promise<VisitMove> {
    const current = await this.model.findOne({ _id: id, status: 'booked' }).lean();
    if (!current) return { outcome: 'not-found' };
    if (!(await this.takePlace(start, capacity))) return { outcome: 'full' };
    const moved = await this.model
      .findOneAndUpdate({ _id: id, status: 'booked', start: current.start }, { $set: { start, end, updatedAt: now }, $inc: { sequence: 1 } }, { new: true })
      .lean();
    if (!moved) {
      await this.releasePlace(start);
      return { outcome: 'not-found' };
    }
    await this.releasePlace(current.start);
    return { outcome: 'moved', visit: toEntity<Visit>(moved) };
  }

  async cancel(id: string, now: Date): Promise<Visit | null> {
    const cancelled = await this.model.findOneAndUpdate({ _id: id, status: 'booked' }, { $set: { status: 'cancelled', updatedAt: now }, $inc: { sequence: 1 } }, { new: true }).lean();
    if (!cancelled) return null;
    await this.releasePlace(cancelled.start);
    return toEntity<Visit>(cancelled);
  }

  async bookedFor(leadId: number): Promise<Visit | null> {
    const doc = await this.model.findOne({ leadId, status: 'booked' }).lean();
    return doc ? toEntity<Visit>(doc) : null;
  }

  async between(from: Date, to: Date, limit: number): Promise<Visit[]> {
    const docs = await this.model
      .find({ status: 'booked', start: trusted({ $gte: from, $lt: to }) })
      .sort({ start: 1, _id: 1 })
      .limit(limit)
      .lean();
    return docs.map((d) => toEntity<Visit>(d));
  }

  async availability(): Promise<Availability | null> {
    const doc = await this.settings.findOne({ _id: 'availability' }).lean();
    return doc?.value ?? null;
  }

  async setAvailability(availability: Availability, now: Date): Promise<void> {
    await this.settings.replaceOne({ _id: 'availability' }, { value: availability, updatedAt: now }, { upsert: true });
  }
}
