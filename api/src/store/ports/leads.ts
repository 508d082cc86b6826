import type { LeadEdits, LeadFields, LeadSource, LeadFilterSearch, LeadKey, LeadPromises, LeadSearch, LeadSourcesSearch, LeadSourceTally, PromiseKind, PromiseTally } from '@powernest/domain';
import type { KeysetPage } from '../keyset';
import type { NewApplicationLink } from './application-links';
import type { NewOutboxMessage, OutboxMessage } from './outbox';

/** A stored lead (product.md §3). Optional texts are absent rather than empty. */
export interface Lead extends LeadFields {
  id: number;
  status: string;
  assignedTo?: string;
  /** The US state read from the location when stored ("Austin, TX" -> TX), for the state filter. */
  state?: string;
  leadScore: number;
  lastActivityAt: Date;
  createdAt: Date;
  /** Bumped by every update: a change made on an older version is refused (optimistic locking). */
  version: number;
  /** When the lead first moved to contacted (speed to lead). */
  firstContactedAt?: Date;
  /** The earliest lead it looks like when it arrived (same e-mail, phone, or business and location). */
  duplicateOf?: number;
  /** The next follow-up (issue #29): a calendar date in the team's zone, `YYYY-MM-DD`, and a note. */
  followUpAt?: string;
  followUpNote?: string;
  /** The service area PowerNest served at its location when it arrived (issue #44): absent, elsewhere. */
  serviceArea?: string;
  /** The offer's promises to this lead (issue #45; domain promises.ts): made on arrival, kept by the team's status moves. */
  promises?: LeadPromises;
  /** When the next promise still owed falls due (NO_PROMISE_DUE: none): what the desk sorts and filters by. */
  promiseDueAt?: Date;
  /** When a team member marked its site visit held, and who (issue #45: it keeps the site-visit promise). */
  visitHeldAt?: Date;
  visitHeldBy?: string;
  /** Where it came from (issue #45): the visit's landing page, referring host, utm_* and device class. */
  source?: LeadSource;
}

/** What a client may supply; the store sets id, status, leadScore and the dates. */
export type NewLead = Omit<Lead, 'id' | 'status' | 'assignedTo' | 'state' | 'leadScore' | 'lastActivityAt' | 'createdAt' | 'version' | 'firstContactedAt' | 'duplicateOf' | 'followUpAt' | 'followUpNote' | 'promises' | 'promiseDueAt' | 'visitHeldAt' | 'visitHeldBy'>;

/** What an admin changes on a lead; assignedTo null unassigns it. */
export interface LeadChanges {
  status?: string;
  assignedTo?: string | null;
  /** Corrected fields (issue #29): a new value, or null to clear an optional one. */
  fields?: LeadEdits;
  /** The next follow-up (issue #29): a new date or note, or null to clear it. */
  followUpAt?: string | null;
  followUpNote?: string | null;
  /** The site visit marked held (issue #45), by `by`: once, kept with when and by whom. */
  visitHeld?: true;
  /** A message of `by` to the applicant, taken by the mail server at the update's time: it keeps the contact promise if owed (issue #45). */
  messageSent?: true;
  /** The team member making a status change: the promises it keeps are kept by them (issue #45). None: the applicant. */
  by?: string;
}

/** An update's outcome: done, refused because the lead moved on (its current state), or no such lead. */
export type LeadUpdate = { outcome: 'updated'; lead: Lead } | { outcome: 'conflict'; lead: Lead } | { outcome: 'not-found' };

/**
 * One page of a lead search (issue #27: a keyset page, the keys of the pages after (`next`) and
 * before (`prev`) it under the search's sort), the matches counted up to LIST_COUNT_MAX, and the
 * matches per status.
 */
export interface LeadSearchResult extends KeysetPage<Lead, LeadKey> {
  total: number;
  totalCapped: boolean;
  /** Counted without the status filter: how many leads each status tab would show. */
  statusCounts: Record<string, number>;
}

export interface LeadStore {
  /**
   * Stores a lead together with the e-mails it triggers and the status link they carry, so a lead
   * is never kept without its outbox messages (or the reverse), and no e-mail can be sent with a
   * link that opens nothing. The messages and the link get the new lead's id.
   */
  create(lead: NewLead, outbox: NewOutboxMessage[], statusLink?: NewApplicationLink): Promise<{ lead: Lead; outbox: OutboxMessage[] }>;
  get(id: number): Promise<Lead | null>;
  /**
   * The other leads that share a match key with this one (leadMatchKeys), oldest first, at most
   * `limit`. A new lead gets `duplicateOf` from the same rule when it is created.
   */
  matches(lead: Lead, limit: number): Promise<Lead[]>;
  /** The leads sent with this e-mail address (emailMatchKey: case does not count), oldest first, at most `limit`. */
  withEmail(email: string, limit: number): Promise<Lead[]>;
  /**
   * Applies the changes if the lead is still at `expectedVersion`, in one atomic step: bumps the
   * version, sets lastActivityAt, and firstContactedAt the first time the status is contacted.
   * Corrected fields make what is derived from them again: the state (from the location), the
   * search words, the match keys and `duplicateOf` (the earliest earlier lead it now looks like,
   * or none). Leads that pointed at this one keep their flag (what they looked like on arrival).
   */
  update(id: number, expectedVersion: number, changes: LeadChanges, at: Date): Promise<LeadUpdate>;
  /**
   * The admins' leads workspace: filters, sort (ties: by id in the sort's direction) and a keyset
   * page from `position`. `due` (issue #29) keeps the leads leadIsDue says are due on its clock.
   */
  search(search: LeadSearch): Promise<LeadSearchResult>;
  /**
   * Every lead a search matches, in its order, one at a time (the CSV export): no page, no cap.
   * Read `batchSize` at a time in keyset order (MongoDB: one bounded query per batch, each after
   * the last lead of the one before); a lead added meanwhile never makes one skipped or repeated.
   */
  each(search: LeadFilterSearch, batchSize?: number): AsyncIterable<Lead>;
  /** Leads created since (inclusive) and/or before (exclusive) a time, in a status. */
  count(filter?: { since?: Date; before?: Date; status?: string }): Promise<number>;
  /**
   * For the newest `limit` leads created since a time that were contacted (newest first): how
   * long after arrival, in ms. Bounded: the caller asks one more than it uses to learn whether
   * the window held more.
   */
  firstContactDelays(since: Date, limit: number): Promise<number[]>;
  countByStatus(): Promise<Record<string, number>>;
  /**
   * The promises made to the leads that arrived since a time (issue #45), per promise: kept,
   * broken and open at `now` (domain promises.ts: tallyPromise; closed ones are not counted).
   */
  promiseTallies(since: Date, now: Date): Promise<Record<PromiseKind, PromiseTally>>;
  /** Leads per service area they came from (issue #44), by the area's name; those from elsewhere are not counted. */
  countByServiceArea(): Promise<Record<string, number>>;
  /**
   * The sources report's lead side (issue #45): the leads created in the search's period, grouped
   * by its grouping (sourceKeyOf, the landing page or the language), with how far each group got.
   */
  sourceTallies(search: LeadSourcesSearch): Promise<LeadSourceTally[]>;
}
