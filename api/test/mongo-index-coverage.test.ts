// Index coverage of the MongoDB adapters (issue #27), without a mongod: every store method that
// reads is called with the inputs the API can send (each filter, sort and paging of the leads
// workspace, the audit log, the locator…), mongoose's Query and Aggregate `exec` are replaced by a
// recorder that answers "nothing found", and each recorded query (filter fields, sort, collation)
// must be served by an index its schema declares (`schema.indexes()`, plus MongoDB's own `_id`):
//
//   E: the index starts with equality fields of the query (at least one when the query has any;
//      equality fields the index lacks are checked on what it found, so the rule is lenient
//      there: one selective leading field is assumed),
//   S: then the sort's fields in order, all in the index's directions or all reversed (an equality
//      field may be skipped in the sort: it is constant), so no page sorts in memory,
//   R: range fields (`$gt`, `$gte`, `$lt`, `$lte`, an anchored /^prefix/) come after the equality
//      prefix; exclusions (`$ne`, `$nin`) and `$exists: true` are applied to what the index found,
//      and an equality on `_id` is a point read whatever else the filter says; a range on a
//      field the query also fixes by equality (a day range beside a keyset branch's
//      `{ timestamp: v }`) is bounded by that equality,
//   and the query's collation is the index's (a collated query cannot use an index without it,
//   and the reverse for strings). `$or` needs every branch served (a keyset page's
//   `{ $or: [{ f beyond v }, { f: v, _id beyond id }] }`: the second branch only by an index
//   ending with the `_id` tiebreaker); `$geoWithin`/`$geoNear` a
//   2dsphere index on the field. An unanchored or case-insensitive regular expression is never
//   served: it reads every document the rest of the filter leaves.
//
// The test fails when a query loses its index: "removing an index turns the test red" below takes
// one declared index away from a copy of the declarations and expects exactly its queries to fail.
// Queries that are not served today are listed in KNOWN_GAPS with the reason; the test also fails
// when one of them becomes served (so the list only shrinks) or a new one appears.
import { MongoClient, type CollationOptions, type Db, type Document } from 'mongodb';
import { MONGODB_FEATURES } from '../src/store/mongo/server-features';
import { syncIndexes } from '../src/store/mongo/indexes';
import { mongoServer } from './support/mongo-server';
import type { Connection, Model } from 'mongoose';
import { LEAD_SORT_FIELDS, UNASSIGNED, type AuditKey, type LeadSearch, type LeadSort, type PartnerKey } from '@powernest/domain';
import { MongoAuditLogStore } from '../src/store/mongo/audit-log';
import { mongoose } from '../src/store/mongo/connection';
import { MongoLeadAssignmentStore } from '../src/store/mongo/lead-assignments';
import { MongoLeadReadStore } from '../src/store/mongo/lead-reads';
import { MongoLeadStore } from '../src/store/mongo/leads';
import { MongoOutboxStore, outboxModel } from '../src/store/mongo/outbox';
import { MongoPartnerStore } from '../src/store/mongo/partners';
import { MongoServiceAreaStore } from '../src/store/mongo/service-areas';
import { MongoSessionStore } from '../src/store/mongo/sessions';
import { MongoUserStore } from '../src/store/mongo/users';
import { MongoWaitingListStore } from '../src/store/mongo/waiting-list';
import { MongoApplicationLinkStore } from '../src/store/mongo/application-links';
import { MongoVisitStore } from '../src/store/mongo/visits';

type Direction = 1 | -1;
type IndexKeys = Record<string, Direction | '2dsphere' | 'text'>;
interface DeclaredIndex {
  keys: IndexKeys;
  collation?: unknown;
}

/** One query as MongoDB would plan it. */
interface RecordedQuery {
  model: string;
  /** Which store call issued it, e.g. "leads.search sort=-createdAt status". */
  call: string;
  op: string;
  filter: Record<string, unknown>;
  sort: [string, Direction][];
  collation?: unknown;
}

// --- recording -----------------------------------------------------------------------------

const recorded: RecordedQuery[] = [];
let currentCall = '';
/** Rows the next finds answer, one list per find (a keyset walk's batches), then "nothing found". */
const findAnswers: unknown[][] = [];
/** Documents the next findOnes answer (a read before a write), then "nothing found". */
const findOneAnswers: unknown[] = [];

/** What a query answers when nothing is stored (the recorder's answer to every read). */
function emptyAnswer(op: string): unknown {
  if (op === 'find' || op === 'distinct') return [];
  if (op === 'countDocuments' || op === 'estimatedDocumentCount') return 0;
  if (op === 'updateMany' || op === 'updateOne' || op === 'deleteMany' || op === 'deleteOne') return { matchedCount: 0, modifiedCount: 0, deletedCount: 0 };
  return null;
}

function sortOf(sort: unknown): [string, Direction][] {
  if (!sort || typeof sort !== 'object') return [];
  return Object.entries(sort as Record<string, unknown>).map(([field, dir]) => [field, dir === -1 || dir === 'desc' || dir === 'descending' ? -1 : 1]);
}

/** A mongoose query as the recorder reads it (`op` is public in mongoose's code, not in its types). */
type AnyQuery = InstanceType<typeof mongoose.Query> & { op?: string };

function recordQuery(query: AnyQuery, op = query.op ?? 'unknown'): void {
  const options = query.getOptions() as { sort?: unknown; collation?: unknown };
  recorded.push({
    model: (query.model as Model<unknown>).modelName,
    call: currentCall,
    op,
    filter: { ...(query.getFilter() as Record<string, unknown>) },
    sort: sortOf(options.sort),
    collation: options.collation,
  });
}

