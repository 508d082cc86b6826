import '../shared/zodMini';
import * as z from 'zod/mini';
import { APPLICATION_API_PATH, APPLICATION_STAGES } from '../applications/application-status';
import { PROMISE_KINDS, PROMISE_STATES } from '../leads/promises';
import { endpoint } from './endpoint';
import { errorResponse, isoDate } from './wire';

// An applicant's own view of their application (issue #28), reached with the secret token of
// their status link: nothing of the lead but its business name, arrival, stage and visit.

/** A booked site visit as the applicant (and the lead's page) sees it. */
export const visitView = z.object({
  start: isoDate,
  end: isoDate,
  /** The business's IANA zone: the visit is shown at its local time. */
  timeZone: z.string(),
  /** Whether the visit may still be moved or cancelled (until 24 hours before), and until when. */
  canChange: z.boolean(),
  changeUntil: isoDate,
});
export type VisitView = z.output<typeof visitView>;

export const applicationView = z.object({
  businessName: z.string(),
  receivedAt: isoDate,
  stage: z.enum(APPLICATION_STAGES),
  /** The stages it went through (reachedStages): the page ticks these, never a stage it skipped. */
  reached: z.array(z.enum(APPLICATION_STAGES)),
  stageLabel: z.string(),
  nextStep: z.string(),
  /** When the next step is due, where the promise has a date ("we call within 24 hours"). */
  nextStepBy: z.optional(isoDate),
  /** Whether the applicant may book (or move, or cancel) a visit: while the application is open. */
  canBook: z.boolean(),
  /** The business's IANA zone (its state's; the team's when unknown): the page's times are in it. */
  timeZone: z.string(),
  visit: z.optional(visitView),
  /**
   * The offer's promises to them and where each stands at the answer (issue #45; applicantPromises):
   * absent for an application older than the promises' clock.
   */
  promises: z.optional(z.array(z.object({ kind: z.enum(PROMISE_KINDS), dueAt: isoDate, keptAt: z.optional(isoDate), keptWith: z.optional(z.literal('message')), state: z.enum(PROMISE_STATES) }))),
  /** How to reach the team. */
  contact: z.object({ phone: z.string(), email: z.string() }),
});
export type ApplicationView = z.output<typeof applicationView>;

export const applicationResponse = z.object({ success: z.literal(true), application: applicationView });

export const visitSlot = z.object({ start: isoDate, end: isoDate });
export type VisitSlotView = z.output<typeof visitSlot>;

export const applicationSlotsResponse = z.object({ success: z.literal(true), timeZone: z.string(), slots: z.array(visitSlot) });
export type ApplicationSlots = z.output<typeof applicationSlotsResponse>;

/** 409: refused as things stand; when the chosen time was taken meanwhile, with the times still free to choose again. */
export const visitRefusedResponse = z.object({ success: z.literal(false), error: z.string(), timeZone: z.optional(z.string()), slots: z.optional(z.array(visitSlot)) });

/** POST /api/application-link (202): the same answer whether or not the address is known. */
export const applicationLinkResponse = z.object({ success: z.literal(true), message: z.string() });

/** POST /api/leads/:id/status-link (admins): a fresh link went to the applicant (the old one stopped working). */
export const statusLinkSentResponse = z.object({ success: z.literal(true), sentTo: z.string(), queued: z.boolean() });


// The endpoints (their request schemas, full zod, are joined in ../application-requests.ts for the API).
const notFound = { 404: errorResponse };

/** GET /api/application/:token: the application's stage (404 for a wrong or expired token). */
export const applicationEndpoint = endpoint({ method: 'GET', path: APPLICATION_API_PATH, response: applicationResponse, errors: notFound });
/** GET /api/application/:token/slots: the visit times the applicant may book. */
export const applicationSlotsEndpoint = endpoint({ method: 'GET', path: '/api/application/:token/slots', response: applicationSlotsResponse, errors: notFound });
const visitErrors = { 400: errorResponse, 404: errorResponse, 409: visitRefusedResponse };
/** POST /api/application/:token/visit { start }: books the visit (201). */
export const visitBookEndpoint = endpoint({ method: 'POST', path: '/api/application/:token/visit', status: 201, response: applicationResponse, errors: visitErrors });
/** PUT /api/application/:token/visit { start }: moves it (until 24 hours before). */
export const visitMoveEndpoint = endpoint({ method: 'PUT', path: '/api/application/:token/visit', response: applicationResponse, errors: visitErrors });
/** DELETE /api/application/:token/visit: cancels it (until 24 hours before). */
export const visitCancelEndpoint = endpoint({ method: 'DELETE', path: '/api/application/:token/visit', response: applicationResponse, errors: { 404: errorResponse, 409: errorResponse } });
/** POST /api/application-link { email }: sends fresh status links to that address's open applications. */
export const applicationLinkEndpoint = endpoint({ method: 'POST', path: '/api/application-link', status: 200, response: applicationLinkResponse, errors: { 400: errorResponse } });
/** POST /api/leads/:id/status-link (admins): a fresh status link to the applicant. */
export const statusLinkEndpoint = endpoint({ method: 'POST', path: '/api/leads/:id/status-link', response: statusLinkSentResponse, errors: { 404: errorResponse } });
