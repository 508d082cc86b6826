import {
  APPLICATION_STAGE_LABELS,
  VISIT_MESSAGES,
  VISIT_TEXTS,
  applicationLinkRoute,
  applicationNextStep,
  applicationRoute,
  applicationSlotsRoute,
  applicationStageOf,
  applicantPromises,
  reachedStages,
  siteLanguageOr,
  visitBookRoute,
  visitCancelRoute,
  visitMoveRoute,
  type ApplicationView,
} from '@powernest/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { endpointRoute } from '../../http/endpointRoute';
import { sendLeadEmails } from '../../application/lead-emails';
import { hashToken, issueStatusLink, statusPageUrl } from '../../application/status-link';
import { visitBooking, type FreeSlots, type VisitActor } from '../../application/visit-booking';
import { statusLinkEmail } from '../../mail/application-emails';
import { countInboxEmail } from '../../mail/inbox-caps';
import type { Lead, NewOutboxMessage } from '../../store';
import { limitedBy } from '../../plugins/external/rate-limit';
import { routePlugin } from '../../http/routePlugin';

const NOT_FOUND = 'This link is not valid or has expired';
/** Open applications one address can have links sent for at once. */
const LINKS_PER_REQUEST = 5;
/** The lead's audit entries read for the stages it went through: far more than a lead's status changes. */
const HISTORY_READ_MAX = 500;

/**
 * An applicant's status page (issue #28): `/api/application/:token` and its visit. The token is
 * the only key (its hash finds the lead); a wrong or expired one is a 404 that says nothing more.
 * Booking moves an open lead to "site visit scheduled" (the pipeline allows that from any open
 * stage when the applicant books), cancelling moves it back; both are in the lead's timeline
 * and the audit log, and send the applicant an invitation (.ics) and the team a notice. The rules
 * and e-mails are ../../application/visit-booking.ts's, shared with the team's booking from the
 * lead's page.
 */
const applicationRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const budget = { config: limitedBy(config.leadsRateLimit) };

  async function leadOf(token: string, now: Date): Promise<Lead> {
    const link = await app.store.applicationLinks.find(hashToken(token), now);
    const lead = link && (await app.store.leads.get(link.leadId));
    if (!lead) throw app.httpErrors.notFound(NOT_FOUND);
    return lead;
  }

  const visits = visitBooking(app, config);
  /** The applicant acting through their link: their e-mails carry the status page in the lead's language (issue #30). */
  const applicant = (token: string, lead: Lead): VisitActor => ({ by: 'applicant', statusUrl: statusPageUrl(config.mail.siteOrigin, token, siteLanguageOr(lead.language)) });

  async function viewOf(lead: Lead, now: Date): Promise<ApplicationView> {
    const stage = applicationStageOf(lead.status);
    const [visit, history] = await Promise.all([app.store.visits.bookedFor(lead.id), app.store.auditLog.list({ resourceType: 'lead', resourceId: String(lead.id), limit: HISTORY_READ_MAX })]);
    const statuses = [lead.status, ...history.filter((entry) => entry.action === 'lead.status').map((entry) => String(entry.newValues?.status ?? ''))];
    const next = applicationNextStep(stage, lead.createdAt, visit !== null);
    return {
      businessName: lead.businessName,
      receivedAt: lead.createdAt,
      stage,
      reached: reachedStages(statuses, lead.firstContactedAt !== undefined),
      stageLabel: APPLICATION_STAGE_LABELS[stage],
      nextStep: next.text,
      ...(next.by ? { nextStepBy: next.by } : {}),
      canBook: visits.mayBook(lead),
      timeZone: visits.timeZoneOf(lead),
      ...(visit ? { visit: visits.viewOf(visit, now) } : {}),
      ...(lead.promises ? { promises: applicantPromises(lead.promises, now) } : {}),
      contact: { phone: config.mail.contactPhone, email: config.mail.contactEmail },
    };
  }

  const send = (messages: NewOutboxMessage[], leadId: number, now: Date) => sendLeadEmails(app, messages, leadId, now);

  /** 409 with the times still free, when the chosen one was taken meanwhile (in the applicant's language). */
  const slotTaken = (reply: FastifyReply, lead: Lead, taken: FreeSlots) =>
    reply.code(409).send({ success: false as const, error: VISIT_TEXTS[siteLanguageOr(lead.language)].taken, ...taken });

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
    return { success: true as const, ...(await visits.offeredSlots(lead, now, await app.store.visits.bookedFor(lead.id))) };
  });

  /** The applicant books or moves their visit through their link: the lead, the time and the change. */
  async function applicantVisitChange(request: FastifyRequest & { params: { token: string }; body: { start: Date } }, how: 'book' | 'move') {
    const now = new Date();
    const { token } = request.params;
    const lead = await leadOf(token, now);
    return { now, lead, change: await visits[how](request, lead, request.body.start, applicant(token, lead)) };
  }

  endpointRoute(app, visitBookRoute, budget, async (request, reply) => {
    const { now, lead, change } = await applicantVisitChange(request, 'book');
    if (change.outcome === 'taken') return slotTaken(reply, lead, change);
    return reply.code(201).send({ success: true as const, application: await viewOf((await app.store.leads.get(lead.id)) ?? lead, now) });
  });

  endpointRoute(app, visitMoveRoute, budget, async (request, reply) => {
    const { now, lead, change } = await applicantVisitChange(request, 'move');
    if (change.outcome === 'taken') return slotTaken(reply, lead, change);
    return { success: true as const, application: await viewOf(lead, now) };
  });

  endpointRoute(app, visitCancelRoute, budget, async (request) => {
    const now = new Date();
    const { token } = request.params;
    const lead = await leadOf(token, now);
    await visits.cancel(request, lead, applicant(token, lead));
    return { success: true as const, application: await viewOf((await app.store.leads.get(lead.id)) ?? lead, now) };
  });

  endpointRoute(app, applicationLinkRoute, budget, async (request) => {
    const now = new Date();
    const { email } = request.body;
    if ((await countInboxEmail(app.store.limits, config.mail.inboxCaps, 'status-links', email, now)).allowed) {
      for (const lead of await app.store.leads.withEmail(email, LINKS_PER_REQUEST)) {
        const url = await issueStatusLink(app.store, lead, config.mail.siteOrigin, now);
        await send([statusLinkEmail(lead, url, config.mail)], lead.id, now);
      }
    }
    // Timing aside, the answer is the same for a known address, an unknown one and one over its limit.
    return { success: true as const, message: VISIT_MESSAGES.linkRequested };
  });
};

export default routePlugin(applicationRoutes);
