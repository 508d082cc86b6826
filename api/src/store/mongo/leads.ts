import type { Collection } from 'mongodb';
import type { Connection, Model } from 'mongoose';
import {
  LEAD_STATUSES,
  leadSortOrder,
  textSortKey,
  type LeadSortField,
  LIST_COUNT_MAX,
  OPEN_LEAD_STATUSES,
  UNASSIGNED,
  leadKeyOf,
  emailMatchKey,
  leadMatchKeys,
  leadSearchTerms,
  leadSearchWords,
  stateOfLocation,
  type KeysetPosition,
  type LeadEdits,
  type LeadFilterSearch,
  type LeadKey,
  type LeadSearch,
  DEFAULT_LANGUAGE,
} from '@powernest/domain';
import type { LinkRecord } from './application-links';
import type { Lead, LeadChanges, LeadSearchResult, LeadStore, LeadUpdate, NewApplicationLink, NewLead, NewOutboxMessage, OutboxMessage } from '../ports';
import { cappedCount, keysetPage } from '../keyset';
import { MongoCollectionStore } from './collection-store';
import { Schema, duplicateKeyField, toEntity, trusted } from './connection';
import { keysetQuery, type KeysetOrder } from './keyset';
import { outboxMessageSchema, outboxRecords, type OutboxRecord } from './outbox';
import { searchWordsFilter } from './search-words';

type LeadRecord = Omit<Lead, 'id'> & { _id: number; pendingOutbox?: OutboxRecord[]; pendingLink?: NewApplicationLink; matchKeys?: string[]; searchWords?: string[]; businessNameKey?: string; locationKey?: string };

const text = { type: String, trim: true };

const schema = new Schema<LeadRecord>(
  {
    _id: { type: Number, required: true },
    businessName: { ...text, required: true },
    contactPerson: { ...text, required: true },
    email: { ...text, required: true },
    phone: { ...text, required: true },
    location: { ...text, required: true },
    businessType: { ...text, required: true },
    message: text,
    businessSize: text,
    operatingHours: text,
    footTrafficEstimate: text,
    decisionMakerTitle: text,
    currentPainPoints: text,
    preferredInstallTimeline: text,
    hasExistingCharging: text,
    customerBase: text,
    businessAddress: text,
    website: text,
    /** The page's language when it was sent (issue #30): its e-mails go out in it. */
    language: { type: String },
    status: { type: String, required: true, default: 'new' },
    assignedTo: { type: String },
    state: { type: String },
    leadScore: { type: Number, default: 0 },
    lastActivityAt: { type: Date, default: Date.now },
    createdAt: { type: Date, required: true, default: Date.now },
    version: { type: Number, required: true, default: 0 },
    firstContactedAt: { type: Date },
    duplicateOf: { type: Number },
    /** The next follow-up (issue #29): a `YYYY-MM-DD` date in the team's zone, and a note. */
    followUpAt: { type: String },
    followUpNote: { type: String },
    /** leadMatchKeys: how duplicates are found (kept out of every answer). */
    matchKeys: { type: [String], default: undefined },
    /** leadSearchWords: what `q` finds the lead by (kept out of every answer). */
    searchWords: { type: [String], default: undefined },
    /** textSortKey of the name and the place: what the workspace sorts them by (kept out of every answer). */
    businessNameKey: { type: String },
    locationKey: { type: String },
    // Transactional outbox without a replica set: a new lead is inserted together with its
    // e-mails in ONE document write; they are then copied to the outbox collection (an
    // idempotent upsert) and removed from here. A crash in between is repaired by the worker's
    // next poll, which relays whatever is still embedded.
    pendingOutbox: { type: [outboxMessageSchema], default: undefined },
    // The status link those e-mails carry, relayed to its collection before them: no e-mail can
    // leave with a link that opens nothing.
    pendingLink: { type: new Schema({ tokenHash: String, expiresAt: Date, createdAt: Date }, { _id: false }), default: undefined },
  },
  { collection: 'leads', minimize: true },
);
/**
 * Eight indexes (beside `_id`): each insert writes a lead's search words once (one multikey
 * index), not once per sort and filter as the 25 collated indexes before did. Names and places
 * sort by their stored `textSortKey`s (`businessNameKey`, `locationKey`), so no query or index
 * needs a collation (FerretDB has none, and a collated index serves only collated queries).
 *
 * A query without a status filter names every status (`ANY_STATUS`): MongoDB then reads
 * `{ status, createdAt, _id }` one status range at a time, merged in order (SORT_MERGE), so the
 * newest-first list, the counts by day and the first-contact delays need no index of their own.
 * A filter other than status (type, state, assignee, language, day range) is checked on the
 * documents met while walking the sort's index; a text search reads the ranges of its terms in
 * `searchWords` and sorts the matches (test/mongo-index-coverage.test.ts holds each query to this,
 * and the MongoDB leg of the store contract checks the plans with explain()).
 */
