import type { Connection } from 'mongoose';
import type { NewWaitingListEntry, WaitingListEntry, WaitingListFilter, WaitingListSignupEntry, WaitingListStore } from '../ports';
import { MongoEntityStore, type StoredAs } from './collection-store';
import { Schema, toEntity, uuidId } from './connection';

const text = { type: String, trim: true };

const schema = new Schema<StoredAs<WaitingListEntry>>(
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
    priorityScore: { type: Number, required: true, default: 1, min: 1, max: 5 },
    status: { type: String, required: true, default: 'waiting' },
    createdAt: { type: Date, required: true, default: Date.now },
  },
  { collection: 'waiting_list' },
);
// list(): the admin's page (every entry), one status, or one area, in priority order with the
// `_id` tiebreaker; markServed() reads { area, status } through the area's index.
schema.index({ priorityScore: -1, createdAt: 1, _id: 1 });
schema.index({ status: 1, priorityScore: -1, createdAt: 1, _id: 1 });
schema.index({ area: 1, priorityScore: -1, createdAt: 1, _id: 1 });
// join() finds a visitor's entry by area and e-mail, matched without regard to case.
schema.index({ area: 1, email: 1 }, { collation: { locale: 'en', strength: 2 } });

export class MongoWaitingListStore extends MongoEntityStore<WaitingListEntry, NewWaitingListEntry> implements WaitingListStore {
  constructor(conn: Connection) {
    super(conn, 'WaitingListEntry', schema);
  }

  async join(input: WaitingListSignupEntry): Promise<{ entry: WaitingListEntry; created: boolean }> {
    const { email, area, ...details } = input;
    // One atomic upsert: two joins at once still make one entry. `email` is written only on
    // insert, so the first spelling stays.
    const result = await this.model.findOneAndUpdate(
      { area, email },
      { $set: { ...details, status: 'waiting' }, $setOnInsert: { email, area } },
      { upsert: true, new: true, includeResultMetadata: true, collation: { locale: 'en', strength: 2 }, runValidators: true, setDefaultsOnInsert: true },
    );
    return { entry: toEntity<WaitingListEntry>(result.value!.toObject()), created: !result.lastErrorObject?.updatedExisting };
  }

  async list(filter: WaitingListFilter = {}, limit?: number): Promise<WaitingListEntry[]> {
    const find = this.model.find(filterOf(filter)).sort({ priorityScore: -1, createdAt: 1, _id: 1 });
    if (limit !== undefined) find.limit(limit);
    const docs = await find.lean();
    return docs.map((d) => toEntity<WaitingListEntry>(d));
  }

  async count(filter: WaitingListFilter = {}): Promise<number> {
    return this.model.countDocuments(filterOf(filter));
  }

  async markServed(area: string): Promise<number> {
    const result = await this.model.updateMany({ area, status: 'waiting' }, { $set: { status: 'served' } });
    return result.modifiedCount;
  }
}

function filterOf(filter: WaitingListFilter): Record<string, string> {
  const query: Record<string, string> = {};
  if (filter.status) query.status = filter.status;
  if (filter.area) query.area = filter.area;
  return query;
}