function startRecording(): void {
  jest.spyOn(mongoose.Query.prototype, 'exec').mockImplementation(function (this: AnyQuery) {
    recordQuery(this);
    if (this.op === 'find' && findAnswers.length > 0) return Promise.resolve(findAnswers.shift()) as never;
    if (this.op === 'findOne' && findOneAnswers.length > 0) return Promise.resolve(findOneAnswers.shift()) as never;
    return Promise.resolve(emptyAnswer(this.op ?? '')) as never;
  });
  // Streams: recorded like a find, and empty (no adapter streams today: the CSV export reads
  // keyset batches with find, issue #27).
  jest.spyOn(mongoose.Query.prototype, 'cursor').mockImplementation(function (this: AnyQuery) {
    recordQuery(this, 'find (cursor)');
    return (async function* () {})() as never;
  });
  jest.spyOn(mongoose.Aggregate.prototype, 'exec').mockImplementation(function (this: InstanceType<typeof mongoose.Aggregate>) {
    const stages = this.pipeline() as unknown as Record<string, Record<string, unknown>>[];
    const first = stages[0] ?? {};
    const geo = first.$geoNear as { key?: string; query?: Record<string, unknown> } | undefined;
    const match = (geo ? { ...geo.query, [geo.key ?? 'location']: { $geoNear: true } } : first.$match) as Record<string, unknown> | undefined;
    const sortStage = stages.find((s) => s.$sort)?.$sort;
    recorded.push({
      model: (this.model() as Model<unknown>).modelName,
      call: currentCall,
      op: geo ? 'aggregate:$geoNear' : match ? 'aggregate:$match' : `aggregate:${Object.keys(first)[0] ?? 'empty'}`,
      filter: match ?? {},
      sort: sortOf(sortStage),
      collation: (this.options as { collation?: unknown }).collation,
    });
    return Promise.resolve([]) as never;
  });
}

// --- the store calls the API makes --------------------------------------------------------

interface Stores {
  applicationLinks: MongoApplicationLinkStore;
  visits: MongoVisitStore;
  leads: MongoLeadStore;
  leadReads: MongoLeadReadStore;
  outbox: MongoOutboxStore;
  partners: MongoPartnerStore;
  users: MongoUserStore;
  sessions: MongoSessionStore;
  auditLog: MongoAuditLogStore;
  leadAssignments: MongoLeadAssignmentStore;
  serviceAreas: MongoServiceAreaStore;
  waitingList: MongoWaitingListStore;
}

function storesOn(conn: Connection): Stores {
  const outbox = outboxModel(conn);
  const applicationLinks = new MongoApplicationLinkStore(conn);
  const leads = new MongoLeadStore(conn, outbox, applicationLinks.model);
  return {
    leads,
    leadReads: new MongoLeadReadStore(conn),
    outbox: new MongoOutboxStore(outbox, () => leads.relay()),
    partners: new MongoPartnerStore(conn, MONGODB_FEATURES),
    users: new MongoUserStore(conn),
    sessions: new MongoSessionStore(conn),
    auditLog: new MongoAuditLogStore(conn),
    leadAssignments: new MongoLeadAssignmentStore(conn),
    serviceAreas: new MongoServiceAreaStore(conn),
    waitingList: new MongoWaitingListStore(conn),
    applicationLinks,
    visits: new MongoVisitStore(conn),
  };
}

/**
 * Every combination of the given named filters (the workspace combines them freely): the names
 * it uses, its name ("state+q", "no filter") and its filters merged into one.
 */
function filterCombos(named: [string, object][]): { names: string[]; name: string; filters: object }[] {
  const subsets = named.reduce<[string, object][][]>((all, item) => all.concat(all.map((s) => [...s, item])), [[]]);
  return subsets.map((combo) => {
    const names = combo.map(([n]) => n);
    return { names, name: names.join('+') || 'no filter', filters: Object.assign({}, ...combo.map(([, f]) => f)) as object };
  });
}

const day = new Date('2026-01-10T00:00:00Z');
const later = new Date('2026-01-20T00:00:00Z');
const LEAD = { id: 7, email: 'a@b.example', phone: '5125550100', businessName: 'Cafe', location: 'Austin, TX' };