schema.index({ status: 1, createdAt: -1, _id: -1 });
schema.index({ status: 1, _id: 1 });
schema.index({ businessNameKey: 1, _id: 1 });
schema.index({ locationKey: 1, _id: 1 });
schema.index({ searchWords: 1 });
// Duplicates: any lead sharing a match key, oldest first.
schema.index({ matchKeys: 1, _id: 1 });
// The "Due" lists (issue #29): an open lead's follow-up date today or before (leads without one
// are left out: sparse); a new lead past the promise is read through { status, createdAt }.
schema.index({ followUpAt: 1, status: 1 }, { sparse: true });
// The dashboard's possible duplicates: only the flagged leads are in it (sparse).
schema.index({ duplicateOf: 1 }, { sparse: true });

/** Every status: a filter on it lets a query read { status, createdAt, _id } (above). */
const ANY_STATUS = [...LEAD_STATUSES];

/** The stored field each workspace sort reads. */
const SORT_FIELD: Record<LeadSortField, string> = { createdAt: 'createdAt', status: 'status', businessName: 'businessNameKey', location: 'locationKey' };

/** What a new lead is stored with: its fields, the defaults (SPEC §3) and the store's own index data. */
function newLeadFields(input: NewLead, now: Date) {
  return {
    ...input,
    status: 'new',
    state: stateOfLocation(input.location),
    matchKeys: leadMatchKeys(input),
    searchWords: leadSearchWords(input),
    ...sortKeysOf(input),
    leadScore: 0,
    lastActivityAt: now,
    createdAt: now,
    version: 0,
  };
}

/** The sort keys stored with a lead's name and place. */
const sortKeysOf = (lead: { businessName: string; location: string }) => ({ businessNameKey: textSortKey(lead.businessName), locationKey: textSortKey(lead.location) });

/**
 * How far back the relay looks for a lead whose e-mails were not copied yet: a lead's e-mails are
 * copied right after its insert, or at the worker's next poll (seconds) after a crash, so only new
 * leads can hold any. Reading the last week through { status, createdAt } spares an index that
 * every lead would be written to; a lead stays unrelayed only if no worker ran for a week.
 */
const RELAY_LOOKBACK_MS = 7 * 24 * 60 * 60 * 1000;

/** Leads per query of the CSV export (a batch is about 1 MB of documents). */
const EXPORT_BATCH = 1000;

const counterSchema = new Schema<{ _id: string; seq: number }>({ _id: String, seq: Number }, { collection: 'counters' });

export class MongoLeadStore extends MongoCollectionStore<LeadRecord> implements LeadStore {
  private readonly counters: Model<{ _id: string; seq: number }>;

  constructor(
    conn: Connection,
    private readonly outbox: Model<OutboxRecord>,
    private readonly links: Model<LinkRecord>,
  ) {
    super(conn, 'Lead', schema);
    this.counters = conn.model<{ _id: string; seq: number }>('Counter', counterSchema);
  }

