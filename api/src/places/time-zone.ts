import tzLookup from '@photostructure/tz-lookup';
import { isUsStateCode } from '@powernest/domain';
import { timeZoneOfState } from '@powernest/domain/visits';
import { resolvePlace } from './resolve-place';

/**
 * A business's IANA time zone, from its place (issue #40): "El Paso, TX" keeps Mountain time
 * although Texas is mostly Central. The place the lead gave (a ZIP code or "City, ST") is found
 * with resolvePlace and its coordinates looked up in tz-lookup's map of zone boundaries; a place
 * neither knows falls back to its state's main zone (timeZoneOfState), and no state to undefined.
 */
export function timeZoneOfPlace(location: string, state: string | undefined): string | undefined {
  const place = resolvePlace(location);
  if (place) {
    try {
      return tzLookup(place.latitude, place.longitude);
    } catch {
      // tz-lookup throws on coordinates out of range; the state's zone stands in.
    }
  }
  return state && isUsStateCode(state) ? timeZoneOfState(state) : undefined;
}
