import type { Connection } from 'mongoose';
import type { NewServiceArea, ServiceArea, ServiceAreaStore } from '../ports';
import { MongoEntityStore, type StoredAs } from './collection-store';
import { Schema, toEntity, uuidId } from './connection';

const schema = new Schema<StoredAs<ServiceArea>>(
  {
    _id: uuidId,
    areaName: { type: String, required: true, trim: true },
    state: { type: String, required: true, trim: true },
    city: { type: String, trim: true },
    zipCode: { type: String, trim: true },
    isActive: { type: Boolean, required: true, default: false },
    comingSoon: { type: Boolean, required: true, default: true },
    launchDate: { type: Date },
    createdAt: { type: Date, required: true, default: Date.now },
  },
  { collection: 'service_areas' },
);
schema.index({ state: 1, areaName: 1 });

export class MongoServiceAreaStore extends MongoEntityStore<ServiceArea, NewServiceArea> implements ServiceAreaStore {
  constructor(conn: Connection) {
    super(conn, 'ServiceArea', schema);
  }

  async list(filter: { state?: string; isActive?: boolean } = {}): Promise<ServiceArea[]> {
    const query: Record<string, unknown> = {};
    if (filter.state) query.state = filter.state;
    if (filter.isActive !== undefined) query.isActive = filter.isActive;
    const docs = await this.model.find(query).sort({ state: 1, areaName: 1 }).lean();
    return docs.map((d) => toEntity<ServiceArea>(d));
  }
}
