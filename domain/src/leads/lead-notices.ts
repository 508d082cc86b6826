import type { SiteLanguage } from '../contract/languages';
import { LEAD_TEXTS } from './lead-texts';
import type { LeadCreated } from '../api/leads';

/** What the visitor is told after sending the contact form or the application (product.md §8). */
export type LeadFormKind = 'contact' | 'application';

/** The first delivery attempt of each e-mail, as POST /api/leads answers it. */
export type EmailDelivery = LeadCreated['emails'];

export const LEAD_ERROR_TITLES: Record<LeadFormKind, string> = LEAD_TEXTS['en-US'].errorTitles;

export const LEAD_ERROR_FALLBACK = LEAD_TEXTS['en-US'].errorFallback;

/** The success notice in its three variants, by which e-mails went out on the first attempt, in the page's language. */
export function leadSuccessNotice(kind: LeadFormKind, emails: EmailDelivery, language: SiteLanguage = 'en-US'): { title: string; description: string } {
  const texts = LEAD_TEXTS[language].success;
  const { title, lead } = texts[kind];
  let follow: string;
  if (emails.adminSent && emails.userSent) follow = texts.bothSent;
  else if (emails.userSent) follow = texts.confirmationSent;
  else follow = texts.teamWillReview(kind);
  return { title, description: `${lead} ${follow}` };
}

/**
 * What the visitor does next once a lead was sent (browser audit #16): open the confirmation
 * e-mail, whose private link is their status page, when that e-mail went out (sent or queued);
 * nothing when it did not (the notice says the team will be in touch).
 */
export function leadNextStep(kind: LeadFormKind, emails: Pick<EmailDelivery, 'userSent'>, language: SiteLanguage = 'en-US'): string | undefined {
  return emails.userSent ? LEAD_TEXTS[language].success.checkInbox(kind) : undefined;
}

/** The sent page's data (signed, carried by the redirect) says whether the confirmation went out: `confirmation`. */
export const LEAD_CONFIRMATION_DATA = { key: 'confirmation', sent: 'sent', none: 'none' } as const;

/** The next step a page shows from the data a plain post's answer carried. */
export function leadNextStepOf(kind: LeadFormKind, data: Record<string, unknown> | undefined, language: SiteLanguage = 'en-US'): string | undefined {
  return leadNextStep(kind, { userSent: data?.[LEAD_CONFIRMATION_DATA.key] === LEAD_CONFIRMATION_DATA.sent }, language);
}
