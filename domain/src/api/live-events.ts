import '../shared/zodMini';
import * as z from 'zod/mini';
import { isoDate } from './wire';

// Live updates for the admin area (issue #29): server-sent events, behind the admin session.
// One stream per open tab; the workspace and the board take new and changed leads from it
// instead of polling.

/** GET: a `text/event-stream` of LIVE_EVENT_TYPES events (staff who may read leads). */
export const LIVE_EVENTS_PATH = '/api/admin/events';

/** The events: a lead arrived; a lead changed (status, assignee, details, visit). */
export const LIVE_EVENT_TYPES = ['lead.created', 'lead.updated'] as const;
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** What a list row or a board card needs of the lead; the rest is read from the lead's page. */
export const liveLeadView = z.object({
  id: z.int(),
  businessName: z.string(),
  location: z.string(),
  status: z.string(),
  assignedTo: z.optional(z.string()),
  version: z.int(),
  createdAt: isoDate,
  /** When its next promise still owed falls due (issue #45): a kept promise moves it, and the at-risk marks with it. */
  promiseDueAt: z.optional(isoDate),
});

/** One event's data: the lead as it now is, and who changed it (a staff member's username; none for the applicant or the site). */
export const liveLeadEvent = z.object({ lead: liveLeadView, by: z.optional(z.string()) });
export type LiveLeadEvent = z.output<typeof liveLeadEvent>;

/** Streams one staff member may keep open at once (their tabs), and the server's bound for all. */
export const LIVE_STREAMS_PER_MEMBER = 8;
export const LIVE_STREAMS_MAX = 500;
/** 429 when a member has LIVE_STREAMS_PER_MEMBER tabs live already. */
export const LIVE_STREAMS_REFUSED = 'Too many live views are open for this account: close a tab, or reload this one later.';
