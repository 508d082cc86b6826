import '../shared/zodMini';
import * as z from 'zod/mini';
import { SERVICE_AREA_KINDS, SERVICE_AREA_STATUSES } from '../locator/coverage';
import { endpoint } from './endpoint';
import { SERVICE_AREAS_PATH } from './paths';
import { errorResponse, isoDate } from './wire';

// Where PowerNest serves (issue #44): the areas visitors see (locator, home, application page),
// and the team's list and changes.

/** An area as a visitor sees it: served now or coming soon (retired ones are not shown). */
export const publicServiceArea = z.object({
  areaName: z.string(),
  state: z.string(),
  city: z.optional(z.string()),
  zipCode: z.optional(z.string()),
  kind: z.enum(SERVICE_AREA_KINDS),
  status: z.enum(['active', 'coming-soon']),
  /** The day it opens (YYYY-MM-DD), when it is coming soon and has one. */
  launchDate: z.optional(z.string()),
  /** Where the locator marks it (the city's or ZIP's centre, the state's middle); absent when unknown. */
  latitude: z.optional(z.number()),
  longitude: z.optional(z.number()),
});
export type PublicServiceArea = z.output<typeof publicServiceArea>;

/** GET /api/service-areas: every active and coming-soon area, by state and name. */
export const serviceAreasResponse = z.object({ success: z.literal(true), areas: z.array(publicServiceArea) });
export type ServiceAreasResult = z.output<typeof serviceAreasResponse>;

/** An area as the team reads it. */
export const serviceAreaView = z.object({
  id: z.string(),
  areaName: z.string(),
  state: z.string(),
  city: z.optional(z.string()),
  zipCode: z.optional(z.string()),
  kind: z.enum(SERVICE_AREA_KINDS),
  status: z.enum(SERVICE_AREA_STATUSES),
  isActive: z.boolean(),
  comingSoon: z.boolean(),
  launchDate: z.optional(z.string()),
  /** When it last opened (its waiting list was told then). */
  activatedAt: z.optional(isoDate),
  /** Waiting-list entries still waiting in it, and those it told when it opened. */
  waiting: z.int(),
  told: z.int(),
  createdAt: isoDate,
  updatedAt: isoDate,
  version: z.int(),
});
export type ServiceAreaView = z.output<typeof serviceAreaView>;

/** GET /api/admin/service-areas (staff). */
export const adminServiceAreasResponse = z.object({ success: z.literal(true), areas: z.array(serviceAreaView) });
export type AdminServiceAreasResult = z.output<typeof adminServiceAreasResponse>;

/**
 * What opening an area did to its waiting list: entries marked served; e-mails queued to them (in
 * their language); entries whose inbox had had its share of these e-mails today (served, not e-mailed).
 */
export const areaLaunchView = z.object({ served: z.int(), emailed: z.int(), capped: z.int() });
export type AreaLaunch = z.output<typeof areaLaunchView>;

/** POST (201) and PATCH (200): the area saved; `launch` when the change opened it. */
export const serviceAreaSavedResponse = z.object({ success: z.literal(true), area: serviceAreaView, launch: z.optional(areaLaunchView) });
export type ServiceAreaSaved = z.output<typeof serviceAreaSavedResponse>;

/** 409 to a PATCH: someone changed the area first (`area`: as it now is). */
export const serviceAreaConflictResponse = z.extend(errorResponse, { area: serviceAreaView });

// The endpoints (their request schemas, full zod, are joined in ../locator/service-area.ts for the API).

/** GET /api/service-areas: the areas served and coming soon (public). */
export const serviceAreasEndpoint = endpoint({ method: 'GET', path: SERVICE_AREAS_PATH, response: serviceAreasResponse });
/** GET /api/admin/service-areas (staff). */
export const adminServiceAreasEndpoint = endpoint({ method: 'GET', path: '/api/admin/service-areas', response: adminServiceAreasResponse });
/** POST /api/admin/service-areas (operations admins and above): a new area; opened at once when active. */
export const serviceAreaCreateEndpoint = endpoint({ method: 'POST', path: '/api/admin/service-areas', status: 201, response: serviceAreaSavedResponse, errors: { 400: errorResponse } });
/** PATCH /api/admin/service-areas/:id: the area changed at the version read; activating it tells its waiting list. */
export const serviceAreaChangeEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/admin/service-areas/:id',
  response: serviceAreaSavedResponse,
  errors: { 400: errorResponse, 404: errorResponse, 409: serviceAreaConflictResponse },
});
