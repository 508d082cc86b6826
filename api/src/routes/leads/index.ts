import { ADMIN_ROUTE_ROLES, LEAD_HONEYPOT_FIELD, adminLeadsResponse, leadCreatedResponse, leadSchema } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config';
import { composeLeadEmails } from '../../mail/compose';
import type { NewLead } from '../../store';

/** The most leads one GET /api/leads returns (newest first). */
export const ADMIN_LEADS_LIMIT = 500;

/** POST /api/leads: the contact form and the application (SPEC §7). GET /api/leads: admins only. */
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
      schema: { response: { 200: adminLeadsResponse } },
      preHandler: app.adminAuth.require(ADMIN_ROUTE_ROLES.leads),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, leads: await app.store.leads.list({ limit: ADMIN_LEADS_LIMIT }) };
    },
  );
};

export default leadRoutes;
