import { ADMIN_ROUTE_ROLES, WAITING_LIST_ADMIN_MAX, adminWaitingListEndpoint, areaServedRoute, waitingListEntryChangeRoute } from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../http/endpointRoute';
import type { WaitingListEntry } from '../../store';
import { entryViewOf, groupByArea } from './areas';
import { routePlugin } from '../../http/routePlugin';

const NOT_FOUND = 'No waiting-list entries for this area';
const ENTRY_NOT_FOUND = 'Waiting-list entry not found';

/**
 * GET /api/admin/waiting-list, PATCH /api/admin/waiting-list/:id and POST
 * /api/admin/waiting-list/areas/:area/served (issue #14 item 7, issue #44): the sign-ups grouped
 * by area with their priority and whether their area's opening told them; the team's priority
 * for an entry; an area marked served by hand (no e-mail: a service area's opening sends those).
 */
const adminWaitingListRoutes: FastifyPluginAsyncZod = async (app) => {
  const admins = app.adminAuth.require(ADMIN_ROUTE_ROLES.waitingList);

  /** The entries as the team reads them: with the e-mails that told them, and the names of the areas that did. */
  async function viewsOf(entries: readonly WaitingListEntry[]) {
    const [notices, areas] = await Promise.all([
      app.store.outbox.getMany(entries.flatMap((e) => (e.noticeId ? [e.noticeId] : []))),
      entries.some((e) => e.servedByArea) ? app.store.serviceAreas.list() : Promise.resolve([]),
    ]);
    const byId = new Map(notices.map((m) => [m.id, m]));
    const names = new Map(areas.map((a) => [a.id, a.areaName]));
    return (entry: WaitingListEntry) => entryViewOf(entry, byId, names, app.outboxWorker.transportName);
  }

  endpointRoute(app, adminWaitingListEndpoint, { preValidation: admins }, async () => {
    // Bounded: waiting entries first (what there is to act on), then served ones, at most
    // WAITING_LIST_ADMIN_MAX in all; one more is read to learn whether the list held more.
    const max = WAITING_LIST_ADMIN_MAX;
    const waiting = await app.store.waitingList.list({ status: 'waiting' }, max + 1);
    const served = waiting.length > max ? [] : await app.store.waitingList.list({ status: 'served' }, max - waiting.length + 1);
    const entries = [...waiting, ...served];
    if (entries.length <= max) return { success: true as const, areas: groupByArea(entries, await viewsOf(entries)) };
    const totalEntries = await app.store.waitingList.count();
    const shown = entries.slice(0, max);
    return { success: true as const, areas: groupByArea(shown, await viewsOf(shown)), truncated: true as const, totalEntries };
  });

  endpointRoute(app, waitingListEntryChangeRoute, { preValidation: admins }, async (request) => {
    const before = await app.store.waitingList.get(request.params.id);
    const entry = before && (await app.store.waitingList.setPriority(before.id, request.body.priorityScore));
    if (!before || !entry) throw app.httpErrors.notFound(ENTRY_NOT_FOUND);
    if (before.priorityScore !== entry.priorityScore) {
      await app.adminAuth.auditAction(request, {
        action: 'waiting_list.priority',
        resourceType: 'waiting_list_entry',
        resourceId: entry.id,
        oldValues: { priorityScore: before.priorityScore },
        newValues: { priorityScore: entry.priorityScore },
      });
    }
    return { success: true as const, entry: (await viewsOf([entry]))(entry) };
  });

  endpointRoute(app, areaServedRoute, { preValidation: admins }, async (request) => {
    const { area } = request.params;
    if ((await app.store.waitingList.list({ area }, 1)).length === 0) throw app.httpErrors.notFound(NOT_FOUND);
    const served = await app.store.waitingList.markServed(area);
    if (served > 0) {
      await app.adminAuth.auditAction(request, {
        action: 'waiting_list.served',
        resourceType: 'waiting_list_area',
        resourceId: area,
        oldValues: { status: 'waiting', waiting: served },
        newValues: { status: 'served' },
      });
    }
    return { success: true as const, area, served };
  });
};

export default routePlugin(adminWaitingListRoutes);
