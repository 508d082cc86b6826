import type { UsStateCode } from '../locator/us-states';

/**
 * The IANA time zone of a business, from its US state (issue #28: site visits are offered in the
 * business's local time). Keyed on the codes of `US_STATE_CODES` (../us-states.ts), so a state
 * added there fails the type check here until it has a zone.
 *
 * Where a state spans two zones, the zone of the majority of its population is given (the
 * other part named after `//`): a business in that part is offered times in its neighbour's
 * zone. Arizona keeps standard time all year (`America/Phoenix`, no DST; the Navajo Nation's DST
 * is the minority exception); Hawaii has no DST either.
 */
export const STATE_TIME_ZONES: Readonly<Record<UsStateCode, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage', // the western Aleutians (America/Adak) are a few thousand people
  AZ: 'America/Phoenix', // no DST (the Navajo Nation observes it: a minority)
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York', // the western panhandle (Pensacola, Panama City) is Central
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu', // no DST
  ID: 'America/Boise', // Mountain (Boise, the south); the northern panhandle is Pacific
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis', // Eastern; the north-west (Gary) and south-west (Evansville) corners are Central
  IA: 'America/Chicago',
  KS: 'America/Chicago', // four western counties are Mountain
  KY: 'America/New_York', // Eastern (Louisville, Lexington); the western half is Central
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit', // four Upper Peninsula counties on the Wisconsin border are Central
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago', // the western panhandle is Mountain
  NV: 'America/Los_Angeles', // West Wendover is Mountain
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago', // the south-west is Mountain
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles', // most of Malheur County is Mountain
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago', // East River (Sioux Falls); West River (Rapid City) is Mountain
  TN: 'America/Chicago', // Middle and West (Nashville, Memphis); East Tennessee (Knoxville, Chattanooga) is Eastern
  TX: 'America/Chicago', // El Paso and Hudspeth counties are Mountain
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
};

/** The IANA time zone site visits are offered in for a business in `state`. */
export function timeZoneOfState(state: UsStateCode): string {
  return STATE_TIME_ZONES[state];
}
