import '../shared/zodMini';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { errorResponse, isoDate, keysetPageFields } from './wire';

/** What the locator shows of a partner (product.md §3), and where it is. */
const locatorFields = {
  id: z.string(),
  businessName: z.string(),
  businessType: z.string(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  contactPerson: z.string(),
  phone: z.string(),
  email: z.string(),
  latitude: z.number(),
  longitude: z.number(),
};

/** The locator's view of a partner; `distanceKm` with `near`. */
export const partnerLocation = z.object({ ...locatorFields, distanceKm: z.optional(z.number()) });
export type PartnerLocation = z.output<typeof partnerLocation>;

/** GET /api/partners: `{ partners }`, plus `total` (every match before paging) when the answer is a page. */
export const partnersResponse = z.object({ partners: z.array(partnerLocation), total: z.optional(z.int()) });
export type PartnersResult = z.output<typeof partnersResponse>;

/** `format=compact`: one row per partner, in this column order. */
export const PARTNER_COMPACT_COLUMNS = ['id', 'latitude', 'longitude', 'businessType', 'state'] as const;

/** GET /api/partners?format=compact: the map rows of locator builds before viewport tiles, capped (PARTNER_COMPACT_LIMIT_MAX). */
export const partnersCompactResponse = z.object({
  total: z.int(),
  columns: z.array(z.string()),
  rows: z.array(z.tuple([z.string(), z.number(), z.number(), z.string(), z.string()])),
});
export type PartnerCompactResponse = z.output<typeof partnersCompactResponse>;
export type PartnerCompactRow = PartnerCompactResponse['rows'][number];

/** GET /api/partners/:id: one partner as the locator shows it. */
export const partnerResponse = z.object({ partner: partnerLocation });

/** [latitude, longitude, count]: partners drawn as one marker until the map zooms in. */
const partnerTileCluster = z.tuple([z.number(), z.number(), z.int()]);
export type PartnerTileCluster = z.output<typeof partnerTileCluster>;

/** GET /api/partners/map/:z/:x/:y: a map tile's partners (see PARTNER_TILES). */
export const partnerTileResponse = z.object({
  total: z.int(),
  clusters: z.array(partnerTileCluster),
  rows: partnersCompactResponse.shape.rows,
  /** Present when the tile held more than PARTNER_TILES.maxRead partners: only those were clustered. */
  truncated: z.optional(z.literal(true)),
});
export type PartnerTileResponse = z.output<typeof partnerTileResponse>;

/** GET /api/partners/stats: the Network Stats of the partners the filters match, and their bounds [minLng, minLat, maxLng, maxLat]. */
export const partnerStatsResponse = z.object({
  totalPartners: z.int(),
  states: z.int(),
  businessTypes: z.int(),
  bounds: z.nullable(z.tuple([z.number(), z.number(), z.number(), z.number()])),
});
export type PartnerStats = z.output<typeof partnerStatsResponse>;

/** A partner as the admin area reads it: the locator's fields plus status and history. */
export const adminPartnerView = z.object({
  ...locatorFields,
  status: z.string(),
  /** The lead it was converted from; absent for partners added another way. */
  leadId: z.optional(z.int()),
  dateInstalled: z.optional(isoDate),
  createdAt: isoDate,
});
export type AdminPartner = z.output<typeof adminPartnerView>;

/** GET /api/admin/partners (admins): one page in list order, its cursors and how many match (keysetPageFields, issue #27). */
export const adminPartnersResponse = z.object({
  success: z.literal(true),
  partners: z.array(adminPartnerView),
  ...keysetPageFields,
});
export type AdminPartnersResult = z.output<typeof adminPartnersResponse>;

/** POST /api/leads/:id/partner (201) and PATCH /api/admin/partners/:id (200). */
export const partnerSavedResponse = z.object({ success: z.literal(true), partner: adminPartnerView });

// The endpoints (their request schemas, full zod, are joined in ../partner.ts and
// ../partner-admin.ts for the API; the locator loads zod/mini only).

/** GET /api/partners: a page of the list, or with format=compact the map's rows (the list's clients decode with partnersResponse). */
export const partnersEndpoint = endpoint({ method: 'GET', path: '/api/partners', response: z.union([partnersResponse, partnersCompactResponse]) });
/** GET /api/partners/map/:z/:x/:y: one map tile. */
export const partnerTileEndpoint = endpoint({ method: 'GET', path: '/api/partners/map/:z/:x/:y', response: partnerTileResponse });
/** GET /api/partners/stats: the Network Stats of what the filters match. */
export const partnerStatsEndpoint = endpoint({ method: 'GET', path: '/api/partners/stats', response: partnerStatsResponse });
/** GET /api/partners/:id: one active partner. */
export const partnerEndpoint = endpoint({ method: 'GET', path: '/api/partners/:id', response: partnerResponse, errors: { 404: errorResponse } });
/** GET /api/admin/partners (admins): every partner, a page at a time. */
export const adminPartnersEndpoint = endpoint({ method: 'GET', path: '/api/admin/partners', response: adminPartnersResponse });
/** PATCH /api/admin/partners/:id (admins): edit, deactivate, reactivate. */
export const adminPartnerChangeEndpoint = endpoint({ method: 'PATCH', path: '/api/admin/partners/:id', response: partnerSavedResponse, errors: { 400: errorResponse, 404: errorResponse } });
