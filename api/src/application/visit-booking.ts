import { VISIT_MESSAGES, VISIT_TEXTS, applicantMayBook, inboxKey, isUsStateCode, siteLanguageOr, type VisitMessages, type VisitView } from '@powernest/domain';
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { visitEmails } from '../mail/application-emails';
import { timeZoneOfPlace } from '../places/time-zone';
import type { Lead, Visit } from '../store';
import { sendLeadEmails } from './lead-emails';

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

const DAY_MS = 24 * 3600_000;
/**
 * The applicant's visit e-mails (invitation, move, cancellation) one inbox gets in a day
 * (inboxKey): a booking and a few changes fit; a status page used to mail a stranger over and
 * over does not. Past it the change is made and the team told; the applicant's e-mail is not sent.
 */
const VISIT_EMAILS_PER_INBOX_PER_DAY = 8;
/** The most booked visits read to count a slot's places: 30 days of hourly slots at the highest capacity. */
const BOOKED_READ_MAX = 20_000;

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

  async function audit(request: FastifyRequest, lead: Lead, actor: VisitActor, action: string, oldValues?: Record<string, unknown>, newValues?: Record<string, unknown>) {
    const who = actor.by === 'applicant' ? APPLICANT_ACTOR : { userId: actor.userId, userRole: actor.userRole };
    await app.adminAuth.audit(request, { ...who, action, resourceType: 'lead', resourceId: String(lead.id), oldValues, newValues });
  }
  const at = (visit: Visit) => ({ start: visit.start.toISOString(), timeZone: visit.timeZone });

  /** Moves the lead's status (optimistic locking: one retry on a concurrent change) and logs it. */
  async function moveLead(request: FastifyRequest, lead: Lead, to: string, actor: VisitActor, now: Date): Promise<void> {
    let current: Lead | null = lead;
    for (let attempt = 0; attempt < 2 && current && current.status !== to; attempt++) {
      const result = await app.store.leads.update(current.id, current.version, { status: to }, now);
      if (result.outcome === 'updated') {
        await audit(request, lead, actor, 'lead.status', { status: current.status }, { status: to });
        app.liveEvents.publish('lead.updated', result.lead, actor.by === 'team' ? actor.username : undefined);
        return;
      }
      current = result.outcome === 'conflict' ? result.lead : null;
    }
  }

  const statusUrlOf = (actor: VisitActor) => (actor.by === 'applicant' ? actor.statusUrl : undefined);
  async function send(change: 'booked' | 'moved' | 'cancelled', lead: Lead, visit: Visit, actor: VisitActor, now: Date): Promise<void> {
    const emails = visitEmails(change, lead, visit, statusUrlOf(actor), config.mail, now, actor.by);
    const perInbox = await app.store.limits.hit(`visit-emails:${inboxKey(lead.email)}`, DAY_MS, now);
    const toApplicant = perInbox.count <= VISIT_EMAILS_PER_INBOX_PER_DAY;
    if (!toApplicant) app.log.warn({ leadId: lead.id, change }, 'visit e-mail to the applicant not sent: daily limit for this inbox');
    await sendLeadEmails(app, toApplicant ? emails : emails.filter((m) => m.to !== lead.email), lead.id, now);
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
      changeUntil: new Date(visit.start.getTime() - CHANGE_CUTOFF_HOURS * 3600_000),
    }),

    async book(request, lead, start, actor) {
      const now = new Date();
      const say = wordsFor(lead, actor);
      if (!applicantMayBook(lead.status)) throw refused(say.closed);
      if (await app.store.visits.bookedFor(lead.id)) throw refused(say.alreadyBooked);
      const query = await slotQuery(lead, now);
      if (!query || !isBookable(start, { ...query, booked: [] })) throw notOffered(say);
      if (!isBookable(start, query)) return taken(lead, now);
      const end = new Date(start.getTime() + VISIT_MINUTES * 60_000);
      const booking = await app.store.visits.book({ leadId: lead.id, start, end, timeZone: bookableSlots(query).timeZone, statusBefore: lead.status }, query.availability.visitsPerSlot, now);
      if (booking.outcome === 'full') return taken(lead, now);
      if (booking.outcome === 'exists') throw refused(say.alreadyBooked);
      // The booking first, then the status it moved: the timeline reads them in that order.
      await audit(request, lead, actor, 'lead.visit.booked', undefined, at(booking.visit));
      await moveLead(request, lead, 'site_visit_scheduled', actor, now);
      await send('booked', lead, booking.visit, actor, now);
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
      const moved = await app.store.visits.move(visit.id, start, new Date(start.getTime() + VISIT_MINUTES * 60_000), query.availability.visitsPerSlot, now);
      if (moved.outcome === 'full') return taken(lead, now, visit);
      if (moved.outcome === 'not-found') throw refused(say.noVisit);
      // The old time's reminder must not go out.
      await app.store.outbox.discardPending(lead.id, ['visit-reminder']);
      await audit(request, lead, actor, 'lead.visit.moved', at(visit), at(moved.visit));
      await send('moved', lead, moved.visit, actor, now);
      return { outcome: 'done', visit: moved.visit };
    },

    async cancel(request, lead, actor) {
      const now = new Date();
      const say = wordsFor(lead, actor);
      const visit = await app.store.visits.bookedFor(lead.id);
      if (!visit) throw refused(say.noVisit);
      if (actor.by === 'applicant' && !canChangeVisit(visit.start, now)) throw refused(say.tooLate);
      const cancelled = await app.store.visits.cancel(visit.id, now);
      if (!cancelled) throw refused(say.noVisit);
      await app.store.outbox.discardPending(lead.id, ['visit-reminder']);
      await audit(request, lead, actor, 'lead.visit.cancelled', at(visit), undefined);
      // Back to where the application stood before the booking, if nobody moved it on meanwhile.
      if (lead.status === 'site_visit_scheduled') await moveLead(request, lead, cancelled.statusBefore, actor, now);
      await send('cancelled', lead, cancelled, actor, now);
      return { outcome: 'done', visit: null };
    },
  };
}