/** The store calls, named; each name says which inputs it used. */
function calls(s: Stores): [string, () => Promise<unknown>][] {
  const list: [string, () => Promise<unknown>][] = [];
  const add = (name: string, run: () => Promise<unknown>) => list.push([name, run]);

  // Leads workspace: every sort (both directions) with every combination of filters.
  const leadFilters: [string, Partial<LeadSearch>][] = [
    ['status', { status: 'new' }],
    ['businessType', { businessType: 'Restaurant' }],
    ['state', { state: 'TX' }],
    ['area', { area: 'served' }],
    ['assignee', { assignee: 'sam' }],
    ['unassigned', { assignee: UNASSIGNED }],
    ['days', { createdFrom: day, createdBefore: later }],
    ['q', { text: 'cafe' }],
    // The "Due" lists (issue #29): on a clock whose today is `day`'s date.
    ['dueToday', { due: { kind: 'today', today: '2026-01-10', newBefore: day } }],
    ['overdue', { due: { kind: 'overdue', today: '2026-01-10', newBefore: day } }],
    // The promise filters (issue #45): a range of the next promise's due time.
    ['promiseAtRisk', { promise: { kind: 'at-risk', now: day } }],
  ];
  const sorts = LEAD_SORT_FIELDS.flatMap((field) => [field, `-${field}`]) as LeadSort[];
  for (const sort of sorts) {
    for (const combo of filterCombos(leadFilters)) {
      if (combo.names.includes('assignee') && combo.names.includes('unassigned')) continue;
      if (combo.names.includes('dueToday') && combo.names.includes('overdue')) continue;
      const search = { sort, limit: 25, ...combo.filters } as LeadSearch;
      const name = `sort=${sort} ${combo.name}`;
      add(`leads.search ${name}`, () => s.leads.search(search));
      // Keyset pages (issue #27): after or before a cursor's lead (then one row the other way, to offer the way back).
      const key: [number | string, number] = [sort.endsWith('createdAt') || sort.endsWith('promiseDueAt') ? day.getTime() : 'Cafe', 7];
      for (const direction of ['next', 'prev'] as const) {
        add(`leads.search ${direction} ${name}`, () => {
          findAnswers.push([{ _id: 8, businessName: 'Cafe', location: 'Austin, TX', status: 'new', createdAt: day }]);
          return s.leads.search({ ...search, position: { direction, key } });
        });
      }
      // The export's keyset batches: a full first batch (of one) makes it ask for the next one
      // after that lead's sort key.
      add(`leads.each ${name}`, async () => {
        findAnswers.push([{ _id: 7, businessName: 'Cafe', location: 'Austin, TX', status: 'new', createdAt: day }]);
        for await (const _lead of s.leads.each(search, 1)) continue;
      });
    }
  }
  // A phone number is one anchored prefix of its digits (issue #29), read like any other word.
  add('leads.search q phone digits', () => s.leads.search({ sort: '-createdAt', limit: 25, text: '+1 (512) 555' }));
  add('leads.search q phone digits + assignee (my leads)', () => s.leads.search({ sort: 'businessName', limit: 25, text: '512-555', assignee: 'sam' }));
  add('leads.get', () => s.leads.get(7));
  add('leads.matches', () => s.leads.matches(LEAD as never, 20));
  add('leads.withEmail', () => s.leads.withEmail('dana@bluedoor.example', 20));
  add('leads.update', () => s.leads.update(7, 3, { status: 'contacted' }, day));
  // A correction (issue #29) reads the lead, then the earliest earlier lead it now looks like.
  add('leads.update fields (new match keys, search words, duplicate flag)', () => {
    findOneAnswers.push({ _id: 7, ...LEAD, contactPerson: 'Ana', businessType: 'restaurant', status: 'new', createdAt: day, version: 3 });
    return s.leads.update(7, 3, { fields: { email: 'ana@cafe.example', website: null } }, day);
  });
  add('leads.relay (the worker looks for e-mails not yet copied)', () => s.leads.relay());
  // Private steps of create() (an insert, not driven): the duplicate flags and the id counter's seed.
  const leadSteps = s.leads as unknown as { flagDuplicates(id: number, keys: string[]): Promise<unknown>; seedIdsFromLeads(): Promise<unknown> };
  add('leads.flagDuplicates (a new lead and the leads it duplicates)', () => leadSteps.flagDuplicates(7, ['email:dana@bluedoor.example']));
  add('leads.seedIdsFromLeads (the highest id)', () => leadSteps.seedIdsFromLeads());
  add('leads.count', () => s.leads.count());
  add('leads.count since', () => s.leads.count({ since: day }));
  add('leads.count status', () => s.leads.count({ status: 'new' }));
  add('leads.count status before', () => s.leads.count({ status: 'new', before: day }));
  add('leads.firstContactDelays', () => s.leads.firstContactDelays(day, 10_001));
  add('leads.countByStatus', () => s.leads.countByStatus());
  // The promise card (issue #45): the window's leads through { status, createdAt }.
  add('leads.promiseTallies', () => s.leads.promiseTallies(day, later));
  add('leads.countByServiceArea', () => s.leads.countByServiceArea());
  // The sources report (issue #45): the period's leads through { createdAt }, grouped.
  add('leads.sourceTallies', () => s.leads.sourceTallies({ by: 'campaign', since: day, before: later }));
  // Issue #29: the audit log's lead names, the dashboard's possible duplicates (open status, newest first).
  add('leadReads.getMany (names in the audit log)', () => s.leadReads.getMany([7, 8]));
  add('leadReads.possibleDuplicates', () => s.leadReads.possibleDuplicates(10));

  // Outbox.
  add('outbox.get', () => s.outbox.get('m1'));
  add('outbox.claim', () => s.outbox.claim('m1', day));
  add('outbox.claimDue', () => s.outbox.claimDue(day, 16));
  add('outbox.markSent', () => s.outbox.markSent('m1', day, 'smtp'));
  add('outbox.markFailed', () => s.outbox.markFailed('m1', 'refused', later, day));
  add('outbox.failStale', () => s.outbox.failStale(day, later));
  add('outbox.list leadId (a lead page)', () => s.outbox.list({ leadId: 7 }));
  add('outbox.list status', () => s.outbox.list({ status: 'failed' }));
  add('outbox.countDue', () => s.outbox.countDue(day));
  add('outbox.release (a status change written)', () => s.outbox.release(['m1'], day));
  add('outbox.discard (a status change refused)', () => s.outbox.discard(['m1']));
  add('outbox.countByStatus', () => s.outbox.countByStatus());
  add('outbox.countByDelivery', () => s.outbox.countByDelivery('smtp'));

  // Partners: the locator's filters, text, box, near and paging; the admin list.
  const partnerFilters: [string, object][] = [
    ['state', { state: 'TX' }],
    ['businessType', { businessType: 'Restaurant' }],
    ['q', { text: 'cedar' }],
    ['bbox', { bbox: { minLng: -98, minLat: 30, maxLng: -97, maxLat: 31 } }],
  ];
  for (const combo of filterCombos(partnerFilters)) {
    const filters = { status: 'active', ...combo.filters };
    const { name } = combo;
    add(`partners.search ${name}`, () => s.partners.search({ ...filters, limit: 50, offset: 50 }));
    add(`partners.search near ${name}`, () => s.partners.search({ ...filters, near: { latitude: 30.27, longitude: -97.74 }, limit: 20 }));
    add(`partners.rows ${name}`, () => s.partners.rows({ ...filters, limit: 1000 }));
    add(`partners.stats ${name}`, () => s.partners.stats(filters));
  }
  add('partners.get', () => s.partners.get('p1'));
  add('partners.getByLead', () => s.partners.getByLead(7));
  add('partners.getMany (names in the audit log)', () => s.partners.getMany(['p1', 'p2']));
  // The admin partners list (issue #27): any status or one, by state or not, with text or not; keyset pages both ways.
  const partnerKey: PartnerKey = ['TX', 'Austin', 'Cafe', 'p1'];
  const adminFilters: [string, object][] = [
    ['status', { status: 'inactive' }],
    ['state', { state: 'TX' }],
    ['q', { text: 'cedar' }],
  ];
  for (const { name, filters } of filterCombos(adminFilters)) {
    add(`partners.adminPage ${name}`, () => s.partners.adminPage({ ...filters, limit: 25 }));
    for (const direction of ['next', 'prev'] as const) {
      add(`partners.adminPage ${direction} ${name}`, () => {
        findAnswers.push([{ _id: 'p2', businessName: 'Cafe', address: '1 Main St', city: 'Austin', state: 'TX', businessType: 'restaurant', contactPerson: 'A', email: 'a@b.example', phone: '1', status: 'active', createdAt: day, location: { type: 'Point', coordinates: [-97.7, 30.3] } }]);
        return s.partners.adminPage({ ...filters, position: { direction, key: partnerKey }, limit: 25 });
      });
    }
  }
  add('partners.update', () => s.partners.update('p1', { latitude: 30, longitude: -97 }));
  add('partners.update businessName (new search words)', () => s.partners.update('p1', { businessName: 'Cedar Café' }));
  add('partners.list', () => s.partners.list());
  add('partners.list status', () => s.partners.list({ status: 'active' }));
  add('partners.list status state', () => s.partners.list({ status: 'active', state: 'TX' }));
  add('partners.count status', () => s.partners.count({ status: 'active' }));

  // Users, sessions.
  add('users.get', () => s.users.get('u1'));
  add('users.findByEmail', () => s.users.findByEmail('a@b.example'));
  add('users.findByUsername', () => s.users.findByUsername('sam'));
  add('users.getPasswordHash', () => s.users.getPasswordHash('u1'));
  add('users.getMany (names in a timeline)', () => s.users.getMany(['u1', 'u2']));
  add('users.setRole', () => s.users.setRole('u1', 'admin'));
  add('users.setPassword', () => s.users.setPassword('u1', 'scrypt$…', false));
  add('users.setActive', () => s.users.setActive('u1', false));
  add('users.recordLogin', () => s.users.recordLogin('u1', day));
  add('users.count', () => s.users.count());
  add('users.list roles (the team)', () => s.users.list({ roles: ['admin', 'super_admin'] }));
  add('users.list roles active (last super admin)', () => s.users.list({ roles: ['super_admin'], active: true }));
  add('sessions.get', () => s.sessions.get('s1'));
  add('sessions.delete', () => s.sessions.delete('s1'));
  add('sessions.deleteForUser', () => s.sessions.deleteForUser('u1'));
  add('sessions.deleteForUser except', () => s.sessions.deleteForUser('u1', { exceptId: 's1' }));

  // Audit log: a lead's timeline, and the log page with each filter and a date range.
  add('auditLog.list lead timeline', () => s.auditLog.list({ resourceType: 'lead', resourceId: '7', limit: 500 }));
  add('auditLog.list user', () => s.auditLog.list({ userId: 'u1' }));
  const auditFilters: [string, object][] = [
    ['userId', { userId: 'u1' }],
    ['action', { action: 'lead.status' }],
    ['resourceType', { resourceType: 'lead' }],
    ['days', { from: day, before: later }],
  ];
  const auditKey: AuditKey = [day.getTime(), 'e1'];
  for (const { name, filters } of filterCombos(auditFilters)) {
    add(`auditLog.search ${name}`, () => s.auditLog.search({ ...filters, limit: 50 }));
    // Keyset pages: older than a cursor's entry (then one row newer, to offer Newer), and newer.
    for (const direction of ['next', 'prev'] as const) {
      add(`auditLog.search ${direction} ${name}`, () => {
        findAnswers.push([{ _id: 'e2', timestamp: day, userId: 'u1', userRole: 'admin', action: 'lead.status', resourceType: 'lead' }]);
        return s.auditLog.search({ ...filters, position: { direction, key: auditKey }, limit: 50 });
      });
    }
  }

  // The rest.
  add('leadAssignments.listForLead', () => s.leadAssignments.listForLead(7));
  add('leadAssignments.setStatus', () => s.leadAssignments.setStatus('a1', 'closed'));
  add('serviceAreas.list', () => s.serviceAreas.list());
  add('serviceAreas.list state', () => s.serviceAreas.list({ state: 'TX' }));
  add('serviceAreas.list live', () => s.serviceAreas.list({ live: true }));
  add('serviceAreas.activateDue', () => s.serviceAreas.activateDue('2027-03-01'));
  add('serviceAreas.get', () => s.serviceAreas.get('a1'));
  add('serviceAreas.update', () => s.serviceAreas.update('a1', 0, { isActive: true, city: null }));
  add('waitingList.join', () => s.waitingList.join({ email: 'a@b.example', area: 'Austin, TX', requestedArea: 'austin, tx', city: 'Austin', state: 'TX' }).catch(() => undefined));
  add('waitingList.list (the admin page)', () => s.waitingList.list());
  add('waitingList.list area (mark served)', () => s.waitingList.list({ area: 'Austin, TX' }));
  add('waitingList.list status', () => s.waitingList.list({ status: 'waiting' }));
  add('waitingList.markServed', () => s.waitingList.markServed('Austin, TX'));
  add('waitingList.count', () => s.waitingList.count());
  add('waitingList.get', () => s.waitingList.get('w1'));
  add('outbox.getMany', () => s.outbox.getMany(['m1', 'm2']));
  add('waitingList.count servedByArea', () => s.waitingList.count({ servedByArea: 'a1' }));
  add('waitingList.waitingIn zip', () => s.waitingList.waitingIn({ zipCode: '80202' }));
  add('waitingList.waitingIn city', () => s.waitingList.waitingIn({ area: 'Denver, CO' }));
  add('waitingList.waitingIn state', () => s.waitingList.waitingIn({ state: 'CO' }));
  add('waitingList.serve', () => s.waitingList.serve('w1', 'a1'));
  add('waitingList.setNotice', () => s.waitingList.setNotice('w1', 'm1'));
  add('waitingList.setPriority', () => s.waitingList.setPriority('w1', 5));
  add('outbox.discardPending (a visit moved)', () => s.outbox.discardPending(7, ['visit-reminder']));
  add('applicationLinks.replace', () => s.applicationLinks.replace({ leadId: 7, tokenHash: 'h', expiresAt: later, createdAt: day }));
  add('applicationLinks.find (a status page)', () => s.applicationLinks.find('h', day));
  add('visits.bookedFor', () => s.visits.bookedFor(7));
  add('visits.between (the coming visits)', () => s.visits.between(day, later, 50));
  const step = { at: day, audit: { id: 'a1', userId: 'u', userRole: 'admin', action: 'lead.visit.moved', resourceType: 'lead' }, emailIds: [], heldEmailIds: [], dropOtherReminders: true };
  add('visits.move', () => s.visits.move('v1', later, later, 1, day, step));
  add('visits.settle', () => s.visits.settle('v1', day));
  add('visits.unsettled (the sweep of steps a stopped process left)', () => s.visits.unsettled(day, 50));
  add('visits.get', () => s.visits.get('v1'));
  // A private step of book() and move(): the places of a slot taken (book() inserts; not driven).
  add('visits.freeSeats (the places of a slot)', () => (s.visits as unknown as { freeSeats(start: Date, capacity: number): Promise<unknown> }).freeSeats(later, 2));
  add('visits.cancel', () => s.visits.cancel('v1', day, step));
  add('visits.availability', () => s.visits.availability());
  add('visits.setAvailability', () => s.visits.setAvailability({ weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] }, blockedDates: [], visitsPerSlot: 1 }, day));
  return list;
}

