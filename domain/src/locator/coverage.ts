// Coverage and the waiting list (issue #14 item 7): constants and place text only, no zod, so the
// locator's coverage form pays for none of the validator.
import { isUsStateCode } from './us-states';

/** A place is covered when an active partner lies within this many miles of it. */
export const COVERAGE_RADIUS_MILES = 25;
export const KM_PER_MILE = 1.609344;
/** Distances shown to visitors, in whole tenths of a mile. */
export const MILES_DECIMALS = 1;

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

/** What the coverage check answers a visitor, in one place for the form and its tests. */
export const COVERAGE_ANSWERS = {
  covered: (place: string, miles: number) => `Good news: a PowerNest partner is ${miles} ${miles === 1 ? 'mile' : 'miles'} from ${place}.`,
  notCovered: (place: string) => `No PowerNest partner within ${COVERAGE_RADIUS_MILES} miles of ${place} yet.`,
  nearest: (miles: number) => `The nearest one is ${miles} miles away.`,
  joined: (place: string) => `You are on the waiting list for ${place}. We will e-mail you when a partner opens there.`,
  firstPartner: (place: string) => `Be the first partner in ${place}`,
  /** The titles of a waiting-list sign-up's answer, sent with the page's script or without it. */
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
