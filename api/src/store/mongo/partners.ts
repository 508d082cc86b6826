import type { Connection, Model } from 'mongoose';
import type { NewPartner, Partner, PartnerFilter, PartnerStore } from '../ports';
import { Schema, uuidId } from './connection';

interface PartnerRecord extends Omit<Partner, 'id' | 'latitude' | 'longitude'> {
  _id: string;
  /** GeoJSON point: [longitude, latitude]. */
  location: { type: 'Point'; coordinates: [number, number] };
}

const required = { type: String, required: true, trim: true };

const schema = new Schema<PartnerRecord>(
  {
    _id: uuidId,
    businessName: required,
    address: required,
    city: required,
    state: required,
    businessType: required,
    contactPerson: required,
    email: required,
    phone: required,
    location: {
      type: { type: String, enum: ['Point'], required: true, default: 'Point' },
      coordinates: { type: [Number], required: true },
    },
    status: { type: String, required: true, default: 'active' },
    dateInstalled: { type: Date },
    createdAt: { type: Date, required: true, default: Date.now },
  },
  { collection: 'partners' },
);
// "Nearest partner" queries ($near) need it; ARCHITECTURE asks for it.
schema.index({ location: '2dsphere' });
schema.index({ state: 1, businessType: 1 });

function toPartner(doc: PartnerRecord): Partner {
  const { _id, location, ...rest } = doc as PartnerRecord & { __v?: number };
  delete (rest as { __v?: number }).__v;
  return { id: _id, ...rest, longitude: location.coordinates[0], latitude: location.coordinates[1] };
}

function toRecord({ latitude, longitude, ...rest }: NewPartner): Omit<PartnerRecord, '_id' | 'createdAt' | 'status'> & { status?: string } {
  return { ...rest, location: { type: 'Point', coordinates: [longitude, latitude] } };
}

function query(f: PartnerFilter): Record<string, string> {
  const q: Record<string, string> = {};
  if (f.state) q.state = f.state;
  if (f.businessType) q.businessType = f.businessType;
  if (f.status) q.status = f.status;
  return q;
}

export class MongoPartnerStore implements PartnerStore {
  readonly model: Model<PartnerRecord>;

  constructor(conn: Connection) {
    this.model = conn.model<PartnerRecord>('Partner', schema);
  }

  async create(input: NewPartner): Promise<Partner> {
    const doc = await this.model.create(toRecord(input));
    return toPartner(doc.toObject());
  }

  async createMany(inputs: NewPartner[]): Promise<number> {
    const docs = await this.model.insertMany(inputs.map(toRecord));
    return docs.length;
  }

  async get(id: string): Promise<Partner | null> {
    const doc = await this.model.findById(id).lean<PartnerRecord>();
    return doc ? toPartner(doc) : null;
  }

  async list(filter: PartnerFilter = {}): Promise<Partner[]> {
    const docs = await this.model.find(query(filter)).sort({ state: 1, city: 1, businessName: 1 }).lean<PartnerRecord[]>();
    return docs.map(toPartner);
  }

  async count(filter: PartnerFilter = {}): Promise<number> {
    return this.model.countDocuments(query(filter));
  }
}
