// Where a lead comes from (issue #45), first-party: the visit's landing page, the referring
// site's host, its utm_* parameters and the device class, noted by the site server on the
// landing request and carried with the lead. No zod here: the site server reads it on every page;
// the API's check is lead-source-schema.ts. docs/lead-sources.md has the design and the rules.

/** The cookie holding the visit's source (HttpOnly, SameSite=Lax, for the browser session): never an identifier. */
export const LEAD_SOURCE_COOKIE = 'powernest_source';

export const DEVICE_CLASSES = ['phone', 'tablet', 'desktop'] as const;
type DeviceClass = (typeof DEVICE_CLASSES)[number];

/** The utm_* parameters kept, by the field that keeps each. */
export const UTM_FIELDS = {
  utm_source: 'utmSource',
  utm_medium: 'utmMedium',
  utm_campaign: 'utmCampaign',
  utm_term: 'utmTerm',
  utm_content: 'utmContent',
} as const;
type UtmField = (typeof UTM_FIELDS)[keyof typeof UTM_FIELDS];

/** The source of the visit that produced a lead, as stored with it. */
export type LeadSource = { landingPage: string; referrerHost?: string; device?: DeviceClass } & { [K in UtmField]?: string };

/** Bounds: a longer value is cut (the site server) or refused (the API's check of the cookie). */
export const LEAD_SOURCE_LIMITS = { landingPage: 200, referrerHost: 100, utm: 100 } as const;

// eslint-disable-next-line no-control-regex -- finding control characters is its purpose
const UNWANTED = /[\u0000-\u001F\u007F-\u009F\u200B-\u200F\u2028-\u202E\u2060-\u206F\uFEFF\uFFF0-\uFFFF]|[\uD800-\uDFFF]/g;

/**
 * A utm value as kept: control, invisible and surrogate characters dropped, spaces folded,
 * lower case (so "Newsletter" and "newsletter" are one source), cut to its bound; nothing left,
 * none. It is shown to staff (escaped) and exported (CSV-neutralised), never put in an e-mail.
 */
export function cleanUtmValue(value: string | undefined): string | undefined {
  const cleaned = (value ?? '').replace(UNWANTED, '').replace(/\s+/g, ' ').trim().toLowerCase().slice(0, LEAD_SOURCE_LIMITS.utm).trim();
  return cleaned === '' ? undefined : cleaned;
}

const HOST = /^[a-z0-9](?:[a-z0-9-]{0,62}\.)*[a-z0-9-]{1,63}$/;

/** The host of a Referer URL, lower case, without `www.`; none when it is not a plain host name (or too long). */
export function referrerHostOf(referer: string | undefined): string | undefined {
  if (!referer) return undefined;
  let host: string;
  try {
    const url = new URL(referer);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    host = url.hostname.toLowerCase().replace(/^www\./, '');
  } catch {
    return undefined;
  }
  return host.length <= LEAD_SOURCE_LIMITS.referrerHost && HOST.test(host) ? host : undefined;
}

/**
 * Phone, tablet or desktop from a User-Agent, and nothing finer (the browser, its version and the
 * system are not kept). An iPad that asks for desktop pages (iPadOS 13+) says it is a Mac: desktop.
 */
export function deviceClassOf(userAgent: string | undefined): DeviceClass {
  const ua = userAgent ?? '';
  if (/iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i.test(ua)) return 'tablet';
  if (/Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i.test(ua)) return 'phone';
  return 'desktop';
}

/** What the report groups a visit or a lead by: one source, medium and campaign, always present. */
interface SourceKey {
  source: string;
  medium: string;
  campaign: string;
}

/** The words of a visit without utm_* parameters: from another site (`referral`), or typed or bookmarked (`(direct)`). */
export const SOURCE_NONE = { direct: '(direct)', none: '(none)', referral: 'referral', other: '(other)' } as const;

/**
 * The report's key of a source (the analytics convention): `utm_source`, else the referring host,
 * else "(direct)"; `utm_medium`, else "referral" for another site, else "(none)"; `utm_campaign`,
 * else "(none)". A lead without a source (sent before #45, or with its cookie refused) is direct.
 */
export function sourceKeyOf(source: Omit<LeadSource, 'landingPage'> | undefined): SourceKey {
  const referred = source?.referrerHost;
  return {
    source: source?.utmSource ?? referred ?? SOURCE_NONE.direct,
    medium: source?.utmMedium ?? (referred ? SOURCE_NONE.referral : SOURCE_NONE.none),
    campaign: source?.utmCampaign ?? SOURCE_NONE.none,
  };
}

const COOKIE_KEYS = {
  landingPage: 'l',
  referrerHost: 'r',
  utmSource: 's',
  utmMedium: 'm',
  utmCampaign: 'c',
  utmTerm: 't',
  utmContent: 'n',
  device: 'd',
} as const satisfies Record<keyof LeadSource, string>;

/** The cookie's value: the source's fields, short keys, as a query string (the cookie library encodes it). */
export function encodeLeadSource(source: LeadSource): string {
  const params = new URLSearchParams();
  for (const [field, key] of Object.entries(COOKIE_KEYS) as [keyof LeadSource, string][]) {
    const value = source[field];
    if (value !== undefined) params.set(key, value);
  }
  return params.toString();
}

/** The fields a cookie value names, unchecked (lead-source-schema.ts checks them; the site server only reads its own). */
export function readLeadSourceCookie(value: string): Record<string, string> {
  const params = new URLSearchParams(value);
  const fields: Record<string, string> = {};
  for (const [field, key] of Object.entries(COOKIE_KEYS)) {
    const found = params.get(key);
    if (found !== null) fields[field] = found;
  }
  return fields;
}
