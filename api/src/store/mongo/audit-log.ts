import type { Connection } from 'mongoose';
import { LIST_COUNT_MAX, auditKeyOf, type AuditKey, type AuditSearch, type KeysetPosition } from '@powernest/domain';
import type { AuditEntry, AuditFilter, AuditLogStore, AuditSearchResult, NewAuditEntry } from '../ports';
import { cappedCount, keysetPage } from '../keyset';
import { MongoEntityStore, type StoredAs } from './collection-store';
import { ascendingId } from '../ascending-id';
import { Schema, duplicateKeyField, equalityQuery, toEntity, trusted } from './connection';
import { keysetQuery } from './keyset';

const schema = new Schema<StoredAs<AuditEntry>>(
  {
    // Ids ascend as entries are appended (issue #27): ties of one millisecond keep their order
    // under the { timestamp, _id } sort, as in the memory store. Entries stored earlier keep their UUIDs.
    _id: { type: String, default: () => ascendingId() },
    userId: { type: String, required: true },
    userRole: { type: String, required: true },
    action: { type: String, required: true },
    resourceType: { type: String, required: true },
    resourceId: { type: String },
    oldValues: { type: Schema.Types.Mixed },
    newValues: { type: Schema.Types.Mixed },
    ipAddress: { type: String },
    userAgent: { type: String },
    timestamp: { type: Date, required: true, default: Date.now },
  },
  { collection: 'audit_logs' },
);
// Every index ends with the sort's `_id` tiebreaker (issue #27): a page is read in index order,
// never sorted in memory, and a keyset page starts at its cursor's key in the index
// (test/mongo-index-coverage.test.ts).
schema.index({ timestamp: -1, _id: -1 });
schema.index({ userId: 1, timestamp: -1, _id: -1 });
// A lead's timeline.
schema.index({ resourceType: 1, resourceId: 1, timestamp: -1, _id: -1 });
// The audit log page's filters (who: userId above; what; which kind of resource), each in
// timestamp order so a page needs no in-memory sort; a date range alone uses { timestamp }.
schema.index({ action: 1, timestamp: -1, _id: -1 });
schema.index({ resourceType: 1, timestamp: -1, _id: -1 });

export class MongoAuditLogStore extends MongoEntityStore<AuditEntry, NewAuditEntry> implements AuditLogStore {
  constructor(conn: Connection) {
    super(conn, 'AuditLog', schema);
  }

  /** An entry is only ever added: appending is creating it (once, when its id is given). */
  async append(entry: NewAuditEntry): Promise<AuditEntry> {
    const { id, ...fields } = entry;
    if (id === undefined) return this.create(fields);
    try {
      const doc = await this.model.create({ ...fields, _id: id });
      return toEntity<AuditEntry>(doc.toObject());
    } catch (error) {
      if (duplicateKeyField(error) === null) throw error;
      const written = await this.model.findById(id).lean();
      return toEntity<AuditEntry>(written!);
    }
  }

  async list(filter: AuditFilter = {}): Promise<AuditEntry[]> {
    const query = equalityQuery(filter, ['userId', 'resourceType', 'resourceId']);
    // Ties within one millisecond: the later appended first (ascendingId; $natural cannot be
    // combined with other sort keys).
    const docs = await this.model.find(query).sort({ timestamp: -1, _id: -1 }).limit(filter.limit ?? 100).lean();
    return docs.map((d) => toEntity<AuditEntry>(d));
  }

  async search(search: AuditSearch): Promise<AuditSearchResult> {
    const query: Record<string, unknown> = {};
    if (search.userId) query.userId = search.userId;
    if (search.action) query.action = search.action;
    if (search.resourceType) query.resourceType = search.resourceType;
    if (search.from || search.before) {
      query.timestamp = trusted({ ...(search.from ? { $gte: search.from } : {}), ...(search.before ? { $lt: search.before } : {}) });
    }
    const read = async (position: KeysetPosition<AuditKey> | undefined, limit: number) => {
      const keyset = keysetQuery(['timestamp', -1], position && { ...position, key: [new Date(position.key[0]), position.key[1]] });
      const docs = await this.model.find({ ...query, ...keyset.filter }).sort(keyset.sort).limit(limit).lean();
      return docs.map((d) => toEntity<AuditEntry>(d));
    };
    const [page, counted] = await Promise.all([
      keysetPage(read, auditKeyOf, search.position, search.limit),
      // Counted up to one past the cap: the count reads at most that many index keys.
      this.model.countDocuments(query).limit(LIST_COUNT_MAX + 1),
    ]);
    return { ...page, ...cappedCount(counted, LIST_COUNT_MAX) };
  }
}
