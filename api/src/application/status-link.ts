import { createHash, randomBytes } from 'node:crypto';
import { APPLICATION_LINK_DAYS, DEFAULT_LANGUAGE, applicationStatusPath, pathInLanguage, siteLanguageOr, type SiteLanguage, DAY_MS } from '@powernest/domain';
import type { ApplicationLink, Lead, NewApplicationLink, Store } from '../store';

/** 256 random bits: a link cannot be guessed (the issue asks for at least 128). */
const TOKEN_BYTES = 32;

/** Only this is stored: a database read gives no working link. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The status page of a token, in the applicant's language (issue #30): `/es/application-status/<token>` for a Spanish lead. */
export function statusPageUrl(siteOrigin: string, token: string, language: SiteLanguage = DEFAULT_LANGUAGE): string {
  return siteOrigin + pathInLanguage(applicationStatusPath(token), language);
}

/**
 * A new status link: a random token, valid APPLICATION_LINK_DAYS. `url` goes in the e-mail;
 * `forLead` is what the store keeps (the hash) for a lead, `forNewLead` the same for a lead stored with it.
 */
export function newStatusLink(
  siteOrigin: string,
  now = new Date(),
  language: SiteLanguage = DEFAULT_LANGUAGE,
): { url: string; forLead: (leadId: number) => ApplicationLink; forNewLead: NewApplicationLink } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  const expiresAt = new Date(now.getTime() + APPLICATION_LINK_DAYS * DAY_MS);
  const forNewLead = { tokenHash: hashToken(token), expiresAt, createdAt: now };
  return { url: statusPageUrl(siteOrigin, token, language), forLead: (leadId) => ({ leadId, ...forNewLead }), forNewLead };
}

/** A lead's new status link, stored (its old link stops working). Returns the page's URL, in the lead's language. */
export async function issueStatusLink(store: Store, lead: Pick<Lead, 'id' | 'language'>, siteOrigin: string, now = new Date()): Promise<string> {
  const link = newStatusLink(siteOrigin, now, siteLanguageOr(lead.language));
  await store.applicationLinks.replace(link.forLead(lead.id));
  return link.url;
}
