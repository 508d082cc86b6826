import '../shared/zodMini';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { visitRefusedResponse, visitSlot, visitView } from './application';
import { errorResponse, isoDate } from './wire';

// The team's side of site visits (issue #28): the availability admins set, the visits of the
// coming days, and a visit booked, moved or cancelled for the applicant from the lead's page.

const hoursRangeView = z.object({ start: z.string(), end: z.string() });
const dayHoursView = z.array(hoursRangeView);

/** The team's availability as the API answers it (the rules are the domain's availabilitySchema, visits entry). */
export const availabilityView = z.object({
  weeklyHours: z.object({ mon: dayHoursView, tue: dayHoursView, wed: dayHoursView, thu: dayHoursView, fri: dayHoursView, sat: dayHoursView, sun: dayHoursView }),
  blockedDates: z.array(z.string()),
  visitsPerSlot: z.int(),
});
export type AvailabilityView = z.output<typeof availabilityView>;

/** GET and PUT /api/admin/availability: the availability in force; `isDefault` while no admin has set any. */
export const availabilityResponse = z.object({ success: z.literal(true), availability: availabilityView, isDefault: z.boolean() });
export type AvailabilityResult = z.output<typeof availabilityResponse>;

/** The most days ahead GET /api/admin/visits lists, and its default. */
export const UPCOMING_VISITS_DAYS = { default: 7, max: 31 } as const;
/** The most visits GET /api/admin/visits lists (`truncated` says when more were booked). */
export const UPCOMING_VISITS_MAX = 200;

/** A booked visit as the team's list shows it: when (and in which zone), and whose. */
export const upcomingVisitView = z.object({
  id: z.string(),
  leadId: z.int(),
  start: isoDate,
  end: isoDate,
  timeZone: z.string(),
  businessName: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  location: z.string(),
});
export type UpcomingVisit = z.output<typeof upcomingVisitView>;

/** GET /api/admin/visits?days=7: visits booked from now to `days` ahead, soonest first. */
export const upcomingVisitsResponse = z.object({ success: z.literal(true), days: z.int(), visits: z.array(upcomingVisitView), truncated: z.optional(z.literal(true)) });
export type UpcomingVisitsResult = z.output<typeof upcomingVisitsResponse>;

/**
 * POST/PUT/DELETE /api/leads/:id/visit: the lead's visit as it now is (none after a cancellation)
 * and the slots it may book; `emailsQueued` false when the mail transport only records (the
 * applicant is not told by e-mail).
 */
export const leadVisitResponse = z.object({ success: z.literal(true), status: z.string(), visit: z.optional(visitView), timeZone: z.string(), slots: z.array(visitSlot), emailsQueued: z.boolean() });
export type LeadVisitResult = z.output<typeof leadVisitResponse>;

// The endpoints (their request schemas, full zod, are joined in ../visits/requests.ts and ../application-requests.ts for the API).

/** GET /api/admin/availability (staff who work visits). */
export const availabilityEndpoint = endpoint({ method: 'GET', path: '/api/admin/availability', response: availabilityResponse });
/** PUT /api/admin/availability (admins): the whole availability; 400 with field errors. */
export const availabilitySetEndpoint = endpoint({ method: 'PUT', path: '/api/admin/availability', response: availabilityResponse, errors: { 400: errorResponse } });
/** GET /api/admin/visits?days= (staff). */
export const upcomingVisitsEndpoint = endpoint({ method: 'GET', path: '/api/admin/visits', response: upcomingVisitsResponse, errors: { 400: errorResponse } });
const leadVisitErrors = { 400: errorResponse, 404: errorResponse, 409: visitRefusedResponse };
/** POST /api/leads/:id/visit { start } (201): the team books the visit for the applicant. */
export const leadVisitBookEndpoint = endpoint({ method: 'POST', path: '/api/leads/:id/visit', status: 201, response: leadVisitResponse, errors: leadVisitErrors });
/** PUT /api/leads/:id/visit { start }: the team moves it (even within 24 hours of it). */
export const leadVisitMoveEndpoint = endpoint({ method: 'PUT', path: '/api/leads/:id/visit', response: leadVisitResponse, errors: leadVisitErrors });
/** DELETE /api/leads/:id/visit: the team cancels it. */
export const leadVisitCancelEndpoint = endpoint({ method: 'DELETE', path: '/api/leads/:id/visit', response: leadVisitResponse, errors: { 404: errorResponse, 409: errorResponse } });
