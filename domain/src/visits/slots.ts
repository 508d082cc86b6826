import { DateTime } from 'luxon';
import type { UsStateCode } from '../locator/us-states';
import { DEFAULT_AVAILABILITY, WEEKDAYS, minutesOfLocalTime, type Availability } from './availability';
import { timeZoneOfState } from './time-zones';
import { CHANGE_CUTOFF_HOURS } from '../applications/application-status';

// Site visits (issue #28): which one-hour visits an applicant may book, move to or cancel.
//
// The rules, all in the business's local time zone (its state's, ./time-zones.ts):
// - A visit lasts one hour (VISIT_MINUTES). Slots are aligned to each range of the weekly hours:
//   a range 09:00-17:00 gives 09:00, 10:00, … 16:00 (the last slot ends at 17:00); 09:30-12:00
//   gives 09:30 and 10:30. A slot is a local wall-clock time, so 09:00 stays 09:00 local on both
//   sides of a DST change (its UTC instant moves by an hour).
// - Lead time: the first bookable day is the 2nd business day after today's local date, from its
//   local midnight. Business days are Monday to Friday in the local zone (weekly hours and blocked
//   dates do not change the count). Applied Monday (any hour) → Wednesday; Thursday → Monday;
//   Friday 15:00 → Tuesday; Saturday or Sunday → Tuesday.
// - Horizon: a slot is offered if it starts no later than `now` plus 30 days (the same local
//   wall-clock time 30 calendar days later; inclusive).
// - Blocked dates (local `YYYY-MM-DD`) have no slots at all.
// - Capacity: `booked` lists the start of every visit already booked (one entry per visit,
//   cancelled visits left out); a slot with `visitsPerSlot` visits or more starting at its exact
//   instant is full and not offered. Visits are matched by instant, not by business.
// - DST: a slot whose local start does not exist (spring forward, e.g. 02:30 on the second Sunday
//   of March) is skipped; a local start that happens twice (fall back, 01:30 on the first Sunday
//   of November) is offered once, at its first occurrence. Its end is one real hour later.
// - Changes: the applicant may move or cancel a visit while `now <= start − 24 h`
//   (canChangeVisit); a move's new start must pass isBookable like a new booking.

/** How long a site visit lasts. */
export const VISIT_MINUTES = 60;
/** Business days between today and the first bookable day (the first bookable day is this one). */
export const BOOKING_LEAD_BUSINESS_DAYS = 2;
/** How far ahead a visit can be booked, in calendar days after `now`. */
export const BOOKING_HORIZON_DAYS = 30;
// CHANGE_CUTOFF_HOURS (24): in ../application-status.ts, which the pages' texts read without luxon.
export { CHANGE_CUTOFF_HOURS };

/** A bookable visit: its start and end as ISO 8601 UTC strings (`2027-03-16T14:00:00.000Z`). */
export interface VisitSlot {
  start: string;
  end: string;
}

export interface SlotQuery {
  /** The moment of the question (pass it; nothing here reads the clock). */
  now: Date;
  /** The business's state. */
  state: UsStateCode;
  /** The business's IANA zone, found from its place; the state's main zone when not given. */
  timeZone?: string;
  /** The team's availability; DEFAULT_AVAILABILITY when admins have set none. */
  availability?: Availability;
  /**
   * Starts of the visits already booked (one entry per visit, cancelled ones left out). When an
   * applicant moves a visit, leave that visit out so its own slot stays free to them.
   */
  booked?: readonly (Date | string)[];
}

export interface BookableSlots {
  /** The IANA zone the slots are in, for showing them in local time. */
  timeZone: string;
  /** In order of start, no duplicates. */
  slots: VisitSlot[];
}

/** The instant of a local date's wall-clock time, its first occurrence; null when it does not exist. */
function localInstant(day: DateTime, minutes: number): DateTime | null {
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const wanted = DateTime.fromObject({ year: day.year, month: day.month, day: day.day, hour, minute }, { zone: day.zone });
  const first = wanted.getPossibleOffsets().reduce((a, b) => (b.toMillis() < a.toMillis() ? b : a), wanted);
  return first.hour === hour && first.minute === minute ? first : null;
}

/** Local midnight of the BOOKING_LEAD_BUSINESS_DAYS-th Monday-to-Friday date after `nowLocal`'s date. */
function firstBookableDay(nowLocal: DateTime): DateTime {
  let day = nowLocal.startOf('day');
  for (let counted = 0; counted < BOOKING_LEAD_BUSINESS_DAYS; ) {
    day = day.plus({ days: 1 });
    if (day.weekday <= 5) counted += 1;
  }
  return day;
}

function instantOf(value: Date | string): number {
  return (typeof value === 'string' ? new Date(value) : value).getTime();
}

/** The visits an applicant of a business in `state` can book at `now`. */
export function bookableSlots({ now, state, timeZone = timeZoneOfState(state), availability = DEFAULT_AVAILABILITY, booked = [] }: SlotQuery): BookableSlots {
  if (Number.isNaN(now.getTime())) throw new RangeError('bookableSlots: now is not a valid date');
  const nowLocal = DateTime.fromJSDate(now, { zone: timeZone });
  const horizon = nowLocal.plus({ days: BOOKING_HORIZON_DAYS }).toMillis();
  const blocked = new Set(availability.blockedDates);
  const bookedCount = new Map<number, number>();
  for (const start of booked) {
    const at = instantOf(start);
    bookedCount.set(at, (bookedCount.get(at) ?? 0) + 1);
  }

  const starts = new Set<number>();
  for (let day = firstBookableDay(nowLocal); day.toMillis() <= horizon; day = day.plus({ days: 1 })) {
    if (blocked.has(day.toISODate() ?? '')) continue;
    for (const range of availability.weeklyHours[WEEKDAYS[day.weekday - 1]]) {
      const end = minutesOfLocalTime(range.end);
      for (let minutes = minutesOfLocalTime(range.start); minutes + VISIT_MINUTES <= end; minutes += VISIT_MINUTES) {
        const start = localInstant(day, minutes)?.toMillis();
        if (start === undefined || start > horizon) continue;
        if ((bookedCount.get(start) ?? 0) >= availability.visitsPerSlot) continue;
        starts.add(start);
      }
    }
  }
  const slots = [...starts]
    .sort((a, b) => a - b)
    .map((start) => ({ start: new Date(start).toISOString(), end: new Date(start + VISIT_MINUTES * 60_000).toISOString() }));
  return { timeZone, slots };
}

/**
 * Whether a visit may start at `start` (an ISO string or a Date) under the same rules and data as
 * bookableSlots: the API refuses a booking or a move whose start is not one of the slots.
 */
export function isBookable(start: Date | string, query: SlotQuery): boolean {
  const at = instantOf(start);
  if (Number.isNaN(at)) return false;
  return bookableSlots(query).slots.some((slot) => Date.parse(slot.start) === at);
}

/** Whether the applicant may still move or cancel a visit starting at `visitStart`: until 24 h before it. */
export function canChangeVisit(visitStart: Date | string, now: Date): boolean {
  const start = instantOf(visitStart);
  if (Number.isNaN(start) || Number.isNaN(now.getTime())) return false;
  return now.getTime() <= start - CHANGE_CUTOFF_HOURS * 3_600_000;
}
