import type { Connection, Model } from 'mongoose';
import type { NewServiceArea, ServiceArea, ServiceAreaStore } from '../ports';
import { Schema, toEntity, uuidId } from './connection';

type ServiceAreaRecord = Omit<ServiceArea, 'id'> & { _id: string };

const schema = new Schema<ServiceAreaRecord>(
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

export class MongoServiceAreaStore implements ServiceAreaStore {
  readonly model: Model<ServiceAreaRecord>;

  constructor(conn: Connection) {
    this.model = conn.model<ServiceAreaRecord>('ServiceArea', schema);
  }

  async create(input: NewServiceArea): Promise<ServiceArea> {
    const doc = await this.model.create(input);
    return toEntity<ServiceArea>(doc.toObject());
  }

  async list(filter: { state?: string; isActive?: boolean } = {}): Promise<ServiceArea[]> {
    const query: Record<string, unknown> = {};
    if (filter.state) query.state = filter.state;
    if (filter.isActive !== undefined) query.isActive = filter.isActive;
    const docs = await this.model.find(query).sort({ state: 1, areaName: 1 }).lean();
    return docs.map((d) => toEntity<ServiceArea>(d));
  }
}
