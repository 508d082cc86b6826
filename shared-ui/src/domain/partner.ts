import { z } from 'zod';
import { BUSINESS_TYPES, LOCATOR_STATES } from './enums';

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

/** A partner as an admin would create it (SPEC §5). Status defaults to active. */
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

/** The locator's view of a partner (SPEC §3), as GET /api/partners returns it. */
export interface PartnerLocation {
  id: string;
  businessName: string;
  businessType: string;
  address: string;
  city: string;
  state: string;
  contactPerson: string;
  phone: string;
  email: string;
  latitude: number;
  longitude: number;
}

export const PARTNER_STATE_MESSAGE = `State must be one of all, ${LOCATOR_STATES.join(', ')}`;
export const PARTNER_BUSINESS_TYPE_MESSAGE = `Business type must be one of all, ${BUSINESS_TYPES.join(', ')}`;

/**
 * GET /api/partners query (SPEC §5 "Locator search"): state and businessType, where "all" or
 * absent means no filter. The text search stays client-side.
 */
export const partnerQuerySchema = z.strictObject({
  state: z.enum(['all', ...LOCATOR_STATES], { error: PARTNER_STATE_MESSAGE }).optional(),
  businessType: z.enum(['all', ...BUSINESS_TYPES], { error: PARTNER_BUSINESS_TYPE_MESSAGE }).optional(),
});
export type PartnerQuery = z.infer<typeof partnerQuerySchema>;
