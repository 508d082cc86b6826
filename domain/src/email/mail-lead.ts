import { APPLICANT_EMAIL_TEXTS } from './applicant-email-texts';
import type { SiteLanguage } from '../contract/languages';
import type { LeadFields } from '../leads/lead-schema';
import { mailSafeField, ourMailText, type MailSafe } from './mail-sanitiser';

/**
 * What the applicant's e-mails may say of what they typed (issue #40): a first name of letters,
 * and the business's name and place, each whole or replaced by neutral words in the lead's
 * language. Every applicant template takes its words from here, never from the lead.
 */
export interface ApplicantMailWords {
  /** '' when the name is not a plain first name: the greeting then has none. */
  firstName: MailSafe;
  business: MailSafe;
  /** Where a visit takes place: the street address, else the city and state, else neutral words. */
  place: MailSafe;
}

type Source = Pick<LeadFields, 'contactPerson' | 'businessName' | 'location'> & { businessAddress?: string | undefined };

export function applicantMailWords(lead: Source, language: SiteLanguage): ApplicantMailWords {
  const fallback = APPLICANT_EMAIL_TEXTS[language].fallback;
  const or = (value: MailSafe, neutral: string): MailSafe => (value ? value : ourMailText(neutral));
  // The street address with its city and state (a calendar's LOCATION is read alone), unless it has them.
  const street = lead.businessAddress?.trim() ?? '';
  const city = lead.location.split(',')[0]!.trim().toLowerCase();
  const full = street && city && !street.toLowerCase().includes(city) ? `${street}, ${lead.location}` : street;
  const address = full ? mailSafeField(full, 'echo') : ourMailText('');
  return {
    firstName: mailSafeField(lead.contactPerson, 'firstName'),
    business: or(mailSafeField(lead.businessName, 'echo'), fallback.business),
    place: or(address || mailSafeField(lead.location, 'echo'), fallback.place),
  };
}
