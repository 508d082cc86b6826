// The applicant's confirmation of a new lead (product.md §7, §9): its parameters, as the outbox and the
// EmailJS template receive them, and their plain-text/HTML rendering, in the lead's language (issue #30).
import { estimateRevenue } from '../money/revenue';
import { APPLICANT_EMAIL_TEXTS, applicantNextStepsIn } from './applicant-email-texts';
import { siteLanguageOr, type SiteLanguage } from '../contract/languages';
import { LEAD_TEXTS } from '../leads/lead-texts';
import { amountIn } from '../offer/offer-figures';
import { mailSafeParams, type MailFieldRule, type MailSafe } from './mail-sanitiser';
import { emailPage, escapeHtml, htmlParagraph, type RenderedEmail } from './email-layout';
import { withDefaults, type LeadEmailSource } from './lead-email-params';

export interface ApplicantConfirmationParams {
  to_email: MailSafe;
  to_name: MailSafe;
  business_name: MailSafe;
  business_type: MailSafe;
  location: MailSafe;
  estimated_monthly_revenue: MailSafe;
  estimated_annual_revenue: MailSafe;
  timeline: MailSafe;
  next_steps: MailSafe;
  contact_phone: MailSafe;
  contact_email: MailSafe;
  /** The applicant's status page (issue #28): our own link, added after the checks on their text. */
  status_url?: MailSafe;
  /** The language it is written in: the page's the lead was sent from (issue #30); English when absent. */
  language?: SiteLanguage;
}

/**
 * Every parameter and how the one cleaner treats it (mail-sanitiser.ts), named by the types as in
 * the team's notification. Any inbox can be typed as the applicant's: a first name, and the
 * business and place whole or not at all.
 */
const APPLICANT_CONFIRMATION_RULES: { readonly [K in Exclude<keyof ApplicantConfirmationParams, 'language' | 'status_url'>]: MailFieldRule } = {
  to_email: 'email',
  to_name: 'firstName',
  business_name: 'echo',
  // Labels of PowerNest's own lists, in the lead's language (`choice` gives '' for anything else).
  business_type: 'ours',
  location: 'echo',
  estimated_monthly_revenue: 'ours',
  estimated_annual_revenue: 'ours',
  timeline: 'ours',
  next_steps: 'ours',
  contact_phone: 'ours',
  contact_email: 'ours',
};

export function buildApplicantConfirmationParams(
  lead: LeadEmailSource,
  options: { contactPhone: string; contactEmail: string },
): ApplicantConfirmationParams {
  const language = siteLanguageOr(lead.language);
  const estimate = estimateRevenue(lead.businessType, lead.footTrafficEstimate);
  const usd = (n: number) => amountIn({ from: n }, language);
  const labels = LEAD_TEXTS[language].options;
  const choice = (table: Record<string, string>, value: string | undefined) => (value?.trim() && Object.hasOwn(table, value.trim()) ? table[value.trim()]! : '');
  const raw: Record<keyof typeof APPLICANT_CONFIRMATION_RULES, string> = {
    to_email: lead.email,
    to_name: lead.contactPerson,
    business_name: lead.businessName,
    business_type: choice(labels.businessType, lead.businessType),
    location: lead.location,
    estimated_monthly_revenue: usd(estimate.monthly),
    estimated_annual_revenue: usd(estimate.annual),
    timeline: choice(labels.installTimeline, lead.preferredInstallTimeline),
    next_steps: applicantNextStepsIn(language, lead.businessType).map((step) => `• ${step}`).join('\n'),
    contact_phone: options.contactPhone,
    contact_email: options.contactEmail,
  };
  const fallback = APPLICANT_EMAIL_TEXTS[language].fallback;
  // No links, numbers or control characters anywhere, capped (issues #13, #40); the greeting
  // without a first name is the texts' own ("Hi there,", "Hola:").
  const params = withDefaults(mailSafeParams(raw, APPLICANT_CONFIRMATION_RULES), {
    business_name: fallback.business,
    timeline: fallback.timeline,
  });
  return { ...params, language };
}

/** The applicant's confirmation, in the language its parameters carry. */
export function renderApplicantConfirmationEmail(p: ApplicantConfirmationParams): RenderedEmail {
  const language = siteLanguageOr(p.language);
  const T = APPLICANT_EMAIL_TEXTS[language];
  const subject = T.subject;
  const intro = `${T.greeting(p.to_name)}\n\n${T.thanks(p.business_name, p.business_type, p.location)} ${T.teamWillContact}`;
  const projection = `${T.monthly}: ${p.estimated_monthly_revenue}\n${T.annual}: ${p.estimated_annual_revenue}\n${T.timeline}: ${p.timeline}`;
  const contact = `${T.contact(p.contact_phone, p.contact_email)}\n\n${T.signature}`;
  const status = p.status_url ? `${T.statusLink}:\n${p.status_url}` : '';
  const text = `${intro}\n\n${T.projectionTitle}\n${projection}\n\n${T.nextStepsTitle}\n${p.next_steps}\n\n${status ? `${status}\n\n` : ''}${contact}\n`;
  const html = emailPage(
    `<p>${htmlParagraph(intro)}</p><h3>${escapeHtml(T.projectionTitle)}</h3><p>${htmlParagraph(projection)}</p>` +
      `<h3>${escapeHtml(T.nextStepsTitle)}</h3><p>${htmlParagraph(p.next_steps)}</p>` +
      (p.status_url ? `<p><a href="${escapeHtml(p.status_url)}">${escapeHtml(T.statusLink)}</a></p>` : '') +
      `<p>${htmlParagraph(contact)}</p>`,
    language,
  );
  return { subject, text, html };
}