  /**
   * Numeric auto ids (SPEC §3): an atomic counter document. A counter that did not exist yet (a
   * new database, or one restored without it) is first moved up to the highest stored id.
   */
  private async nextId(): Promise<number> {
    const counters = this.counters.collection as unknown as Collection<{ _id: string; seq: number }>;
    const result = await counters.findOneAndUpdate({ _id: 'leads' }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after', includeResultMetadata: true });
    const seq = result.value!.seq;
    if (result.lastErrorObject?.updatedExisting) return seq;
    const highest = await this.model.findOne({}, { _id: 1 }).sort({ _id: -1 }).lean();
    if (!highest || highest._id < seq) return seq;
    const seeded = await counters.findOneAndUpdate({ _id: 'leads' }, { $max: { seq: highest._id + 1 } }, { returnDocument: 'after' });
    return seeded!.seq;
  }

  /**
   * Moves the counter up to the highest stored id: after a restore or an import the leads can be
   * ahead of it (the counter missing, or older than the data), and every id it gave would be taken.
   */
  private async seedIdsFromLeads(): Promise<void> {
    const highest = await this.model.findOne({}, { _id: 1 }).sort({ _id: -1 }).lean();
    if (highest) await this.counters.updateOne({ _id: 'leads' }, { $max: { seq: highest._id } }, { upsert: true });
  }

  async create(input: NewLead, messages: NewOutboxMessage[], statusLink?: NewApplicationLink): Promise<{ lead: Lead; outbox: OutboxMessage[] }> {
    const now = new Date();
    const fields = newLeadFields(input, now);
    const { matchKeys } = fields;
    for (let attempt = 0; ; attempt++) {
      const id = await this.nextId();
      const records = outboxRecords(messages, now, id);
      try {
        // One write: the lead, its e-mails and their status link together.
        await this.model.create({ ...fields, _id: id, pendingOutbox: records, ...(statusLink ? { pendingLink: statusLink } : {}) });
      } catch (error) {
        // Leads has no other unique key: the id is taken (the counter is behind the data).
        if (duplicateKeyField(error) === null || attempt > 0) throw error;
        await this.seedIdsFromLeads();
        continue;
      }
      await this.relay([{ _id: id, pendingOutbox: records, pendingLink: statusLink }]);
      const duplicateOf = await this.flagDuplicates(id, matchKeys);
      const { matchKeys: _k, searchWords: _w, ...lead } = { ...fields, _id: id, ...(duplicateOf === undefined ? {} : { duplicateOf }) };
      return { lead: leadOf(lead), outbox: records.map((r) => toEntity<OutboxMessage>(r)) };
    }
  }

  /**
   * Many leads at once (an import; the bench's 100,000): the documents create() writes, without
   * e-mails, links or duplicate flags, ids taken from the counter in one step, 1,000 per insert.
   */
  async importMany(inputs: readonly NewLead[], now = new Date()): Promise<number> {
    if (inputs.length === 0) return 0;
    const counter = await this.counters.findOneAndUpdate({ _id: 'leads' }, { $inc: { seq: inputs.length } }, { upsert: true, returnDocument: 'after' }).lean();
    const first = counter!.seq - inputs.length + 1;
    for (let at = 0; at < inputs.length; at += 1000) {
      await this.model.insertMany(inputs.slice(at, at + 1000).map((input, i) => ({ ...newLeadFields(input, now), _id: first + at + i })));
    }
    return inputs.length;
  }

  /**
   * Flags a new lead and the leads it duplicates, after its insert: the new lead points at the
   * oldest lead sharing a match key, and a newer lead sharing one that is not flagged yet (sent at
   * the same moment: its own check ran before this lead was stored) points at this one. Of two
   * simultaneous leads with one e-mail, whichever checks last sees the other, so one is flagged.
   */
  private async flagDuplicates(id: number, matchKeys: string[]): Promise<number | undefined> {
    const [earlier] = await Promise.all([
      this.model.findOne({ matchKeys: trusted({ $in: matchKeys }), _id: trusted({ $lt: id }) }, { _id: 1 }).sort({ _id: 1 }).lean(),
      this.model.updateMany({ matchKeys: trusted({ $in: matchKeys }), _id: trusted({ $gt: id }), duplicateOf: trusted({ $exists: false }) }, { $set: { duplicateOf: id } }),
    ]);
    if (earlier) await this.model.updateOne({ _id: id }, { $set: { duplicateOf: earlier._id } });
    return earlier?._id;
  }

  async matches(lead: Lead, limit: number): Promise<Lead[]> {
    const docs = await this.model
      .find({ matchKeys: trusted({ $in: leadMatchKeys(lead) }), _id: trusted({ $ne: lead.id }) }, { pendingOutbox: 0, matchKeys: 0, searchWords: 0 })
      .sort({ _id: 1 })
      .limit(limit)
      .lean();
    return docs.map(leadOf);
  }

  async withEmail(email: string, limit: number): Promise<Lead[]> {
    const docs = await this.model.find({ matchKeys: emailMatchKey(email) }, { pendingOutbox: 0, matchKeys: 0, searchWords: 0 }).sort({ _id: 1 }).limit(limit).lean();
    return docs.map(leadOf);
  }

  /** Copies embedded outbox entries to the outbox collection, then drops them from the lead. */
  async relay(leads?: { _id: number; pendingOutbox?: OutboxRecord[]; pendingLink?: NewApplicationLink }[]): Promise<void> {
    const pending =
      leads ??
      (await this.model
        .find(
          {
            status: trusted({ $in: ANY_STATUS }),
            createdAt: trusted({ $gte: new Date(Date.now() - RELAY_LOOKBACK_MS) }),
            $or: [{ 'pendingOutbox._id': trusted({ $exists: true }) }, { pendingLink: trusted({ $exists: true }) }],
          },
          { pendingOutbox: 1, pendingLink: 1 },
        )
        .limit(100)
        .lean());
    for (const lead of pending) {
      // The link first: once an e-mail is in the outbox, the link it carries opens the page.
      // Written only if the lead has no link yet (a newer one issued since is kept).
      if (lead.pendingLink) {
        await this.links
          .updateOne({ _id: lead._id }, { $setOnInsert: lead.pendingLink }, { upsert: true })
          .catch((error: unknown) => {
            if (duplicateKeyField(error) === null) throw error; // a relay beside this one wrote it
          });
      }
      const records = lead.pendingOutbox ?? [];
      if (records.length > 0) {
        await this.outbox.bulkWrite(
          records.map(({ _id, ...record }) => ({
            updateOne: { filter: { _id }, update: { $setOnInsert: record }, upsert: true },
          })),
        );
      }
      await this.model.updateOne({ _id: lead._id }, { $unset: { pendingOutbox: 1, pendingLink: 1 } });
    }
  }

  async get(id: number): Promise<Lead | null> {
    const doc = await this.model.findById(id, { pendingOutbox: 0 }).lean();
    return doc ? leadOf(doc) : null;
  }

  async update(id: number, expectedVersion: number, changes: LeadChanges, at: Date): Promise<LeadUpdate> {
    const set: Record<string, unknown> = { lastActivityAt: at };
    const unset: Record<string, 1> = {};
    if (changes.status !== undefined) set.status = changes.status;
    if (changes.assignedTo === null) unset.assignedTo = 1;
    else if (changes.assignedTo !== undefined) set.assignedTo = changes.assignedTo;
    for (const field of ['followUpAt', 'followUpNote'] as const) {
      if (changes[field] === null) unset[field] = 1;
      else if (changes[field] !== undefined) set[field] = changes[field];
    }
    if (changes.fields) {
      const correction = await this.correction(id, expectedVersion, changes.fields);
      if (!correction) return this.refused(id);
      Object.assign(set, correction.set);
      Object.assign(unset, correction.unset);
    }
    // Leads stored before versions existed have none: that is version 0.
    const atVersion = expectedVersion === 0 ? trusted({ $in: [0, null] }) : expectedVersion;
    const doc = await this.model
      .findOneAndUpdate(
        { _id: id, version: atVersion },
        { $set: set, ...(Object.keys(unset).length ? { $unset: unset } : {}), $inc: { version: 1 } },
        // No projection: FerretDB's findAndModify has none; leadOf drops the store's own fields.
        { returnDocument: 'after' },
      )
      .lean();
    if (doc) {
      if (changes.status === 'contacted' && !doc.firstContactedAt) {
        // The first time only: a filter on the field's absence keeps an earlier time.
        await this.model.updateOne({ _id: id, firstContactedAt: trusted({ $exists: false }) }, { $set: { firstContactedAt: at } });
        return { outcome: 'updated', lead: leadOf({ ...doc, firstContactedAt: at }) };
      }
      return { outcome: 'updated', lead: leadOf(doc) };
    }
    return this.refused(id);
  }

  /** Why an update did not apply: the lead moved on (as it now is), or there is none. */
  private async refused(id: number): Promise<LeadUpdate> {
    const current = await this.get(id);
    return current ? { outcome: 'conflict', lead: current } : { outcome: 'not-found' };
  }

  /**
   * Corrected fields and what is made from them again (LeadStore.update), from the lead as it is
   * at `expectedVersion`: the update's own version check then keeps them true. Null when the lead
   * is gone or already at another version.
   */
  private async correction(id: number, expectedVersion: number, fields: LeadEdits): Promise<{ set: Record<string, unknown>; unset: Record<string, 1> } | null> {
    const current = await this.model.findById(id, { pendingOutbox: 0, matchKeys: 0, searchWords: 0 }).lean();
    if (!current || (current.version ?? 0) !== expectedVersion) return null;
    const lead: Record<string, unknown> = { ...current };
    const set: Record<string, unknown> = {};
    const unset: Record<string, 1> = {};
    for (const [field, value] of Object.entries(fields)) {
      if (value === undefined) continue;
      if (value === null) {
        unset[field] = 1;
        delete lead[field];
      } else {
        set[field] = value;
        lead[field] = value;
      }
    }
    const corrected = lead as unknown as Lead;
    const state = stateOfLocation(corrected.location);
    if (state) set.state = state;
    else unset.state = 1;
    const matchKeys = leadMatchKeys(corrected);
    set.matchKeys = matchKeys;
    set.searchWords = leadSearchWords(corrected);
    Object.assign(set, sortKeysOf(corrected));
    const earlier = await this.model.findOne({ matchKeys: trusted({ $in: matchKeys }), _id: trusted({ $lt: id }) }, { _id: 1 }).sort({ _id: 1 }).lean();
    if (earlier) set.duplicateOf = earlier._id;
    else unset.duplicateOf = 1;
    return { set, unset };
  }

  /**
   * The export reads in keyset batches (issue #27): each batch is one bounded query that starts
   * after the last lead of the one before (sort field, then `_id`), so no server cursor stays
   * open through a slow download, no lead is skipped or read twice by a lead added meanwhile,
   * and at most one batch is held.
   */
  async *each(search: LeadFilterSearch, batchSize = EXPORT_BATCH): AsyncIterable<Lead> {
    const base = leadMatch(search, true);
    base.status = search.status ?? trusted({ $in: ANY_STATUS });
    const order = workspaceOrder(search.sort);
    let position: KeysetPosition<[unknown, unknown]> | undefined;
    for (;;) {
      const keyset = keysetQuery(order, position);
      const docs = await this.model
        .find(withDue(base, search, keyset.filter, true), { pendingOutbox: 0 })
        .sort(keyset.sort)
        .limit(batchSize)
        .lean();
      for (const doc of docs) yield leadOf(doc);
      if (docs.length < batchSize) return;
      const last = docs[docs.length - 1]!;
      position = { direction: 'next', key: [last[order[0] as keyof typeof last], last._id] };
    }
  }

  /**
   * A keyset page (issue #27): rows after or before the cursor's key under the sort (field, then
   * `_id`), read in index order under the workspace collation; the matches counted up to one past
   * LIST_COUNT_MAX (the count reads at most that many index keys); the status counts beside.
   */
  async search(search: LeadSearch): Promise<LeadSearchResult> {
    const query = leadMatch(search, true);
    query.status = search.status ?? trusted({ $in: ANY_STATUS });
    const order = workspaceOrder(search.sort);
    const read = async (position: KeysetPosition<LeadKey> | undefined, limit: number) => {
      // A createdAt key travels as ms; the store compares Dates.
      const key = position && (typeof position.key[0] === 'number' ? [new Date(position.key[0]), position.key[1]] : position.key);
      const keyset = keysetQuery(order, position && key && { direction: position.direction, key });
      const docs = await this.model
        .find(withDue(query, search, keyset.filter, true), { pendingOutbox: 0 })
        .sort(keyset.sort)
        .limit(limit)
        .lean();
      return docs.map((d) => leadOf(d));
    };
    const [page, counted, counts] = await Promise.all([
      keysetPage(read, leadKeyOf(search.sort), search.position, search.limit),
      this.model.countDocuments(withDue(query, search, {}, true)).limit(LIST_COUNT_MAX + 1),
      this.model
        .aggregate<{ _id: string; n: number }>([{ $match: withDue({ ...leadMatch(search, false), status: { $in: ANY_STATUS } }, search, {}, false) }, { $group: { _id: '$status', n: { $sum: 1 } } }]),
    ]);
    return {
      ...page,
      ...cappedCount(counted, LIST_COUNT_MAX),
      statusCounts: Object.fromEntries(counts.map((c) => [c._id, c.n])),
    };
  }

  async count(filter: { since?: Date; before?: Date; status?: string } = {}): Promise<number> {
    const query: Record<string, unknown> = { status: filter.status ?? trusted({ $in: ANY_STATUS }) };
    if (filter.since || filter.before) {
      query.createdAt = trusted({ ...(filter.since ? { $gte: filter.since } : {}), ...(filter.before ? { $lt: filter.before } : {}) });
    }
    return this.model.countDocuments(query);
  }

  async firstContactDelays(since: Date, limit: number): Promise<number[]> {
    const docs = await this.model
      .find({ status: trusted({ $in: ANY_STATUS }), createdAt: trusted({ $gte: since }), firstContactedAt: trusted({ $exists: true }) }, { createdAt: 1, firstContactedAt: 1 })
      .sort({ createdAt: -1, _id: -1 })
      .limit(limit)
      .lean();
    return docs.map((d) => d.firstContactedAt!.getTime() - d.createdAt.getTime());
  }

  async countByStatus(): Promise<Record<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; n: number }>([{ $group: { _id: '$status', n: { $sum: 1 } } }]);
    return Object.fromEntries(rows.map((r) => [r._id, r.n]));
  }
}

