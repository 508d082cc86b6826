import { DateTime, IANAZone } from 'luxon';
import { US_STATE_CODES } from '../locator/us-states';
import { STATE_TIME_ZONES, timeZoneOfState } from './time-zones';

const offsetHours = (zone: string, iso: string) => DateTime.fromISO(iso, { zone }).offset / 60;

describe('time zone of a state', () => {
  it('gives every state and DC a valid IANA zone, and nothing else', () => {
    expect(Object.keys(STATE_TIME_ZONES).sort()).toEqual([...US_STATE_CODES].sort());
    for (const state of US_STATE_CODES) expect(IANAZone.isValidZone(timeZoneOfState(state))).toBe(true);
  });

  it('puts the states of the examples in their zones', () => {
    expect(timeZoneOfState('TX')).toBe('America/Chicago');
    expect(timeZoneOfState('NY')).toBe('America/New_York');
    expect(timeZoneOfState('CA')).toBe('America/Los_Angeles');
    expect(timeZoneOfState('CO')).toBe('America/Denver');
    expect(timeZoneOfState('DC')).toBe('America/New_York');
    expect(timeZoneOfState('AK')).toBe('America/Anchorage');
  });

  it('keeps Arizona on standard time all year (UTC-7 in winter and summer)', () => {
    expect(timeZoneOfState('AZ')).toBe('America/Phoenix');
    expect(offsetHours('America/Phoenix', '2027-01-15T12:00')).toBe(-7);
    expect(offsetHours('America/Phoenix', '2027-07-15T12:00')).toBe(-7);
    // Colorado, also Mountain, does change.
    expect(offsetHours(timeZoneOfState('CO'), '2027-07-15T12:00')).toBe(-6);
  });

  it('keeps Hawaii at UTC-10 all year', () => {
    expect(timeZoneOfState('HI')).toBe('Pacific/Honolulu');
    expect(offsetHours('Pacific/Honolulu', '2027-01-15T12:00')).toBe(-10);
    expect(offsetHours('Pacific/Honolulu', '2027-07-15T12:00')).toBe(-10);
  });

  it('gives split states the zone of most of their people', () => {
    expect(timeZoneOfState('FL')).toBe('America/New_York');
    expect(timeZoneOfState('TN')).toBe('America/Chicago');
    expect(timeZoneOfState('IN')).toBe('America/Indiana/Indianapolis');
    expect(timeZoneOfState('ID')).toBe('America/Boise');
    expect(offsetHours(timeZoneOfState('IN'), '2027-07-15T12:00')).toBe(-4);
  });
});
