import '../zodMini';
import * as z from 'zod/mini';

/** The locator's view of a partner (SPEC §3) plus its coordinates; `distanceKm` with `near`. */
export const partnerLocation = z.object({
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
  distanceKm: z.optional(z.number()),
});
export type PartnerLocation = z.output<typeof partnerLocation>;

/** GET /api/partners: `{ partners }`, plus `total` (every match before paging) when the answer is a page. */
export const partnersResponse = z.object({ partners: z.array(partnerLocation), total: z.optional(z.int()) });
export type PartnersResult = z.output<typeof partnersResponse>;

/** `format=compact`: one row per partner, in this column order. */
export const PARTNER_COMPACT_COLUMNS = ['id', 'latitude', 'longitude', 'businessType', 'state'] as const;

/** GET /api/partners?format=compact: what the map loads for every partner at once. */
export const partnersCompactResponse = z.object({
  total: z.int(),
  columns: z.array(z.string()),
  rows: z.array(z.tuple([z.string(), z.number(), z.number(), z.string(), z.string()])),
});
export type PartnerCompactResponse = z.output<typeof partnersCompactResponse>;
export type PartnerCompactRow = PartnerCompactResponse['rows'][number];
