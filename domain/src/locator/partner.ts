import '../shared/zod';
import * as z from 'zod';
import { wholeNumberParam } from '../shared/query-params';
import { BUSINESS_TYPES, LOCATOR_STATES } from '../shared/enums';
import type { PartnerCompactRow, PartnerLocation } from '../api/partners';
import { PARTNER_TILES, isPartnerTile, type PartnerBBox } from './partner-tiles';
import { withRequest } from '../api/endpoint';
import { partnerStatsEndpoint, partnerTileEndpoint, partnersEndpoint } from '../api/partners';

export const PARTNER_MESSAGES = {
  businessName: 'Business name is required',
  address: 'Address is required',
  city: 'City is required',
  state: 'State is required',
  businessType: 'Business type is required',
  contactPerson: 'Contact person is required',
  phone: 'Phone number is required',
  email: 'Invalid email address',
} as const;

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** A partner as an admin would create it (product.md §5). Status defaults to active. */
export const partnerSchema = z.strictObject({
  businessName: required(PARTNER_MESSAGES.businessName),
  address: required(PARTNER_MESSAGES.address),
  city: required(PARTNER_MESSAGES.city, 100),
  state: required(PARTNER_MESSAGES.state, 50),
  businessType: required(PARTNER_MESSAGES.businessType, 100),
  contactPerson: required(PARTNER_MESSAGES.contactPerson),
  phone: required(PARTNER_MESSAGES.phone, 40),
  email: z.string({ error: PARTNER_MESSAGES.email }).trim().pipe(z.email({ error: PARTNER_MESSAGES.email })),
  status: z.string().trim().min(1).max(50).default('active'),
  latitude: z.number().min(-90).max(90).optional(),
  longitude: z.number().min(-180).max(180).optional(),
  dateInstalled: z.coerce.date().optional(),
});
export type PartnerInput = z.input<typeof partnerSchema>;

export const PARTNER_STATE_MESSAGE = `State must be one of all, ${LOCATOR_STATES.join(', ')}`;
export const PARTNER_BUSINESS_TYPE_MESSAGE = `Business type must be one of all, ${BUSINESS_TYPES.join(', ')}`;

/** Paging limits of GET /api/partners (product.md §2 locator at scale, issue #7). */
export const PARTNER_LIMIT_MAX = 1000;
/**
 * Rows of one `format=compact` answer at most (issue #25: it returned all 100,000 partners, 7.5 MB).
 * Today's map loads tiles; the compact rows stay for locator builds of earlier releases, and
 * `total` still tells how many partners match.
 */
export const PARTNER_COMPACT_LIMIT_MAX = 5000;
/**
 * How long a public partner answer (map tiles, stats, one partner, the list) is used before it is
 * checked again, by browsers and by each API instance's answer cache (issue #25: a deactivated
 * partner stayed on visitors' maps for 60 s). Both together: a change shows within twice this.
 */
export const PARTNER_ANSWER_MAX_AGE_S = 5;
/** Page size of a `near` query sent without `limit`. */
export const PARTNER_NEAR_DEFAULT_LIMIT = 20;
export const PARTNER_SEARCH_MAX_LENGTH = 100;

export const PARTNER_QUERY_MESSAGES = {
  q: `Search text must be at most ${PARTNER_SEARCH_MAX_LENGTH} characters`,
  near: 'near must be "latitude,longitude": latitude from -90 to 90, longitude from -180 to 180',
  bboxShape: 'bbox must be four numbers "minLng,minLat,maxLng,maxLat"',
  bboxRange: 'bbox longitudes must be from -180 to 180 and latitudes from -90 to 90',
  bboxOrder: 'bbox minimums must be below maximums (minLng < maxLng, minLat < maxLat)',
  limit: `limit must be a whole number from 1 to ${PARTNER_LIMIT_MAX}`,
  offset: 'offset must be a whole number, 0 or more',
  offsetWithoutLimit: 'offset needs limit (or near)',
  format: 'format must be one of full, compact',
  nearCompact: 'near cannot be combined with format=compact',
} as const;

/** A finite decimal number as written in a query string: "-97.74", "30", ".5" (no hex, no exponent). */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

function decimals(text: string, count: number): number[] | null {
  const parts = text.split(',');
  if (parts.length !== count) return null;
  const numbers = parts.map((part) => part.trim());
  if (!numbers.every((n) => DECIMAL.test(n))) return null;
  return numbers.map(Number);
}

const inRange = (value: number, limit: number) => value >= -limit && value <= limit;

/** "lat,lng" -> { latitude, longitude }. */
const nearParam = z.string().transform((text, ctx) => {
  const numbers = decimals(text, 2);
  if (!numbers || !inRange(numbers[0]!, 90) || !inRange(numbers[1]!, 180)) {
    ctx.addIssue({ code: 'custom', message: PARTNER_QUERY_MESSAGES.near });
    return z.NEVER;
  }
  return { latitude: numbers[0]!, longitude: numbers[1]! };
});