/** The workspace's order: the sort's stored field, then `_id` in the same direction (one index serves both). */
function workspaceOrder(sort: LeadSearch['sort']): KeysetOrder {
  const { field, descending } = leadSortOrder(sort);
  return [SORT_FIELD[field], descending ? -1 : 1];
}

/**
 * The search's filters but status (the status counts leave it out), built from validated values
 * only: enums, dates and text escaped into a literal pattern. For mongoose queries operator
 * objects are marked `trusted` so that sanitizeFilter keeps them; aggregation pipelines are not
 * sanitized and get plain objects.
 */
function leadMatch(search: LeadFilterSearch, forQuery: boolean): Record<string, unknown> {
  const op = <T extends object>(value: T): T => (forQuery ? trusted(value) : value);
  const match: Record<string, unknown> = {};
  if (search.ids) match._id = op({ $in: [...search.ids] });
  if (search.businessType) match.businessType = search.businessType;
  // Leads from before languages have none: English.
  if (search.language) match.language = search.language === DEFAULT_LANGUAGE ? op({ $in: [DEFAULT_LANGUAGE, null] }) : search.language;
  if (search.state) match.state = search.state;
  if (search.assignee) match.assignedTo = search.assignee === UNASSIGNED ? op({ $exists: false }) : search.assignee;
  if (search.createdFrom || search.createdBefore) {
    match.createdAt = op({
      ...(search.createdFrom ? { $gte: search.createdFrom } : {}),
      ...(search.createdBefore ? { $lt: search.createdBefore } : {}),
    });
  }
  if (search.text) Object.assign(match, searchWordsFilter(search.text, op, leadSearchTerms));
  return match;
}

