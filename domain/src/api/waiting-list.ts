import '../shared/zodMini';
import * as z from 'zod/mini';
import { COVERAGE_OUTCOMES, WAITING_LIST_STATUSES } from '../locator/coverage';
import { DELIVERY_STATES } from '../email/delivery';
import { SITE_LANGUAGES } from '../contract/languages';
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

/** The service area a place is in, as the coverage check names it (issue #44). */
export const coverageArea = z.object({
  areaName: z.string(),
  status: z.enum(['active', 'coming-soon']),
  /** The day a coming-soon area opens (YYYY-MM-DD), when set. */
  launchDate: z.optional(z.string()),
});
export type CoverageArea = z.output<typeof coverageArea>;

/**
 * GET /api/coverage: whether an active partner lies within `radiusMiles` (and the nearest one's
 * distance), and the answer a visitor gets (`outcome`, COVERAGE_OUTCOMES) with the service area
 * the place is in, if any.
 */
export const coverageResponse = z.object({
  success: z.literal(true),
  place: coveragePlace,
  covered: z.boolean(),
  radiusMiles: z.number(),
  /** Absent when there is no active partner at all. */
  nearestMiles: z.optional(z.number()),
  /** Absent from an API older than the page reading it: read as `covered` says (partner-near or not-yet). */
  outcome: z.optional(z.enum(COVERAGE_OUTCOMES)),
  serviceArea: z.optional(coverageArea),
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
  /** 1 to 5, set by the team: the list reads highest first. */
  priorityScore: z.int(),
  /** The language they joined in (their e-mail is written in it). */
  language: z.optional(z.enum(SITE_LANGUAGES)),
  createdAt: isoDate,
  /** When it was served, and the service area whose opening served it (absent: marked by the team). */
  servedAt: z.optional(isoDate),
  servedBy: z.optional(z.string()),
  /** The e-mail that told them their area opened, and what became of it; absent: nobody was e-mailed. */
  notice: z.optional(z.object({ delivery: z.enum(DELIVERY_STATES), at: isoDate })),
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

/** PATCH /api/admin/waiting-list/:id: the entry with its new priority. */
export const waitingListEntrySavedResponse = z.object({ success: z.literal(true), entry: waitingListEntryView });

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
/** PATCH /api/admin/waiting-list/:id (admins): the team's priority for an entry. */
export const waitingListEntryChangeEndpoint = endpoint({ method: 'PATCH', path: '/api/admin/waiting-list/:id', response: waitingListEntrySavedResponse, errors: { 400: errorResponse, 404: errorResponse } });
