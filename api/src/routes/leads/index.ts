import { ADMIN_ROUTE_ROLES, LEAD_HONEYPOT_FIELD, adminLeadsResponse, leadCreatedResponse, leadQuerySchema, leadSchema, leadSearchOf } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { composeLeadEmails } from '../../mail/compose';
import type { NewLead } from '../../store';
import leadPageRoutes from './lead';
import leadExportRoutes from './export';
import leadPartnerRoutes from './partner';
import leadResendRoutes from './resend';

/**
 * POST /api/leads: the contact form and the application (SPEC §7). GET /api/leads: admins only,
 * one page of the leads workspace (filters, sort, page: see leadQuerySchema).
 */
const leadRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/leads',
    {
      schema: { body: leadSchema, response: { 201: leadCreatedResponse } },
      config: { rateLimit: { max: config.leadsRateLimit.max, timeWindow: config.leadsRateLimit.windowMs } },
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

      const lead: NewLead = submission;
      const { lead: stored, outbox } = await app.store.leads.create(lead, composeLeadEmails(lead, config.mail));
      const [adminSent = false, userSent = false] = await app.outboxWorker.deliver(outbox.map((m) => m.id));
      return reply.code(201).send({ success: true as const, lead: stored, emails: { adminSent, userSent } });
    },
  );

  app.get(
    '/leads',
    {
      schema: { querystring: leadQuerySchema, response: { 200: adminLeadsResponse } },
      preHandler: app.adminAuth.require(ADMIN_ROUTE_ROLES.leads),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { page, pageSize } = request.query;
      const { items, total, statusCounts } = await app.store.leads.search(leadSearchOf(request.query));
      return { success: true as const, leads: items, total, page, pageSize, statusCounts };
    },
  );

  await app.register(leadPageRoutes);
  await app.register(leadExportRoutes);
  await app.register(leadPartnerRoutes);
  await app.register(leadResendRoutes);
};

export default leadRoutes;
