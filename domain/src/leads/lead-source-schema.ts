import '../shared/zod';
import * as z from 'zod';
import { DEVICE_CLASSES, LEAD_SOURCE_LIMITS, cleanUtmValue, readLeadSourceCookie, type LeadSource } from './lead-source';

// The API's check of a visit's source (issue #45). The cookie comes back from the visitor's
// browser, so it is never trusted: anything but what the site server writes is refused whole,
// and the lead is then stored without a source (as a direct visit).

/** A page path of this site as the page manifest writes it (`/`, `/about`, `/find-locations/:state`). */
const PAGE_PATH = /^\/[A-Za-z0-9/_.:~-]*$/;
const HOST = /^[a-z0-9.-]+$/;

/** A utm value is kept only as cleanUtmValue leaves it (so a hand-made cookie cannot keep what the site server would cut). */
const utm = z
  .string()
  .min(1)
  .max(LEAD_SOURCE_LIMITS.utm)
  .refine((value) => cleanUtmValue(value) === value)
  .optional();

const leadSourceSchema = z.strictObject({
  landingPage: z.string().max(LEAD_SOURCE_LIMITS.landingPage).regex(PAGE_PATH),
  referrerHost: z.string().max(LEAD_SOURCE_LIMITS.referrerHost).regex(HOST).optional(),
  utmSource: utm,
  utmMedium: utm,
  utmCampaign: utm,
  utmTerm: utm,
  utmContent: utm,
  device: z.enum(DEVICE_CLASSES).optional(),
}) satisfies z.ZodType<LeadSource>;

/** Everything a source cookie may hold, in bytes: a larger one is refused before it is read. */
const COOKIE_MAX = 2048;

/** A source cookie's value checked: the source, or none when it is absent, too large or not what the site server writes. */
export function decodeLeadSource(value: string | undefined): LeadSource | undefined {
  if (!value || value.length > COOKIE_MAX) return undefined;
  const checked = leadSourceSchema.safeParse(readLeadSourceCookie(value));
  return checked.success ? checked.data : undefined;
}
