import { OFFER_PROMISES } from './offer';
import { OFFER_TEXT } from './offer-text';
import type { LeadCreated } from './api/leads';

/** What the visitor is told after sending the contact form or the application (SPEC §8). */
export type LeadFormKind = 'contact' | 'application';

/** The first delivery attempt of each e-mail, as POST /api/leads answers it. */
export type EmailDelivery = LeadCreated['emails'];

const SUCCESS = {
  contact: { title: 'Request Submitted', lead: 'Thank you! Your contact request has been submitted successfully.', noun: 'request' },
  application: { title: 'Application Submitted', lead: 'Your partnership application has been submitted successfully!', noun: 'application' },
} as const;

export const LEAD_ERROR_TITLES: Record<LeadFormKind, string> = {
  contact: 'Contact Error',
  application: 'Application Error',
};

export const LEAD_ERROR_FALLBACK = 'Please review your information and try again.';

/** The success notice in its three variants, by which e-mails went out on the first attempt. */
export function leadSuccessNotice(kind: LeadFormKind, emails: EmailDelivery): { title: string; description: string } {
  const { title, lead, noun } = SUCCESS[kind];
  let follow: string;
  if (emails.adminSent && emails.userSent) {
    follow =
      `A confirmation email will follow shortly, and our team will contact you within ${OFFER_PROMISES.contactWithin} to discuss your free equipment installation.`;
  } else if (emails.userSent) {
    follow = 'A confirmation email will follow shortly.';
  } else {
    follow = OFFER_TEXT.teamWillReview(noun);
  }
  return { title, description: `${lead} ${follow}` };
}
