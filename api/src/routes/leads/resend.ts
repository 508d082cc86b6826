import { ADMIN_ROUTE_ROLES, leadEmailResendRoute } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpointRoute';
import { leadEmailViewOf } from '../../mail/delivery-view';
import { routePlugin } from '../../http/routePlugin';

const NOT_FOUND = 'E-mail not found';
const ALREADY_QUEUED = 'This e-mail is already waiting to be sent';
const RESULT_WAIT_MS = 2_000;

/**
 * POST /api/leads/:id/emails/:emailId/resend (issue #12): one of a lead's two e-mails sent again,
 * as a new outbox message (the first one's history stays). Delivered at once like a new lead's;
 * if the mail server is down it waits in the outbox and the worker retries it.
 */
const leadResendRoutes: FastifyPluginAsyncZod = async (app) => {
  endpointRoute(app, leadEmailResendRoute, { preValidation: app.adminAuth.require(ADMIN_ROUTE_ROLES.leads) }, async (request, reply) => {
    const { id, emailId } = request.params;
    const original = await app.store.outbox.get(emailId);
    if (!original || original.leadId !== id) throw app.httpErrors.notFound(NOT_FOUND);
    const waiting = (await app.store.outbox.list({ leadId: id })).some((m) => m.kind === original.kind && (m.status === 'pending' || m.status === 'sending'));
    if (waiting) throw app.httpErrors.conflict(ALREADY_QUEUED);

    const [copy] = await app.store.outbox.enqueue([{ kind: original.kind, to: original.to, templateParams: original.templateParams }], new Date(), id);
    await app.adminAuth.auditAction(request, {
      action: 'lead.email_resend',
      resourceType: 'lead',
      resourceId: String(id),
      newValues: { kind: original.kind, to: original.to, emailId: copy!.id },
    });
    // The admin sees the outcome when the mail server answers soon; a slow one does not hold
    // the page (the message stays queued and the worker goes on).
    await Promise.race([app.outboxWorker.deliver([copy!.id]), new Promise((resolve) => setTimeout(resolve, RESULT_WAIT_MS).unref())]);
    const email = (await app.store.outbox.get(copy!.id)) ?? copy!;
    return reply.code(201).send({ success: true as const, email: leadEmailViewOf(email, app.outboxWorker.transportName) });
  });
};

export default routePlugin(leadResendRoutes);