// --- the index rule ---------------------------------------------------------------------------

interface Shape {
  equality: Set<string>;
  range: Set<string>;
  geo: Set<string>;
  /** Fields matched by a regular expression no index can narrow. */
  scan: Set<string>;
  or: Record<string, unknown>[];
}

const RANGE_OPS = new Set(['$gt', '$gte', '$lt', '$lte']);
/** Conditions checked on the documents an index found; they narrow nothing in the index. */
const RESIDUAL_OPS = new Set(['$ne', '$nin']);

function shapeOf(filter: Record<string, unknown>): Shape {
  const shape: Shape = { equality: new Set(), range: new Set(), geo: new Set(), scan: new Set(), or: [] };
  for (const [field, value] of Object.entries(filter)) {
    if (field === '$or') {
      shape.or = value as Record<string, unknown>[];
      continue;
    }
    if (value instanceof RegExp) {
      // Only a case-sensitive /^prefix/ reads a range of an index.
      if (value.source.startsWith('^') && !value.flags.includes('i')) shape.range.add(field);
      else shape.scan.add(field);
      continue;
    }
    if (value && typeof value === 'object' && !(value instanceof Date) && !Array.isArray(value)) {
      const ops = Object.keys(value);
      if (ops.some((op) => op === '$geoWithin' || op === '$geoNear' || op === '$near' || op === '$geoIntersects')) shape.geo.add(field);
      else if (ops.some((op) => RANGE_OPS.has(op))) shape.range.add(field);
      else if (ops.every((op) => RESIDUAL_OPS.has(op))) continue;
      else if (ops.includes('$exists')) {
        if (!(value as { $exists: boolean }).$exists) shape.equality.add(field); // absent: the index's null key
      }
      else shape.equality.add(field); // $eq, $in
      continue;
    }
    shape.equality.add(field);
  }
  return shape;
}

