import './zod';
import * as z from 'zod';
import { BUSINESS_TYPES, FOOT_TRAFFIC_OPTIONS } from './enums';
import { LEAD_CHOICE_MESSAGES, LEAD_HONEYPOT_FIELD, LEAD_MESSAGES } from './lead';
import { withRequest } from './api/endpoint';
import { leadCreateEndpoint } from './api/leads';

/** True for one of the listed values only (never an inherited name like `constructor`). */
const oneOf = (allowed: readonly string[]) => (value: string | undefined) => value === undefined || allowed.includes(value);
const FOOT_TRAFFIC_VALUES = FOOT_TRAFFIC_OPTIONS.map((o) => o.value);

const required = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

// Optional texts: the forms send "" for untouched fields; that means "not given".
const optionalText = (max = 500) =>
  z
    .string({ error: 'Must be text' })
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/** The ONE lead schema: the short contact form and the full application both use it. */
export const leadSchema = z.strictObject({
  businessName: required(LEAD_MESSAGES.businessName),
  contactPerson: required(LEAD_MESSAGES.contactPerson),
  email: z
    .string({ error: LEAD_MESSAGES.email })
    .trim()
    .max(254, LEAD_MESSAGES.email)
    .pipe(z.email({ error: LEAD_MESSAGES.email })),
  phone: required(LEAD_MESSAGES.phone, 40),
  location: required(LEAD_MESSAGES.location),
  businessType: required(LEAD_MESSAGES.businessType, 100).refine(oneOf(BUSINESS_TYPES), LEAD_CHOICE_MESSAGES.businessType),
  message: optionalText(5000),
  businessSize: optionalText(100),
  operatingHours: optionalText(),
  footTrafficEstimate: optionalText(100).refine(oneOf(FOOT_TRAFFIC_VALUES), LEAD_CHOICE_MESSAGES.footTrafficEstimate),
  decisionMakerTitle: optionalText(),
  currentPainPoints: optionalText(5000),
  preferredInstallTimeline: optionalText(100),
  hasExistingCharging: optionalText(100),
  customerBase: optionalText(5000),
  businessAddress: optionalText(),
  website: optionalText(),
  [LEAD_HONEYPOT_FIELD]: z.string().max(500).optional(),
});

/** What a form holds (every field a string). */
export type LeadFormValues = z.input<typeof leadSchema>;
/** What the API receives after validation (empty optional fields become undefined). */
export type LeadSubmission = z.output<typeof leadSchema>;
// Keys whose value may be undefined become optional keys (`website?: string`).
type UndefinedAsOptional<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};
/** The lead's own fields (SPEC §3), as stored and as the e-mails use them. */
export type LeadFields = UndefinedAsOptional<Omit<LeadSubmission, typeof LEAD_HONEYPOT_FIELD>>;

/** The API's route: POST /api/leads with the body schema its requests are checked with. */
export const leadCreateRoute = withRequest(leadCreateEndpoint, { body: leadSchema });
