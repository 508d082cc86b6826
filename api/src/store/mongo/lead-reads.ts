import { LIST_COUNT_MAX, OPEN_LEAD_STATUSES } from '@powernest/domain';
import type { Connection, Model } from 'mongoose';
import type { Lead, LeadReadStore, PossibleDuplicates } from '../ports';
import { cappedCount } from '../keyset';
import { toEntity, trusted } from './connection';

/** A stored lead as far as these reads see it (MongoLeadStore's schema has the rest). */
type LeadDoc = Omit<Lead, 'id'> & { _id: number };

/** What a lead answer leaves out: the store's own index data and e-mails not yet relayed. */
const LEAD_FIELDS = { matchKeys: 0, searchWords: 0, businessNameKey: 0, locationKey: 0, pendingOutbox: 0 } as const;

/** A stored lead as an entity (leads stored before versions existed are at version 0). */
const leadOf = (doc: object): Lead => toEntity<Lead>({ version: 0, ...doc });

/**
 * Many leads at once over the leads collection, through the model MongoLeadStore registers on the
 * connection (its schema and indexes stay there). Each read is one query: by `_id`, or by status
 * and createdAt.
 */
export class MongoLeadReadStore implements LeadReadStore {
  private readonly model: Model<LeadDoc>;

  /** After the MongoLeadStore on this connection (which registers the Lead model). */
  constructor(conn: Connection) {
    this.model = conn.model<LeadDoc>('Lead');
  }

  async getMany(ids: readonly number[]): Promise<Lead[]> {
    if (ids.length === 0) return [];
    const docs = await this.model.find({ _id: trusted({ $in: [...ids] }) }, LEAD_FIELDS).lean<LeadDoc[]>();
    const byId = new Map(docs.map((doc) => [doc._id, leadOf(doc)]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /**
   * The sparse index { duplicateOf } (leads.ts) holds only the flagged leads: the page and the
   * count read those alone (the open ones among them, newest first, sorted in memory).
   */
  async possibleDuplicates(limit: number): Promise<PossibleDuplicates> {
    const filter = { status: trusted({ $in: [...OPEN_LEAD_STATUSES] }), duplicateOf: trusted({ $exists: true }) };
    const [docs, counted] = await Promise.all([
      this.model.find(filter, LEAD_FIELDS).sort({ createdAt: -1 }).limit(limit).lean<LeadDoc[]>(),
      this.model.countDocuments(filter, { limit: LIST_COUNT_MAX + 1 }),
    ]);
    return { items: docs.map(leadOf), ...cappedCount(counted, LIST_COUNT_MAX) };
  }
}
