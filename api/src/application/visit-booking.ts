import { VISIT_MESSAGES, VISIT_TEXTS, applicantMayBook, isUsStateCode, siteLanguageOr, type VisitMessages, type VisitView, DAY_MS, HOUR_MS } from '@powernest/domain';
import {
  BOOKING_HORIZON_DAYS,
  CHANGE_CUTOFF_HOURS,
  DEFAULT_AVAILABILITY,
  VISIT_MINUTES,
  bookableSlots,
  canChangeVisit,
  isBookable,
  type Availability,
  type SlotQuery,
} from '@powernest/domain/visits';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { visitEmails } from '../mail/application-emails';
import { countInboxEmail } from '../mail/inbox-caps';
import { timeZoneOfPlace } from '../places/time-zone';
import type { Lead, StepAuditEntry, Visit, VisitStep } from '../store';
import { ascendingId } from '../store/ascending-id';

// Booking, moving and cancelling a site visit (issue #28), for the applicant (their status page,
// /api/application/:token/visit) and for the team (the lead's page, /api/leads/:id/visit): one
// set of rules, one set of e-mails, one way of writing the audit log.
//
// - A booking needs an open lead (applicantMayBook) with a known state, no booked visit yet, and a
//   start that is one of the bookable slots (bookableSlots: hours, blocked dates, lead time,
//   horizon). A start that is a slot but full meanwhile is `taken` (the caller answers 409 with
//   the slots still free); a start that is no slot at all is a 400 naming `start`.
// - Booking moves the lead to "site visit scheduled"; cancelling moves it back to where it stood
//   before the booking, if nobody moved it on meanwhile.
// - The applicant may move or cancel until 24 hours before (canChangeVisit). The team may change
//   a visit at any time, even within those 24 hours: they have spoken to the applicant (by phone),
//   and a visit that cannot happen must be movable by someone. The new start of a move is a
//   bookable slot for both.
// - The audit log: `lead.visit.booked` / `lead.visit.moved` / `lead.visit.cancelled` (start and
//   zone, old and new), and `lead.status` when the lead's status moved, with the actor (the
//   applicant, or the staff member); the lead's timeline reads both.
// - All or nothing (issue #42), without transactions: the step's e-mails are stored first, held
//   and bound to the visit's new sequence (whileVisit); the visit's one write carries the rest of
//   the step (VisitStep: its audit entries, the lead's status move); then the step is finished and
//   cleared. A process that dies before the visit's write leaves only held e-mails, which the
//   worker deletes unsent; one that dies after it leaves a step that any instance's sweep
//   finishes (finishUnsettled), each part once.

/** The most booked visits read to count a slot's places: 30 days of hourly slots at the highest capacity. */
const BOOKED_READ_MAX = 20_000;
/** How long a change's e-mails wait on their own: due only after this unless the visit's write lands first (then at once). */
const VISIT_EMAIL_HOLD_MS = 60_000;
/** A step still unfinished this long after its write belongs to a process that died (a live one finishes in well under a second). */
const STEP_GRACE_MS = 30_000;
/** Steps finished per sweep. */
const SWEEP_BATCH = 50;

/** Who changes the visit: the applicant (their status link), or a staff member for them. */
export type VisitActor = { by: 'applicant'; statusUrl: string } | { by: 'team'; userId: string; userRole: string; username: string };

/** The actor of the audit log for what an applicant did through their link. */
const APPLICANT_ACTOR = { userId: 'applicant', userRole: 'applicant' } as const;

/** The times a lead may book (in the business's zone; the team's when the state is unknown). */
export interface FreeSlots {
  timeZone: string;
  slots: { start: Date; end: Date }[];
}

/** A booking's or a move's outcome: done, or the slot was taken meanwhile (with the times still free). */
type VisitChange = { outcome: 'done'; visit: Visit | null } | ({ outcome: 'taken' } & FreeSlots);

