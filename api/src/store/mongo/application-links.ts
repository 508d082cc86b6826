import type { Connection } from 'mongoose';
import type { ApplicationLink, ApplicationLinkStore } from '../ports';
import { MongoCollectionStore } from './collection-store';
import { Schema, trusted } from './connection';

/** One live link per lead (`_id` is the lead's id); a token hash finds it through its unique index. */
export interface LinkRecord {
  _id: number;
  tokenHash: string;
  expiresAt: Date;
  createdAt: Date;
}

const schema = new Schema<LinkRecord>(
  {
    _id: { type: Number, required: true },
    tokenHash: { type: String, required: true },
    // TTL index: MongoDB deletes an expired link (within about a minute; find() checks the time too).
    expiresAt: { type: Date, required: true, expires: 0 },
    createdAt: { type: Date, required: true },
  },
  { collection: 'application_links', versionKey: false },
);
// find(): the token's hash, then its expiry (256 random bits: no two links share a hash).
schema.index({ tokenHash: 1, expiresAt: 1 });

export class MongoApplicationLinkStore extends MongoCollectionStore<LinkRecord> implements ApplicationLinkStore {
  constructor(conn: Connection) {
    super(conn, 'ApplicationLink', schema);
  }

  async replace({ leadId, tokenHash, expiresAt, createdAt }: ApplicationLink): Promise<void> {
    await this.model.replaceOne({ _id: leadId }, { tokenHash, expiresAt, createdAt }, { upsert: true });
  }

  async find(tokenHash: string, now: Date): Promise<ApplicationLink | null> {
    const doc = await this.model.findOne({ tokenHash, expiresAt: trusted({ $gt: now }) }).lean();
    return doc ? { leadId: doc._id, tokenHash: doc.tokenHash, expiresAt: doc.expiresAt, createdAt: doc.createdAt } : null;
  }
}
