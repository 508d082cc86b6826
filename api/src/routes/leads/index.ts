import {
  ADMIN_ROUTE_ROLES,
  DEFAULT_LANGUAGE,
  LEAD_HONEYPOT_FIELD,
  SITE_LANGUAGES,
  dueClock,
  leadCreateRoute,
  leadCursorOf,
  leadSchemaIn,
  leadSearchOf,
  leadsRoute,
  type SiteLanguage,
} from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { endpointRoute } from '../../http/endpointRoute';
import { zodIssuesBody } from '../../plugins/app/error-handler';
import { servedAreaOf } from '../../places/service-area-of';
import { newStatusLink } from '../../application/status-link';
import { leadSourceOf } from '../../application/lead-source';
import { composeLeadEmails } from '../../mail/compose';
import { countInboxEmail } from '../../mail/inbox-caps';
import type { NewLead, OutboxKind } from '../../store';

import leadPageRoutes from './lead';
import leadExportRoutes from './export';
import leadPartnerRoutes from './partner';
import leadResendRoutes from './resend';
import leadBulkRoutes from './bulk';
import { memberName } from '../../auth/member-name';
import leadMessageRoutes from './message';
import { limitedBy } from '../../plugins/external/rate-limit';
import { routePlugin } from '../../http/routePlugin';

/**
 * POST /api/leads: the contact form and the application (product.md §7). GET /api/leads: admins only,
 * one page of the leads workspace (filters and sort: see leadQuerySchema), a keyset page at a
 * time (issue #27): `cursor` says where a page starts, the answer's `next` and `prev` cursors
 * where its neighbours do under the same sort; a cursor the list did not write, or one of another
 * sort, is refused (400 on `cursor`). `due=today|overdue` (issue #29) keeps the leads that need a
 * call (domain follow-up.ts), "today" being the team's date (MAIL_TIME_ZONE) at the request.
 */
const leadRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  endpointRoute(
    app,
    leadCreateRoute,
    {
      config: limitedBy(config.leadsRateLimit),
      // A lead sent from a Spanish page is answered in Spanish (issue #30): checked first by the
      // same schema with that language's messages; English leads go to the route's own check.
      preValidation: async (request) => {
        const language = (request.body as { language?: unknown } | null)?.language;
        if (language === DEFAULT_LANGUAGE || !SITE_LANGUAGES.includes(language as SiteLanguage)) return;
        const checked = leadSchemaIn(language as SiteLanguage).safeParse(request.body);
        if (checked.success) return;
        const { fieldErrors, formErrors } = zodIssuesBody(checked.error.issues);
        throw app.httpErrors.createError(400, 'Validation failed', { body: { fieldErrors, ...(formErrors ? { formErrors } : {}) } });
      },
    },
    async (request, reply) => {
      const { [LEAD_HONEYPOT_FIELD]: trap, ...submission } = request.body;

      if (trap !== undefined && trap.trim() !== '') {
        // A bot filled the hidden field. Answer like a success so it learns nothing; store and
        // mail nothing.
        request.log.info('lead spam trap triggered; nothing stored');
        const fake = { ...submission, id: 0, status: 'new', createdAt: new Date() };
        return reply.code(201).send({ success: true as const, lead: fake, emails: { adminSent: true, userSent: true } });
      }

      // Tagged with the service area it comes from, if PowerNest serves there now (issue #44).
      const serviceArea = await servedAreaOf(app.store.serviceAreas, submission.location);
      // Where the visit came from (issue #45): recorded with the lead, never put in an e-mail.
      const source = leadSourceOf(request);
      const lead: NewLead = { ...submission, language: submission.language ?? DEFAULT_LANGUAGE, ...(serviceArea ? { serviceArea } : {}), ...(source ? { source } : {}) };
      // At most a few confirmations per inbox per day: the form cannot be used to send
      // PowerNest-branded mail to a stranger over and over (issue #13). The lead is kept anyway.
      const { allowed: confirm } = await countInboxEmail(app.store.limits, config.mail.inboxCaps, 'confirmations', lead.email);
      if (!confirm) request.log.warn({ leadEmailDomain: lead.email.split('@')[1] }, 'applicant confirmation not sent: daily limit for this address');
      // The applicant's status page (issue #28): its link is in the confirmation.
      const statusLink = newStatusLink(config.mail.siteOrigin, new Date(), lead.language);
      const emails = composeLeadEmails(lead, config.mail, statusLink.url).filter((m) => confirm || m.kind !== 'applicant-confirmation');

      // The lead and its e-mails are stored first; delivery follows from the outbox after the
      // answer, so a slow or dead mail server never holds the visitor (issue #13).
      const { lead: stored, outbox } = await app.store.leads.create(lead, emails, statusLink.forNewLead);
      app.outboxWorker.deliverSoon(outbox.map((m) => m.id));
      app.liveEvents.publish('lead.created', stored);
      // What the success message promises ("a confirmation e-mail will follow") must be true.
      const delivering = app.outboxWorker.expectsDelivery();
      const queued = (kind: OutboxKind) => delivering && outbox.some((m) => m.kind === kind);
      return reply.code(201).send({
        success: true as const,
        lead: stored,
        emails: { adminSent: queued('admin-notification'), userSent: queued('applicant-confirmation') },
      });
    },
  );

  endpointRoute(app, leadsRoute, { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.leads) }, async (request) => {
    const { sort, pageSize } = request.query;
    const { items, next, prev, total, totalCapped, statusCounts } = await app.store.leads.search(
      leadSearchOf(request.query, memberName(request), dueClock(new Date(), config.mail.timeZone)),
    );
    return {
      success: true as const,
      leads: items,
      pageSize,
      next: next && leadCursorOf(sort, 'next', next),
      prev: prev && leadCursorOf(sort, 'prev', prev),
      total,
      totalCapped,
      statusCounts,
    };
  });

  await app.register(leadPageRoutes, { config });
  await app.register(leadExportRoutes, { timeZone: config.mail.timeZone });
  await app.register(leadPartnerRoutes);
  await app.register(leadResendRoutes);
  await app.register(leadMessageRoutes, { config });
  await app.register(leadBulkRoutes, { config });
};

export default routePlugin(leadRoutes);
