// Follow-ups (issue #29 part 5): each lead may carry its next follow-up, a calendar date in the
// team's time zone (the API's MAIL_TIME_ZONE) and a short note. Which leads need a call:
//
// - due today: an open lead whose follow-up date is today's date in the team's zone, or a lead
//   still `new` more than CONTACT_WITHIN_HOURS after it arrived (the site promises a call within
//   24 hours: such a lead stays flagged as today until someone moves it on, whatever its date);
// - overdue: an open lead whose follow-up date is before today's date in the team's zone.
//
// A closed lead (installed, lost, duplicate) is never due. A new lead past the promise with a
// follow-up date before today is both (each list shows it). No zod here: the PATCH schema is
// in lead-change.ts, the list's `due` parameter in lead-query-schema.ts.
import { CONTACT_WITHIN_HOURS } from '../offer/offer';
import { OPEN_LEAD_STATUSES } from './pipeline';
import { HOUR_MS } from '../shared/time';

export const FOLLOW_UP_NOTE_MAX_LENGTH = 500;
/** The API's MAIL_TIME_ZONE when none is set (api/src/config.ts). */
export const TEAM_TIME_ZONE_DEFAULT = 'America/New_York';
/** The workspace's "Due" filter (GET /api/leads?due=…). */
export const LEAD_DUE_FILTERS = ['today', 'overdue'] as const;
export type LeadDue = (typeof LEAD_DUE_FILTERS)[number];


/** What "today" means at one moment for one team: its local date, and when a lead still new is past the promise. */
export interface DueClock {
  /** Today's date in the team's zone, `YYYY-MM-DD`. */
  today: string;
  /** A lead still new that arrived before this instant (exclusive) is past the promise. */
  newBefore: Date;
}

/** A real calendar date written `YYYY-MM-DD` (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date (`YYYY-MM-DD`) an instant falls on in an IANA time zone. */
export function calendarDateIn(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The due rule's "today" at `now` for a team in `timeZone`. */
export function dueClock(now: Date, timeZone: string): DueClock {
  return { today: calendarDateIn(now, timeZone), newBefore: new Date(now.getTime() - CONTACT_WITHIN_HOURS * HOUR_MS) };
}

export const isOpenLeadStatus = (status: string): boolean => (OPEN_LEAD_STATUSES as readonly string[]).includes(status);

interface DueLead {
  status: string;
  createdAt: Date;
  followUpAt?: string;
}

/** Whether a lead is in a "Due" list (the rule above; the stores' queries say the same). */
export function leadIsDue(lead: DueLead, due: LeadDue, clock: DueClock): boolean {
  if (!isOpenLeadStatus(lead.status)) return false;
  if (due === 'overdue') return lead.followUpAt !== undefined && lead.followUpAt < clock.today;
  return lead.followUpAt === clock.today || (lead.status === 'new' && lead.createdAt < clock.newBefore);
}