const sameCollation = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Why this index cannot serve the query by the E-S-R rule above, or null when it does. */
function whyNotESR(index: DeclaredIndex, shape: Shape, sort: [string, Direction][], collation: unknown): string | null {
  if (!sameCollation(index.collation, collation)) return 'collation differs';
  const keys = Object.entries(index.keys);
  if (shape.geo.size > 0) {
    return [...shape.geo].every((field) => index.keys[field] === '2dsphere') ? null : 'no 2dsphere key';
  }
  let i = 0;
  while (i < keys.length && shape.equality.has(keys[i]![0])) i++;
  const prefix = i;
  if (shape.equality.size > 0 && prefix === 0) return 'does not start with an equality field';
  let ratio: number | undefined;
  for (const [field, dir] of sort) {
    const key = keys[i];
    if (key && key[0] === field && typeof key[1] === 'number') {
      const r = key[1] * dir;
      if (ratio !== undefined && r !== ratio) return `sort direction of ${field}`;
      ratio = r;
      i++;
      continue;
    }
    if (shape.equality.has(field)) continue;
    return `sort on ${field} not at position ${i}`;
  }
  const after = new Set(keys.slice(prefix).map(([field]) => field));
  // A range on a field the query also fixes by equality (a keyset branch `{ field: v, _id > id }`
  // inside a day range on that field) is bounded by the equality key.
  for (const field of shape.range) if (!after.has(field) && !shape.equality.has(field)) return `range on ${field} not after the equality fields`;
  return null;
}

