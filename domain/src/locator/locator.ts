import type { PartnerLocation } from '../api/partners';
import { searchWords } from '../shared/search-words';

/** product.md §9 "Locator": view constants. */
export const LOCATOR_VIEW = {
  /** About the middle of the contiguous US. */
  initialCenter: { latitude: 39.8283, longitude: -98.5795 },
  initialZoom: 4,
  /**
   * The first view (issue #14) frames the lower 48 states, [west, south, east, north] in degrees,
   * with `fitPadding` pixels around it, so a 390 px phone sees both coasts.
   */
  lower48Extent: [-125, 24, -66.5, 49.5],
  fitPadding: 12,
  markerClickZoom: 10,
  locateZoom: 12,
  fitMargin: 0.1,
  markerSize: 25,
  selectedMarkerSize: 35,
} as const;

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** The fields the locator's text search looks in. */
export const PARTNER_SEARCH_FIELDS = ['businessName', 'city', 'address'] as const;
type SearchedPartner = Pick<PartnerLocation, (typeof PARTNER_SEARCH_FIELDS)[number]>;

/**
 * The words a partner is found by (stored on each partner as `searchWords`, a multikey index in
 * MongoDB): the folded words of its business name, city and address (`searchWords`). Sorted, unique.
 * Still stored, but no longer what the search reads (matchesPartnerSearch is a substring match).
 */
export function partnerSearchWords(partner: SearchedPartner): string[] {
  return searchWords(...PARTNER_SEARCH_FIELDS.map((field) => partner[field]));
}

/**
 * product.md §5: a case-insensitive substring match. Blank text (after trimming) matches every
 * partner; otherwise the whole trimmed text must occur, in any case, in the name, city or
 * address ("ustin" finds Austin; "BLUE d" finds "Blue Door Café"). Every character is literal.
 */
export function matchesPartnerSearch(partner: SearchedPartner, searchText: string): boolean {
  const text = searchText.trim().toLowerCase();
  if (!text) return true;
  return PARTNER_SEARCH_FIELDS.some((field) => partner[field].toLowerCase().includes(text));
}

/**
 * Whether a partner is among the results, as the server decides: the state and type filters
 * ("all" lets every value through) and the text search (matchesPartnerSearch).
 */
export function inLocatorResults(
  partner: Pick<PartnerLocation, 'state' | 'businessType' | 'businessName' | 'city' | 'address'>,
  filters: { state: string; businessType: string; searchText: string },
): boolean {
  return (
    (filters.state === 'all' || partner.state === filters.state) &&
    (filters.businessType === 'all' || partner.businessType === filters.businessType) &&
    matchesPartnerSearch(partner, filters.searchText)
  );
}

/** "Found N locations", plus "matching your criteria" when any filter is set (product.md §2). */
export function foundLocationsText(count: number, anyFilterSet: boolean): string {
  const base = `Found ${count} location${count === 1 ? '' : 's'}`;
  return anyFilterSet ? `${base} matching your criteria` : base;
}

/**
 * Network Stats (the sidebar's, of the whole network) of compact rows [id, latitude, longitude,
 * businessType, state], and where they lie ([minLng, minLat, maxLng, maxLat], null without
 * any): what Fit All frames.
 */
export function networkStats(rows: readonly (readonly [string, number, number, string, string])[]) {
  const states = new Set<string>();
  const types = new Set<string>();
  let bounds: [number, number, number, number] | null = null;
  for (const [, latitude, longitude, businessType, state] of rows) {
    states.add(state);
    types.add(businessType);
    if (!bounds) bounds = [longitude, latitude, longitude, latitude];
    else {
      if (longitude < bounds[0]) bounds[0] = longitude;
      if (latitude < bounds[1]) bounds[1] = latitude;
      if (longitude > bounds[2]) bounds[2] = longitude;
      if (latitude > bounds[3]) bounds[3] = latitude;
    }
  }
  return { totalPartners: rows.length, states: states.size, businessTypes: types.size, bounds };
}

const EARTH_RADIUS_KM = 6371.0088;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLng = toRad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The partner closest to a position by great-circle distance, or null without partners. */
export function nearestPartner<T extends LatLng>(partners: readonly T[], position: LatLng): (T & { distanceKm: number }) | null {
  let best: (T & { distanceKm: number }) | null = null;
  for (const p of partners) {
    const d = distanceKm(position, p);
    if (!best || d < best.distanceKm) best = { ...p, distanceKm: d };
  }
  return best;
}

export type Extent = [minX: number, minY: number, maxX: number, maxY: number];

/**
 * The extent of the points grown by `margin` of its size on every side (Fit All: 10%), or null
 * without points. A single point gets a minimum size so the map does not zoom in forever.
 */
export function extentWithMargin(points: readonly (readonly [number, number])[], margin: number = LOCATOR_VIEW.fitMargin, minSize = 0): Extent | null {
  if (points.length === 0) return null;
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    if (x < minX) minX = x;
    if (y < minY) minY = y;
    if (x > maxX) maxX = x;
    if (y > maxY) maxY = y;
  }
  const w = Math.max(maxX - minX, minSize);
  const h = Math.max(maxY - minY, minSize);
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return [cx - w / 2 - w * margin, cy - h / 2 - h * margin, cx + w / 2 + w * margin, cy + h / 2 + h * margin];
}

/** State centres for partners without coordinates (product.md §3), plus AL from the state filter. */
export const STATE_CENTRES: Readonly<Record<string, LatLng>> = {
  TX: { latitude: 31.0, longitude: -99.0 },
  CA: { latitude: 36.78, longitude: -119.42 },
  FL: { latitude: 27.99, longitude: -81.76 },
  NY: { latitude: 42.97, longitude: -75.5 },
  IL: { latitude: 40.0, longitude: -89.2 },
  GA: { latitude: 32.68, longitude: -83.22 },
  CO: { latitude: 39.0, longitude: -105.55 },
  AZ: { latitude: 34.3, longitude: -111.66 },
  WA: { latitude: 47.4, longitude: -120.5 },
  OR: { latitude: 43.93, longitude: -120.56 },
  AL: { latitude: 32.8, longitude: -86.8 },
};

/** A deterministic number in [0, 1) from a string (FNV-1a). */
function unitHash(text: string, salt: number): number {
  let h = 0x811c9dc5 ^ salt;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) / 0x100000000;
}

/**
 * Where to draw a partner that has no coordinates: its state's centre (or the central US point)
 * plus an offset of up to ±1° latitude and ±2° longitude derived from its id — the same place
 * every time, unlike the random offset product.md §3 describes.
 */
export function fallbackPosition(partner: { id: string; state: string }): LatLng {
  const centre = STATE_CENTRES[partner.state.toUpperCase()] ?? LOCATOR_VIEW.initialCenter;
  return {
    latitude: centre.latitude + (unitHash(partner.id, 1) * 2 - 1),
    longitude: centre.longitude + (unitHash(partner.id, 2) * 2 - 1) * 2,
  };
}

/** A partner's position: its own coordinates when it has them, else the fallback. */
export function partnerPosition(partner: { id: string; state: string; latitude?: number | null; longitude?: number | null }): LatLng {
  if (Number.isFinite(partner.latitude) && Number.isFinite(partner.longitude)) {
    return { latitude: partner.latitude as number, longitude: partner.longitude as number };
  }
  return fallbackPosition(partner);
}

/** "Directions": a maps-service search for the full address (opens in a new tab). */
export function directionsUrl(partner: Pick<PartnerLocation, 'address' | 'city' | 'state'>): string {
  const full = `${partner.address}, ${partner.city}, ${partner.state}`;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(full)}`;
}
