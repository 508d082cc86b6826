import type { Connection } from 'mongoose';
import type { NewServiceArea, ServiceArea, ServiceAreaChanges, ServiceAreaStore, ServiceAreaUpdate } from '../ports';
import { MongoEntityStore, type StoredAs } from './collection-store';
import { Schema, toEntity, trusted, uuidId } from './connection';

const schema = new Schema<StoredAs<ServiceArea>>(
  {
    _id: uuidId,
    areaName: { type: String, required: true, trim: true },
    state: { type: String, required: true, trim: true },
    city: { type: String, trim: true },
    zipCode: { type: String, trim: true },
    isActive: { type: Boolean, required: true, default: false },
    comingSoon: { type: Boolean, required: true, default: true },
    /** YYYY-MM-DD: compared as text, which orders calendar dates. */
    launchDate: { type: String },
    activatedAt: { type: Date },
    createdAt: { type: Date, required: true, default: Date.now },
    updatedAt: { type: Date, required: true, default: Date.now },
    version: { type: Number, required: true, default: 0 },
  },
  { collection: 'service_areas' },
);
// list(): by state and name, `_id` breaking ties (a few hundred areas at most: the live ones are
// picked from them here); activateDue() reads the coming-soon ones by date.
schema.index({ state: 1, areaName: 1, _id: 1 });
schema.index({ comingSoon: 1, launchDate: 1 });

export class MongoServiceAreaStore extends MongoEntityStore<ServiceArea, NewServiceArea & { createdAt: Date; updatedAt: Date; activatedAt?: Date }> implements ServiceAreaStore {
  constructor(conn: Connection) {
    super(conn, 'ServiceArea', schema);
  }

  override async create(input: NewServiceArea & { createdAt?: Date }, now = new Date()): Promise<ServiceArea> {
    return super.create({ ...input, createdAt: now, updatedAt: now, ...(input.isActive ? { activatedAt: now } : {}) });
  }

  async get(id: string): Promise<ServiceArea | null> {
    const doc = await this.model.findById(id).lean();
    return doc ? toEntity<ServiceArea>(doc) : null;
  }

  async list(filter: { state?: string; isActive?: boolean; live?: boolean } = {}): Promise<ServiceArea[]> {
    const query: Record<string, unknown> = {};
    if (filter.state) query.state = filter.state;
    if (filter.isActive !== undefined) query.isActive = filter.isActive;
    const docs = await this.model.find(query).sort({ state: 1, areaName: 1, _id: 1 }).lean();
    return docs.filter((d) => !filter.live || d.isActive || d.comingSoon).map((d) => toEntity<ServiceArea>(d));
  }

  async update(id: string, expectedVersion: number, changes: ServiceAreaChanges, now = new Date()): Promise<ServiceAreaUpdate> {
    const $set: Record<string, unknown> = { updatedAt: now };
    const $unset: Record<string, 1> = {};
    for (const [field, value] of Object.entries(changes)) {
      if (value === null) $unset[field] = 1;
      else if (value !== undefined) $set[field] = value;
    }
    // Activation is read from the write itself: the filter names the version read, so of two
    // admins (or an admin and the launch-date job) one write wins and tells the waiting list.
    const before = await this.model
      .findOneAndUpdate({ _id: id, version: expectedVersion }, { $set, ...(Object.keys($unset).length > 0 ? { $unset } : {}), $inc: { version: 1 } }, { returnDocument: 'before' })
      .lean();
    if (!before) {
      const current = await this.get(id);
      return current ? { outcome: 'conflict', area: current } : { outcome: 'not-found' };
    }
    const activated = changes.isActive === true && !before.isActive;
    if (activated) await this.model.updateOne({ _id: id }, { $set: { activatedAt: now } });
    return { outcome: 'updated', area: (await this.get(id))!, activated };
  }

  async activateDue(today: string, now = new Date()): Promise<ServiceArea[]> {
    const due = await this.model.find({ isActive: false, comingSoon: true, launchDate: trusted({ $lte: today }) }, { _id: 1 }).lean();
    const activated: ServiceArea[] = [];
    for (const { _id } of due) {
      // Conditional on still being due: of several instances at once, one write changes it.
      const doc = await this.model
        .findOneAndUpdate({ _id, isActive: false, comingSoon: true }, { $set: { isActive: true, comingSoon: false, activatedAt: now, updatedAt: now }, $inc: { version: 1 } }, { returnDocument: 'after' })
        .lean();
      if (doc) activated.push(toEntity<ServiceArea>(doc));
    }
    return activated;
  }
}