/**
 * Why this index cannot serve the query, or null when it does: by E-S-R, or
 * for the leads only (WALKED_MODELS), kept to eight indexes:
 *   W (walk): the index starts with the query's sort fields, in order, all in its directions or
 *      all reversed: it is read in the page's order and every filter is checked on the documents
 *      met (the leads workspace's sorts by name, place or status under a type, state, assignee or
 *      day filter: eight indexes cannot hold every filter and sort together),
 *   T (term): the index starts with a range field of the query (a search word's prefix, a
 *      follow-up date, the flagged duplicates): only that range is read, and its matches are
 *      sorted in memory.
 */
function whyNot(index: DeclaredIndex, shape: Shape, sort: [string, Direction][], collation: unknown, walks = false): string | null {
  const esr = whyNotESR(index, shape, sort, collation);
  if (esr === null || !walks || !sameCollation(index.collation, collation) || shape.geo.size > 0) return esr;
  const keys = Object.entries(index.keys);
  const first = keys[0]?.[0];
  if (first && shape.range.has(first)) return null;
  if (sort.length > 0 && sort.length <= keys.length) {
    const ratios = sort.map(([field, dir], i) => (keys[i]![0] === field && typeof keys[i]![1] === 'number' ? (keys[i]![1] as number) * dir : 0));
    if (ratios.every((r) => r !== 0 && r === ratios[0])) return null;
  }
  return esr;
}

/** The collections whose lists may walk a sort's index (W) or sort a term's range (T): the leads, kept to eight indexes. */
const WALKED_MODELS = new Set(['Lead']);

function indexesOf(model: Model<unknown>, without?: IndexKeys): DeclaredIndex[] {
  const declared = model.schema.indexes().map(([keys, options]) => ({ keys: keys as IndexKeys, collation: (options as { collation?: unknown }).collation }));
  return [{ keys: { _id: 1 } as IndexKeys }, ...declared.filter((index) => !without || JSON.stringify(index.keys) !== JSON.stringify(without))];
}

/** Null when some index serves the query, else why not. */
function unserved(query: RecordedQuery, indexes: DeclaredIndex[]): string | null {
  const base = shapeOf(query.filter);
  if (base.scan.size > 0) return `unindexable text match on ${[...base.scan].join(', ')}`;
  const branches = base.or.length > 0 ? base.or : [{}];
  for (const branch of branches) {
    const extra = shapeOf(branch);
    if (extra.scan.size > 0) return `unindexable text match on ${[...extra.scan].join(', ')}`;
    const shape: Shape = {
      equality: new Set([...base.equality, ...extra.equality]),
      range: new Set([...base.range, ...extra.range]),
      geo: new Set([...base.geo, ...extra.geo]),
      scan: new Set(),
      or: [],
    };
    if (shape.equality.size + shape.range.size + shape.geo.size === 0 && query.sort.length === 0) continue; // whole collection, no order
    if (shape.equality.has('_id')) continue; // a point read
    const reasons = indexes.map((index) => whyNot(index, shape, query.sort, query.collation, WALKED_MODELS.has(query.model)));
    if (!reasons.includes(null)) return `no index: ${reasons.join('; ')}`;
  }
  return null;
}

/** "Model op {filter fields} sort [...]": one line per distinct query shape. */
function shapeKey(query: RecordedQuery): string {
  const fields = (filter: Record<string, unknown>): string =>
    Object.entries(filter)
      .map(([field, value]) => (field === '$or' ? `$or[${(value as Record<string, unknown>[]).map(fields).join(' | ')}]` : field))
      .sort()
      .join(',');
  const sort = query.sort.map(([f, d]) => `${d === -1 ? '-' : ''}${f}`).join(',');
  return `${query.model}.${query.op} {${fields(query.filter)}}${sort ? ` sort ${sort}` : ''}${query.collation ? ` collation ${JSON.stringify(query.collation)}` : ''}`;
}

