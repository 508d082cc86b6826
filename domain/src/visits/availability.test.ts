import { AVAILABILITY_MESSAGES, DEFAULT_AVAILABILITY, availabilitySchema, type Availability } from './availability';

const closed = { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] };
const withMonday = (mon: Availability['weeklyHours']['mon'], rest: Partial<Availability> = {}) => ({
  ...DEFAULT_AVAILABILITY,
  weeklyHours: { ...closed, mon },
  ...rest,
});
const messages = (value: unknown) => {
  const result = availabilitySchema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('availability', () => {
  it('defaults to Monday to Friday 9:00-17:00, one visit per slot, and the default is valid', () => {
    expect(DEFAULT_AVAILABILITY.weeklyHours.mon).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(DEFAULT_AVAILABILITY.weeklyHours.fri).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(DEFAULT_AVAILABILITY.weeklyHours.sat).toEqual([]);
    expect(DEFAULT_AVAILABILITY.weeklyHours.sun).toEqual([]);
    expect(DEFAULT_AVAILABILITY.visitsPerSlot).toBe(1);
    expect(availabilitySchema.parse(DEFAULT_AVAILABILITY)).toEqual(DEFAULT_AVAILABILITY);
  });

  it('accepts several ranges a day, half hours, a range to midnight, blocked dates and a capacity', () => {
    const value = withMonday([{ start: '13:30', end: '24:00' }, { start: '08:00', end: '12:00' }], {
      blockedDates: ['2027-12-24', '2028-02-29'],
      visitsPerSlot: 3,
    });
    expect(messages(value)).toEqual([]);
  });

  it('refuses badly written times', () => {
    for (const time of ['9:00', '09:60', '25:00', '24:30', '0900', '']) {
      expect(messages(withMonday([{ start: time, end: '17:00' }]))).toContain(AVAILABILITY_MESSAGES.time);
    }
    expect(messages(withMonday([{ start: '24:00', end: '24:00' }]))).toContain(AVAILABILITY_MESSAGES.range);
  });

  it('refuses a range shorter than a visit, or backwards', () => {
    expect(messages(withMonday([{ start: '09:00', end: '09:59' }]))).toEqual([AVAILABILITY_MESSAGES.range]);
    expect(messages(withMonday([{ start: '17:00', end: '09:00' }]))).toEqual([AVAILABILITY_MESSAGES.range]);
  });

  it('refuses overlapping ranges on a day but allows touching ones', () => {
    expect(messages(withMonday([{ start: '09:00', end: '12:00' }, { start: '11:00', end: '14:00' }]))).toEqual([AVAILABILITY_MESSAGES.overlap]);
    expect(messages(withMonday([{ start: '12:00', end: '14:00' }, { start: '09:00', end: '12:00' }]))).toEqual([]);
  });

  it('refuses dates that are not real dates', () => {
    for (const date of ['2027-02-29', '2027-13-01', '2027-1-5', '27-01-05', '2027-01-05T00:00']) {
      expect(messages({ ...DEFAULT_AVAILABILITY, blockedDates: [date] })).toEqual([AVAILABILITY_MESSAGES.date]);
    }
  });

  it('refuses a capacity that is not a whole number from 1 to 20', () => {
    for (const visitsPerSlot of [0, 1.5, 21, -1]) {
      expect(messages({ ...DEFAULT_AVAILABILITY, visitsPerSlot })).toEqual([AVAILABILITY_MESSAGES.visitsPerSlot]);
    }
    expect(messages({ ...DEFAULT_AVAILABILITY, visitsPerSlot: 20 })).toEqual([]);
  });

  it('refuses a missing weekday and unknown keys', () => {
    const { sun: _sun, ...sixDays } = DEFAULT_AVAILABILITY.weeklyHours;
    expect(availabilitySchema.safeParse({ ...DEFAULT_AVAILABILITY, weeklyHours: sixDays }).success).toBe(false);
    expect(availabilitySchema.safeParse({ ...DEFAULT_AVAILABILITY, timezone: 'UTC' }).success).toBe(false);
  });
});
