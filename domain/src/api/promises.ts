import '../shared/zodMini';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { isoDate } from './wire';

// The promises' card and report (issue #45; domain promises.ts, promise-report.ts).

const tally = z.object({ kept: z.int(), broken: z.int(), open: z.int() });
/** Per promise (PROMISE_KINDS). */
const tallies = z.object({ contact: tally, review: tally, siteVisit: tally });

/** GET /api/analytics/promises: the dashboard's "Promises kept, last 30 days", of the leads that arrived since `since`. */
export const promiseCardResponse = z.object({ success: z.literal(true), since: isoDate, tallies });
export type PromiseCardResult = z.output<typeof promiseCardResponse>;

/** GET /api/analytics/promises/report: per week (Monday, `YYYY-MM-DD` in the team's zone, newest first) and per team member. */
export const promiseReportResponse = z.object({
  success: z.literal(true),
  timeZone: z.string(),
  weeks: z.array(z.object({ week: z.string(), tallies })),
  members: z.array(z.object({ member: z.string(), tallies })),
});
export type PromiseReportResult = z.output<typeof promiseReportResponse>;

export const promiseCardEndpoint = endpoint({ method: 'GET', path: '/api/analytics/promises', response: promiseCardResponse });
export const promiseReportEndpoint = endpoint({ method: 'GET', path: '/api/analytics/promises/report', response: promiseReportResponse });
