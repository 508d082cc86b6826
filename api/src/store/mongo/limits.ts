import type { Collection, Connection } from 'mongoose';
import type { LimitCounter, LimitStore } from '../ports';
import { MongoCollectionStore } from './collection-store';
import { Schema, duplicateKeyField } from './connection';

interface LimitRecord {
  _id: string;
  count: number;
  expiresAt: Date;
}

const schema = new Schema<LimitRecord>(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true },
    // TTL index: MongoDB deletes a counter once expiresAt has passed (within about a minute).
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { collection: 'limits', versionKey: false },
);

export class MongoLimitStore extends MongoCollectionStore<LimitRecord> implements LimitStore {
  private readonly collection: Collection<LimitRecord>;

  constructor(conn: Connection) {
    super(conn, 'Limit', schema);
    this.collection = this.model.collection as unknown as Collection<LimitRecord>;
  }

  async hit(key: string, windowMs: number, now = new Date()): Promise<LimitCounter> {
    // Three atomic steps, tried in turn, each one document write (no update pipeline: FerretDB
    // has none): a live counter goes up by one; else an expired one starts again at 1 with a new
    // window; else a new one is inserted. Of simultaneous first hits one insert wins and the
    // others meet its key and start over as increments. The key is ours (never a caller's object).
    const fresh = { count: 1, expiresAt: new Date(now.getTime() + windowMs) };
    for (let attempt = 0; ; attempt++) {
      const live = await this.collection.findOneAndUpdate({ _id: key, expiresAt: { $gt: now } }, { $inc: { count: 1 } }, { returnDocument: 'after' });
      if (live) return { count: live.count, expiresAt: live.expiresAt };
      const restarted = await this.collection.findOneAndUpdate({ _id: key, expiresAt: { $lte: now } }, { $set: fresh }, { returnDocument: 'after' });
      if (restarted) return { count: restarted.count, expiresAt: restarted.expiresAt };
      try {
        await this.collection.insertOne({ _id: key, ...fresh });
        return fresh;
      } catch (error) {
        if (duplicateKeyField(error) === null || attempt > 2) throw error;
      }
    }
  }

  async peek(key: string, now = new Date()): Promise<LimitCounter | null> {
    const doc = await this.collection.findOne({ _id: key });
    // The TTL monitor runs about once a minute, so expiry is also checked here.
    return doc && doc.expiresAt > now ? { count: doc.count, expiresAt: doc.expiresAt } : null;
  }

  async put(key: string, counter: LimitCounter): Promise<void> {
    await this.collection.replaceOne({ _id: key }, { count: counter.count, expiresAt: counter.expiresAt }, { upsert: true });
  }

  async delete(key: string): Promise<void> {
    await this.collection.deleteOne({ _id: key });
  }
}