export interface VisitBooking {
  availability(): Promise<Availability>;
  /** The slots `lead` may book (leaving `except`, the visit being moved, out of the count). */
  slotsFor(lead: Lead, now: Date, except?: Visit): Promise<FreeSlots>;
  /** The business's zone, or the team's when its state is unknown. */
  timeZoneOf(lead: Lead): string;
  /** Whether a visit may be booked or moved for the lead: it is open and its state (so its zone) is known. */
  mayBook(lead: Lead): boolean;
  /** The slots offered to book or move the lead's visit to: none when it may not book (its zone still named). */
  offeredSlots(lead: Lead, now: Date, visit: Visit | null): Promise<FreeSlots>;
  /** A booked visit as the status page and the lead's page show it. */
  viewOf(visit: Visit, now: Date): VisitView;
  book(request: FastifyRequest, lead: Lead, start: Date, actor: VisitActor): Promise<VisitChange>;
  move(request: FastifyRequest, lead: Lead, start: Date, actor: VisitActor): Promise<VisitChange>;
  cancel(request: FastifyRequest, lead: Lead, actor: VisitActor): Promise<VisitChange>;
  /** Finishes the steps a dead process left (VisitStep), older than STEP_GRACE_MS at `now`. Returns how many. */
  finishUnsettled(now?: Date): Promise<number>;
}