/** "minLng,minLat,maxLng,maxLat" -> PartnerBBox (the order OpenLayers' extents use). */
const bboxParam = z.string().transform((text, ctx): PartnerBBox => {
  const numbers = decimals(text, 4);
  if (!numbers) {
    ctx.addIssue({ code: 'custom', message: PARTNER_QUERY_MESSAGES.bboxShape });
    return z.NEVER;
  }
  const [minLng, minLat, maxLng, maxLat] = numbers as [number, number, number, number];
  if (!inRange(minLng, 180) || !inRange(maxLng, 180) || !inRange(minLat, 90) || !inRange(maxLat, 90)) {
    ctx.addIssue({ code: 'custom', message: PARTNER_QUERY_MESSAGES.bboxRange });
    return z.NEVER;
  }
  if (!(minLng < maxLng && minLat < maxLat)) {
    ctx.addIssue({ code: 'custom', message: PARTNER_QUERY_MESSAGES.bboxOrder });
    return z.NEVER;
  }
  return { minLng, minLat, maxLng, maxLat };
});

/** A partner id that names no (active, for the public) partner. */
export const PARTNER_NOT_FOUND = 'Partner not found';

/** The locator's filters, as every partner query takes them (see partnerQuerySchema). */
const partnerFilterFields = {
  state: z.enum(['all', ...LOCATOR_STATES], { error: PARTNER_STATE_MESSAGE }).optional(),
  businessType: z.enum(['all', ...BUSINESS_TYPES], { error: PARTNER_BUSINESS_TYPE_MESSAGE }).optional(),
  q: z.string({ error: PARTNER_QUERY_MESSAGES.q }).max(PARTNER_SEARCH_MAX_LENGTH, PARTNER_QUERY_MESSAGES.q).optional(),
};

/** GET /api/partners/map/:z/:x/:y and /api/partners/stats: the filters alone (others refused). */
export const partnerFilterQuerySchema = z.strictObject(partnerFilterFields);
export type PartnerFilterQuery = z.output<typeof partnerFilterQuerySchema>;

export const PARTNER_TILE_MESSAGE = 'No such tile: z from 0 to 18, x and y from 0 to 2^z - 1';

/** GET /api/partners/map/:z/:x/:y path. */
export const partnerTileParamsSchema = z
  .strictObject({ z: wholeNumberParam(PARTNER_TILE_MESSAGE, 0, PARTNER_TILES.maxZoom), x: wholeNumberParam(PARTNER_TILE_MESSAGE, 0, 2 ** PARTNER_TILES.maxZoom - 1), y: wholeNumberParam(PARTNER_TILE_MESSAGE, 0, 2 ** PARTNER_TILES.maxZoom - 1) })
  .refine(isPartnerTile, PARTNER_TILE_MESSAGE);

/**
 * GET /api/partners query (product.md §5 "Locator search", issue #7). Every parameter is optional and
 * unknown ones are refused:
 * - state, businessType: "all" or absent = no filter;
 * - q: the locator's text search (`matchesPartnerSearch`: the whole trimmed text occurs in
 *   businessName, city or address, any case; blank = no filter);
 * - near=lat,lng: nearest first, each partner with `distanceKm` (default page of 20);
 * - bbox=minLng,minLat,maxLng,maxLat: partners inside the viewport (edges included);
 * - limit (1..1000) and offset (>= 0): a page, and the answer carries `total`;
 * - format=compact: `{ total, columns, rows }` for the map instead of `{ partners }`.
 */
export const partnerQuerySchema = z
  .strictObject({
    ...partnerFilterFields,
    near: nearParam.optional(),
    bbox: bboxParam.optional(),
    limit: wholeNumberParam(PARTNER_QUERY_MESSAGES.limit, 1, PARTNER_LIMIT_MAX).optional(),
    offset: wholeNumberParam(PARTNER_QUERY_MESSAGES.offset, 0, Number.MAX_SAFE_INTEGER).optional(),
    format: z.enum(['full', 'compact'], { error: PARTNER_QUERY_MESSAGES.format }).optional(),
  })
  .superRefine((query, ctx) => {
    if (query.offset !== undefined && query.limit === undefined && query.near === undefined) {
      ctx.addIssue({ code: 'custom', path: ['offset'], message: PARTNER_QUERY_MESSAGES.offsetWithoutLimit });
    }
    if (query.near !== undefined && query.format === 'compact') {
      ctx.addIssue({ code: 'custom', path: ['near'], message: PARTNER_QUERY_MESSAGES.nearCompact });
    }
  });
/** The query as the server reads it (near and bbox parsed, limit and offset numbers). */
export type PartnerQuery = z.output<typeof partnerQuerySchema>;
/** The query as a client writes it: every value a string. */
export type PartnerQueryParams = z.input<typeof partnerQuerySchema>;

/** Coordinates of compact rows keep 5 decimals (about 1 m); distances 2 (10 m). */
export const COMPACT_COORDINATE_DECIMALS = 5;
export const DISTANCE_KM_DECIMALS = 2;

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

/** A partner's compact row (coordinates rounded to 5 decimals). */
export function compactPartnerRow(p: Pick<PartnerLocation, 'id' | 'latitude' | 'longitude' | 'businessType' | 'state'>): PartnerCompactRow {
  return [p.id, roundTo(p.latitude, COMPACT_COORDINATE_DECIMALS), roundTo(p.longitude, COMPACT_COORDINATE_DECIMALS), p.businessType, p.state];
}

// The API's routes: each endpoint (api/partners.ts) with the schemas its requests are checked with.
export const partnersRoute = withRequest(partnersEndpoint, { query: partnerQuerySchema });
export const partnerTileRoute = withRequest(partnerTileEndpoint, { params: partnerTileParamsSchema, query: partnerFilterQuerySchema });
export const partnerStatsRoute = withRequest(partnerStatsEndpoint, { query: partnerFilterQuerySchema });
