import { areaKey, parsePlace } from '@powernest/domain';
import { findCity } from './us-cities';

/** A place a visitor typed, found: its area ("Austin, TX") and a centre to measure from. */
export interface Place {
  area: string;
  city: string;
  state: string;
  zipCode?: string;
  latitude: number;
  longitude: number;
}

type ZipCodes = typeof import('zipcodes');
let registry: ZipCodes | undefined;
/**
 * The `zipcodes` package (US ZIP centroids, ~5 MB of JavaScript) is loaded on the first lookup
 * that needs it, not at start-up: most requests never ask.
 */
function zipCodes(): ZipCodes {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  registry ??= require('zipcodes') as ZipCodes;
  return registry;
}

/** The registry writes some cities in capitals: the area key's spelling is the one shown. */
function named(city: string, state: string) {
  const area = areaKey(city, state);
  return { area, city: area.slice(0, area.lastIndexOf(',')), state: state.toUpperCase() };
}

const isUs = (hit: { country: string }) => hit.country === 'US';

/**
 * A ZIP code from the registry; "City, ST" from the bundled city table (the demo partners'
 * cities, so those answers match the map exactly), else from the registry's ZIPs of that city,
 * averaged. null when neither knows the place.
 */
export function resolvePlace(text: string): Place | null {
  const parsed = parsePlace(text);
  if (!parsed) return null;
  if (parsed.kind === 'zip') {
    const hit = zipCodes().lookup(parsed.zip);
    if (!hit || !isUs(hit)) return null;
    return { ...named(hit.city, hit.state), zipCode: hit.zip, latitude: hit.latitude, longitude: hit.longitude };
  }
  const city = findCity(parsed.city, parsed.state);
  if (city) return { ...named(city.city, city.state), latitude: city.latitude, longitude: city.longitude };
  const zips = zipCodes().lookupByName(parsed.city, parsed.state).filter(isUs);
  if (zips.length === 0) return null;
  const mean = (pick: (z: (typeof zips)[number]) => number) => zips.reduce((sum, z) => sum + pick(z), 0) / zips.length;
  return { ...named(zips[0].city, zips[0].state), latitude: mean((z) => z.latitude), longitude: mean((z) => z.longitude) };
}

const stateCentres = new Map<string, { latitude: number; longitude: number } | null>();

/** The middle of a state's ZIP codes (a whole-state service area's mark on the map); null for a code nobody knows. */
export function stateCentre(state: string): { latitude: number; longitude: number } | null {
  const code = state.toUpperCase();
  if (!stateCentres.has(code)) {
    const zips = zipCodes().lookupByState(code).filter(isUs);
    const mean = (pick: (z: (typeof zips)[number]) => number) => zips.reduce((sum, z) => sum + pick(z), 0) / zips.length;
    stateCentres.set(code, zips.length === 0 ? null : { latitude: mean((z) => z.latitude), longitude: mean((z) => z.longitude) });
  }
  return stateCentres.get(code)!;
}
