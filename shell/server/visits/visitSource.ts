import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyRequest } from 'fastify';
import {
  LEAD_SOURCE_COOKIE,
  UTM_FIELDS,
  cleanUtmValue,
  decodeLeadSource,
  deviceClassOf,
  encodeLeadSource,
  referrerHostOf,
  type LeadSource,
} from '@powernest/domain';

/**
 * The source of a visit (issue #45), decided on each page request: a request that arrives with
 * utm_* parameters or from another site starts a new visit, noted in the LEAD_SOURCE_COOKIE
 * cookie with the page it landed on; a request without either keeps the visit's cookie (a
 * visitor reading on); the first page of a visit without either is a direct visit. The cookie
 * holds only the source (no identifier), is HttpOnly (no script reads it), SameSite=Lax and ends
 * with the browser session; the lead forms carry it to the API (docs/lead-sources.md).
 */
export function visitSourceOf(
  request: FastifyRequest,
  { landingPage, ownHosts, secure }: { landingPage: string; ownHosts: readonly string[]; secure: boolean },
): { source: LeadSource; setCookie?: string } {
  const query = new URLSearchParams(request.url.split(/\?(.*)/s)[1] ?? '');
  const utm: Partial<LeadSource> = {};
  for (const [param, field] of Object.entries(UTM_FIELDS)) {
    const value = cleanUtmValue(query.get(param) ?? undefined);
    if (value !== undefined) utm[field] = value;
  }
  const referer = referrerHostOf(request.headers.referer);
  const referrerHost = referer && !ownHosts.includes(referer) ? referer : undefined;
  const kept = decodeLeadSource(parseCookie(request.headers.cookie ?? '')[LEAD_SOURCE_COOKIE]);
  const arriving = referrerHost !== undefined || Object.keys(utm).length > 0;
  if (kept && !arriving) return { source: kept };
  const source: LeadSource = { landingPage, ...(referrerHost ? { referrerHost } : {}), ...utm, device: deviceClassOf(request.headers['user-agent']) };
  const value = encodeLeadSource(source);
  // No Max-Age: a session cookie, gone when the browser closes.
  return { source, setCookie: stringifySetCookie({ name: LEAD_SOURCE_COOKIE, value, path: '/', httpOnly: true, sameSite: 'lax', secure }) };
}

/** A host as referrerHostOf writes it (lower case, no `www.`), from a Host header or an origin. */
export function ownHostOf(hostOrOrigin: string | undefined): string | undefined {
  if (!hostOrOrigin) return undefined;
  return referrerHostOf(/^https?:\/\//.test(hostOrOrigin) ? hostOrOrigin : `http://${hostOrOrigin}`);
}
