import {
  ADMIN_ROUTE_ROLES,
  LEAD_MESSAGE_MESSAGES,
  leadMessageRoute,
  leadMessageTemplatesRoute,
} from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { endpointRoute } from '../../http/endpointRoute';
import { leadMessageTemplatesFor, teamMessageEmail } from '../../mail/application-emails';
import { leadEmailViewOf } from '../../mail/delivery-view';
import { countInboxEmail } from '../../mail/inbox-caps';
import type { Lead } from '../../store';
import { memberNameOf } from '../../auth/member-name';
import { routePlugin } from '../../http/routePlugin';

const NOT_FOUND = 'Lead not found';
/** How long the answer waits for the first attempt, so the page can say what happened (as a resend does). */
const RESULT_WAIT_MS = 2_000;

/**
 * The team writes to the applicant from the lead's page (issue #29 part 7). GET /api/leads/:id/message:
 * the templates (domain: lead-message-templates.ts) filled for the lead and the team's contact.
 * POST /api/leads/:id/message { template, subject, text }: the message as edited, stored in the
 * outbox as a `team-message` to the lead's e-mail (answers go to the team's inbox), audited
 * `lead.message` (template and subject, not the text), shown on the timeline with its e-mails.
 * Staff are not rate-limited like the public form, but one lead gets at most
 * its inbox cap of messages a day (`lead-messages` in mail/inbox-caps.ts; 429 says so).
 */
const leadMessageRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const leads = app.adminAuth.require(ADMIN_ROUTE_ROLES.leads);

  async function leadFor(id: number): Promise<Lead> {
    const lead = await app.store.leads.get(id);
    if (!lead) throw app.httpErrors.notFound(NOT_FOUND);
    return lead;
  }

  endpointRoute(app, leadMessageTemplatesRoute, { preValidation: leads }, async (request) => {
    const lead = await leadFor(request.params.id);
    return { success: true as const, to: lead.email, ...leadMessageTemplatesFor(lead, config.mail) };
  });

  endpointRoute(app, leadMessageRoute, { preValidation: leads }, async (request, reply) => {
    const lead = await leadFor(request.params.id);
    // A fixed window from the inbox's first message of the day, counted per inbox (inboxKey: two
    // leads with one address share it) and across API instances; the 429 says when it reopens.
    const sent = await countInboxEmail(app.store.limits, config.mail.inboxCaps, 'lead-messages', lead.email);
    if (!sent.allowed) {
      throw app.httpErrors.createError(429, LEAD_MESSAGE_MESSAGES.tooMany, { retryAfterSeconds: Math.max(1, Math.ceil((sent.expiresAt.getTime() - Date.now()) / 1000)) });
    }

    const { template, subject, text } = request.body;
    const member = request.admin!.user;
    const now = new Date();
    const [message] = await app.store.outbox.enqueue([teamMessageEmail(lead, { template, subject, text }, memberNameOf(member), config.mail)], now, lead.id);
    await app.adminAuth.auditAction(request, {
      action: 'lead.message',
      resourceType: 'lead',
      resourceId: String(lead.id),
      newValues: { template, subject, to: lead.email, emailId: message!.id },
    });
    // The admin sees the first attempt's outcome when the mail server answers soon; a slow one
    // does not hold the page (the message stays queued and the worker goes on).
    await Promise.race([app.outboxWorker.deliver([message!.id]), new Promise((resolve) => setTimeout(resolve, RESULT_WAIT_MS).unref())]);
    const email = (await app.store.outbox.get(message!.id)) ?? message!;
    return reply.code(201).send({ success: true as const, email: leadEmailViewOf(email, app.outboxWorker.transportName), queued: app.outboxWorker.expectsDelivery() });
  });
};

export default routePlugin(leadMessageRoutes);