export function visitBooking(app: FastifyInstance, config: AppConfig): VisitBooking {
  const refused = (message: string) => app.httpErrors.conflict(message);
  const notOffered = (say: VisitMessages) => app.httpErrors.createError(400, say.notOffered, { body: { fieldErrors: { start: say.notOffered } } });
  /** The refusals' words: the applicant's in their lead's language (issue #30), the team's in English. */
  const wordsFor = (lead: Lead, actor: VisitActor): VisitMessages => (actor.by === 'applicant' ? VISIT_TEXTS[siteLanguageOr(lead.language)] : VISIT_MESSAGES);
  const availability = async (): Promise<Availability> => (await app.store.visits.availability()) ?? DEFAULT_AVAILABILITY;
  /** The business's zone, from its place (El Paso keeps Mountain time); the team's when unknown. */
  const timeZoneOf = (lead: Lead) => timeZoneOfPlace(lead.location, lead.state) ?? config.mail.timeZone;
  const mayBook = (lead: Lead) => applicantMayBook(lead.status) && lead.state !== undefined && isUsStateCode(lead.state);

  /** The slot rules' inputs for a lead: its state, the team's hours, the visits booked (but `except`, being moved). */
  async function slotQuery(lead: Lead, now: Date, except?: Visit): Promise<SlotQuery & { availability: Availability } | null> {
    if (!lead.state || !isUsStateCode(lead.state)) return null;
    const booked = await app.store.visits.between(now, new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * DAY_MS), BOOKED_READ_MAX);
    return { now, state: lead.state, timeZone: timeZoneOf(lead), availability: await availability(), booked: booked.filter((v) => v.id !== except?.id).map((v) => v.start) };
  }

  async function slotsFor(lead: Lead, now: Date, except?: Visit): Promise<FreeSlots> {
    const query = await slotQuery(lead, now, except);
    if (!query) return { timeZone: config.mail.timeZone, slots: [] };
    const { timeZone, slots } = bookableSlots(query);
    return { timeZone, slots: slots.map((s) => ({ start: new Date(s.start), end: new Date(s.end) })) };
  }

  const taken = async (lead: Lead, now: Date, except?: Visit): Promise<VisitChange> => ({ outcome: 'taken', ...(await slotsFor(lead, now, except)) });

  /** An entry of a step's audit (written later, once: its id chosen now, so entries keep their order). */
  function auditEntry(request: FastifyRequest, lead: Lead, actor: VisitActor, now: Date, action: string, oldValues?: Record<string, unknown>, newValues?: Record<string, unknown>): StepAuditEntry {
    const who = actor.by === 'applicant' ? APPLICANT_ACTOR : { userId: actor.userId, userRole: actor.userRole };
    return { ...app.adminAuth.auditEntry(request, { ...who, action, resourceType: 'lead', resourceId: String(lead.id), oldValues, newValues }), id: ascendingId(now.getTime()), timestamp: now };
  }
  const at = (visit: Visit) => ({ start: visit.start.toISOString(), timeZone: visit.timeZone });

  /** The step a change writes with the visit: its entry, the lead's status move (if any), its e-mails. */
  function stepOf(request: FastifyRequest, lead: Lead, actor: VisitActor, now: Date, entry: [string, Record<string, unknown>?, Record<string, unknown>?], to: string | undefined, emails: HeldEmails, dropOtherReminders: boolean): VisitStep {
    const audit = auditEntry(request, lead, actor, now, ...entry);
    const leadStatus = to === undefined ? undefined : { from: lead.status, to, audit: auditEntry(request, lead, actor, now, 'lead.status', { status: lead.status }, { status: to }) };
    return { at: now, audit, ...(leadStatus ? { leadStatus } : {}), ...emails, dropOtherReminders, ...(actor.by === 'team' ? { by: actor.username } : {}) };
  }

  type HeldEmails = Pick<VisitStep, 'emailIds' | 'heldEmailIds'>;
  const statusUrlOf = (actor: VisitActor) => (actor.by === 'applicant' ? actor.statusUrl : undefined);
  /**
   * Stores the change's e-mails before the visit's write: bound to the visit as it will be
   * (whileVisit), the ones due now held until the write lands (a reminder is due later anyway).
   */
  async function holdEmails(change: 'booked' | 'moved' | 'cancelled', lead: Lead, visit: Visit, actor: VisitActor, now: Date): Promise<HeldEmails> {
    const emails = visitEmails(change, lead, visit, statusUrlOf(actor), config.mail, now, actor.by);
    // Past the inbox's cap the change is made and the team told; the applicant's e-mail is not sent.
    const { allowed: toApplicant } = await countInboxEmail(app.store.limits, config.mail.inboxCaps, 'visit-emails', lead.email, now);
    if (!toApplicant) app.log.warn({ leadId: lead.id, change }, 'visit e-mail to the applicant not sent: daily limit for this inbox');
    const heldUntil = new Date(now.getTime() + VISIT_EMAIL_HOLD_MS);
    const stored = await app.store.outbox.enqueue(
      (toApplicant ? emails : emails.filter((m) => m.to !== lead.email)).map((m) => ({
        ...m,
        dueAt: m.dueAt && m.dueAt > heldUntil ? m.dueAt : heldUntil,
        whileVisit: { id: visit.id, sequence: visit.sequence },
      })),
      now,
      lead.id,
    );
    return { emailIds: stored.map((m) => m.id), heldEmailIds: stored.filter((m) => m.nextAttemptAt.getTime() === heldUntil.getTime()).map((m) => m.id) };
  }

  /**
   * The lead's status moved from `from` (optimistic locking: one retry on a concurrent change),
   * logged and published. Finishing a dead process's step (`recovering`), a lead already in `to`
   * gets its entry (written once: its id), since the process may have died between the two.
   */
  async function moveLead(leadId: number, { from, to, audit }: NonNullable<VisitStep['leadStatus']>, by: string | undefined, recovering: boolean): Promise<void> {
    let current = await app.store.leads.get(leadId);
    for (let attempt = 0; attempt < 2 && current && current.status === from; attempt++) {
      // A team member's booking keeps what the move keeps (issue #45); the applicant's own keeps nothing.
      const result = await app.store.leads.update(current.id, current.version, { status: to, ...(by ? { by } : {}) }, new Date());
      if (result.outcome === 'updated') {
        await app.store.auditLog.append(audit);
        app.liveEvents.publish('lead.updated', result.lead, by);
        return;
      }
      current = result.outcome === 'conflict' ? result.lead : null;
    }
    if (recovering && current?.status === to) await app.store.auditLog.append(audit);
  }

  /** Does what the step says besides the visit's write, each part once, then clears it. */
  async function finish(visit: Visit, step: VisitStep, recovering = false): Promise<void> {
    // The visit's entry first, then the status it moved: the timeline reads them in that order.
    await app.store.auditLog.append(step.audit);
    if (step.leadStatus) await moveLead(visit.leadId, step.leadStatus, step.by, recovering);
    // The old time's reminder must not go out.
    if (step.dropOtherReminders) await app.store.outbox.discardPending(visit.leadId, ['visit-reminder'], step.emailIds);
    await app.store.outbox.release(step.heldEmailIds, new Date());
    app.outboxWorker.deliverSoon(step.heldEmailIds);
    await app.store.visits.settle(visit.id, step.at);
  }

  return {
    availability,
    slotsFor,
    timeZoneOf,
    mayBook,
    offeredSlots: async (lead, now, visit) => (mayBook(lead) ? slotsFor(lead, now, visit ?? undefined) : { timeZone: visit?.timeZone ?? timeZoneOf(lead), slots: [] }),

    viewOf: (visit, now) => ({
      start: visit.start,
      end: visit.end,
      timeZone: visit.timeZone,
      canChange: canChangeVisit(visit.start, now),
      changeUntil: new Date(visit.start.getTime() - CHANGE_CUTOFF_HOURS * HOUR_MS),
    }),

    async book(request, lead, start, actor) {
      const now = new Date();
      const say = wordsFor(lead, actor);
      if (!applicantMayBook(lead.status)) throw refused(say.closed);
      if (await app.store.visits.bookedFor(lead.id)) throw refused(say.alreadyBooked);
      const query = await slotQuery(lead, now);
      if (!query || !isBookable(start, { ...query, booked: [] })) throw notOffered(say);
      if (!isBookable(start, query)) return taken(lead, now);
      const planned: Visit = {
        id: randomUUID(),
        leadId: lead.id,
        start,
        end: new Date(start.getTime() + VISIT_MINUTES * 60_000),
        timeZone: bookableSlots(query).timeZone,
        status: 'booked',
        sequence: 0,
        statusBefore: lead.status,
        createdAt: now,
        updatedAt: now,
      };
      const emails = await holdEmails('booked', lead, planned, actor, now);
      const toStatus = lead.status === 'site_visit_scheduled' ? undefined : 'site_visit_scheduled';
      const step = stepOf(request, lead, actor, now, ['lead.visit.booked', undefined, at(planned)], toStatus, emails, false);
      const { id, leadId, end, timeZone, statusBefore } = planned;
      const booking = await app.store.visits.book({ id, leadId, start, end, timeZone, statusBefore }, query.availability.visitsPerSlot, now, step);
      if (booking.outcome !== 'booked') {
        await app.store.outbox.discard(emails.emailIds);
        if (booking.outcome === 'full') return taken(lead, now);
        throw refused(say.alreadyBooked);
      }
      await finish(booking.visit, step);
      return { outcome: 'done', visit: booking.visit };
    },

    async move(request, lead, start, actor) {
      const now = new Date();
      const say = wordsFor(lead, actor);
      const visit = await app.store.visits.bookedFor(lead.id);
      if (!visit) throw refused(say.noVisit);
      if (!applicantMayBook(lead.status)) throw refused(say.closed);
      if (actor.by === 'applicant' && !canChangeVisit(visit.start, now)) throw refused(say.tooLate);
      // A move to the visit's own time changes nothing: no write, no e-mail, the visit as it is.
      if (start.getTime() === visit.start.getTime()) return { outcome: 'done', visit };
      const query = await slotQuery(lead, now, visit);
      if (!query || !isBookable(start, { ...query, booked: [] })) throw notOffered(say);
      if (!isBookable(start, query)) return taken(lead, now, visit);
      const planned: Visit = { ...visit, start, end: new Date(start.getTime() + VISIT_MINUTES * 60_000), sequence: visit.sequence + 1, updatedAt: now };
      const emails = await holdEmails('moved', lead, planned, actor, now);
      const step = stepOf(request, lead, actor, now, ['lead.visit.moved', at(visit), at(planned)], undefined, emails, true);
      const moved = await app.store.visits.move(visit.id, start, planned.end, query.availability.visitsPerSlot, now, step);
      if (moved.outcome !== 'moved') {
        await app.store.outbox.discard(emails.emailIds);
        if (moved.outcome === 'full') return taken(lead, now, visit);
        throw refused(say.noVisit);
      }
      await finish(moved.visit, step);
      return { outcome: 'done', visit: moved.visit };
    },

    async cancel(request, lead, actor) {
      const now = new Date();
      const say = wordsFor(lead, actor);
      const visit = await app.store.visits.bookedFor(lead.id);
      if (!visit) throw refused(say.noVisit);
      if (actor.by === 'applicant' && !canChangeVisit(visit.start, now)) throw refused(say.tooLate);
      const planned: Visit = { ...visit, status: 'cancelled', sequence: visit.sequence + 1, updatedAt: now };
      const emails = await holdEmails('cancelled', lead, planned, actor, now);
      // Back to where the application stood before the booking, if nobody moved it on meanwhile.
      const toStatus = lead.status === 'site_visit_scheduled' ? visit.statusBefore : undefined;
      const step = stepOf(request, lead, actor, now, ['lead.visit.cancelled', at(visit), undefined], toStatus, emails, true);
      const cancelled = await app.store.visits.cancel(visit.id, now, step);
      if (!cancelled) {
        await app.store.outbox.discard(emails.emailIds);
        throw refused(say.noVisit);
      }
      await finish(cancelled, step);
      return { outcome: 'done', visit: null };
    },

    async finishUnsettled(now = new Date()) {
      const left = await app.store.visits.unsettled(new Date(now.getTime() - STEP_GRACE_MS), SWEEP_BATCH);
      for (const { visit, step } of left) {
        app.log.warn({ visitId: visit.id, leadId: visit.leadId, action: step.audit.action }, 'finishing a visit change a stopped process left half done');
        await finish(visit, step, true);
      }
      return left.length;
    },
  };
}
