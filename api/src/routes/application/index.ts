import {
  APPLICATION_STAGE_LABELS,
  VISIT_MESSAGES,
  applicantMayBook,
  applicationLinkRoute,
  applicationNextStep,
  applicationRoute,
  applicationSlotsRoute,
  applicationStageOf,
  applicationStatusPath,
  isUsStateCode,
  visitBookRoute,
  visitCancelRoute,
  visitMoveRoute,
  type ApplicationView,
} from '@powernest/domain';
import { BOOKING_HORIZON_DAYS, CHANGE_CUTOFF_HOURS, DEFAULT_AVAILABILITY, bookableSlots, canChangeVisit, isBookable, timeZoneOfState, VISIT_MINUTES, type Availability } from '@powernest/domain/visits';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { endpointRoute } from '../../http/endpointRoute';
import { sendLeadEmails } from '../../application/applicant-updates';
import { hashToken, issueStatusLink } from '../../application/status-link';
import { statusLinkEmail, visitEmails } from '../../mail/application-emails';
import type { Lead, NewOutboxMessage, Visit } from '../../store';

const DAY_MS = 24 * 3600_000;
const NOT_FOUND = 'This link is not valid or has expired';
/** The answer to a link request, whether or not the address is known (it reveals nothing). */
const LINK_REQUESTED = 'If that address has an application with us, a new link to its status page is on its way.';
/** Open applications one address can have links sent for at once. */
const LINKS_PER_REQUEST = 5;
/** Link e-mails one address may be sent per day (the form cannot flood an inbox). */
const LINK_EMAILS_PER_DAY = 3;
/** The most booked visits read to count a slot's places: 30 days of hourly slots at the highest capacity. */
const BOOKED_READ_MAX = 20_000;
/** The audit log's actor for what an applicant did through their link. */
const APPLICANT = { userId: 'applicant', userRole: 'applicant' } as const;

/**
 * An applicant's status page (issue #28): `/api/application/:token` and its visit. The token is
 * the only key (its hash finds the lead); a wrong or expired one is a 404 that says nothing more.
 * Booking moves an open lead to "site visit scheduled" (the pipeline allows that from any open
 * stage when the applicant books), cancelling moves it back; both are in the lead's timeline
 * and the audit log, and send the applicant an invitation (.ics) and the team a notice.
 */
const applicationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const budget = { config: { rateLimit: { max: config.leadsRateLimit.max, timeWindow: config.leadsRateLimit.windowMs } } };
  const statusUrl = (token: string) => config.mail.siteOrigin + applicationStatusPath(token);

  async function leadOf(token: string, now: Date): Promise<Lead> {
    const link = await app.store.applicationLinks.find(hashToken(token), now);
    const lead = link && (await app.store.leads.get(link.leadId));
    if (!lead) throw app.httpErrors.notFound(NOT_FOUND);
    return lead;
  }

  const availability = async (): Promise<Availability> => (await app.store.visits.availability()) ?? DEFAULT_AVAILABILITY;

  /** The slot rules' inputs for a lead: its state, the team's hours, the visits booked (but `except`, being moved). */
  async function slotQuery(lead: Lead, now: Date, except?: Visit) {
    if (!lead.state || !isUsStateCode(lead.state)) return null;
    const booked = await app.store.visits.between(now, new Date(now.getTime() + (BOOKING_HORIZON_DAYS + 1) * DAY_MS), BOOKED_READ_MAX);
    return { now, state: lead.state, availability: await availability(), booked: booked.filter((v) => v.id !== except?.id).map((v) => v.start) };
  }

  async function slotsFor(lead: Lead, now: Date, except?: Visit) {
    const query = await slotQuery(lead, now, except);
    if (!query) return { timeZone: config.mail.timeZone, slots: [] };
    const { timeZone, slots } = bookableSlots(query);
    return { timeZone, slots: slots.map((s) => ({ start: new Date(s.start), end: new Date(s.end) })) };
  }

  async function viewOf(lead: Lead, now: Date): Promise<ApplicationView> {
    const stage = applicationStageOf(lead.status);
    const visit = await app.store.visits.bookedFor(lead.id);
    const next = applicationNextStep(stage, lead.createdAt, visit !== null);
    return {
      businessName: lead.businessName,
      receivedAt: lead.createdAt,
      stage,
      stageLabel: APPLICATION_STAGE_LABELS[stage],
      nextStep: next.text,
      ...(next.by ? { nextStepBy: next.by } : {}),
      canBook: applicantMayBook(lead.status) && lead.state !== undefined && isUsStateCode(lead.state),
      timeZone: lead.state && isUsStateCode(lead.state) ? timeZoneOfState(lead.state) : config.mail.timeZone,
      ...(visit
        ? {
            visit: {
              start: visit.start,
              end: visit.end,
              timeZone: visit.timeZone,
              canChange: canChangeVisit(visit.start, now),
              changeUntil: new Date(visit.start.getTime() - CHANGE_CUTOFF_HOURS * 3600_000),
            },
          }
        : {}),
      contact: { phone: config.mail.contactPhone, email: config.mail.contactEmail },
    };
  }

  /** Moves the lead's status for the applicant (optimistic locking: one retry on a concurrent change) and logs it. */
  async function moveLead(request: FastifyRequest, lead: Lead, to: string, now: Date): Promise<void> {
    let current: Lead | null = lead;
    for (let attempt = 0; attempt < 2 && current && current.status !== to; attempt++) {
      const result = await app.store.leads.update(current.id, current.version, { status: to }, now);
      if (result.outcome === 'updated') {
        await app.store.auditLog.append({
          ...APPLICANT,
          action: 'lead.status',
          resourceType: 'lead',
          resourceId: String(lead.id),
          oldValues: { status: current.status },
          newValues: { status: to },
          ipAddress: request.ip,
          userAgent: request.headers['user-agent'],
        });
        return;
      }
      current = result.outcome === 'conflict' ? result.lead : null;
    }
  }

  const send = (messages: NewOutboxMessage[], leadId: number, now: Date) => sendLeadEmails(app, messages, leadId, now);

  const slotTaken = async (reply: FastifyReply, lead: Lead, now: Date, except?: Visit) =>
    reply.code(409).send({ success: false as const, error: VISIT_MESSAGES.taken, ...(await slotsFor(lead, now, except)) });
  const notOffered = () => app.httpErrors.createError(400, VISIT_MESSAGES.notOffered, { body: { fieldErrors: { start: VISIT_MESSAGES.notOffered } } });
  const refused = (message: string) => app.httpErrors.conflict(message);

  // Private: never cached, never sent on as a referrer, never indexed.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/application')) reply.headers({ 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' });
  });

  endpointRoute(app, applicationRoute, {}, async (request) => {
    const now = new Date();
    return { success: true as const, application: await viewOf(await leadOf(request.params.token, now), now) };
  });

  endpointRoute(app, applicationSlotsRoute, {}, async (request) => {
    const now = new Date();
    const lead = await leadOf(request.params.token, now);
    if (!applicantMayBook(lead.status)) return { success: true as const, timeZone: config.mail.timeZone, slots: [] };
    return { success: true as const, ...(await slotsFor(lead, now, (await app.store.visits.bookedFor(lead.id)) ?? undefined)) };
  });

  endpointRoute(app, visitBookRoute, budget, async (request, reply) => {
    const now = new Date();
    const { token } = request.params;
    const lead = await leadOf(token, now);
    if (!applicantMayBook(lead.status)) throw refused(VISIT_MESSAGES.closed);
    if (await app.store.visits.bookedFor(lead.id)) throw refused(VISIT_MESSAGES.alreadyBooked);
    const query = await slotQuery(lead, now);
    const { start } = request.body;
    if (!query || !isBookable(start, { ...query, booked: [] })) throw notOffered();
    if (!isBookable(start, query)) return slotTaken(reply, lead, now);
    const end = new Date(start.getTime() + VISIT_MINUTES * 60_000);
    const booking = await app.store.visits.book({ leadId: lead.id, start, end, timeZone: bookableSlots(query).timeZone, statusBefore: lead.status }, query.availability.visitsPerSlot, now);
    if (booking.outcome === 'full') return slotTaken(reply, lead, now);
    if (booking.outcome === 'exists') throw refused(VISIT_MESSAGES.alreadyBooked);
    await moveLead(request, lead, 'site_visit_scheduled', now);
    await send(visitEmails('booked', lead, booking.visit, statusUrl(token), config.mail, now), lead.id, now);
    const updated = (await app.store.leads.get(lead.id)) ?? lead;
    return reply.code(201).send({ success: true as const, application: await viewOf(updated, now) });
  });

  endpointRoute(app, visitMoveRoute, budget, async (request, reply) => {
    const now = new Date();
    const { token } = request.params;
    const lead = await leadOf(token, now);
    const visit = await app.store.visits.bookedFor(lead.id);
    if (!visit) throw refused(VISIT_MESSAGES.noVisit);
    if (!applicantMayBook(lead.status)) throw refused(VISIT_MESSAGES.closed);
    if (!canChangeVisit(visit.start, now)) throw refused(VISIT_MESSAGES.tooLate);
    const query = await slotQuery(lead, now, visit);
    const { start } = request.body;
    if (!query || !isBookable(start, { ...query, booked: [] })) throw notOffered();
    if (!isBookable(start, query)) return slotTaken(reply, lead, now, visit);
    const moved = await app.store.visits.move(visit.id, start, new Date(start.getTime() + VISIT_MINUTES * 60_000), query.availability.visitsPerSlot, now);
    if (moved.outcome === 'full') return slotTaken(reply, lead, now, visit);
    if (moved.outcome === 'not-found') throw refused(VISIT_MESSAGES.noVisit);
    // The old time's reminder must not go out.
    await app.store.outbox.discardPending(lead.id, ['visit-reminder']);
    await send(visitEmails('moved', lead, moved.visit, statusUrl(token), config.mail, now), lead.id, now);
    await app.store.auditLog.append({ ...APPLICANT, action: 'lead.visit', resourceType: 'lead', resourceId: String(lead.id), oldValues: { start: visit.start.toISOString() }, newValues: { start: start.toISOString() }, ipAddress: request.ip });
    return { success: true as const, application: await viewOf(lead, now) };
  });

  endpointRoute(app, visitCancelRoute, budget, async (request) => {
    const now = new Date();
    const { token } = request.params;
    const lead = await leadOf(token, now);
    const visit = await app.store.visits.bookedFor(lead.id);
    if (!visit) throw refused(VISIT_MESSAGES.noVisit);
    if (!canChangeVisit(visit.start, now)) throw refused(VISIT_MESSAGES.tooLate);
    const cancelled = await app.store.visits.cancel(visit.id, now);
    if (!cancelled) throw refused(VISIT_MESSAGES.noVisit);
    await app.store.outbox.discardPending(lead.id, ['visit-reminder']);
    // Back to where the application stood before the booking, if nobody moved it on meanwhile.
    if (lead.status === 'site_visit_scheduled') await moveLead(request, lead, cancelled.statusBefore, now);
    await send(visitEmails('cancelled', lead, cancelled, statusUrl(token), config.mail, now), lead.id, now);
    return { success: true as const, application: await viewOf((await app.store.leads.get(lead.id)) ?? lead, now) };
  });

  endpointRoute(app, applicationLinkRoute, budget, async (request) => {
    const now = new Date();
    const { email } = request.body;
    const perAddress = await app.store.limits.hit(`status-links:${email.toLowerCase()}`, DAY_MS, now);
    if (perAddress.count <= LINK_EMAILS_PER_DAY) {
      const leads = await app.store.leads.matches({ email, phone: '', businessName: '', location: '' } as Lead, LINKS_PER_REQUEST);
      for (const lead of leads.filter((l) => l.email.toLowerCase() === email.toLowerCase())) {
        const url = await issueStatusLink(app.store, lead.id, config.mail.siteOrigin, now);
        await send([statusLinkEmail(lead, url, config.mail)], lead.id, now);
      }
    }
    // Timing aside, the answer is the same for a known address, an unknown one and one over its limit.
    return { success: true as const, message: LINK_REQUESTED };
  });
};

export default applicationRoutes;
