import type { Collection, Connection } from 'mongoose';
import type { LiveEventStore, LiveStreamRecord, LiveStreamStore, StoredLiveEvent } from '../ports';
import { LIVE_EVENTS_KEPT } from '../ports/live-events';
import { MongoCollectionStore } from './collection-store';
import { Schema, duplicateKeyField } from './connection';


interface LiveEventRecord {
  _id: number;
  type: string;
  data: string;
}

const eventSchema = new Schema<LiveEventRecord>(
  { _id: { type: Number, required: true }, type: { type: String, required: true }, data: { type: String, required: true } },
  // Capped: a fixed size, insertion order kept, the oldest dropped (LIVE_EVENTS_KEPT); MongoDB and FerretDB both have it.
  { collection: 'live_events', versionKey: false, capped: { size: 4 * 1024 * 1024, max: LIVE_EVENTS_KEPT } },
);

/**
 * Inserts `doc` under the next number after the highest `_id` of the collection, trying again
 * when another instance took that number first. Any number below the one inserted was already
 * stored when it was read, so the collection's order is its numbers' order, across instances;
 * no counter document and no transaction (FerretDB has none).
 */
async function insertNext<T extends { _id: number }>(collection: Collection<T>, doc: Omit<T, '_id'>): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    const [newest] = await collection.find({}, { projection: { _id: 1 } }).sort({ _id: -1 }).limit(1).toArray();
    const id = (newest?._id ?? 0) + 1;
    try {
      await collection.insertOne({ ...doc, _id: id } as Parameters<Collection<T>['insertOne']>[0]);
      return id;
    } catch (error) {
      if (duplicateKeyField(error) === null || attempt >= 20) throw error;
    }
  }
}

export class MongoLiveEventStore extends MongoCollectionStore<LiveEventRecord> implements LiveEventStore {
  private readonly collection: Collection<LiveEventRecord>;
  /** This instance's appends one at a time: they race only with other instances'. */
  private appending: Promise<unknown> = Promise.resolve();

  constructor(conn: Connection) {
    super(conn, 'LiveEvent', eventSchema);
    this.collection = this.model.collection as unknown as Collection<LiveEventRecord>;
  }

  append(type: string, data: string): Promise<StoredLiveEvent> {
    const appended = this.appending.then(async () => ({ id: await insertNext(this.collection, { type, data }), type, data }));
    this.appending = appended.catch(() => undefined);
    return appended;
  }

  async after(afterId: number, limit = LIVE_EVENTS_KEPT): Promise<StoredLiveEvent[] | null> {
    const events = await this.collection.find({ _id: { $gt: afterId } }).sort({ _id: 1 }).limit(limit).toArray();
    if (events.length === 0) return [];
    if (events[0]._id > afterId + 1) {
      // A gap right after afterId: those events are gone (dropped as the oldest), unless afterId
      // is older than anything ever stored here... which is the same for the tab: read again.
      return null;
    }
    return events.map((e) => ({ id: e._id, type: e.type, data: e.data }));
  }

  async lastId(): Promise<number> {
    const [newest] = await this.collection.find({}, { projection: { _id: 1 } }).sort({ _id: -1 }).limit(1).toArray();
    return newest?._id ?? 0;
  }
}

interface LiveStreamDoc {
  /** The order streams were opened in, across instances (insertNext). */
  _id: number;
  member: string;
  instance: string;
  seenAt: Date;
}

const streamSchema = new Schema<LiveStreamDoc>(
  { _id: { type: Number, required: true }, member: { type: String, required: true }, instance: { type: String, required: true }, seenAt: { type: Date, required: true } },
  { collection: 'live_streams', versionKey: false },
);
// A member's streams in the order they opened (the per-member limit); the sweep reads by seenAt.
streamSchema.index({ member: 1, _id: 1 });
streamSchema.index({ seenAt: 1 });

export class MongoLiveStreamStore extends MongoCollectionStore<LiveStreamDoc> implements LiveStreamStore {
  private readonly collection: Collection<LiveStreamDoc>;

  constructor(conn: Connection) {
    super(conn, 'LiveStream', streamSchema);
    this.collection = this.model.collection as unknown as Collection<LiveStreamDoc>;
  }

  async open(stream: Omit<LiveStreamRecord, 'id'>, staleMs: number, now = new Date()): Promise<{ id: string; place: number }> {
    const id = await insertNext(this.collection, { member: stream.member, instance: stream.instance, seenAt: now });
    const place = await this.collection.countDocuments({ member: stream.member, _id: { $lte: id }, seenAt: { $gt: new Date(now.getTime() - staleMs) } });
    return { id: String(id), place };
  }

  async seen(ids: readonly string[], now = new Date()): Promise<void> {
    if (ids.length === 0) return;
    await this.collection.updateMany({ _id: { $in: ids.map(Number) } }, { $set: { seenAt: now } });
  }

  async close(id: string): Promise<void> {
    await this.collection.deleteOne({ _id: Number(id) });
  }

  async sweep(staleMs: number, now = new Date()): Promise<void> {
    await this.collection.deleteMany({ seenAt: { $lte: new Date(now.getTime() - staleMs) } });
  }
}
