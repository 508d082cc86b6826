import { DateTime } from 'luxon';
import type { UsStateCode } from '../locator/us-states';
import { DEFAULT_AVAILABILITY, type Availability } from './availability';
import { bookableSlots, canChangeVisit, isBookable, type SlotQuery } from './slots';

// Calendar of 2027: Mon 1 Mar, Fri 5 Mar, Sun 14 Mar (DST starts in the US), Fri 2 Apr,
// Fri 5 Nov, Sun 7 Nov (DST ends), Mon 8 Nov.

const ZONES: Partial<Record<UsStateCode, string>> = { TX: 'America/Chicago', NY: 'America/New_York', AZ: 'America/Phoenix', HI: 'Pacific/Honolulu' };

/** The instant of a local wall-clock time in a state, e.g. at('TX', '2027-03-05T15:00'). */
const at = (state: UsStateCode, local: string) => DateTime.fromISO(local, { zone: ZONES[state] }).toJSDate();

/** The slots as local `yyyy-MM-dd HH:mm` (weekday) strings. */
function localSlots(query: SlotQuery): string[] {
  const { timeZone, slots } = bookableSlots(query);
  return slots.map((slot) => DateTime.fromISO(slot.start, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm ccc'));
}
const days = (query: SlotQuery) => [...new Set(localSlots(query).map((slot) => slot.slice(0, 10)))];
const firstDay = (query: SlotQuery) => days(query)[0];

const withHours = (weeklyHours: Partial<Availability['weeklyHours']>, rest: Partial<Availability> = {}): Availability => ({
  ...DEFAULT_AVAILABILITY,
  weeklyHours: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [], ...weeklyHours },
  ...rest,
});

describe('bookableSlots: the defaults', () => {
  const query: SlotQuery = { now: at('TX', '2027-03-05T15:00'), state: 'TX' };

  it('answers the business zone and one-hour slots from 9:00 to 16:00 local, Monday to Friday', () => {
    const { timeZone, slots } = bookableSlots(query);
    expect(timeZone).toBe('America/Chicago');
    expect(slots[0]).toEqual({ start: '2027-03-09T15:00:00.000Z', end: '2027-03-09T16:00:00.000Z' });
    expect(localSlots(query).slice(0, 8)).toEqual(
      ['09', '10', '11', '12', '13', '14', '15', '16'].map((hour) => `2027-03-09 ${hour}:00 Tue`),
    );
    for (const slot of slots) expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
  });

  it('offers no slot on a weekend', () => {
    const weekdays = localSlots(query).map((slot) => slot.slice(-3));
    expect(weekdays).not.toContain('Sat');
    expect(weekdays).not.toContain('Sun');
    expect(days(query)).toContain('2027-03-12');
    expect(days(query)).not.toContain('2027-03-13');
    expect(days(query)).not.toContain('2027-03-14');
  });

  it('lists slots in order, without duplicates, in ISO UTC', () => {
    const starts = bookableSlots(query).slots.map((slot) => slot.start);
    expect([...starts].sort()).toEqual(starts);
    expect(new Set(starts).size).toBe(starts.length);
    for (const start of starts) expect(start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
  });

  it('uses the local day of each zone (Arizona and Hawaii)', () => {
    expect(bookableSlots({ now: at('AZ', '2027-07-05T12:00'), state: 'AZ' }).slots[0].start).toBe('2027-07-07T16:00:00.000Z');
    expect(bookableSlots({ now: at('HI', '2027-07-05T12:00'), state: 'HI' }).slots[0].start).toBe('2027-07-07T19:00:00.000Z');
  });
});

describe('bookableSlots: two business days ahead', () => {
  const cases: [string, string, string][] = [
    ['Monday 00:00', '2027-03-01T00:00', '2027-03-03'],
    ['Monday 10:00', '2027-03-01T10:00', '2027-03-03'],
    ['Wednesday', '2027-03-03T12:00', '2027-03-05'],
    ['Thursday', '2027-03-04T12:00', '2027-03-08'],
    ['Friday 15:00', '2027-03-05T15:00', '2027-03-09'],
    ['Friday 23:59', '2027-03-05T23:59', '2027-03-09'],
    ['Saturday', '2027-03-06T10:00', '2027-03-09'],
    ['Sunday', '2027-03-07T10:00', '2027-03-09'],
  ];
  it.each(cases)('applied %s → first bookable day %s', (_, now, first) => {
    expect(firstDay({ now: at('TX', now), state: 'TX' })).toBe(first);
  });

  it('counts in the business zone, not in UTC', () => {
    // Monday 03:00 UTC is still Sunday evening in Texas: the first day is Tuesday, not Wednesday.
    const now = new Date('2027-03-08T03:00:00Z');
    expect(firstDay({ now, state: 'TX' })).toBe('2027-03-09');
    expect(firstDay({ now, state: 'HI' })).toBe('2027-03-09'); // Sunday 17:00 there
    // Friday 23:30 in Hawaii is Saturday 09:30 UTC: still Friday there, so Tuesday.
    expect(firstDay({ now: new Date('2027-03-06T09:30:00Z'), state: 'HI' })).toBe('2027-03-09');
    // Thursday 20:00 in Hawaii (Friday 06:00 UTC): Monday, where UTC's Friday would give Tuesday.
    expect(firstDay({ now: new Date('2027-03-05T06:00:00Z'), state: 'HI' })).toBe('2027-03-08');
  });

  it('starts at midnight of that day whatever the weekly hours', () => {
    const early = withHours({ tue: [{ start: '00:00', end: '02:00' }] });
    expect(localSlots({ now: at('TX', '2027-03-05T15:00'), state: 'TX', availability: early }).slice(0, 2)).toEqual([
      '2027-03-09 00:00 Tue',
      '2027-03-09 01:00 Tue',
    ]);
  });
});

describe('bookableSlots: the 30-day horizon', () => {
  it('offers slots starting up to the same local time 30 days later, inclusive (across the DST change)', () => {
    // Wednesday 3 March 09:00 CST + 30 days = Friday 2 April 09:00 CDT.
    const slots = localSlots({ now: at('TX', '2027-03-03T09:00'), state: 'TX' });
    expect(slots.at(-1)).toBe('2027-04-02 09:00 Fri');
    expect(bookableSlots({ now: at('TX', '2027-03-03T09:00'), state: 'TX' }).slots.at(-1)?.start).toBe('2027-04-02T14:00:00.000Z');
    expect(localSlots({ now: at('TX', '2027-03-03T08:59'), state: 'TX' }).at(-1)).toBe('2027-04-01 16:00 Thu');
    expect(localSlots({ now: at('TX', '2027-03-03T09:01'), state: 'TX' }).at(-1)).toBe('2027-04-02 09:00 Fri');
  });

  it('offers 8 slots on each of the 21 working days from Friday 5 March to Friday 2 April (all day)', () => {
    // now Wednesday 3 March 17:00: days 5 March … 2 April, and 2 April until 17:00 (all of it).
    expect(localSlots({ now: at('TX', '2027-03-03T17:00'), state: 'TX' })).toHaveLength(21 * 8);
  });
});

describe('bookableSlots: daylight saving time', () => {
  it('keeps 9:00 local on both sides of the March change (Texas)', () => {
    const { slots } = bookableSlots({ now: at('TX', '2027-03-08T10:00'), state: 'TX' });
    const starts = slots.map((slot) => slot.start);
    expect(starts).toContain('2027-03-12T15:00:00.000Z'); // Friday 9:00 CST (UTC-6)
    expect(starts).toContain('2027-03-15T14:00:00.000Z'); // Monday 9:00 CDT (UTC-5)
    expect(starts).toContain('2027-03-15T21:00:00.000Z'); // Monday 16:00 CDT, the last slot
    expect(starts).not.toContain('2027-03-15T22:00:00.000Z'); // 17:00 CDT: after hours
    expect(localSlots({ now: at('TX', '2027-03-08T10:00'), state: 'TX' }).every((slot) => /( 09| 1[0-6]):00 /.test(slot))).toBe(true);
  });

  it('keeps 9:00 local on both sides of the November change (New York)', () => {
    const { slots } = bookableSlots({ now: at('NY', '2027-11-01T10:00'), state: 'NY' });
    const starts = slots.map((slot) => slot.start);
    expect(starts).toContain('2027-11-05T13:00:00.000Z'); // Friday 9:00 EDT (UTC-4)
    expect(starts).toContain('2027-11-08T14:00:00.000Z'); // Monday 9:00 EST (UTC-5)
    expect(starts).not.toContain('2027-11-08T13:00:00.000Z');
    expect(localSlots({ now: at('NY', '2027-11-01T10:00'), state: 'NY' }).filter((s) => s.startsWith('2027-11-08'))).toHaveLength(8);
  });

  it('skips a slot in the hour that does not exist (spring forward)', () => {
    const night = withHours({ sun: [{ start: '01:00', end: '04:00' }] });
    const query: SlotQuery = { now: at('NY', '2027-03-10T10:00'), state: 'NY', availability: night };
    expect(bookableSlots(query).slots.slice(0, 2)).toEqual([
      { start: '2027-03-14T06:00:00.000Z', end: '2027-03-14T07:00:00.000Z' }, // 01:00 EST → 03:00 EDT
      { start: '2027-03-14T07:00:00.000Z', end: '2027-03-14T08:00:00.000Z' }, // 03:00 EDT; 02:00 does not exist
    ]);
    expect(localSlots(query).slice(0, 3)).toEqual(['2027-03-14 01:00 Sun', '2027-03-14 03:00 Sun', '2027-03-21 01:00 Sun']);
  });

  it('skips a half-hour slot in the missing hour too', () => {
    const night = withHours({ sun: [{ start: '01:30', end: '03:30' }] });
    expect(localSlots({ now: at('NY', '2027-03-10T10:00'), state: 'NY', availability: night }).slice(0, 2)).toEqual([
      '2027-03-14 01:30 Sun',
      '2027-03-21 01:30 Sun',
    ]);
  });

  it('offers the repeated hour once, at its first occurrence (fall back)', () => {
    const night = withHours({ sun: [{ start: '00:00', end: '03:00' }] });
    const { slots } = bookableSlots({ now: at('NY', '2027-11-03T10:00'), state: 'NY', availability: night });
    expect(slots.slice(0, 3)).toEqual([
      { start: '2027-11-07T04:00:00.000Z', end: '2027-11-07T05:00:00.000Z' }, // 00:00 EDT
      { start: '2027-11-07T05:00:00.000Z', end: '2027-11-07T06:00:00.000Z' }, // 01:00 EDT (01:00 EST is not offered)
      { start: '2027-11-07T07:00:00.000Z', end: '2027-11-07T08:00:00.000Z' }, // 02:00 EST
    ]);
    expect(slots[3].start).toBe('2027-11-14T05:00:00.000Z'); // the next Sunday, 00:00 EST
  });

  it('has nothing to change in Arizona', () => {
    const { slots } = bookableSlots({ now: at('AZ', '2027-03-08T10:00'), state: 'AZ' });
    const starts = slots.map((slot) => slot.start);
    expect(starts).toContain('2027-03-12T16:00:00.000Z');
    expect(starts).toContain('2027-03-15T16:00:00.000Z');
  });
});

describe('bookableSlots: weekly hours, blocked dates, capacity', () => {
  const now = at('TX', '2027-03-05T15:00');

  it('follows the weekly hours: several ranges, half hours, a Saturday', () => {
    const hours = withHours({
      tue: [{ start: '13:00', end: '15:30' }, { start: '09:00', end: '12:00' }],
      sat: [{ start: '10:30', end: '12:30' }],
    });
    expect(localSlots({ now, state: 'TX', availability: hours }).slice(0, 7)).toEqual([
      '2027-03-09 09:00 Tue',
      '2027-03-09 10:00 Tue',
      '2027-03-09 11:00 Tue',
      '2027-03-09 13:00 Tue',
      '2027-03-09 14:00 Tue',
      '2027-03-13 10:30 Sat',
      '2027-03-13 11:30 Sat',
    ]);
  });

  it('offers nothing when no day has hours', () => {
    expect(bookableSlots({ now, state: 'TX', availability: withHours({}) }).slots).toEqual([]);
  });

  it('skips blocked local dates', () => {
    const availability = { ...DEFAULT_AVAILABILITY, blockedDates: ['2027-03-10', '2027-03-12'] };
    const open = days({ now, state: 'TX', availability });
    expect(open.slice(0, 3)).toEqual(['2027-03-09', '2027-03-11', '2027-03-15']);
  });

  it('removes a slot once one visit starts at it (capacity 1)', () => {
    const booked = [at('TX', '2027-03-09T09:00'), '2027-03-09T11:00:00-06:00'];
    expect(localSlots({ now, state: 'TX', booked }).slice(0, 3)).toEqual([
      '2027-03-09 10:00 Tue',
      '2027-03-09 12:00 Tue',
      '2027-03-09 13:00 Tue',
    ]);
  });

  it('keeps a slot until as many visits start at it as the capacity (capacity 2)', () => {
    const availability = { ...DEFAULT_AVAILABILITY, visitsPerSlot: 2 };
    const nine = '2027-03-09T15:00:00.000Z';
    expect(bookableSlots({ now, state: 'TX', availability, booked: [nine] }).slots[0].start).toBe(nine);
    expect(bookableSlots({ now, state: 'TX', availability, booked: [nine, new Date(nine)] }).slots[0].start).toBe('2027-03-09T16:00:00.000Z');
  });

  it('does not count a visit at another instant (another zone\'s 9:00)', () => {
    const booked = [at('NY', '2027-03-09T09:00')];
    expect(bookableSlots({ now, state: 'TX', booked }).slots[0].start).toBe('2027-03-09T15:00:00.000Z');
  });

  it('refuses an invalid now', () => {
    expect(() => bookableSlots({ now: new Date('nope'), state: 'TX' })).toThrow(RangeError);
  });
});

describe('isBookable', () => {
  const query: SlotQuery = { now: at('TX', '2027-03-05T15:00'), state: 'TX' };

  it('accepts a slot, however its instant is written', () => {
    expect(isBookable('2027-03-09T15:00:00.000Z', query)).toBe(true);
    expect(isBookable('2027-03-09T09:00:00-06:00', query)).toBe(true);
    expect(isBookable(at('TX', '2027-04-02T16:00'), query)).toBe(true);
  });

  it('refuses what is not a slot', () => {
    expect(isBookable(at('TX', '2027-03-09T09:30'), query)).toBe(false); // not aligned
    expect(isBookable(at('TX', '2027-03-09T17:00'), query)).toBe(false); // would end after hours
    expect(isBookable(at('TX', '2027-03-08T09:00'), query)).toBe(false); // Monday: too soon
    expect(isBookable(at('TX', '2027-03-13T09:00'), query)).toBe(false); // Saturday
    expect(isBookable(at('TX', '2027-04-05T09:00'), query)).toBe(false); // beyond 30 days
    expect(isBookable(at('TX', '2027-03-10T09:00'), { ...query, availability: { ...DEFAULT_AVAILABILITY, blockedDates: ['2027-03-10'] } })).toBe(false);
    expect(isBookable(at('TX', '2027-03-09T09:00'), { ...query, booked: [at('TX', '2027-03-09T09:00')] })).toBe(false);
    expect(isBookable('not a date', query)).toBe(false);
  });
});

describe('canChangeVisit: until 24 hours before the start', () => {
  const start = '2027-03-10T15:00:00.000Z';

  it('allows a change up to exactly 24 hours before, and not a millisecond later', () => {
    expect(canChangeVisit(start, new Date('2027-03-08T15:00:00.000Z'))).toBe(true);
    expect(canChangeVisit(start, new Date('2027-03-09T15:00:00.000Z'))).toBe(true);
    expect(canChangeVisit(new Date(start), new Date('2027-03-09T15:00:00.000Z'))).toBe(true);
    expect(canChangeVisit(start, new Date('2027-03-09T15:00:00.001Z'))).toBe(false);
    expect(canChangeVisit(start, new Date('2027-03-10T16:00:00.000Z'))).toBe(false);
  });

  it('counts real hours across a DST change', () => {
    // Monday 15 March 09:00 CDT = 14:00Z; 24 h before is Sunday 14 March 14:00Z = 09:00 CDT (08:00 CST would be 14:00Z too).
    expect(canChangeVisit('2027-03-15T14:00:00.000Z', new Date('2027-03-14T14:00:00.000Z'))).toBe(true);
    expect(canChangeVisit('2027-03-15T14:00:00.000Z', new Date('2027-03-14T14:00:00.001Z'))).toBe(false);
  });

  it('refuses an invalid date', () => {
    expect(canChangeVisit('nope', new Date('2027-03-08T15:00:00.000Z'))).toBe(false);
  });
});
