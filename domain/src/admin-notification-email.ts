// SPEC §7 e-mail template parameters and a plain-text/HTML rendering of both e-mails. The API's
// outbox sends these; EmailJS templates receive the same parameters; the admin UI previews them.
import type { LeadFields } from './lead-schema';
import { estimateRevenue } from './revenue';
import { APPLICANT_EMAIL_TEXTS, applicantNextStepsIn } from './applicant-email-texts';
import { DEFAULT_LANGUAGE, siteLanguageOr, type SiteLanguage } from './contract/languages';
import { LEAD_TEXTS } from './lead-texts';
import { amountIn } from './offer-figures';
import { LEAD_FIELD_LABELS } from './lead-fields';
import { mailSafeParams, ourMailText, type MailFieldRule, type MailSafe } from './mail-sanitiser';
import {
  BUSINESS_SIZE_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  EXISTING_CHARGING_OPTIONS,
  FOOT_TRAFFIC_OPTIONS,
  INSTALL_TIMELINE_OPTIONS,
  labelOf,
  type Option,
} from './enums';

export const NOT_SPECIFIED = 'Not specified';
export const NO_ADDITIONAL_MESSAGE = 'No additional message';
const EN_FALLBACK = APPLICANT_EMAIL_TEXTS['en-US'].fallback;
/** When nothing is left of a business name once links are taken out. */
export const MAIL_BUSINESS_FALLBACK = EN_FALLBACK.business;

/** The lead fields the e-mails use (a validated submission or a stored lead). */
export type LeadEmailSource = LeadFields;

export interface AdminNotificationParams {
  to_email: MailSafe;
  business_name: MailSafe;
  contact_person: MailSafe;
  applicant_email: MailSafe;
  phone: MailSafe;
  location: MailSafe;
  business_type: MailSafe;
  business_size: MailSafe;
  operating_hours: MailSafe;
  foot_traffic: MailSafe;
  decision_maker_title: MailSafe;
  pain_points: MailSafe;
  timeline: MailSafe;
  existing_charging: MailSafe;
  customer_base: MailSafe;
  business_address: MailSafe;
  website: MailSafe;
  message: MailSafe;
  submission_date: MailSafe;
  submission_time: MailSafe;
}

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

/** "November 21, 2025" and "2:05 PM EST" in the given time zone. */
export function submissionDateTime(now: Date, timeZone?: string): { date: string; time: string } {
  return {
    date: now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone }),
    time: now.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit', timeZoneName: 'short', timeZone }),
  };
}

/** What the team's notification says for a website: it is never sent as a link (open the lead page). */
export const WEBSITE_GIVEN = 'Given (open the lead on the dashboard to see it)';

/**
 * Every parameter of each template and how the one cleaner treats it (mail-sanitiser.ts).
 * The tables name every key (the types insist), so a new field cannot skip the cleaner; and a
 * template's fields are `MailSafe`, which only the cleaner makes.
 */
const ADMIN_NOTIFICATION_RULES: { readonly [K in keyof AdminNotificationParams]: MailFieldRule } = {
  to_email: 'ours',
  business_name: 'business',
  contact_person: 'name',
  applicant_email: 'email',
  phone: 'phone',
  location: 'business',
  // A choice's label, or what was typed when it is none of the list's (older leads, imports).
  business_type: 'text',
  business_size: 'text',
  operating_hours: 'text',
  foot_traffic: 'text',
  decision_maker_title: 'text',
  pain_points: 'text',
  timeline: 'text',
  existing_charging: 'text',
  customer_base: 'text',
  business_address: 'text',
  website: 'ours',
  message: 'message',
  submission_date: 'ours',
  submission_time: 'ours',
};

/** Any inbox can be typed as the applicant's: a first name, and the business and place whole or not at all. */
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

/** A choice shown by its label ("1-2weeks" -> "1-2 weeks"); free text as typed (then sanitised). */
const labelled = (options: readonly Option[], value: string | undefined): string => (value?.trim() ? (labelOf(options, value.trim()) ?? '') : '');
/** Fills what is empty once the cleaner has run (nothing typed, or nothing safe left) with PowerNest's own words. */
function withDefaults<K extends string>(params: Record<K, MailSafe>, defaults: Partial<Record<K, string>>): Record<K, MailSafe> {
  const out = { ...params };
  for (const key of Object.keys(defaults) as K[]) if (!out[key]?.trim() && defaults[key] !== undefined) out[key] = ourMailText(defaults[key]);
  return out;
}

