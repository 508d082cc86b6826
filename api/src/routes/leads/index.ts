import { ADMIN_ROUTE_ROLES, LEAD_HONEYPOT_FIELD, leadSchema } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import { composeLeadEmails } from '../../mail/compose';
import type { NewLead } from '../../store';

const optional = z.string().optional();

/** What the client sees of the stored lead (internal fields stay out). */
const leadView = z.object({
  id: z.number().int(),
  businessName: z.string(),
  contactPerson: z.string(),
  email: z.string(),
  phone: z.string(),
  location: z.string(),
  businessType: z.string(),
  message: optional,
  businessSize: optional,
  operatingHours: optional,
  footTrafficEstimate: optional,
  decisionMakerTitle: optional,
  currentPainPoints: optional,
  preferredInstallTimeline: optional,
  hasExistingCharging: optional,
  customerBase: optional,
  businessAddress: optional,
  website: optional,
  status: z.string(),
  createdAt: z.date(),
});

const leadCreated = z.object({
  success: z.literal(true),
  lead: leadView,
  /** SPEC §7/§8: the first delivery attempt of each e-mail; the toasts depend on it. */
  emails: z.object({ adminSent: z.boolean(), userSent: z.boolean() }),
});

/** SPEC §3: what the admin views read of a lead. */
const adminLeadView = z.object({
  id: z.number().int(),
  businessName: z.string(),
  location: z.string(),
  email: z.string(),
  phone: z.string(),
  businessType: z.string(),
  status: z.string(),
  createdAt: z.date(),
});

/** The most leads one GET /api/leads returns (newest first). */
export const ADMIN_LEADS_LIMIT = 500;

/** POST /api/leads: the contact form and the application (SPEC §7). GET /api/leads: admins only. */
const leadRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  app.post(
    '/leads',
    {
      schema: { body: leadSchema, response: { 201: leadCreated } },
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
      schema: { response: { 200: z.object({ success: z.literal(true), leads: z.array(adminLeadView) }) } },
      preHandler: app.adminAuth.require(ADMIN_ROUTE_ROLES.leads),
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { success: true as const, leads: await app.store.leads.list({ limit: ADMIN_LEADS_LIMIT }) };
    },
  );
};

export default leadRoutes;
