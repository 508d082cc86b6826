// Coverage and the waiting list (issue #14 item 7): constants and place text only, no zod, so the
// locator's coverage form pays for none of the validator.
import { isUsStateCode } from './us-states';

/** A place is covered when an active partner lies within this many miles of it. */
export const COVERAGE_RADIUS_MILES = 25;
export const KM_PER_MILE = 1.609344;
/** Distances shown to visitors, in whole tenths of a mile. */
export const MILES_DECIMALS = 1;

/**
 * What the coverage check answers (issue #44), in order of what it looks at: an active partner
 * within COVERAGE_RADIUS_MILES; else the place is in an active service area (apply now); else in
 * one coming soon (on its launch date: join the list); else not yet (join the list).
 */
export const COVERAGE_OUTCOMES = ['partner-near', 'served', 'coming-soon', 'not-yet'] as const;
export type CoverageOutcome = (typeof COVERAGE_OUTCOMES)[number];

/** A service area as its fields say: serving now, opening (coming soon), or retired (neither). */
export const SERVICE_AREA_STATUSES = ['active', 'coming-soon', 'retired'] as const;
export type ServiceAreaStatus = (typeof SERVICE_AREA_STATUSES)[number];
export const serviceAreaStatusOf = (area: { isActive: boolean; comingSoon: boolean }): ServiceAreaStatus =>
  area.isActive ? 'active' : area.comingSoon ? 'coming-soon' : 'retired';

/** An area is one ZIP code, a city in a state, or a whole state. */
export const SERVICE_AREA_KINDS = ['zip', 'city', 'state'] as const;
export type ServiceAreaKind = (typeof SERVICE_AREA_KINDS)[number];
export const serviceAreaKindOf = (area: { city?: string; zipCode?: string }): ServiceAreaKind => (area.zipCode ? 'zip' : area.city ? 'city' : 'state');

/** What an area is matched on. */
export interface AreaBounds {
  state: string;
  city?: string;
  zipCode?: string;
}
/** A place found from what a visitor typed (or a lead's location): its ZIP code when typed. */
export interface AreaPlace {
  state: string;
  city: string;
  zipCode?: string;
}

/** Whether `place` lies in `area`: its ZIP code, its city (spelling and case aside), or its state. */
export function areaHolds(area: AreaBounds, place: AreaPlace): boolean {
  if (area.state.toUpperCase() !== place.state.toUpperCase()) return false;
  if (area.zipCode) return area.zipCode === place.zipCode;
  if (area.city) return areaKey(area.city, area.state) === areaKey(place.city, place.state);
  return true;
}

const KIND_ORDER: Record<ServiceAreaKind, number> = { zip: 0, city: 1, state: 2 };

/**
 * The area a place is in, if any: an active one before one coming soon, then the most specific
 * (its ZIP code, its city, its state), then the earliest launch; retired areas never.
 */
export function serviceAreaFor<A extends AreaBounds & { isActive: boolean; comingSoon: boolean; launchDate?: string }>(areas: readonly A[], place: AreaPlace): A | undefined {
  const rank = (a: A) => [a.isActive ? 0 : 1, KIND_ORDER[serviceAreaKindOf(a)], a.launchDate ?? '9999-12-31'] as const;
  return areas
    .filter((a) => serviceAreaStatusOf(a) !== 'retired' && areaHolds(a, place))
    .sort((a, b) => {
      const [x, y] = [rank(a), rank(b)];
      return x[0] - y[0] || x[1] - y[1] || x[2].localeCompare(y[2]);
    })[0];
}

/** The waiting-list entries an area holds, as the store selects them: by ZIP code, area key or state. */
export function waitingPlaceOf(area: AreaBounds): { zipCode: string } | { area: string } | { state: string } {
  if (area.zipCode) return { zipCode: area.zipCode };
  if (area.city) return { area: areaKey(area.city, area.state) };
  return { state: area.state.toUpperCase() };
}

/**
 * A launch date (`YYYY-MM-DD`, a calendar day) written the page's way ("June 1, 2030", "1 de junio
 * de 2030"): read and written in UTC, so no zone moves it to the day before.
 */
export const formatLaunchDate = (date: string, language: string): string =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));

export const WAITING_LIST_STATUSES = ['waiting', 'served'] as const;
export type WaitingListStatus = (typeof WAITING_LIST_STATUSES)[number];

/**
 * The admin waiting list reads at most this many entries, waiting ones first; with more it
 * answers `truncated: true` and the true `totalEntries` (its area counts then cover only the
 * entries read).
 */
export const WAITING_LIST_ADMIN_MAX = 5000;

/** The messages of the coverage check and the sign-up, shared by the API and the forms. */
export const COVERAGE_MESSAGES = {
  placeRequired: 'Enter a ZIP code or a city and state, like "Austin, TX"',
  placeNotFound: 'We could not find that place: enter a 5-digit US ZIP code or "City, ST"',
  emailRequired: 'Enter your e-mail address so we can tell you',
} as const;

/**
 * The waiting-list answer's titles in English: the locator words its answers (in each language),
 * the site server titles a refused plain-form sign-up with the second.
 */
export const COVERAGE_ANSWERS = {
  joinedTitle: 'Waiting list',
  refusedTitle: 'Could not join the waiting list',
} as const;

/** "Austin, TX": the key a waiting-list area is grouped and served by (spaces, case and ZIP+4 ignored). */
export function areaKey(city: string, state: string): string {
  const name = city
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
  return `${name}, ${state.trim().toUpperCase()}`;
}

export type PlaceText = { kind: 'zip'; zip: string } | { kind: 'city'; city: string; state: string };

/** What a visitor typed: a 5-digit ZIP (ZIP+4 allowed) or "City, ST"; null for anything else. */
export function parsePlace(text: string): PlaceText | null {
  const trimmed = text.trim();
  const zip = /^(\d{5})(?:-\d{4})?$/.exec(trimmed);
  if (zip) return { kind: 'zip', zip: zip[1] };
  const city = /^(.+?)[\s,]+([A-Za-z]{2})$/.exec(trimmed);
  const state = city?.[2].toUpperCase();
  if (!city || !state || !isUsStateCode(state) || !/\p{L}/u.test(city[1])) return null;
  return { kind: 'city', city: city[1].replace(/,\s*$/, '').trim(), state };
}

export const milesOf = (km: number) => km / KM_PER_MILE;

/** The application's query parameter that pre-fills its location field. */
export const APPLICATION_LOCATION_PARAM = 'location';

/** Where the coverage check sends a visitor who wants to be the first partner in a place. */
export const firstPartnerPath = (place: string) => `/partnership-application?${APPLICATION_LOCATION_PARAM}=${encodeURIComponent(place)}`;
