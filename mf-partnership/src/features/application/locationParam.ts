import { APPLICATION_LOCATION_PARAM } from '@powernest/domain';

/** Longest location kept from a link: the lead schema's own limit refuses anything longer anyway. */
const MAX_LENGTH = 200;

/**
 * The location a link pre-fills (`?location=Missoula%2C%20MT`, from the locator's "Be the first
 * partner in …"), trimmed; undefined when absent or blank.
 */
export function locationFromSearch(search: string): string | undefined {
  const value = new URLSearchParams(search).get(APPLICATION_LOCATION_PARAM)?.trim().slice(0, MAX_LENGTH);
  return value || undefined;
}
