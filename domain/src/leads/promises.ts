// The offer's promises, clocked per lead (issue #45; docs/promises.md). Each promise starts at a
// moment of the lead's life, is due a length of the offer later (OFFER_DURATIONS: a changed
// promise changes the clock), and is kept by an explicit act of the team, or closed when the lead
// closes first. The stores keep what these functions make on the lead (`promises`, and
// `promiseDueAt` for the desk's sort and filters); nothing here reads a clock of its own.
import { OFFER_DURATIONS, type OfferDuration } from '../offer/offer-figures';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../shared/time';

export const PROMISE_KINDS = ['contact', 'review', 'siteVisit'] as const;
export type PromiseKind = (typeof PROMISE_KINDS)[number];

/** A lead within this long of breaking a promise is marked at risk (the list, the board, the dashboard). */
export const PROMISE_AT_RISK_HOURS = 4;
/** The dashboard's card and the report's default window. */
export const PROMISE_CARD_DAYS = 30;

/** One promise of one lead. `keptAt` after `dueAt` is a promise kept late: broken. */
export interface LeadPromise {
  startedAt: Date;
  dueAt: Date;
  keptAt?: Date;
  /** The team member whose act kept it. */
  keptBy?: string;
  /**
   * `message`: kept by a team member's e-mail to the applicant, once the mail server took it (the
   * contact promise: the applicant was contacted in writing); absent: by the act its rule names.
   */
  keptWith?: 'message';
  /** The lead closed (lost or duplicate) before the promise was kept: it is owed no longer. */
  closedAt?: Date;
}
export type LeadPromises = Partial<Record<PromiseKind, LeadPromise>>;

/** Where a promise stands at a moment. `late`: kept after it was due; `broken`: due and not kept. */
export const PROMISE_STATES = ['kept', 'late', 'broken', 'at-risk', 'open', 'closed'] as const;
export type PromiseState = (typeof PROMISE_STATES)[number];

/** The desk's filter on promises (GET /api/leads?promise=…). */
export const PROMISE_FILTERS = ['at-risk', 'broken'] as const;
export type PromiseFilter = (typeof PROMISE_FILTERS)[number];

/** A lead with no promise owed sorts after every other (the last instant an ISO date of four digits writes, so the wire carries it). */
export const NO_PROMISE_DUE = new Date('9999-12-31T23:59:59.999Z');
/** Whether a next-due time is a promise owed (not NO_PROMISE_DUE). */
export const owesPromise = (promiseDueAt: Date | undefined): promiseDueAt is Date => promiseDueAt !== undefined && promiseDueAt < NO_PROMISE_DUE;

const UNIT_MS: Record<OfferDuration['unit'], number> = { minute: MINUTE_MS, hour: HOUR_MS, day: DAY_MS, week: 7 * DAY_MS };
/** The outer end of a promised span: "24-48 hours" is kept within 48 hours. */
const promisedMs = (duration: OfferDuration) => (duration.to ?? duration.from) * UNIT_MS[duration.unit];

/**
 * What each promise is, in the offer's words: how long it gives, and the lead statuses whose first
 * reaching by a team member keeps it. `contact`: contact within 24 hours (the move to Contacted is
 * the call logged; any later stage the team sets means they spoke; a team member's message to the
 * applicant, once sent, keeps it too: promisesAfterMessage). `review`: a decision within
 * 24-48 hours (qualified, or lost). `siteVisit`: the site evaluation within 1-2 weeks of the
 * qualification; kept when a team member marks the visit held (promisesAfterVisitHeld), or
 * when the lead is installed (the visit was held by then).
 */
export const PROMISE_RULES: Readonly<Record<PromiseKind, { duration: OfferDuration; keptBy: readonly string[] }>> = {
  contact: { duration: OFFER_DURATIONS.contactWithin, keptBy: ['contacted', 'qualified', 'site_visit_scheduled', 'installed'] },
  review: { duration: OFFER_DURATIONS.reviewWithin, keptBy: ['qualified', 'site_visit_scheduled', 'installed', 'lost'] },
  siteVisit: { duration: OFFER_DURATIONS.siteEvaluation, keptBy: ['installed'] },
};
/** Statuses that start the site-visit promise: the review said yes. */
const QUALIFIED = ['qualified', 'site_visit_scheduled', 'installed'];
/** Statuses that close every promise not yet kept. */
const CLOSED = ['lost', 'duplicate'];

