import type { Connection } from 'mongoose';
import type { Session, SessionStore } from '../ports';
import { MongoEntityStore, type StoredAs } from './collection-store';
import { Schema, toEntity, trusted, uuidId } from './connection';

const schema = new Schema<StoredAs<Session>>(
  {
    _id: uuidId,
    userId: { type: String, required: true, index: true },
    // TTL index: MongoDB deletes a session once expiresAt has passed (within about a minute).
    expiresAt: { type: Date, required: true, expires: 0 },
    createdAt: { type: Date, required: true, default: Date.now },
  },
  { collection: 'sessions' },
);

export class MongoSessionStore extends MongoEntityStore<Session, { userId: string; expiresAt: Date }> implements SessionStore {
  constructor(conn: Connection) {
    super(conn, 'Session', schema);
  }

  async get(id: string, now = new Date()): Promise<Session | null> {
    // The TTL monitor runs about once a minute, so expiry is also checked here.
    const doc = await this.model.findOne({ _id: id, expiresAt: trusted({ $gt: now }) }).lean();
    return doc ? toEntity<Session>(doc) : null;
  }

  async delete(id: string): Promise<void> {
    await this.model.deleteOne({ _id: id });
  }

  async deleteForUser(userId: string, options: { exceptId?: string } = {}): Promise<number> {
    const filter = options.exceptId === undefined ? { userId } : { userId, _id: trusted({ $ne: options.exceptId }) };
    const result = await this.model.deleteMany(filter);
    return result.deletedCount;
  }
}
