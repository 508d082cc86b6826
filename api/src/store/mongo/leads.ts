// The MongoDB adapter of the leads (LeadStore): ids from a counter, a new lead written in one
// document with its e-mails and status link (relayed after), versioned updates, the workspace's
// pages. The stored shape is lead-schema.ts; the workspace's filters lead-filters.ts.
import type { Collection } from 'mongodb';
import type { Connection, Model } from 'mongoose';
import {
  LIST_COUNT_MAX,
  emailMatchKey,
  emptyTallies,
  leadKeyOf,
  leadMatchKeys,
  leadSearchWords,
  promiseFieldsAfterChange,
  stateOfLocation,
  tallyLeadPromises,
  type KeysetPosition,
  type LeadEdits,
  type LeadFilterSearch,
  type LeadKey,
  type LeadPromises,
  type LeadSearch,
  type PromiseKind,
  type PromiseTally,
  DAY_MS,
} from '@powernest/domain';
import { addLeadToTallies, leadGroupOf, type LeadSourceGrouping, type LeadSourceTally, type LeadSourcesSearch } from '@powernest/domain';
import type { LinkRecord } from './application-links';
import type { Lead, LeadChanges, LeadSearchResult, LeadStore, LeadUpdate, NewApplicationLink, NewLead, NewOutboxMessage, OutboxMessage } from '../ports';
import { cappedCount, keysetPage } from '../keyset';
import { MongoCollectionStore } from './collection-store';
import { Schema, duplicateKeyField, toEntity, trusted } from './connection';
import { keysetQuery } from './keyset';
import { leadMatch, withDue, workspaceOrder } from './lead-filters';
import { ANY_STATUS, leadOf, leadSchema, newLeadFields, sortKeysOf, type LeadRecord } from './lead-schema';
import { outboxRecords, type OutboxRecord } from './outbox';

/**
 * How far back the relay looks for a lead whose e-mails were not copied yet: a lead's e-mails are
 * copied right after its insert, or at the worker's next poll (seconds) after a crash, so only new
 * leads can hold any. Reading the last week through { status, createdAt } spares an index that
 * every lead would be written to; a lead stays unrelayed only if no worker ran for a week.
 */
const RELAY_LOOKBACK_MS = 7 * DAY_MS;

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
    super(conn, 'Lead', leadSchema);
    this.counters = conn.model<{ _id: string; seq: number }>('Counter', counterSchema);
  }

  /**
   * Numeric auto ids (product.md §3): an atomic counter document. A counter that did not exist yet (a
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
        await this.model.create({ ...fields, _id: id, ...(records.length > 0 ? { pendingOutbox: records } : {}), ...(statusLink ? { pendingLink: statusLink } : {}) });
      } catch (error) {
        // Leads has no other unique key: the id is taken (the counter is behind the data).
        if (duplicateKeyField(error) === null || attempt > 0) throw error;
        await this.seedIdsFromLeads();
        continue;
      }
      // Nothing embedded (a lead stored without e-mails or link: imports, tests): nothing to copy
      // or unset, and no write (on FerretDB every write by a numeric _id reads the collection).
      if (records.length > 0 || statusLink) await this.relay([{ _id: id, pendingOutbox: records, pendingLink: statusLink }]);
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
    if (changes.visitHeld) Object.assign(set, { visitHeldAt: at, ...(changes.by !== undefined ? { visitHeldBy: changes.by } : {}) });
    if (changes.status !== undefined || changes.visitHeld || changes.messageSent) {
      // The promises a change keeps are judged on the lead as it is at `expectedVersion`: the update's own version check keeps them true.
      const current = await this.model.findById(id, { promises: 1, version: 1 }).lean();
      if (!current || (current.version ?? 0) !== expectedVersion) return this.refused(id);
      Object.assign(set, promiseFieldsAfterChange(current, changes, at, changes.by));
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

  /** Reads the promises of the leads in the window (through { status, createdAt }) and tallies them by the domain's rule. */
  async promiseTallies(since: Date, now: Date): Promise<Record<PromiseKind, PromiseTally>> {
    const tallies = emptyTallies();
    const docs = this.model
      .find({ status: trusted({ $in: ANY_STATUS }), createdAt: trusted({ $gte: since }), promises: trusted({ $exists: true }) }, { promises: 1 })
      .lean()
      .cursor({ batchSize: 5000 });
    for await (const doc of docs) tallyLeadPromises(tallies, doc.promises as LeadPromises, now);
    return tallies;
  }

  async countByServiceArea(): Promise<Record<string, number>> {
    const rows = await this.model.aggregate<{ _id: string; n: number }>([{ $match: { serviceArea: { $exists: true } } }, { $group: { _id: '$serviceArea', n: { $sum: 1 } } }]);
    return Object.fromEntries(rows.map((r) => [r._id, r.n]));
  }

  async sourceTallies(search: LeadSourcesSearch): Promise<LeadSourceTally[]> {
    const createdAt = { ...(search.since ? { $gte: search.since } : {}), ...(search.before ? { $lt: search.before } : {}) };
    // Grouped by the stored fields and the status only (plain field paths: what FerretDB's $group
    // takes); the report's keys and stages are then the domain's rules, applied to the few groups.
    const rows = await this.model.aggregate<{ _id: Record<string, string | null | undefined>; n: number }>([
      ...(Object.keys(createdAt).length ? [{ $match: { createdAt: trusted(createdAt) } }] : []),
      { $group: { _id: { ...SOURCE_GROUP_FIELDS[search.by], status: '$status' }, n: { $sum: 1 } } },
    ]);
    const tallies = new Map<string, LeadSourceTally>();
    for (const { _id: g, n } of rows) {
      const given = (value: string | null | undefined) => value ?? undefined;
      const source = g.landingPage
        ? { landingPage: g.landingPage, referrerHost: given(g.referrerHost), utmSource: given(g.utmSource), utmMedium: given(g.utmMedium), utmCampaign: given(g.utmCampaign) }
        : g.referrerHost || g.utmSource || g.utmMedium || g.utmCampaign
          ? { landingPage: '', referrerHost: given(g.referrerHost), utmSource: given(g.utmSource), utmMedium: given(g.utmMedium), utmCampaign: given(g.utmCampaign) }
          : undefined;
      addLeadToTallies(tallies, leadGroupOf({ source, language: given(g.language) }, search.by), g.status ?? 'new', n);
    }
    return [...tallies.values()];
  }
}

/** The stored fields each grouping of the sources report reads (issue #45). */
const SOURCE_GROUP_FIELDS: Record<LeadSourceGrouping, Record<string, string>> = {
  campaign: { referrerHost: '$source.referrerHost', utmSource: '$source.utmSource', utmMedium: '$source.utmMedium', utmCampaign: '$source.utmCampaign' },
  landing: { landingPage: '$source.landingPage' },
  language: { language: '$language' },
};
