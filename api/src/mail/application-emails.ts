// The e-mails of an applicant's status page (issue #28): the status link, the site visit's
// invitation, reminder and cancellation (with the .ics), the team's notice, and the short note
// when an application is installed or closed. Unlike a lead's two e-mails (SPEC §7 parameters,
// rendered when sent, so EmailJS templates can render them too), these are written here in
// full: subject, text and the calendar file are stored in the outbox message as they go out.
import {
  APPLICATION_STAGE_LABELS,
  BRAND_NAME,
  CHANGE_CUTOFF_HOURS,
  applicationNextStep,
  formatVisitTime,
  type ApplicationStage,
  type EmailKind,
} from '@powernest/domain';
import type { AppConfig } from '../config';
import type { Lead, NewOutboxMessage, Visit } from '../store';
import { visitInvitation, type VisitInvitation } from '../visits/ics';

const HOUR_MS = 3600_000;
/** The reminder goes this long before the visit. */
const VISIT_REMINDER_HOURS = 24;

type Mail = AppConfig['mail'];

/** The parameters such a message keeps: what the renderer sends as it is. */
export interface WrittenEmail {
  subject: string;
  text: string;
  /** The invitation, when the e-mail carries one. */
  ics?: string;
  ics_method?: VisitInvitation['method'];
  /** Where the recipient's answer goes (a message from the team: the team's inbox). */
  reply_to?: string;
  /** A message from the team (issue #29): the template it started from, and who wrote it. */
  template?: string;
  sent_by?: string;
}

const written = (kind: EmailKind, to: string, email: WrittenEmail, dueAt?: Date): NewOutboxMessage => ({
  kind,
  to,
  templateParams: { ...email } as Record<string, string>,
  ...(dueAt ? { dueAt } : {}),
});

const signature = (mail: Mail) => `Questions? Call ${mail.contactPhone} or write to ${mail.contactEmail}.\n\nThe ${BRAND_NAME} team`;
const greeting = (lead: Lead) => `Hi ${lead.contactPerson || 'there'},`;

/** A fresh link to the status page (sent on request, or by an admin). */
export function statusLinkEmail(lead: Lead, statusUrl: string, mail: Mail): NewOutboxMessage {
  return written('status-link', lead.email, {
    subject: `${BRAND_NAME}: your application for ${lead.businessName}`,
    text: `${greeting(lead)}\n\nHere is the link to see where your application for ${lead.businessName} stands, and to book your site visit:\n${statusUrl}\n\nThe link is yours alone: please do not forward it. An earlier link no longer works.\n\n${signature(mail)}\n`,
  });
}

/** The e-mails of a visit booked, moved or cancelled: the applicant's (with the .ics), the team's, and the reminder. */
/** Where the applicant's status page is: its link, or (when the team acts and has no token) where to find it. */
const statusPageText = (statusUrl: string | undefined) => statusUrl ?? 'the link in your confirmation e-mail';

export function visitEmails(change: 'booked' | 'moved' | 'cancelled', lead: Lead, visit: Visit, statusUrl: string | undefined, mail: Mail, now: Date, by: 'applicant' | 'team' = 'applicant'): NewOutboxMessage[] {
  const page = statusPageText(statusUrl);
  const when = formatVisitTime(visit.start, visit.timeZone);
  const cancelled = change === 'cancelled';
  const invitation = visitInvitation({
    method: cancelled ? 'CANCEL' : 'REQUEST',
    visitId: visit.id,
    sequence: visit.sequence,
    start: visit.start,
    timeZone: visit.timeZone,
    location: lead.businessAddress || lead.location,
    attendee: { name: lead.contactPerson, email: lead.email },
    organizerEmail: mail.contactEmail,
    now,
    description: `Your ${BRAND_NAME} site visit for ${lead.businessName}. To move or cancel it (until ${CHANGE_CUTOFF_HOURS} hours before): ${page}`,
  });
  const subject = {
    booked: `${BRAND_NAME} site visit booked: ${when}`,
    moved: `${BRAND_NAME} site visit moved to ${when}`,
    cancelled: `${BRAND_NAME} site visit cancelled (${when})`,
  }[change];
  const body = cancelled
    ? `Your site visit for ${lead.businessName} on ${when} is cancelled. The attached file removes it from your calendar.\n\nBook another time on your status page:\n${page}`
    : `Your site visit for ${lead.businessName} is ${change === 'moved' ? 'moved to' : 'booked for'} ${when} (one hour), at ${lead.businessAddress || lead.location}. The attached invitation adds it to your calendar.\n\nYou can move or cancel it until ${CHANGE_CUTOFF_HOURS} hours before, on your status page:\n${page}`;
  const applicant = written(cancelled ? 'visit-cancelled' : 'visit-confirmation', lead.email, {
    subject,
    text: `${greeting(lead)}\n\n${body}\n\n${signature(mail)}\n`,
    ics: invitation.content,
    ics_method: invitation.method,
  });
  const team = written('visit-team-notification', mail.adminNotifyEmail, {
    subject: `Site visit ${change}: ${lead.businessName}, ${when}`,
    text: `${by === 'applicant' ? `The applicant ${change} their site visit.` : `A site visit was ${change} for the applicant from the lead's page.`}\n\nBusiness: ${lead.businessName}\nContact: ${lead.contactPerson}, ${lead.phone}, ${lead.email}\nWhere: ${lead.businessAddress || lead.location}\nWhen: ${when}\nLead: #${lead.id}\n`,
  });
  if (cancelled) return [applicant, team];
  const reminderAt = new Date(visit.start.getTime() - VISIT_REMINDER_HOURS * HOUR_MS);
  const reminder = written(
    'visit-reminder',
    lead.email,
    {
      subject: `Reminder: your ${BRAND_NAME} site visit tomorrow, ${when}`,
      text: `${greeting(lead)}\n\nA reminder: we visit ${lead.businessName} on ${when}, at ${lead.businessAddress || lead.location}. It takes about an hour.\n\nYour status page: ${page}\n\n${signature(mail)}\n`,
    },
    reminderAt > now ? reminderAt : undefined,
  );
  return [applicant, team, reminder];
}

/**
 * A message the team wrote to the applicant from the lead's page (issue #29): the subject and text
 * as the admin edited them (their schema refused a line break in the subject), answered to the
 * team's inbox.
 */
export function teamMessageEmail(lead: Lead, message: { template: string; subject: string; text: string }, sentBy: string, mail: Mail): NewOutboxMessage {
  const text = message.text.endsWith('\n') ? message.text : `${message.text}\n`;
  return written('team-message', lead.email, { subject: message.subject, text, reply_to: mail.contactEmail, template: message.template, sent_by: sentBy });
}

/** The short note when an application is installed or closed. */
export function statusUpdateEmail(lead: Lead, stage: Extract<ApplicationStage, 'installed' | 'closed'>, mail: Mail): NewOutboxMessage {
  return written('status-update', lead.email, {
    subject: `${BRAND_NAME}: your application for ${lead.businessName} is ${APPLICATION_STAGE_LABELS[stage].toLowerCase()}`,
    text: `${greeting(lead)}\n\n${applicationNextStep(stage, lead.createdAt, false).text}\n\nYour status page: ${statusPageText(undefined)}.\n\n${signature(mail)}\n`,
  });
}
