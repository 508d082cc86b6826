import '../shared/zodMini';
import * as z from 'zod/mini';
import { WAITING_LIST_STATUSES } from '../locator/coverage';
import { endpoint } from './endpoint';
import { errorResponse, isoDate } from './wire';

/** A place the coverage check found: its area key ("Austin, TX") and centre. */
export const coveragePlace = z.object({
  area: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.optional(z.string()),
  latitude: z.number(),
  longitude: z.number(),
});
export type CoveragePlace = z.output<typeof coveragePlace>;

/** GET /api/coverage: whether an active partner lies within `radiusMiles`, and the nearest one's distance. */
export const coverageResponse = z.object({
  success: z.literal(true),
  place: coveragePlace,
  covered: z.boolean(),
  radiusMiles: z.number(),
  /** Absent when there is no active partner at all. */
  nearestMiles: z.optional(z.number()),
});
export type CoverageResult = z.output<typeof coverageResponse>;

/** POST /api/waiting-list (201): the visitor's place on the list. */
export const waitingListJoinedResponse = z.object({ success: z.literal(true), area: z.string() });

/** A waiting-list entry as the admin reads it. */
export const waitingListEntryView = z.object({
  id: z.string(),
  email: z.optional(z.string()),
  businessName: z.optional(z.string()),
  zipCode: z.optional(z.string()),
  status: z.enum(WAITING_LIST_STATUSES),
  createdAt: isoDate,
});
export type WaitingListEntryView = z.output<typeof waitingListEntryView>;

/** One area of the waiting list: `waiting` while any entry still waits. */
export const waitingListArea = z.object({
  area: z.string(),
  count: z.int(),
  waiting: z.int(),
  status: z.enum(WAITING_LIST_STATUSES),
  firstAt: isoDate,
  lastAt: isoDate,
  entries: z.array(waitingListEntryView),
});
export type WaitingListArea = z.output<typeof waitingListArea>;

/** GET /api/admin/waiting-list (admins): areas with waiting entries first, most entries first. */
export const adminWaitingListResponse = z.object({
  success: z.literal(true),
  areas: z.array(waitingListArea),
  /** Present when the list held more than WAITING_LIST_ADMIN_MAX entries: only those (waiting first) are grouped. */
  truncated: z.optional(z.literal(true)),
  /** Every entry stored, present with `truncated`. */
  totalEntries: z.optional(z.int()),
});
export type AdminWaitingListResult = z.output<typeof adminWaitingListResponse>;

/** POST /api/admin/waiting-list/areas/:area/served: how many entries were marked served. */
export const areaServedResponse = z.object({ success: z.literal(true), area: z.string(), served: z.int() });

// The endpoints (their request schemas, full zod, are joined in ../waiting-list.ts for the API).

/** GET /api/coverage?place=: is a partner near the place (400 naming `place` for one it cannot place). */
export const coverageEndpoint = endpoint({ method: 'GET', path: '/api/coverage', response: coverageResponse, errors: { 400: errorResponse } });
/** POST /api/waiting-list: a visitor joins the waiting list of their area. */
export const waitingListJoinEndpoint = endpoint({ method: 'POST', path: '/api/waiting-list', status: 201, response: waitingListJoinedResponse, errors: { 400: errorResponse } });
/** GET /api/admin/waiting-list (admins). */
export const adminWaitingListEndpoint = endpoint({ method: 'GET', path: '/api/admin/waiting-list', response: adminWaitingListResponse });
/** POST /api/admin/waiting-list/areas/:area/served (admins). */
export const areaServedEndpoint = endpoint({ method: 'POST', path: '/api/admin/waiting-list/areas/:area/served', response: areaServedResponse, errors: { 404: errorResponse } });
