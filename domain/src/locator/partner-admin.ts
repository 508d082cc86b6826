// What the admin area does with partners (issue #12): convert an installed lead, edit, deactivate.
import '../shared/zod';
import * as z from 'zod';
import { wholeNumberParam } from '../shared/query-params';
import { CURSOR_MESSAGE, keysetCursor, type KeysetPosition } from '../shared/keyset';
import { BUSINESS_TYPES } from '../shared/enums';
import { PARTNER_MESSAGES } from './partner';
import { withRequest } from '../api/endpoint';
import { adminPartnerChangeEndpoint, adminPartnersEndpoint, partnerEndpoint } from '../api/partners';
import { leadPartnerEndpoint } from '../api/leads';
import { leadIdParams } from '../leads/lead-change';
import { US_STATE_CODES } from './us-states';

/** A partner is on the locator while active; deactivating takes it off without losing it. */
export const PARTNER_STATUSES = ['active', 'inactive'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];
export const PARTNER_STATUS_LABELS: Record<PartnerStatus, string> = { active: 'Active', inactive: 'Inactive' };

export const PARTNER_PAGE_SIZE_DEFAULT = 25;
export const PARTNER_PAGE_SIZE_MAX = 100;

export const PARTNER_ADMIN_MESSAGES = {
  state: 'State must be a US state code such as TX',
  businessType: `Business type must be one of ${BUSINESS_TYPES.join(', ')}`,
  status: `Status must be one of ${PARTNER_STATUSES.join(', ')}`,
  latitude: 'Latitude must be a number from -90 to 90',
  longitude: 'Longitude must be a number from -180 to 180',
  position: 'Enter both latitude and longitude, or neither',
  noPosition: (place: string) => `No position is known for ${place}: enter its latitude and longitude`,
  notInstalled: 'Only an installed lead becomes a partner',
  alreadyPartner: 'This lead is already a partner',
  cursor: CURSOR_MESSAGE,
  pageSize: `pageSize must be a whole number from 1 to ${PARTNER_PAGE_SIZE_MAX}`,
  q: 'Search text must be at most 100 characters',
} as const;

const text = (message: string, max: number) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const state = z.enum(US_STATE_CODES, { error: PARTNER_ADMIN_MESSAGES.state });
const businessType = z.enum(BUSINESS_TYPES, { error: PARTNER_ADMIN_MESSAGES.businessType });
const latitude = z.number({ error: PARTNER_ADMIN_MESSAGES.latitude }).min(-90, PARTNER_ADMIN_MESSAGES.latitude).max(90, PARTNER_ADMIN_MESSAGES.latitude);
const longitude = z.number({ error: PARTNER_ADMIN_MESSAGES.longitude }).min(-180, PARTNER_ADMIN_MESSAGES.longitude).max(180, PARTNER_ADMIN_MESSAGES.longitude);

const bothOrNeither = (value: { latitude?: number; longitude?: number }, ctx: z.RefinementCtx) => {
  if ((value.latitude === undefined) !== (value.longitude === undefined)) {
    ctx.addIssue({ code: 'custom', path: [value.latitude === undefined ? 'latitude' : 'longitude'], message: PARTNER_ADMIN_MESSAGES.position });
  }
};

/** The fields an admin may set on a partner, each checked once for both requests below. */
const partnerFields = z.strictObject({
  businessName: text(PARTNER_MESSAGES.businessName, 200).optional(),
  address: text(PARTNER_MESSAGES.address, 200).optional(),
  city: text(PARTNER_MESSAGES.city, 100).optional(),
  state: state.optional(),
  businessType: businessType.optional(),
  contactPerson: text(PARTNER_MESSAGES.contactPerson, 200).optional(),
  phone: text(PARTNER_MESSAGES.phone, 40).optional(),
  email: z.string({ error: PARTNER_MESSAGES.email }).trim().pipe(z.email({ error: PARTNER_MESSAGES.email })).optional(),
  latitude: latitude.optional(),
  longitude: longitude.optional(),
  status: z.enum(PARTNER_STATUSES, { error: PARTNER_ADMIN_MESSAGES.status }).optional(),
});

/**
 * POST /api/leads/:id/partner: what the admin confirms or corrects when an installed lead
 * becomes a partner. Everything defaults to the lead (address, city and state from its
 * location); without coordinates the position is the city's, from the bundled US city table.
 */
export const partnerConversionSchema = partnerFields
  .pick({ address: true, city: true, state: true, businessType: true, latitude: true, longitude: true })
  .superRefine(bothOrNeither);
export type PartnerConversion = z.infer<typeof partnerConversionSchema>;

/** PATCH /api/admin/partners/:id: any of the locator's fields, the position and the status. */
export const partnerChangeSchema = partnerFields.superRefine(bothOrNeither);
export type PartnerChange = z.infer<typeof partnerChangeSchema>;

/**
 * A partner's place in the admin list's order (the locator's list order: state, city, business
 * name, then the id, the unique tiebreaker, all ascending). A cursor holds one (issue #27).
 */
export type PartnerKey = [state: string, city: string, businessName: string, id: string];

export const partnerKeyOf = (partner: { state: string; city: string; businessName: string; id: string }): PartnerKey => [partner.state, partner.city, partner.businessName, partner.id];

/** The partners list's cursors (PartnerKey); the route writes them from the store's page. */
export const partnerCursor = keysetCursor<PartnerKey>(
  'partners',
  z.tuple([z.string().max(40), z.string().max(200), z.string().max(300), z.string().regex(/^[A-Za-z0-9-]{1,100}$/)]),
);

/** GET /api/admin/partners: every partner, active or not, a keyset page at a time from `cursor` (issue #27). */
export const adminPartnerQuerySchema = z.strictObject({
  cursor: partnerCursor.param.optional(),
  pageSize: wholeNumberParam(PARTNER_ADMIN_MESSAGES.pageSize, 1, PARTNER_PAGE_SIZE_MAX).default(PARTNER_PAGE_SIZE_DEFAULT),
  q: z.string({ error: PARTNER_ADMIN_MESSAGES.q }).max(100, PARTNER_ADMIN_MESSAGES.q).optional(),
  status: z.enum(PARTNER_STATUSES, { error: PARTNER_ADMIN_MESSAGES.status }).optional(),
  state: state.optional(),
});
export type AdminPartnerQuery = z.output<typeof adminPartnerQuerySchema>;

/** What a store searches for in the admin list: its filters and where the page starts (absent: the first page). */
export interface PartnerAdminSearch {
  status?: PartnerStatus;
  state?: string;
  /** matchesPartnerSearch semantics, as the locator's `q`. */
  text?: string;
  position?: KeysetPosition<PartnerKey>;
  limit: number;
}

export function partnerAdminSearchOf(query: AdminPartnerQuery): PartnerAdminSearch {
  return { status: query.status, state: query.state, text: query.q?.trim() || undefined, position: query.cursor, limit: query.pageSize };
}
export const partnerIdParams = z.strictObject({ id: z.string().min(1).max(100) });

// The API's routes: each endpoint (api/partners.ts) with the schemas its requests are checked with.
export const partnerRoute = withRequest(partnerEndpoint, { params: partnerIdParams });
export const adminPartnersRoute = withRequest(adminPartnersEndpoint, { query: adminPartnerQuerySchema });
export const adminPartnerChangeRoute = withRequest(adminPartnerChangeEndpoint, { params: partnerIdParams, body: partnerChangeSchema });
export const leadPartnerRoute = withRequest(leadPartnerEndpoint, { params: leadIdParams, body: partnerConversionSchema });
