import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { NewWaitingListEntry, WaitingListEntry, WaitingListFilter, WaitingListPlace, WaitingListSignupEntry, WaitingListStore } from '../ports';
import { MongoCollectionStore, type StoredAs } from './collection-store';
import { Schema, duplicateKeyField, equalityQuery, toEntity, uuidId } from './connection';

const text = { type: String, trim: true };

type WaitingListRecord = StoredAs<WaitingListEntry> & { emailKey?: string };

const schema = new Schema<WaitingListRecord>(
  {
    _id: uuidId,
    businessName: text,
    contactPerson: text,
    email: text,
    phone: text,
    requestedArea: text,
    area: text,
    city: text,
    state: text,
    zipCode: text,
    businessType: text,
    language: text,
    priorityScore: { type: Number, required: true, default: 1, min: 1, max: 5 },
    status: { type: String, required: true, default: 'waiting' },
    createdAt: { type: Date, required: true, default: Date.now },
    servedAt: { type: Date },
    servedByArea: text,
    noticeId: text,
    /** The e-mail lower-cased: one entry per inbox and area (kept out of every answer). */
    emailKey: { type: String },
  },
  { collection: 'waiting_list' },
);
// list(): the admin's page (every entry), one status, or one area, in priority order with the
// `_id` tiebreaker; markServed() reads { area, status } through the area's index.
schema.index({ priorityScore: -1, createdAt: 1, _id: 1 });
schema.index({ status: 1, priorityScore: -1, createdAt: 1, _id: 1 });
schema.index({ area: 1, priorityScore: -1, createdAt: 1, _id: 1 });
// join() finds a visitor's entry by area and e-mail, without regard to case; unique, so two joins
// at once cannot both insert (the loser's upsert meets the winner's entry and retries as an update).
schema.index({ area: 1, emailKey: 1 }, { unique: true });
// waitingIn(): the waiting entries of a ZIP code's or a state's service area, in priority order
// (a city's through its area key's index above).
schema.index({ zipCode: 1, status: 1, priorityScore: -1, createdAt: 1, _id: 1 });
schema.index({ state: 1, status: 1, priorityScore: -1, createdAt: 1, _id: 1 });
// count({ servedByArea }): how many a service area's opening told (the admin's list of areas).
schema.index({ servedByArea: 1 }, { sparse: true });

/** How join() matches an e-mail: without regard to case. */
export const emailKeyOf = (email: string): string => email.trim().toLowerCase();

export class MongoWaitingListStore extends MongoCollectionStore<WaitingListRecord> implements WaitingListStore {
  constructor(conn: Connection) {
    super(conn, 'WaitingListEntry', schema);
  }

  async create(input: NewWaitingListEntry): Promise<WaitingListEntry> {
    // An entry the team adds without an e-mail gets a key of its own: it matches no other entry
    // under the unique { area, emailKey } (a missing key would be null, equal to every other).
    const doc = await this.model.create({ ...input, emailKey: input.email ? emailKeyOf(input.email) : `no-email:${randomUUID()}` });
    return entryOf(doc.toObject());
  }

  async join(input: WaitingListSignupEntry): Promise<{ entry: WaitingListEntry; created: boolean }> {
    const { email, area, ...details } = input;
    // One atomic upsert on the unique { area, emailKey }: two joins at once make one entry (the
    // server retries the loser's upsert as an update, or answers a duplicate key: once more).
    // `email` is written only on insert, so the first spelling stays.
    const filter = { area, emailKey: emailKeyOf(email) };
    const update = { $set: { ...details, status: 'waiting' }, $unset: { servedAt: 1, servedByArea: 1, noticeId: 1 }, $setOnInsert: { email, area } };
    for (let attempt = 0; ; attempt++) {
      try {
        const result = await this.model.findOneAndUpdate(filter, update, { upsert: true, returnDocument: 'after', includeResultMetadata: true, runValidators: true, setDefaultsOnInsert: true });
        return { entry: entryOf(result.value!.toObject()), created: !result.lastErrorObject?.updatedExisting };
      } catch (error) {
        if (duplicateKeyField(error) === null || attempt > 0) throw error;
      }
    }
  }

  async list(filter: WaitingListFilter = {}, limit?: number): Promise<WaitingListEntry[]> {
    const find = this.model.find(filterOf(filter)).sort({ priorityScore: -1, createdAt: 1, _id: 1 });
    if (limit !== undefined) find.limit(limit);
    const docs = await find.lean();
    return docs.map(entryOf);
  }

  async count(filter: WaitingListFilter = {}): Promise<number> {
    return this.model.countDocuments(filterOf(filter));
  }

  async markServed(area: string, now = new Date()): Promise<number> {
    const result = await this.model.updateMany({ area, status: 'waiting' }, { $set: { status: 'served', servedAt: now } });
    return result.modifiedCount;
  }

  async get(id: string): Promise<WaitingListEntry | null> {
    const doc = await this.model.findById(id).lean();
    return doc ? entryOf(doc) : null;
  }

  async waitingIn(place: WaitingListPlace): Promise<WaitingListEntry[]> {
    const docs = await this.model
      .find({ ...place, status: 'waiting' })
      .sort({ priorityScore: -1, createdAt: 1, _id: 1 })
      .lean();
    return docs.map(entryOf);
  }

  async serve(id: string, areaId: string, now = new Date()): Promise<boolean> {
    // Conditional on `waiting`: of two instances telling the same area, one changes each entry.
    const result = await this.model.updateOne({ _id: id, status: 'waiting' }, { $set: { status: 'served', servedAt: now, servedByArea: areaId } });
    return result.modifiedCount === 1;
  }

  async setNotice(id: string, noticeId: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { noticeId } });
  }

  async setPriority(id: string, priorityScore: number): Promise<WaitingListEntry | null> {
    const doc = await this.model.findOneAndUpdate({ _id: id }, { $set: { priorityScore } }, { returnDocument: 'after', runValidators: true }).lean();
    return doc ? entryOf(doc) : null;
  }
}

function entryOf(doc: object): WaitingListEntry {
  const { emailKey: _key, ...entry } = doc as { emailKey?: string };
  return toEntity<WaitingListEntry>(entry);
}

function filterOf(filter: WaitingListFilter): Record<string, string> {
  return equalityQuery(filter, ['status', 'area', 'servedByArea']);
}