/**
 * The "Due" rule (domain follow-up.ts, leadIsDue) as the branches of an `$or`: a lead is due when
 * one branch matches. Today: an open lead with today's follow-up date, or a lead still new that
 * arrived before the promise's cutoff. Overdue: an open lead with an earlier follow-up date (a
 * closed lead never: each branch fixes the status, so a status filter of a closed one finds none).
 */
function dueBranches(due: NonNullable<LeadSearch['due']>, op: <T extends object>(value: T) => T): Record<string, unknown>[] {
  const open = op({ $in: [...OPEN_LEAD_STATUSES] });
  if (due.kind === 'overdue') return [{ status: open, followUpAt: op({ $lt: due.today }) }];
  return [
    { status: open, followUpAt: due.today },
    { status: 'new', createdAt: op({ $lt: due.newBefore }) },
  ];
}

/**
 * A search's filter with its due branches and a keyset read's filter (`{ $or: [...] }` or none):
 * one `$or` of every due branch with every keyset branch (each an index range, merged in sort
 * order: MongoDB plans a top-level `$or` branch by branch, test/mongo-index-coverage.test.ts
 * checks each). A field both name (createdAt: the promise's cutoff and the cursor's date) keeps
 * every condition of both.
 */
function withDue(match: Record<string, unknown>, search: LeadFilterSearch, keyset: { $or?: Record<string, unknown>[] }, forQuery: boolean): Record<string, unknown> {
  if (!search.due) return { ...match, ...keyset };
  const op = <T extends object>(value: T): T => (forQuery ? trusted(value) : value);
  const due = dueBranches(search.due, op);
  const branches = keyset.$or ? due.flatMap((d) => keyset.$or!.flatMap((k) => allOf(d, k, op) ?? [])) : due;
  // Every branch impossible (a cursor past the last due status): nothing matches.
  return branches.length > 0 ? { ...match, $or: branches } : { ...match, _id: op({ $in: [] }) };
}