const startAt = (kind: PromiseKind, startedAt: Date): LeadPromise => ({ startedAt, dueAt: new Date(startedAt.getTime() + promisedMs(PROMISE_RULES[kind].duration)) });

/** A new lead's promises: a call and a review, both from its arrival. */
export function promisesAtArrival(createdAt: Date): LeadPromises {
  return { contact: startAt('contact', createdAt), review: startAt('review', createdAt) };
}

const owed = (promise: LeadPromise | undefined): promise is LeadPromise => promise !== undefined && !promise.keptAt && !promise.closedAt;

/**
 * The promises after the lead moved to `status` at `at`, by a team member (`by`) or not (the
 * applicant booking their own visit keeps nothing: no one from the team spoke to them). Kept ones
 * stay as they were; a closed lead closes the rest; a reopened lead owes nothing new.
 */
export function promisesAfterStatus(promises: LeadPromises, status: string, at: Date, by?: string): LeadPromises {
  const next: LeadPromises = { ...promises };
  if (by !== undefined) {
    for (const kind of PROMISE_KINDS) {
      const promise = next[kind];
      if (owed(promise) && PROMISE_RULES[kind].keptBy.includes(status)) next[kind] = { ...promise, keptAt: at, keptBy: by };
    }
    if (!next.siteVisit && QUALIFIED.includes(status)) {
      next.siteVisit = startAt('siteVisit', at);
      if (status === 'installed') next.siteVisit = { ...next.siteVisit, keptAt: at, keptBy: by };
    }
  }
  if (CLOSED.includes(status)) {
    for (const kind of PROMISE_KINDS) {
      const promise = next[kind];
      if (owed(promise)) next[kind] = { ...promise, closedAt: at };
    }
  }
  return next;
}

/**
 * The promises after a team member (`by`) marked the lead's site visit held at `at`: the site-visit
 * promise, if owed, is kept. A visit the applicant booked before anyone qualified the lead keeps
 * nothing (no site visit was promised yet).
 */
export function promisesAfterVisitHeld(promises: LeadPromises, at: Date, by: string): LeadPromises {
  return owed(promises.siteVisit) ? { ...promises, siteVisit: { ...promises.siteVisit, keptAt: at, keptBy: by } } : promises;
}

/**
 * The promises after a team member's (`by`) message to the applicant was taken by the mail server
 * at `at`: the contact promise, if owed, is kept, in writing. A message only recorded (a transport
 * that sends nothing) or still queued keeps nothing: the applicant has not been contacted.
 */
export function promisesAfterMessage(promises: LeadPromises, at: Date, by: string): LeadPromises {
  return owed(promises.contact) ? { ...promises, contact: { ...promises.contact, keptAt: at, keptBy: by, keptWith: 'message' } } : promises;
}

/** Whether a lead still owes the contact promise (a message sent now would keep it). */
export const owesContact = (promises: LeadPromises | undefined): boolean => owed(promises?.contact);

/** The earliest due time of a promise still owed (broken ones first: they are still owed), or NO_PROMISE_DUE. */
export function nextPromiseDue(promises: LeadPromises): Date {
  let next = NO_PROMISE_DUE;
  for (const kind of PROMISE_KINDS) {
    const promise = promises[kind];
    if (owed(promise) && promise.dueAt < next) next = promise.dueAt;
  }
  return next;
}

/** Where one promise stands at `now`. */
export function promiseState(promise: LeadPromise, now: Date): PromiseState {
  if (promise.keptAt) return promise.keptAt <= promise.dueAt ? 'kept' : 'late';
  if (promise.closedAt) return 'closed';
  const left = promise.dueAt.getTime() - now.getTime();
  if (left < 0) return 'broken';
  return left < PROMISE_AT_RISK_HOURS * HOUR_MS ? 'at-risk' : 'open';
}

