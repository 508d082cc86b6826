import '../shared/zod';
import * as z from 'zod';
import { COVERAGE_MESSAGES, parsePlace } from './coverage';
import { LEAD_HONEYPOT_FIELD } from '../leads/lead';
import { withRequest } from '../api/endpoint';
import { areaServedEndpoint, coverageEndpoint, waitingListEntryChangeEndpoint, waitingListJoinEndpoint } from '../api/waiting-list';
import { SITE_LANGUAGES } from '../contract/languages';

const optionalText = (max = 200) => z.string().trim().max(max).optional();

export const PRIORITY_SCORE = { min: 1, max: 5, default: 1 } as const;
const PRIORITY_MESSAGE = 'Priority score must be a number from 1 to 5';
const priorityScore = z.number({ error: PRIORITY_MESSAGE }).int(PRIORITY_MESSAGE).min(PRIORITY_SCORE.min, PRIORITY_MESSAGE).max(PRIORITY_SCORE.max, PRIORITY_MESSAGE);

/** Every contact field is optional; an e-mail, when given, must be valid (product.md §5). */
export const waitingListSchema = z.strictObject({
  businessName: optionalText(),
  contactPerson: optionalText(),
  email: z
    .string({ error: 'Invalid email address' })
    .trim()
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email address')
    .optional(),
  phone: optionalText(40),
  requestedArea: optionalText(),
  city: optionalText(100),
  state: optionalText(50),
  zipCode: optionalText(20),
  businessType: optionalText(100),
  priorityScore: priorityScore.default(PRIORITY_SCORE.default),
});
export type WaitingListInput = z.input<typeof waitingListSchema>;

/** GET /api/coverage?place=: a ZIP code or "City, ST". */
export const coverageQuerySchema = z.strictObject({
  place: z
    .string({ error: COVERAGE_MESSAGES.placeRequired })
    .trim()
    .min(1, { error: COVERAGE_MESSAGES.placeRequired, abort: true })
    .max(120, { error: COVERAGE_MESSAGES.placeNotFound, abort: true })
    .refine((text) => parsePlace(text) !== null, COVERAGE_MESSAGES.placeNotFound),
});

/**
 * POST /api/waiting-list: a visitor where no partner is yet. The e-mail is required (product.md §5
 * leaves it optional for entries made otherwise) so they can be told when the area is served;
 * the honeypot is the leads' (LEAD_HONEYPOT_FIELD).
 */
export const waitingListSignupSchema = z.strictObject({
  place: coverageQuerySchema.shape.place,
  email: z
    .string({ error: COVERAGE_MESSAGES.emailRequired })
    .trim()
    .min(1, COVERAGE_MESSAGES.emailRequired)
    .pipe(z.email({ error: 'Invalid email address' })),
  businessName: optionalText(),
  /** The page's language: the e-mail that their area opened is written in it (English when absent). */
  language: z.enum(SITE_LANGUAGES, { error: `language must be one of ${SITE_LANGUAGES.join(', ')}` }).optional(),
  [LEAD_HONEYPOT_FIELD]: z.string().max(200).optional(),
});
export type WaitingListSignup = z.input<typeof waitingListSignupSchema>;

/** POST /api/admin/waiting-list/areas/:area/served: the area key, "Austin, TX". */
export const waitingListAreaParams = z.strictObject({ area: z.string().trim().min(1).max(160) });

// The API's routes: each endpoint (api/waiting-list.ts) with the schemas its requests are checked with.
export const coverageRoute = withRequest(coverageEndpoint, { query: coverageQuerySchema });
export const waitingListJoinRoute = withRequest(waitingListJoinEndpoint, { body: waitingListSignupSchema });
export const areaServedRoute = withRequest(areaServedEndpoint, { params: waitingListAreaParams });
/** PATCH /api/admin/waiting-list/:id: the team's priority for one entry. */
export const waitingListEntryChangeRoute = withRequest(waitingListEntryChangeEndpoint, {
  params: z.strictObject({ id: z.string().trim().min(1).max(64) }),
  body: z.strictObject({ priorityScore }),
});
