// MongoDB filters for the partner search, built only from validated values (enum strings,
// finite numbers, and the search text as a literal, escaped, case-insensitive substring).
import { PARTNER_SEARCH_FIELDS } from '@powernest/domain';
import type { PartnerBox, PartnerSearch } from '../ports';
import { trusted } from './connection';
import { escapeRegExp } from './search-words';

/** Grows the index polygon beyond the box; more than the ≤0.0011° a 1°-long geodesic edge bows. */
const POLYGON_MARGIN_DEG = 0.01;
/** Longest polygon edge along a parallel, in degrees of longitude. */
const POLYGON_STEP_DEG = 1;

/**
 * A polygon that contains the box, for the 2dsphere index. GeoJSON polygon edges are geodesics,
 * not parallels, so an edge between two corners bows towards the pole and would cut off part
 * of the box: the parallels are split into ≤1° steps and the polygon grown by 0.01°. The exact
 * box test is then made on the coordinates (`boxRange`). Null when the box is too large or too
 * close to a pole or the antimeridian for that to hold: the coordinate test alone answers then.
 */
export function indexPolygon(box: PartnerBox): [number, number][][] | null {
  const minLng = box.minLng - POLYGON_MARGIN_DEG;
  const maxLng = box.maxLng + POLYGON_MARGIN_DEG;
  const minLat = box.minLat - POLYGON_MARGIN_DEG;
  const maxLat = box.maxLat + POLYGON_MARGIN_DEG;
  if (minLng < -180 || maxLng > 180 || minLat < -85 || maxLat > 85 || maxLng - minLng > 90) return null;
  const steps = Math.max(1, Math.ceil((maxLng - minLng) / POLYGON_STEP_DEG));
  const ring: [number, number][] = [];
  for (let i = 0; i <= steps; i++) ring.push([minLng + ((maxLng - minLng) * i) / steps, minLat]);
  for (let i = steps; i >= 0; i--) ring.push([minLng + ((maxLng - minLng) * i) / steps, maxLat]);
  ring.push([minLng, minLat]);
  return [ring];
}

export interface PartnerMatchOptions {
  /**
   * For mongoose queries (find/countDocuments): operator objects are marked `trusted` so that
   * sanitizeFilter keeps them (it stays on for everything else). Aggregation pipelines are not
   * sanitized by mongoose and get plain objects.
   */
  forQuery: boolean;
  /** Add the 2dsphere polygon for the box (not inside $geoNear, which already walks that index). */
  withPolygon: boolean;
}

/** The MongoDB filter of a search: equality filters, the text, box. */
export function partnerMatch(q: Omit<PartnerSearch, 'near' | 'offset' | 'limit'>, options: PartnerMatchOptions): Record<string, unknown> {
  const op = <T extends object>(value: T): T => (options.forQuery ? trusted(value) : value);
  const match: Record<string, unknown> = {};
  if (q.status) match.status = q.status;
  if (q.state) match.state = q.state;
  if (q.businessType) match.businessType = q.businessType;
  const text = q.text?.trim();
  // matchesPartnerSearch: the whole text occurs in the name, city or address, any case. Every
  // regex metacharacter is escaped: the text is never a pattern. Not index-served (KNOWN_GAPS).
  if (text) {
    const pattern = escapeRegExp(text);
    // Inside $and: a caller's own $or (adminPage's keyset position) sits beside it, never over it.
    match.$and = [{ $or: PARTNER_SEARCH_FIELDS.map((field) => ({ [field]: op({ $regex: pattern, $options: 'i' }) })) }];
  }
  if (q.bbox) {
    const { minLng, minLat, maxLng, maxLat } = q.bbox;
    // GeoJSON coordinates are [longitude, latitude]: the exact (planar) box test.
    match['location.coordinates.0'] = op({ $gte: minLng, $lte: maxLng });
    match['location.coordinates.1'] = op({ $gte: minLat, $lte: maxLat });
    const polygon = options.withPolygon ? indexPolygon(q.bbox) : null;
    if (polygon) match.location = op({ $geoWithin: { $geometry: { type: 'Polygon', coordinates: polygon } } });
  }
  return match;
}
