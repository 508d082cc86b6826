import { calendarDateIn, dueClock, isCalendarDate, leadIsDue } from './follow-up';
import { LEAD_CHANGE_MESSAGES, leadChangeSchema } from './lead-change';

const HOUR = 3600 * 1000;
const NY = 'America/New_York';

describe('the team’s today (calendarDateIn, dueClock)', () => {
  it('is the date in the team’s zone, not UTC’s, on both sides of midnight UTC', () => {
    // 03:30 UTC on March 10 is still March 9 in New York (EST/EDT) and already March 10 in UTC.
    expect(calendarDateIn(new Date('2027-03-10T03:30:00Z'), NY)).toBe('2027-03-09');
    expect(calendarDateIn(new Date('2027-03-10T03:30:00Z'), 'UTC')).toBe('2027-03-10');
    // 23:30 UTC on March 9 is already March 10 in Tokyo.
    expect(calendarDateIn(new Date('2027-03-09T23:30:00Z'), 'Asia/Tokyo')).toBe('2027-03-10');
    // New York's midnight, exactly, and a minute before (EDT, UTC-4, in July).
    expect(calendarDateIn(new Date('2027-07-02T04:00:00Z'), NY)).toBe('2027-07-02');
    expect(calendarDateIn(new Date('2027-07-02T03:59:00Z'), NY)).toBe('2027-07-01');
  });

  it('the promise’s cutoff is 24 hours before now', () => {
    const now = new Date('2027-03-10T15:00:00Z');
    expect(dueClock(now, NY)).toEqual({ today: '2027-03-10', newBefore: new Date(now.getTime() - 24 * HOUR) });
  });
});

describe('which leads are due (leadIsDue)', () => {
  // Late evening in New York, after midnight UTC: the team’s today is March 9.
  const now = new Date('2027-03-10T03:30:00Z');
  const clock = dueClock(now, NY);
  const fresh = new Date(now.getTime() - 2 * HOUR);
  const lead = (status: string, followUpAt?: string, createdAt = fresh) => ({ status, createdAt, followUpAt });

  it('a follow-up for the team’s today is due today, though UTC is a day ahead', () => {
    expect(leadIsDue(lead('contacted', '2027-03-09'), 'today', clock)).toBe(true);
    expect(leadIsDue(lead('contacted', '2027-03-10'), 'today', clock)).toBe(false);
    expect(leadIsDue(lead('contacted', '2027-03-09'), 'overdue', clock)).toBe(false);
  });

  it('a follow-up before the team’s today is overdue while the lead is open; a closed lead is never due', () => {
    expect(leadIsDue(lead('qualified', '2027-03-08'), 'overdue', clock)).toBe(true);
    expect(leadIsDue(lead('qualified', '2027-03-08'), 'today', clock)).toBe(false);
    for (const status of ['installed', 'lost', 'duplicate']) {
      expect(leadIsDue(lead(status, '2027-03-08'), 'overdue', clock)).toBe(false);
      expect(leadIsDue(lead(status, '2027-03-09'), 'today', clock)).toBe(false);
    }
    expect(leadIsDue(lead('contacted'), 'overdue', clock)).toBe(false);
  });

  it('a lead still new more than 24 hours after it arrived stays due today, whatever its follow-up says', () => {
    const old = new Date(now.getTime() - 24 * HOUR - 1);
    expect(leadIsDue(lead('new', undefined, old), 'today', clock)).toBe(true);
    expect(leadIsDue(lead('new', '2027-04-01', old), 'today', clock)).toBe(true);
    // Exactly 24 hours is still within the promise; contacted is no longer new.
    expect(leadIsDue(lead('new', undefined, new Date(now.getTime() - 24 * HOUR)), 'today', clock)).toBe(false);
    expect(leadIsDue(lead('contacted', undefined, old), 'today', clock)).toBe(false);
    // Both lists when it also has an earlier follow-up.
    expect(leadIsDue(lead('new', '2027-03-01', old), 'overdue', clock)).toBe(true);
  });
});

describe('PATCH { followUpAt, followUpNote } (leadChangeSchema)', () => {
  const errors = (body: unknown) => {
    const result = leadChangeSchema.safeParse(body);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes a real date and a note, or null / empty text to clear either', () => {
    expect(leadChangeSchema.parse({ version: 2, followUpAt: '2027-03-09', followUpNote: ' Call after lunch ' })).toEqual({ version: 2, followUpAt: '2027-03-09', followUpNote: 'Call after lunch' });
    expect(leadChangeSchema.parse({ version: 2, followUpAt: null, followUpNote: '' })).toEqual({ version: 2, followUpAt: null, followUpNote: null });
    expect(isCalendarDate('2027-02-29')).toBe(false);
  });

  it('refuses another date form or a long note with its message', () => {
    expect(errors({ version: 2, followUpAt: '03/09/2027' })).toEqual({ followUpAt: LEAD_CHANGE_MESSAGES.followUpAt });
    expect(errors({ version: 2, followUpAt: '2027-02-30' })).toEqual({ followUpAt: LEAD_CHANGE_MESSAGES.followUpAt });
    expect(errors({ version: 2, followUpAt: 20270309 })).toEqual({ followUpAt: LEAD_CHANGE_MESSAGES.followUpAt });
    expect(errors({ version: 2, followUpNote: 'x'.repeat(501) })).toEqual({ followUpNote: LEAD_CHANGE_MESSAGES.followUpNote });
    expect(errors({ version: 2, followUpNote: 'x'.repeat(500) })).toEqual({});
  });
});
