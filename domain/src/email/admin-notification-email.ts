// The sales team's notification of a new lead (product.md §7): its parameters, as the outbox and the
// EmailJS template receive them (the admin UI previews them), and their plain-text/HTML
// rendering. Always in English.
import { APPLICANT_EMAIL_TEXTS } from './applicant-email-texts';
import { LEAD_FIELD_LABELS } from '../leads/lead-fields';
import { mailSafeParams, type MailFieldRule, type MailSafe } from './mail-sanitiser';
import { emailPage, escapeHtml, renderRows, type RenderedEmail } from './email-layout';
import { withDefaults, type LeadEmailSource } from './lead-email-params';
import {
  BUSINESS_SIZE_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  EXISTING_CHARGING_OPTIONS,
  FOOT_TRAFFIC_OPTIONS,
  INSTALL_TIMELINE_OPTIONS,
  labelOf,
  type Option,
} from '../shared/enums';

export const NOT_SPECIFIED = 'Not specified';
export const NO_ADDITIONAL_MESSAGE = 'No additional message';
/** When nothing is left of a business name once links are taken out. */
export const MAIL_BUSINESS_FALLBACK = APPLICANT_EMAIL_TEXTS['en-US'].fallback.business;

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
 * Every parameter of the notification and how the one cleaner treats it (mail-sanitiser.ts).
 * The table names every key (the types insist), so a new field cannot skip the cleaner; and a
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

/** A choice shown by its label ("1-2weeks" -> "1-2 weeks"); free text as typed (then sanitised). */
const labelled = (options: readonly Option[], value: string | undefined): string => (value?.trim() ? (labelOf(options, value.trim()) ?? '') : '');

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
    html: emailPage(
      `<h2>New partnership application</h2>${rows.html}<p style="color:#6b7280">${escapeHtml(submitted)}</p>`,
    ),
  };
}

