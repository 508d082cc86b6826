import {
  ADMIN_ROUTE_ROLES,
  adminServiceAreasEndpoint,
  serviceAreaChangeRoute,
  serviceAreaCreateRoute,
  serviceAreaFlags,
  serviceAreaKindOf,
  serviceAreaStatusOf,
  serviceAreasEndpoint,
  waitingPlaceOf,
  type AreaLaunch,
  type PublicServiceArea,
  type ServiceAreaForm,
  type ServiceAreaView,
} from '@powernest/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { tellWaitingList } from '../../application/area-launch';
import type { AppConfig } from '../../config';
import { endpointRoute } from '../../http/endpointRoute';
import { resolvePlace, stateCentre } from '../../places/resolve-place';
import { PARTNER_CACHE_CONTROL } from '../../plugins/app/partner-answers';
import type { ServiceArea } from '../../store';
import { routePlugin } from '../../http/routePlugin';

const NOT_FOUND = 'Service area not found';
const CHANGED_MEANWHILE = 'Someone else changed this area meanwhile. Here it is as it is now.';

/** Where the locator marks an area: its ZIP code's or city's centre, or its state's middle. */
function centreOf(area: ServiceArea): { latitude: number; longitude: number } | null {
  if (area.zipCode) return resolvePlace(area.zipCode);
  if (area.city) return resolvePlace(`${area.city}, ${area.state}`);
  return stateCentre(area.state);
}

/** What the store keeps of the form: the status as its two flags, absent optional fields cleared. */
const storedFields = (form: ServiceAreaForm) => ({
  areaName: form.areaName,
  state: form.state,
  city: form.city ?? null,
  zipCode: form.zipCode ?? null,
  launchDate: form.launchDate ?? null,
  ...serviceAreaFlags(form.status),
});

/**
 * GET /api/service-areas (public) and the team's GET, POST and PATCH /api/admin/service-areas
 * (issue #44): where PowerNest serves and opens next. An area that becomes active (created
 * active, changed to active, or on its launch date: plugins/app/area-launches.ts) tells its
 * waiting list.
 */
const serviceAreaRoutes: FastifyPluginAsyncZod<{ config: AppConfig }> = async (app, { config }) => {
  const readers = app.adminAuth.require(ADMIN_ROUTE_ROLES.serviceAreas);

  endpointRoute(app, serviceAreasEndpoint, {}, async (_request, reply) => {
    // Changes with the team's edits, like the partners: checked again as soon as they are.
    reply.header('cache-control', PARTNER_CACHE_CONTROL);
    const areas = await app.store.serviceAreas.list({ live: true });
    return {
      success: true as const,
      areas: areas.map((area): PublicServiceArea => {
        const centre = centreOf(area);
        return {
          areaName: area.areaName,
          state: area.state,
          ...(area.city ? { city: area.city } : {}),
          ...(area.zipCode ? { zipCode: area.zipCode } : {}),
          kind: serviceAreaKindOf(area),
          status: area.isActive ? 'active' : 'coming-soon',
          ...(area.launchDate && !area.isActive ? { launchDate: area.launchDate } : {}),
          ...(centre ? { latitude: centre.latitude, longitude: centre.longitude } : {}),
        };
      }),
    };
  });

  async function viewOf(area: ServiceArea): Promise<ServiceAreaView> {
    const [waiting, told] = await Promise.all([app.store.waitingList.waitingIn(waitingPlaceOf(area)), app.store.waitingList.count({ servedByArea: area.id })]);
    return { ...area, kind: serviceAreaKindOf(area), status: serviceAreaStatusOf(area), waiting: waiting.length, told };
  }

  /** The audit entries of a change, and the waiting list told when it opened the area. */
  async function saved(request: FastifyRequest, action: 'service_area.create' | 'service_area.update', before: ServiceArea | null, area: ServiceArea, opened: boolean) {
    const fields = (a: ServiceArea) => ({ areaName: a.areaName, state: a.state, city: a.city ?? null, zipCode: a.zipCode ?? null, status: serviceAreaStatusOf(a), launchDate: a.launchDate ?? null });
    await app.adminAuth.auditAction(request, { action, resourceType: 'service_area', resourceId: area.id, ...(before ? { oldValues: fields(before) } : {}), newValues: fields(area) });
    let launch: AreaLaunch | undefined;
    if (opened) {
      launch = await tellWaitingList(app, config.mail, area);
      await app.adminAuth.auditAction(request, { action: 'service_area.open', resourceType: 'service_area', resourceId: area.id, newValues: { areaName: area.areaName, ...launch } });
    }
    return { success: true as const, area: await viewOf(area), ...(launch ? { launch } : {}) };
  }

  endpointRoute(app, adminServiceAreasEndpoint, { preValidation: readers }, async () => {
    const areas = await app.store.serviceAreas.list();
    return { success: true as const, areas: await Promise.all(areas.map(viewOf)) };
  });

  endpointRoute(app, serviceAreaCreateRoute, { preValidation: readers }, async (request, reply) => {
    const { city, zipCode, launchDate, ...fields } = storedFields(request.body);
    const area = await app.store.serviceAreas.create({ ...fields, ...(city ? { city } : {}), ...(zipCode ? { zipCode } : {}), ...(launchDate ? { launchDate } : {}) });
    return reply.code(201).send(await saved(request, 'service_area.create', null, area, area.isActive));
  });

  endpointRoute(app, serviceAreaChangeRoute, { preValidation: readers }, async (request, reply) => {
    const { version, ...form } = request.body;
    const before = await app.store.serviceAreas.get(request.params.id);
    if (!before) throw app.httpErrors.notFound(NOT_FOUND);
    const result = await app.store.serviceAreas.update(before.id, version, storedFields(form));
    if (result.outcome === 'not-found') throw app.httpErrors.notFound(NOT_FOUND);
    if (result.outcome === 'conflict') return reply.code(409).send({ success: false as const, error: CHANGED_MEANWHILE, area: await viewOf(result.area) });
    return saved(request, 'service_area.update', before, result.area, result.activated);
  });
};

export default routePlugin(serviceAreaRoutes);
