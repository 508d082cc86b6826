// The e-mails of an applicant's status page (issue #28): the status link, the site visit's
// invitation, reminder and cancellation (with the .ics), the team's notice, and the short note
// when an application is installed or closed. Unlike a lead's two e-mails (product.md §7 parameters,
// rendered when sent, so EmailJS templates can render them too), these are written here in
// full: subject, text and the calendar file are stored in the outbox message as they go out.
// The applicant's are in the lead's language (issue #30; APPLICANT_STATUS_EMAIL_TEXTS), the team's
// notice and a message an admin wrote as they are.
import {
  APPLICANT_STATUS_EMAIL_TEXTS,
  CHANGE_CUTOFF_HOURS,
  applicantMayBook,
  DEFAULT_LANGUAGE,
  applicantMailWords,
  formatVisitTime,
  leadMessageTemplates,
  mailSafeField,
  siteLanguageOr,
  type ApplicationStage,
  type EmailKind,
  type SiteLanguage,
  HOUR_MS,
} from '@powernest/domain';
import type { AppConfig } from '../config';
import type { Lead, NewOutboxMessage, Visit } from '../store';
import { visitInvitation, type VisitInvitation } from '../visits/ics';

/** The reminder goes this long before the visit. */
const VISIT_REMINDER_HOURS = 24;

type Mail = AppConfig['mail'];

/** The parameters such a message keeps: what the renderer sends as it is. */
export interface WrittenEmail {
  subject: string;
  text: string;
  /** The invitation, when the e-mail carries one, and the name its attachment gets. */
  ics?: string;
  ics_method?: VisitInvitation['method'];
  ics_filename?: string;
  /** Where the recipient's answer goes (a message from the team: the team's inbox). */
  reply_to?: string;
  /** A message from the team (issue #29): the template it started from, and who wrote it. */
  template?: string;
  sent_by?: string;
  /** The language it is written in (issue #30): the applicant's, the lead's; English when absent. */
  language?: SiteLanguage;
}

const written = (kind: EmailKind, to: string, email: WrittenEmail, dueAt?: Date): NewOutboxMessage => ({
  kind,
  to,
  templateParams: { ...email } as Record<string, string>,
  ...(dueAt ? { dueAt } : {}),
});

/**
 * The applicant's e-mails go out in the lead's language (the page it was sent from, issue #30);
 * an old lead without one reads English. The team's notices stay English.
 */
const languageOf = (lead: Lead): SiteLanguage => siteLanguageOr(lead.language);
const textsOf = (lead: Lead) => APPLICANT_STATUS_EMAIL_TEXTS[languageOf(lead)];
/** What the applicant's e-mails may repeat of the lead (issue #40): never a raw field. */
const wordsOf = (lead: Lead) => applicantMailWords(lead, languageOf(lead));

/** The applicant's e-mail: greeting, body and signature in the lead's language. */
function toApplicant(kind: EmailKind, lead: Lead, mail: Mail, email: { subject: string; body: string } & Pick<WrittenEmail, 'ics' | 'ics_method' | 'ics_filename'>, dueAt?: Date): NewOutboxMessage {
  const T = textsOf(lead);
  const { body, ...rest } = email;
  return written(kind, lead.email, { ...rest, text: `${T.greeting(wordsOf(lead).firstName)}\n\n${body}\n\n${T.signature(mail.contactPhone, mail.contactEmail)}\n`, language: languageOf(lead) }, dueAt);
}

/** A fresh link to the status page (sent on request, or by an admin); `statusUrl` is the page in the lead's language. */
export function statusLinkEmail(lead: Lead, statusUrl: string, mail: Mail): NewOutboxMessage {
  const T = textsOf(lead).statusLink;
  return toApplicant('status-link', lead, mail, { subject: T.subject, body: T.body(wordsOf(lead).business, statusUrl) });
}

/**
 * The e-mails of a visit booked, moved or cancelled: the applicant's (with the .ics) and the
 * reminder in the lead's language, the team's in English. `statusUrl` is the status page in the
 * lead's language (the applicant's link), or undefined when the team acted.
 */
