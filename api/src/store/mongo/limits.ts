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
    const live = { $gt: ['$expiresAt', now] };
    // One atomic update pipeline: a live counter goes up by one, an expired or missing one
    // starts again at 1 with a new window. The key is ours (never a caller's object).
    const update = [
      {
        $set: {
          count: { $cond: [live, { $add: ['$count', 1] }, 1] },
          expiresAt: { $cond: [live, '$expiresAt', new Date(now.getTime() + windowMs)] },
        },
      },
    ];
    for (let attempt = 0; ; attempt++) {
      try {
        const doc = await this.collection.findOneAndUpdate({ _id: key }, update, { upsert: true, returnDocument: 'after' });
        return { count: doc!.count, expiresAt: doc!.expiresAt };
      } catch (error) {
        // Two first hits at once: one upsert wins, the other retries as an update.
        if (duplicateKeyField(error) === null || attempt > 0) throw error;
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