const ADMIN_DEFAULTS: Partial<Record<keyof AdminNotificationParams, string>> = {
  business_name: MAIL_BUSINESS_FALLBACK,
  ...Object.fromEntries(
    (['business_size', 'operating_hours', 'foot_traffic', 'decision_maker_title', 'pain_points', 'timeline', 'existing_charging', 'customer_base', 'business_address', 'website', 'contact_person', 'applicant_email', 'phone', 'location', 'business_type'] as const).map((k) => [k, NOT_SPECIFIED]),
  ),
  message: NO_ADDITIONAL_MESSAGE,
};

export function buildAdminNotificationParams(
  lead: LeadEmailSource,
  options: { adminEmail: string; now?: Date; timeZone?: string },
): AdminNotificationParams {
  const { date, time } = submissionDateTime(options.now ?? new Date(), options.timeZone);
  const raw: Record<keyof AdminNotificationParams, string> = {
    to_email: options.adminEmail,
    business_name: lead.businessName,
    contact_person: lead.contactPerson,
    applicant_email: lead.email,
    phone: lead.phone,
    location: lead.location,
    business_type: labelled(BUSINESS_TYPE_OPTIONS, lead.businessType),
    business_size: labelled(BUSINESS_SIZE_OPTIONS, lead.businessSize),
    operating_hours: lead.operatingHours ?? '',
    foot_traffic: labelled(FOOT_TRAFFIC_OPTIONS, lead.footTrafficEstimate),
    decision_maker_title: lead.decisionMakerTitle ?? '',
    pain_points: lead.currentPainPoints ?? '',
    timeline: labelled(INSTALL_TIMELINE_OPTIONS, lead.preferredInstallTimeline),
    existing_charging: labelled(EXISTING_CHARGING_OPTIONS, lead.hasExistingCharging),
    customer_base: lead.customerBase ?? '',
    business_address: lead.businessAddress ?? '',
    // A website is a link by nature: the team reads it on the dashboard, not in an inbox.
    website: lead.website?.trim() ? WEBSITE_GIVEN : '',
    message: lead.message ?? '',
    submission_date: date,
    submission_time: time,
  };
  return withDefaults(mailSafeParams(raw, ADMIN_NOTIFICATION_RULES), ADMIN_DEFAULTS);
}

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

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function renderRows(rows: [string, string][]): { text: string; html: string } {
  return {
    text: rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    html: `<table cellpadding="4" style="border-collapse:collapse">${rows
      .map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td>${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

const page = (body: string, language: SiteLanguage = DEFAULT_LANGUAGE) =>
  `<!doctype html><html lang="${language}"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937">${body}</body></html>`;

/** A plain-text e-mail's HTML part: the text, escaped, its line breaks kept, in the language it is written in (issue #30). */
export const plainEmailHtml = (text: string, language: SiteLanguage = DEFAULT_LANGUAGE): string => page(`<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`, language);

export function renderAdminNotificationEmail(p: AdminNotificationParams): RenderedEmail {
  const subject = `New partnership application: ${p.business_name}`;
  const L = LEAD_FIELD_LABELS;
  const rows = renderRows([
    [L.businessName, p.business_name],
    [L.contactPerson, p.contact_person],
    [L.email, p.applicant_email],
    [L.phone, p.phone],
    [L.location, p.location],
    [L.businessType, p.business_type],
    [L.businessSize, p.business_size],
    [L.operatingHours, p.operating_hours],
    [L.footTrafficEstimate, p.foot_traffic],
    [L.decisionMakerTitle, p.decision_maker_title],
    [L.currentPainPoints, p.pain_points],
    [L.preferredInstallTimeline, p.timeline],
    [L.hasExistingCharging, p.existing_charging],
    [L.customerBase, p.customer_base],
    [L.businessAddress, p.business_address],
    [L.website, p.website],
    [L.message, p.message],
  ]);
  const submitted = `Submitted on ${p.submission_date} at ${p.submission_time}`;
  return {
    subject,
    text: `A new partnership application arrived.\n\n${rows.text}\n\n${submitted}\n`,
    html: page(
      `<h2>New partnership application</h2>${rows.html}<p style="color:#6b7280">${escapeHtml(submitted)}</p>`,
    ),
  };
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
  const paragraphs = (s: string) => escapeHtml(s).replace(/\n/g, '<br>');
  const html = page(
    `<p>${paragraphs(intro)}</p><h3>${escapeHtml(T.projectionTitle)}</h3><p>${paragraphs(projection)}</p>` +
      `<h3>${escapeHtml(T.nextStepsTitle)}</h3><p>${paragraphs(p.next_steps)}</p>` +
      (p.status_url ? `<p><a href="${escapeHtml(p.status_url)}">${escapeHtml(T.statusLink)}</a></p>` : '') +
      `<p>${paragraphs(contact)}</p>`,
    language,
  );
  return { subject, text, html };
}
