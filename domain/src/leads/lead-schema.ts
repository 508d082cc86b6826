import '../shared/zod';
import * as z from 'zod';
import { BUSINESS_TYPES, FOOT_TRAFFIC_OPTIONS } from '../shared/enums';
import { LEAD_HONEYPOT_FIELD } from './lead';
import { LEAD_TEXTS, type LeadTexts } from './lead-texts';
import { SITE_LANGUAGES, type SiteLanguage } from '../contract/languages';
import { withRequest } from '../api/endpoint';
import { leadCreateEndpoint } from '../api/leads';

/** True for one of the listed values only (never an inherited name like `constructor`). */
const oneOf = (allowed: readonly string[]) => (value: string | undefined) => value === undefined || allowed.includes(value);
const FOOT_TRAFFIC_VALUES = FOOT_TRAFFIC_OPTIONS.map((o) => o.value);

/**
 * Characters no lead field keeps (issue #40): NUL and the other C0 and C1 controls (a tab and line
 * breaks aside, in the fields that take several lines), DEL, the non-characters U+FFFE/U+FFFF, and
 * lone surrogates (half of a character: invalid UTF-16, which MongoDB and mail cannot carry).
 */
// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAKS = /[\t\r\n]/;
const cleanText = (multiline: boolean) => (value: string | undefined) => value === undefined || !(CONTROL.test(value) || (!multiline && LINE_BREAKS.test(value)));

/** The lead schema with its messages in one language (LEAD_TEXTS). */
function buildLeadSchema(texts: LeadTexts) {
  const required = (message: string, max = 200) =>
    z.string({ error: message }).trim().min(1, message).max(max, texts.tooLong(max)).refine(cleanText(false), texts.controlCharacters);

  // Optional texts: the forms send "" for untouched fields; that means "not given". Some are
  // text areas: a tab and line breaks are kept; the required ones are one line each.
  const optionalText = (max = 500) =>
    z
      .string({ error: texts.mustBeText })
      .trim()
      .max(max, texts.tooLong(max))
      .refine(cleanText(true), texts.controlCharacters)
      .optional()
      .transform((v) => (v === '' ? undefined : v));

  const m = texts.required;
  return z.strictObject({
    businessName: required(m.businessName),
    contactPerson: required(m.contactPerson),
    email: z.string({ error: m.email }).trim().max(254, m.email).pipe(z.email({ error: m.email })),
    phone: required(m.phone, 40),
    location: required(m.location),
    businessType: required(m.businessType, 100).refine(oneOf(BUSINESS_TYPES), texts.choice.businessType),
    message: optionalText(5000),
    businessSize: optionalText(100),
    operatingHours: optionalText(),
    footTrafficEstimate: optionalText(100).refine(oneOf(FOOT_TRAFFIC_VALUES), texts.choice.footTrafficEstimate),
    decisionMakerTitle: optionalText(),
    currentPainPoints: optionalText(5000),
    preferredInstallTimeline: optionalText(100),
    hasExistingCharging: optionalText(100),
    customerBase: optionalText(5000),
    businessAddress: optionalText(),
    website: optionalText(),
    /** The page's language: the applicant's e-mails go out in it (issue #30); English when not given. */
    language: z.enum(SITE_LANGUAGES).optional(),
    [LEAD_HONEYPOT_FIELD]: z.string().max(500).optional(),
  });
}

/** The ONE lead schema: the short contact form and the full application both use it (messages in English). */
export const leadSchema = buildLeadSchema(LEAD_TEXTS['en-US']);

const SCHEMAS: Partial<Record<SiteLanguage, typeof leadSchema>> = { 'en-US': leadSchema };

/** The same schema answering in a language: the forms on a Spanish page, the API for a Spanish lead. */
export function leadSchemaIn(language: SiteLanguage): typeof leadSchema {
  return (SCHEMAS[language] ??= buildLeadSchema(LEAD_TEXTS[language]));
}

/** What a form holds (every field a string). */
export type LeadFormValues = z.input<typeof leadSchema>;
/** What the API receives after validation (empty optional fields become undefined). */
export type LeadSubmission = z.output<typeof leadSchema>;
// Keys whose value may be undefined become optional keys (`website?: string`).
type UndefinedAsOptional<T> = { [K in keyof T as undefined extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as undefined extends T[K] ? K : never]?: Exclude<T[K], undefined>;
};
/** The lead's own fields (product.md §3), as stored and as the e-mails use them. */
export type LeadFields = UndefinedAsOptional<Omit<LeadSubmission, typeof LEAD_HONEYPOT_FIELD>>;

/** The API's route: POST /api/leads with the body schema its requests are checked with. */
export const leadCreateRoute = withRequest(leadCreateEndpoint, { body: leadSchema });