/**
 * Queries no index serves today, matched on "<shape> => <why>", each with why it is left. Every
 * unserved query must match one, and each must still match something: the list only shrinks.
 */
// None today: partners.list() without a status, the last one, is served since the admin partners
// list (issue #27) reads any status through { state, city, businessName, _id }.
const KNOWN_GAPS: { pattern: RegExp; reason: string }[] = [
  {
    pattern: /^Partner\.find \{[^}]*\} sort -?location\.coordinates\.[01] /,
    reason:
      'partners.stats: the four edges of the matches\' box, each the first match in one order (a top-1 sort in memory over what the filter reads: no page is sorted). One $group with $min/$max would do it in one pass, but FerretDB has no $min/$max accumulators, and one code path is what CI proves.',
  },
  {
    // {$and: [{$or: [businessName, city, address ~ /text/i]}]}, alone or beside the keyset's $or.
    pattern: /^Partner\.(find|countDocuments) \{\$and(,\$or\[[^\]]*\])?\} /,
    reason:
      'partners.adminPage q without a status or state: the text search is a case-insensitive substring match (product.md §5: an unanchored /text/i on businessName, city and address), which no index serves. Partners are a few thousand documents: the filtered set is read in list order (the state/city/name/_id index walks the sort).',
  },
];

// --- the tests --------------------------------------------------------------------------------

let models: Record<string, Model<unknown>>;
let stores: Stores;
const shapes = new Map<string, RecordedQuery>();

beforeAll(async () => {
  // A connection that is never opened: models and queries are built, nothing is sent.
  const conn = mongoose.createConnection();
  stores = storesOn(conn);
  models = conn.models as Record<string, Model<unknown>>;
  startRecording();
  for (const [name, run] of calls(stores)) {
    currentCall = name;
    await run();
  }
  for (const query of recorded) if (!shapes.has(shapeKey(query))) shapes.set(shapeKey(query), query);
});

afterAll(() => jest.restoreAllMocks());

/**
 * Methods the driver leaves out: inserts (no query to plan; importMany's counter is read by `_id`) and private
 * helpers whose queries the public methods issue (nextId: the lead counter, read by `_id`); a
 * visit's `book` (its queries are bookedFor's and freeSeats', both driven);
 * a lead update's `correction` and `refused` (issue #29: the calls "leads.update fields" drives);
 * the partners' nearest-first without a geo index (a server without $geoNear: its one read is the
 * filtered list in list order that "partners.search <filters>" drives).
 */
const NOT_DRIVEN = new Set(['create', 'createMany', 'importMany', 'append', 'enqueue', 'relayPending', 'page', 'nextId', 'book', 'correction', 'refused', 'nearestWithoutGeoIndex']);

test('every method of every MongoDB adapter is driven (a new method must be added to the calls above)', () => {
  const driven = new Set(recorded.map((q) => q.call.split(' ')[0]));
  const missing: string[] = [];
  for (const [name, store] of Object.entries(stores)) {
    for (const method of Object.getOwnPropertyNames(Object.getPrototypeOf(store))) {
      if (method === 'constructor' || NOT_DRIVEN.has(method)) continue;
      if (!driven.has(`${name}.${method}`)) missing.push(`${name}.${method}`);
    }
  }
  expect(missing).toEqual([]);
});

test('every query the MongoDB adapters issue is served by a declared index (equality, sort, range; same collation)', () => {
  const gaps: Record<string, string> = {};
  for (const [shape, query] of shapes) {
    const why = unserved(query, indexesOf(models[query.model]!));
    if (why) gaps[shape] = `${why} (e.g. ${query.call})`;
  }
  const lines = Object.entries(gaps).map(([shape, why]) => `${shape} => ${why}`);
  const known = KNOWN_GAPS.map((gap) => `${lines.filter((line) => gap.pattern.test(line)).length} ${gap.pattern.source.slice(0, 40)}`);
  console.log(`Index coverage: ${shapes.size - lines.length} of ${shapes.size} query shapes served by an index (${recorded.length} queries recorded); known gaps: ${known.join('; ')}`);
  expect(lines.filter((line) => !KNOWN_GAPS.some((gap) => gap.pattern.test(line)))).toEqual([]);
  expect(KNOWN_GAPS.filter((gap) => !lines.some((line) => gap.pattern.test(line))).map((gap) => gap.reason)).toEqual([]);
});

test('removing an index turns the test red: without { leadId, createdAt, _id }, a lead page\'s e-mails have no index', () => {
  const removed: IndexKeys = { leadId: 1, createdAt: -1, _id: 1 };
  const emails = [...shapes.values()].find((q) => q.call === 'outbox.list leadId (a lead page)')!;
  expect(unserved(emails, indexesOf(models.OutboxMessage!))).toBeNull();
  expect(unserved(emails, indexesOf(models.OutboxMessage!, removed))).toMatch(/^no index/);
});


test('a keyset page needs an index ending with its sort\'s _id tiebreaker: without { action, timestamp, _id } the audit log by action has none', () => {
  const removed: IndexKeys = { action: 1, timestamp: -1, _id: -1 };
  const older = [...shapes.values()].find((q) => q.call === 'auditLog.search next action' && '$or' in q.filter)!;
  expect(unserved(older, indexesOf(models.AuditLog!))).toBeNull();
  expect(unserved(older, indexesOf(models.AuditLog!, removed))).toMatch(/^no index/);
  // The same fields without the tiebreaker cannot start a page at (timestamp, _id).
  expect(unserved(older, [...indexesOf(models.AuditLog!, removed), { keys: { action: 1, timestamp: -1 } }])).toMatch(/^no index/);
});