const isOperators = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value) && Object.keys(value).every((k) => k.startsWith('$'));

// Values as MongoDB compares them: texts (statuses, sort keys) by code units, dates by time.
const compare = (a: unknown, b: unknown): number =>
  typeof a === 'string' && typeof b === 'string' ? (a < b ? -1 : a > b ? 1 : 0) : Number(a instanceof Date ? a.getTime() : a) - Number(b instanceof Date ? b.getTime() : b);
const BOUNDS: Record<string, (order: number) => boolean> = { $gt: (o) => o > 0, $gte: (o) => o >= 0, $lt: (o) => o < 0, $lte: (o) => o <= 0, $eq: (o) => o === 0 };

/**
 * Both filters at once, as one flat branch (no `$and`), or null when no document can match both.
 * A field both name keeps every condition of both; an equality or a list (`$in`) is narrowed by
 * the bounds beside it to the values that pass them (a cursor's status against the open ones),
 * so the field stays an equality the index is entered by.
 */
function allOf(a: Record<string, unknown>, b: Record<string, unknown>, op: <T extends object>(value: T) => T): Record<string, unknown> | null {
  const out = { ...a };
  for (const [field, condition] of Object.entries(b)) {
    if (!(field in out)) {
      out[field] = condition;
      continue;
    }
    const conditions = [out[field], condition].flatMap((c) => Object.entries(isOperators(c) ? c : { $eq: c }));
    const values = conditions.flatMap(([operator, value]) => (operator === '$eq' ? [[value]] : operator === '$in' ? [value as unknown[]] : []));
    const bounds = conditions.filter(([operator]) => operator !== '$eq' && operator !== '$in');
    if (bounds.some(([operator]) => !(operator in BOUNDS))) throw new Error(`leads: cannot join ${field} conditions`);
    const passes = (value: unknown) => bounds.every(([operator, bound]) => BOUNDS[operator]!(compare(value, bound)));
    if (values.length === 0) {
      out[field] = op(Object.fromEntries(bounds));
      continue;
    }
    // The values every list and equality allows, that pass every bound.
    const allowed = values[0]!.filter((value) => passes(value) && values.every((list) => list.some((other) => compare(other, value) === 0)));
    if (allowed.length === 0) return null;
    out[field] = allowed.length === 1 ? allowed[0] : op({ $in: allowed });
  }
  return out;
}

/** A stored lead as an entity; leads stored before versions existed are at version 0. */
function leadOf(doc: object): Lead {
  // Match keys, search words, sort keys and e-mails not yet relayed are the store's own data, never part of a lead.
  const { matchKeys: _keys, searchWords: _words, businessNameKey: _name, locationKey: _place, pendingOutbox: _mail, pendingLink: _link, ...rest } = doc as Record<string, unknown>;
  return toEntity<Lead>({ version: 0, ...rest });
}
