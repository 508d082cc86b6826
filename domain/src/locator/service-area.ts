import '../shared/zod';
import * as z from 'zod';
import { withRequest } from '../api/endpoint';
import { serviceAreaChangeEndpoint, serviceAreaCreateEndpoint } from '../api/service-areas';
import { isCalendarDate } from '../leads/follow-up';
import { SERVICE_AREA_STATUSES } from './coverage';
import { isUsStateCode } from './us-states';

// Service areas (issue #44): what the team enters in the admin, checked alike by its form and the API.

export const SERVICE_AREA_MESSAGES = {
  areaName: 'Area name is required',
  state: 'State is required',
  stateCode: 'State must be a US state code, like TX',
  city: 'City must be at most 100 characters',
  zipCode: 'ZIP code must be 5 digits',
  cityOrZip: 'Give a city or a ZIP code, not both (neither: the whole state)',
  status: `Status must be one of ${SERVICE_AREA_STATUSES.join(', ')}`,
  launchDate: 'Launch date must be a date written YYYY-MM-DD',
  launchOnlyComingSoon: 'Only an area coming soon has a launch date',
  version: 'version must be the whole number the area was read with',
} as const;

const emptyAsUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const AREA_FIELDS = {
  areaName: z.string({ error: SERVICE_AREA_MESSAGES.areaName }).trim().min(1, SERVICE_AREA_MESSAGES.areaName).max(200, SERVICE_AREA_MESSAGES.areaName),
  state: z
    .string({ error: SERVICE_AREA_MESSAGES.state })
    .trim()
    .min(1, { error: SERVICE_AREA_MESSAGES.state, abort: true })
    .transform((v) => v.toUpperCase())
    .refine(isUsStateCode, SERVICE_AREA_MESSAGES.stateCode),
  city: z.preprocess(emptyAsUndefined, z.string({ error: SERVICE_AREA_MESSAGES.city }).trim().max(100, SERVICE_AREA_MESSAGES.city).optional()),
  zipCode: z.preprocess(emptyAsUndefined, z.string({ error: SERVICE_AREA_MESSAGES.zipCode }).trim().regex(/^\d{5}$/, SERVICE_AREA_MESSAGES.zipCode).optional()),
  /** Coming soon unless said: a new area is not yet served. */
  status: z.enum(SERVICE_AREA_STATUSES, { error: SERVICE_AREA_MESSAGES.status }).default('coming-soon'),
  launchDate: z.preprocess(emptyAsUndefined, z.string({ error: SERVICE_AREA_MESSAGES.launchDate }).trim().refine(isCalendarDate, SERVICE_AREA_MESSAGES.launchDate).optional()),
};

/** A city or a ZIP code (or neither: the state); a launch date only for an area coming soon. */
function checkArea(area: { city?: string; zipCode?: string; status: string; launchDate?: string }, ctx: z.RefinementCtx) {
  if (area.city && area.zipCode) ctx.addIssue({ code: 'custom', message: SERVICE_AREA_MESSAGES.cityOrZip, path: ['zipCode'] });
  if (area.launchDate && area.status !== 'coming-soon') ctx.addIssue({ code: 'custom', message: SERVICE_AREA_MESSAGES.launchOnlyComingSoon, path: ['launchDate'] });
}

/** POST /api/admin/service-areas: the area as the admin's form sends it. */
export const serviceAreaSchema = z.strictObject(AREA_FIELDS).superRefine(checkArea);
/** What the form holds, and what it sends after its checks. */
export type ServiceAreaValues = z.input<typeof serviceAreaSchema>;
export type ServiceAreaForm = z.output<typeof serviceAreaSchema>;

/** PATCH /api/admin/service-areas/:id: the whole area as the form has it, and the version it read. */
export const serviceAreaChangeSchema = z
  .strictObject({ ...AREA_FIELDS, version: z.int({ error: SERVICE_AREA_MESSAGES.version }).min(0, SERVICE_AREA_MESSAGES.version) })
  .superRefine(checkArea);
export type ServiceAreaChange = z.output<typeof serviceAreaChangeSchema>;

/** The fields the store keeps for a status: active serves now; coming soon opens (on its date); retired neither. */
export const serviceAreaFlags = (status: (typeof SERVICE_AREA_STATUSES)[number]) => ({ isActive: status === 'active', comingSoon: status === 'coming-soon' });

/** An area's id in a path. */
export const serviceAreaIdParams = z.strictObject({ id: z.string().trim().min(1).max(64) });

// The API's routes: each endpoint (api/service-areas.ts) with the schemas its requests are checked with.
export const serviceAreaCreateRoute = withRequest(serviceAreaCreateEndpoint, { body: serviceAreaSchema });
export const serviceAreaChangeRoute = withRequest(serviceAreaChangeEndpoint, { params: serviceAreaIdParams, body: serviceAreaChangeSchema });