test('the overdue list (issue #29) is read through the follow-up dates ({ followUpAt, status }): without it, it has none', () => {
  const removed: IndexKeys = { followUpAt: 1, status: 1 };
  const overdue = [...shapes.values()].find((q) => q.call === 'leads.search sort=-createdAt overdue')!;
  expect(JSON.stringify(overdue.filter)).toContain('followUpAt');
  expect(unserved(overdue, indexesOf(models.Lead!))).toBeNull();
  expect(unserved(overdue, indexesOf(models.Lead!, removed))).toMatch(/^no index/);
});

test('every collection has at most 8 indexes beside _id (leads 9), and a lead\'s search words are written to one', () => {
  const counts = Object.fromEntries(Object.entries(models).map(([name, model]) => [name, model.schema.indexes().length]));
  // Leads: the ninth is the desk's time-left sort and its at-risk and broken filters (issue #45, { promiseDueAt, _id }).
  const most = (name: string) => (name === 'Lead' ? 9 : 8);
  expect(Object.entries(counts).filter(([name, n]) => n > most(name))).toEqual([]);
  // Was 25 on leads, 18 of them holding searchWords (one index entry per word in each).
  const withWords = models.Lead!.schema.indexes().filter(([keys]) => 'searchWords' in keys);
  expect(withWords).toHaveLength(1);
});

// --- the same shapes planned by the server (the MongoDB leg: npm run test:mongo) ---------------

const mongoUri = process.env.MONGODB_URI;

/** The stages of a plan, depth first ("IXSCAN", "FETCH", "COLLSCAN"…). */
function stagesOf(plan: unknown): string[] {
  if (!plan || typeof plan !== 'object') return [];
  const node = plan as { stage?: string; inputStage?: unknown; inputStages?: unknown[]; queryPlan?: unknown };
  return [...(node.stage ? [node.stage] : []), ...stagesOf(node.inputStage), ...(node.inputStages ?? []).flatMap(stagesOf), ...stagesOf(node.queryPlan)];
}

(mongoUri ? describe : describe.skip)(`the same query shapes planned by ${mongoServer.server} itself (explain; needs MONGODB_URI: npm run test:mongo)`, () => {
  let client: MongoClient;
  let db: Db;
  /** Each shape the server can plan (a $geoNear stage is planned only inside its aggregation), and the server's plan. */
  const plans = new Map<string, { query: RecordedQuery; plan: Document }>();

  beforeAll(async () => {
    client = await MongoClient.connect(mongoUri!);
    db = client.db(`powernest_query_plans_${Date.now()}_${process.pid}`);
    // The declared indexes, as `npm run migrate` builds them (without what the server lacks).
    const conn = mongoose.createConnection(mongoUri!, { dbName: db.databaseName, autoIndex: false });
    await conn.asPromise();
    storesOn(conn);
    await syncIndexes(conn, mongoServer);
    await conn.close();
    const planned = [...shapes].filter(([, query]) => !query.op.startsWith('aggregate:$geoNear'));
    const answers: Document[] = [];
    // A few explains in flight (~9,000 shapes): the client's work overlaps the server's, which
    // FerretDB's proxy still takes one at a time (1.8 ms an explain one by one, 1.3 four at once).
    let next = 0;
    const explainNext = async () => {
      for (let i = next++; i < planned.length; i = next++) {
        const [, query] = planned[i]!;
        const collection = db.collection(models[query.model]!.collection.collectionName);
        const options = { ...(query.sort.length > 0 ? { sort: Object.fromEntries(query.sort) } : {}), ...(query.collation ? { collation: query.collation as CollationOptions } : {}) };
        answers[i] = await collection.find(query.filter, options).explain('queryPlanner');
      }
    };
    await Promise.all(Array.from({ length: 4 }, explainNext));
    planned.forEach(([shape, query], i) => plans.set(shape, { query, plan: answers[i]! }));
  }, 120_000);
  afterAll(async () => {
    await db?.dropDatabase();
    await client?.close();
  });

  test('the server accepts and plans every query shape the adapters issue', () => {
    expect(plans.size).toBeGreaterThan(shapes.size / 2);
    expect([...plans.values()].filter(({ plan }) => !plan.queryPlanner)).toEqual([]);
  });

  // FerretDB 1.24 on SQLite pushes no filter down (its explain says `filterPushdown: false` and
  // SQLite's "SCAN" for every collection): it reads every document whatever the indexes, so its
  // plans say nothing of MongoDB's. Only MongoDB's own planner can show an index is used.
  (mongoServer.server === 'MongoDB' ? test : test.skip)(
    'no query shape is planned as a collection scan by MongoDB (but the known gaps above) [skipped on FerretDB: it plans every read as a scan of SQLite]',
    async () => {
      const info = await db.admin().command({ buildInfo: 1 });
      expect(info).not.toHaveProperty('ferretdbVersion');
      const scans = [...plans]
        .filter(([, { query }]) => Object.keys(query.filter).length > 0 || query.sort.length > 0)
        .filter(([, { plan }]) => stagesOf((plan.queryPlanner as { winningPlan?: unknown }).winningPlan).includes('COLLSCAN'))
        .map(([shape, { query }]) => `${shape} (e.g. ${query.call})`)
        .filter((line) => !KNOWN_GAPS.some((gap) => gap.pattern.test(line)));
      expect(scans).toEqual([]);
    },
  );
});
