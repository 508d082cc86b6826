// A lead as the MongoDB adapter stores it: its fields, the store's own index data (match keys,
// search words, sort keys), the e-mails and status link written with it, and its indexes.
import {
  LEAD_STATUSES,
  leadMatchKeys,
  promiseFieldsAtArrival,
  leadSearchWords,
  stateOfLocation,
  textSortKey,
  type LeadSortField,
} from '@powernest/domain';
import type { Lead, NewApplicationLink, NewLead } from '../ports';
import { Schema, toEntity } from './connection';
import { outboxMessageSchema, type OutboxRecord } from './outbox';

export type LeadRecord = Omit<Lead, 'id'> & { _id: number; pendingOutbox?: OutboxRecord[]; pendingLink?: NewApplicationLink; matchKeys?: string[]; searchWords?: string[]; businessNameKey?: string; locationKey?: string };

const text = { type: String, trim: true };

/** One promise (domain promises.ts: LeadPromise). */
const promiseSchema = new Schema({ startedAt: Date, dueAt: Date, keptAt: Date, keptBy: String, keptWith: { type: String, enum: ['message'] }, closedAt: Date }, { _id: false });

export const leadSchema = new Schema<LeadRecord>(
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
    serviceArea: { type: String },
    leadScore: { type: Number, default: 0 },
    lastActivityAt: { type: Date, default: Date.now },
    createdAt: { type: Date, required: true, default: Date.now },
    version: { type: Number, required: true, default: 0 },
    firstContactedAt: { type: Date },
    duplicateOf: { type: Number },
    /** The next follow-up (issue #29): a `YYYY-MM-DD` date in the team's zone, and a note. */
    followUpAt: { type: String },
    followUpNote: { type: String },
    visitHeldAt: { type: Date },
    visitHeldBy: { type: String },
    /** The offer's promises to the lead and the next one's due time (issue #45): the desk sorts and filters by it. */
    promises: { type: new Schema({ contact: promiseSchema, review: promiseSchema, siteVisit: promiseSchema }, { _id: false }), default: undefined },
    promiseDueAt: { type: Date },
    /** Where it came from (issue #45; domain lead-source.ts), checked by the API before it is stored. */
    source: {
      type: new Schema(
        { landingPage: String, referrerHost: String, utmSource: String, utmMedium: String, utmCampaign: String, utmTerm: String, utmContent: String, device: String },
        { _id: false },
      ),
      default: undefined,
    },
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
leadSchema.index({ status: 1, createdAt: -1, _id: -1 });
leadSchema.index({ status: 1, _id: 1 });
leadSchema.index({ businessNameKey: 1, _id: 1 });
leadSchema.index({ locationKey: 1, _id: 1 });
leadSchema.index({ searchWords: 1 });
// Duplicates: any lead sharing a match key, oldest first.
leadSchema.index({ matchKeys: 1, _id: 1 });
// The "Due" lists (issue #29): an open lead's follow-up date today or before (leads without one
// are left out: sparse); a new lead past the promise is read through { status, createdAt }.
leadSchema.index({ followUpAt: 1, status: 1 }, { sparse: true });
// The dashboard's possible duplicates: only the flagged leads are in it (sparse).
leadSchema.index({ duplicateOf: 1 }, { sparse: true });
// The desk's "time left" sort and its at-risk and broken filters (issue #45): a range of the next
// promise's due time. Every lead has one (NO_PROMISE_DUE when none is owed; the migration gives it
// to leads stored before).
leadSchema.index({ promiseDueAt: 1, _id: 1 });

/** Every status: a filter on it lets a query read { status, createdAt, _id } (above). */
export const ANY_STATUS = [...LEAD_STATUSES];

/** The stored field each workspace sort reads. */
export const SORT_FIELD: Record<LeadSortField, string> = {
  createdAt: 'createdAt',
  status: 'status',
  businessName: 'businessNameKey',
  location: 'locationKey',
  promiseDueAt: 'promiseDueAt',
};

/** What a new lead is stored with: its fields, the defaults (product.md §3) and the store's own index data. */
export function newLeadFields(input: NewLead, now: Date) {
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
    ...promiseFieldsAtArrival(now),
  };
}

/** The sort keys stored with a lead's name and place. */
export const sortKeysOf = (lead: { businessName: string; location: string }) => ({ businessNameKey: textSortKey(lead.businessName), locationKey: textSortKey(lead.location) });

/** A stored lead as an entity; leads stored before versions existed are at version 0. */
export function leadOf(doc: object): Lead {
  // Match keys, search words, sort keys and e-mails not yet relayed are the store's own data, never part of a lead.
  const { matchKeys: _keys, searchWords: _words, businessNameKey: _name, locationKey: _place, pendingOutbox: _mail, pendingLink: _link, ...rest } = doc as Record<string, unknown>;
  return toEntity<Lead>({ version: 0, ...rest });
}
