// The promises report (issue #45): what a sales manager reads every Monday. Per week (from Monday,
// in the team's zone) and per team member, how many of the promises made to the leads that
// arrived were kept, broken or are still open. Pure: the API streams the period's leads through
// it. A kept promise (on time or late) counts for who kept it; one not kept for the lead's
// assignee now (UNASSIGNED when none): who owes it.
import { calendarDateIn } from './follow-up';
import { UNASSIGNED } from './lead-query';
import { PROMISE_KINDS, emptyTallies, promiseState, tallyPromise, type LeadPromises, type PromiseKind, type PromiseTally } from './promises';
import { DAY_MS } from '../shared/time';

/** Weeks the report covers: this week and the twelve before it (a quarter). */
export const PROMISE_REPORT_WEEKS = 13;

export interface PromiseReportRow {
  tallies: Record<PromiseKind, PromiseTally>;
}
export interface PromiseReport {
  /** Monday of each week, `YYYY-MM-DD` in the team's zone, newest first; every week of the period, empty ones too. */
  weeks: (PromiseReportRow & { week: string })[];
  /** Each team member (a username, or UNASSIGNED) with a promise in the period, by name. */
  members: (PromiseReportRow & { member: string })[];
}

/** The Monday (`YYYY-MM-DD`) of a calendar date's week. */
export function weekOf(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10);
}

/** The report's first Monday at `now` in the zone: the leads arriving from that day on are in it (the API reads from a day before, to be safe across zones). */
export function promiseReportStart(now: Date, timeZone: string): string {
  const thisWeek = new Date(`${weekOf(calendarDateIn(now, timeZone))}T00:00:00Z`);
  return new Date(thisWeek.getTime() - (PROMISE_REPORT_WEEKS - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
}

interface ReportLead {
  createdAt: Date;
  assignedTo?: string;
  promises?: LeadPromises;
}

/** The report over `leads` (any order) at `now`, weeks in `timeZone`. Leads that arrived before the first week are left out. */
export function promiseReport(leads: Iterable<ReportLead>, now: Date, timeZone: string): PromiseReport {
  const first = promiseReportStart(now, timeZone);
  const weeks = new Map<string, Record<PromiseKind, PromiseTally>>();
  for (let i = PROMISE_REPORT_WEEKS - 1; i >= 0; i--) {
    weeks.set(new Date(new Date(`${first}T00:00:00Z`).getTime() + i * 7 * DAY_MS).toISOString().slice(0, 10), emptyTallies());
  }
  const members = new Map<string, Record<PromiseKind, PromiseTally>>();
  for (const lead of leads) {
    if (!lead.promises) continue;
    const week = weeks.get(weekOf(calendarDateIn(lead.createdAt, timeZone)));
    if (!week) continue;
    for (const kind of PROMISE_KINDS) {
      const promise = lead.promises[kind];
      if (!promise || promiseState(promise, now) === 'closed') continue;
      tallyPromise(week[kind], promise, now);
      const member = promise.keptBy ?? lead.assignedTo ?? UNASSIGNED;
      if (!members.has(member)) members.set(member, emptyTallies());
      tallyPromise(members.get(member)![kind], promise, now);
    }
  }
  return {
    weeks: [...weeks].map(([week, tallies]) => ({ week, tallies })),
    members: [...members].sort(([a], [b]) => a.localeCompare(b)).map(([member, tallies]) => ({ member, tallies })),
  };
}