/** The desk's filter at `now` as the stores query a lead's `promiseDueAt`: in [from, before). */
export function promiseDueRange(filter: PromiseFilter, now: Date): { from?: Date; before: Date } {
  return filter === 'broken' ? { before: now } : { from: now, before: new Date(now.getTime() + PROMISE_AT_RISK_HOURS * HOUR_MS) };
}

/** Kept, broken (late or never kept) and open counts, as the card and the report show them; closed ones do not count. */
export interface PromiseTally {
  kept: number;
  broken: number;
  open: number;
}
export const emptyTally = (): PromiseTally => ({ kept: 0, broken: 0, open: 0 });

/** Adds one promise to a tally by its state at `now` (at risk is still open). */
export function tallyPromise(tally: PromiseTally, promise: LeadPromise, now: Date): void {
  const state = promiseState(promise, now);
  if (state === 'kept') tally.kept++;
  else if (state === 'late' || state === 'broken') tally.broken++;
  else if (state !== 'closed') tally.open++;
}

/** The share kept of those settled (kept or broken), rounded; null when none is settled. */
export function keptPercent(tally: PromiseTally): number | null {
  const settled = tally.kept + tally.broken;
  return settled === 0 ? null : Math.round((tally.kept / settled) * 100);
}

/** A tally per promise. */
export const emptyTallies = (): Record<PromiseKind, PromiseTally> => ({ contact: emptyTally(), review: emptyTally(), siteVisit: emptyTally() });

/** Adds a lead's promises to the tallies per promise. */
export function tallyLeadPromises(tallies: Record<PromiseKind, PromiseTally>, promises: LeadPromises, now: Date): void {
  for (const kind of PROMISE_KINDS) {
    const promise = promises[kind];
    if (promise) tallyPromise(tallies[kind], promise, now);
  }
}

/** What the stores keep on a lead: its promises and the next one's due time. */
export interface LeadPromiseFields {
  promises: LeadPromises;
  promiseDueAt: Date;
}

const fieldsOf = (promises: LeadPromises): LeadPromiseFields => ({ promises, promiseDueAt: nextPromiseDue(promises) });

/** A new lead's promise fields. */
export const promiseFieldsAtArrival = (createdAt: Date): LeadPromiseFields => fieldsOf(promisesAtArrival(createdAt));

/**
 * A lead's promise fields after a change of its status, its site visit marked held and/or a
 * message of the team sent to the applicant (in that order), by `by` (none: the applicant). A lead stored before promises were clocked has
 * none and gets none: what was done for it then is not known, so no promise of it can be judged.
 */
export function promiseFieldsAfterChange(
  lead: { promises?: LeadPromises },
  change: { status?: string; visitHeld?: boolean; messageSent?: boolean },
  at: Date,
  by?: string,
): LeadPromiseFields {
  let promises = lead.promises ?? {};
  if (change.status !== undefined) promises = promisesAfterStatus(promises, change.status, at, by);
  if (change.visitHeld && by !== undefined) promises = promisesAfterVisitHeld(promises, at, by);
  if (change.messageSent && by !== undefined) promises = promisesAfterMessage(promises, at, by);
  return fieldsOf(promises);
}

/** The promises as the applicant's page names them, in the order they come, at `now`; closed ones (no longer owed) left out. */
export function applicantPromises(promises: LeadPromises, now: Date): { kind: PromiseKind; dueAt: Date; keptAt?: Date; keptWith?: 'message'; state: PromiseState }[] {
  return PROMISE_KINDS.flatMap((kind) => {
    const promise = promises[kind];
    if (!promise) return [];
    const state = promiseState(promise, now);
    return state === 'closed' ? [] : [{ kind, dueAt: promise.dueAt, ...(promise.keptAt ? { keptAt: promise.keptAt } : {}), ...(promise.keptWith ? { keptWith: promise.keptWith } : {}), state }];
  });
}
