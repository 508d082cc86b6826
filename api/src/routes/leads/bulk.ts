import pLimit from 'p-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_ROUTE_ROLES, BULK_LEADS_MAX, canMoveLead, dueClock, leadIdsRoute, leadSearchOf, leadStatusLabel, leadsBulkRoute, type BulkLeadResult } from '@powernest/domain';
import type { AppConfig } from '../../config';
import { endpointRoute } from '../../http/endpointRoute';
import { assigneeProblem, leadChanged, updateLead } from '../../application/lead-changes';
import { visitBooking } from '../../application/visit-booking';
import { memberName } from '../../auth/member-name';
import { routePlugin } from '../../http/routePlugin';

/** Leads changed at once: enough to hide the store's round trips, few enough to leave room for everyone else. */
const BULK_CONCURRENCY = 8;

/**
 * POST /api/leads/bulk and GET /api/leads/ids (issue #29): the workspace's bulk actions. Each lead
 * is judged on its own, as its page would judge it (the pipeline's moves, the version read, once
 * more when someone changed it meanwhile), changed, audited and published; the refused ones are
 * reported with the reason and the rest applied.
 */
const leadBulkRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const workers = app.adminAuth.require(ADMIN_ROUTE_ROLES.leadBulk);
  const visits = visitBooking(app, config);

  // "Select all N matching": the ids of the leads the workspace's filters match, newest first.
  endpointRoute(app, leadIdsRoute, { preValidation: workers }, async (request) => {
    const { position: _position, limit: _limit, ...search } = leadSearchOf(request.query, memberName(request), dueClock(new Date(), config.mail.timeZone));
    const ids: number[] = [];
    for await (const lead of app.store.leads.each(search)) {
      if (ids.length === BULK_LEADS_MAX) return { success: true as const, ids, capped: true };
      ids.push(lead.id);
    }
    return { success: true as const, ids, capped: false };
  });

  endpointRoute(app, leadsBulkRoute, { preValidation: workers }, async (request) => {
    const { ids, status, assignedTo } = request.body;
    if (assignedTo) {
      const problem = await assigneeProblem(app, assignedTo);
      if (problem) throw app.httpErrors.createError(400, problem, { body: { fieldErrors: { assignedTo: problem } } });
    }

    /**
     * What one lead's answer says was done: `moved` and `assigned` for the parts asked (true when
     * the lead now is as asked, changed here or already so); `ok` only when every part was done.
     */
    const outcome = (id: number, done: { moved?: boolean; assigned?: boolean }, error?: string): BulkLeadResult => ({
      id,
      ok: error === undefined,
      ...(status !== undefined ? { moved: done.moved ?? false } : {}),
      ...(assignedTo !== undefined ? { assigned: done.assigned ?? false } : {}),
      ...(error !== undefined ? { error } : {}),
    });

    async function changeOne(id: number): Promise<BulkLeadResult> {
      let lead = await app.store.leads.get(id);
      // Twice at most: a lead someone changed meanwhile is judged again as it now is.
      for (let attempt = 0; attempt < 2 && lead; attempt++) {
        // A move the pipeline refuses does not hold back the assignment asked with it (browser
        // audit #8): the lead is assigned, and its answer says it was not moved and why.
        const refusal =
          status !== undefined && status !== lead.status && !canMoveLead(lead.status, status)
            ? `A lead that is ${leadStatusLabel(lead.status)} cannot move to ${leadStatusLabel(status)}`
            : undefined;
        if (refusal !== undefined && assignedTo === undefined) return outcome(id, {}, refusal);
        const changes = {
          status: refusal === undefined && status !== undefined && status !== lead.status ? status : undefined,
          assignedTo: assignedTo !== undefined && (assignedTo ?? undefined) !== lead.assignedTo ? assignedTo : undefined,
        };
        const done = { moved: refusal === undefined, assigned: true };
        if (changes.status === undefined && changes.assignedTo === undefined) return outcome(id, done, refusal);
        const result = await updateLead(app, config.mail, lead, lead.version, { ...changes, by: memberName(request) });
        if (result.outcome === 'updated') {
          await leadChanged(app, visits, request, { before: lead, after: result.lead, ...changes });
          return outcome(id, done, refusal);
        }
        lead = result.outcome === 'conflict' ? result.lead : null;
      }
      return outcome(id, {}, lead ? 'Someone else kept changing this lead; try it again on its page.' : 'Lead not found');
    }

    const limit = pLimit(BULK_CONCURRENCY);
    const results = await Promise.all(ids.map((id) => limit(() => changeOne(id))));
    return { success: true as const, results };
  });
};

export default routePlugin(leadBulkRoutes);
