import '../shared/zod';
import * as z from 'zod';

// The team's availability for site visits (issue #28), set by admins; until they set any,
// DEFAULT_AVAILABILITY holds. All times and dates are the business's local ones (its state's
// zone, ./time-zones.ts): "09:00" is nine in the morning wherever the business is.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** A local time of day, `HH:MM` on the 24-hour clock; `24:00` only as the end of a range. */
export type LocalTime = string;

/** Open from `start` to `end` (local, `start` < `end`): one-hour slots from `start` on. */
export interface HoursRange {
  start: LocalTime;
  end: LocalTime;
}

export interface Availability {
  /** Open hours per weekday; an empty list is a closed day. */
  weeklyHours: Record<Weekday, HoursRange[]>;
  /** Local dates (`YYYY-MM-DD`) with no visits at all, whatever the weekly hours say. */
  blockedDates: string[];
  /** How many visits may start at the same instant (the team's capacity per slot). */
  visitsPerSlot: number;
}

const NINE_TO_FIVE: HoursRange[] = [{ start: '09:00', end: '17:00' }];

/** Monday to Friday 9:00-17:00 local, one visit per slot. */
export const DEFAULT_AVAILABILITY: Availability = {
  weeklyHours: { mon: NINE_TO_FIVE, tue: NINE_TO_FIVE, wed: NINE_TO_FIVE, thu: NINE_TO_FIVE, fri: NINE_TO_FIVE, sat: [], sun: [] },
  blockedDates: [],
  visitsPerSlot: 1,
};

export const VISITS_PER_SLOT_MAX = 20;
export const BLOCKED_DATES_MAX = 366;
const RANGES_PER_DAY_MAX = 8;

export const AVAILABILITY_MESSAGES = {
  time: 'Times are HH:MM on the 24-hour clock (00:00 to 24:00)',
  range: 'Each range must end at least one hour after it starts',
  overlap: 'The ranges of a day must not overlap',
  rangesPerDay: `At most ${RANGES_PER_DAY_MAX} ranges a day`,
  date: 'Blocked dates are real dates written YYYY-MM-DD',
  blockedDates: `At most ${BLOCKED_DATES_MAX} blocked dates`,
  visitsPerSlot: `Visits per slot must be a whole number from 1 to ${VISITS_PER_SLOT_MAX}`,
} as const;

/** Minutes since local midnight of `HH:MM` (`24:00` → 1440). Assumes a valid time. */
export function minutesOfLocalTime(time: LocalTime): number {
  const [hours, minutes] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const localTime = z.string({ error: AVAILABILITY_MESSAGES.time }).regex(/^(?:(?:[01]\d|2[0-3]):[0-5]\d|24:00)$/, AVAILABILITY_MESSAGES.time);

const hoursRange = z
  .strictObject({ start: localTime, end: localTime })
  .refine((range) => minutesOfLocalTime(range.end) - minutesOfLocalTime(range.start) >= 60, AVAILABILITY_MESSAGES.range);

const dayHours = z
  .array(hoursRange)
  .max(RANGES_PER_DAY_MAX, AVAILABILITY_MESSAGES.rangesPerDay)
  .refine((ranges) => {
    const sorted = ranges.map((r) => [minutesOfLocalTime(r.start), minutesOfLocalTime(r.end)]).sort((a, b) => a[0] - b[0]);
    return sorted.every((range, i) => i === 0 || range[0] >= sorted[i - 1][1]);
  }, AVAILABILITY_MESSAGES.overlap);

function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What an admin sends to set the availability (the whole of it), and what the store keeps. */
export const availabilitySchema = z.strictObject({
  weeklyHours: z.strictObject({
    mon: dayHours, tue: dayHours, wed: dayHours, thu: dayHours, fri: dayHours, sat: dayHours, sun: dayHours,
  }),
  blockedDates: z
    .array(z.string({ error: AVAILABILITY_MESSAGES.date }).refine(isCalendarDate, AVAILABILITY_MESSAGES.date))
    .max(BLOCKED_DATES_MAX, AVAILABILITY_MESSAGES.blockedDates),
  visitsPerSlot: z
    .number({ error: AVAILABILITY_MESSAGES.visitsPerSlot })
    .int(AVAILABILITY_MESSAGES.visitsPerSlot)
    .min(1, AVAILABILITY_MESSAGES.visitsPerSlot)
    .max(VISITS_PER_SLOT_MAX, AVAILABILITY_MESSAGES.visitsPerSlot),
}) satisfies z.ZodType<Availability>;