export function visitEmails(change: 'booked' | 'moved' | 'cancelled', lead: Lead, visit: Visit, statusUrl: string | undefined, mail: Mail, now: Date, by: 'applicant' | 'team' = 'applicant'): NewOutboxMessage[] {
  const language = languageOf(lead);
  const T = APPLICANT_STATUS_EMAIL_TEXTS[language].visit;
  const words = wordsOf(lead);
  // The applicant's in their language, the team's in English: both at the business's local time.
  const when = APPLICANT_STATUS_EMAIL_TEXTS[language].visitTime(visit.start, visit.timeZone);
  const teamWhen = formatVisitTime(visit.start, visit.timeZone);
  const cancelled = change === 'cancelled';
  const invitation = visitInvitation({
    method: cancelled ? 'CANCEL' : 'REQUEST',
    visitId: visit.id,
    sequence: visit.sequence,
    start: visit.start,
    timeZone: visit.timeZone,
    location: words.place,
    attendee: { name: words.firstName, email: lead.email },
    organizerEmail: mail.contactEmail,
    now,
    description: T.description(words.business, CHANGE_CUTOFF_HOURS, statusUrl),
    filename: T.attachmentName[cancelled ? 'CANCEL' : 'REQUEST'],
    ...(language === DEFAULT_LANGUAGE ? {} : { summary: T.summary, language: language.slice(0, 2).toUpperCase() }),
  });
  const applicant = toApplicant(cancelled ? 'visit-cancelled' : 'visit-confirmation', lead, mail, {
    subject: T.subject[change](when),
    body: change === 'cancelled' ? T.cancelled(words.business, when, statusUrl, applicantMayBook(lead.status)) : T.scheduled(change, words.business, when, words.place, CHANGE_CUTOFF_HOURS, statusUrl),
    ics: invitation.content,
    ics_method: invitation.method,
    ics_filename: invitation.filename,
  });
  // The team's own inbox: the lead's words with links and numbers cut out, as in its new-lead notice.
  const team = {
    business: mailSafeField(lead.businessName, 'business'),
    contact: [mailSafeField(lead.contactPerson, 'name'), mailSafeField(lead.phone, 'phone'), mailSafeField(lead.email, 'email')].filter(Boolean).join(', '),
    where: mailSafeField(lead.businessAddress || lead.location, 'text'),
  };
  const teamNotice = written('visit-team-notification', mail.adminNotifyEmail, {
    subject: `Site visit ${change}: ${team.business || `lead #${lead.id}`}, ${teamWhen}`,
    text: `${by === 'applicant' ? `The applicant ${change} their site visit.` : `A site visit was ${change} for the applicant from the lead's page.`}\n\nBusiness: ${team.business}\nContact: ${team.contact}\nWhere: ${team.where}\nWhen: ${teamWhen}\nLead: #${lead.id}\n`,
  });
  if (cancelled) return [applicant, teamNotice];
  const reminderAt = new Date(visit.start.getTime() - VISIT_REMINDER_HOURS * HOUR_MS);
  const reminder = toApplicant('visit-reminder', lead, mail, { subject: T.reminderSubject(when), body: T.reminder(words.business, when, words.place, statusUrl) }, reminderAt > now ? reminderAt : undefined);
  return [applicant, teamNotice, reminder];
}

/** The team's message templates (issue #29) filled for a lead, in its language, with the words its mail may repeat. */
export function leadMessageTemplatesFor(lead: Lead, mail: Mail) {
  const language = languageOf(lead);
  const { firstName, business } = wordsOf(lead);
  return { language, templates: leadMessageTemplates({ firstName, business, teamPhone: mail.contactPhone, teamEmail: mail.contactEmail, language }) };
}

/**
 * A message the team wrote to the applicant from the lead's page (issue #29): the subject and text
 * as the admin edited them (their schema refused a line break in the subject), answered to the
 * team's inbox. The templates it starts from are filled with the lead's mail-safe words.
 */
export function teamMessageEmail(lead: Lead, message: { template: string; subject: string; text: string }, sentBy: string, mail: Mail): NewOutboxMessage {
  const text = message.text.endsWith('\n') ? message.text : `${message.text}\n`;
  return written('team-message', lead.email, { subject: message.subject, text, reply_to: mail.contactEmail, template: message.template, sent_by: sentBy, language: languageOf(lead) });
}

/** The short note when an application is installed or closed, in the lead's language. */
export function statusUpdateEmail(lead: Lead, stage: Extract<ApplicationStage, 'installed' | 'closed'>, mail: Mail): NewOutboxMessage {
  const T = textsOf(lead);
  return toApplicant('status-update', lead, mail, {
    subject: T.statusUpdate.subject[stage],
    body: `${T.statusUpdate.next(stage, lead.createdAt)}\n\n${T.statusUpdate.statusPage(undefined)}`,
  });
}
