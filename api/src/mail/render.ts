import {
  plainEmailHtml,
  renderAdminNotificationEmail,
  renderApplicantConfirmationEmail,
  siteLanguageOr,
  type AdminNotificationParams,
  type ApplicantConfirmationParams,
  type RenderedEmail,
} from '@powernest/domain';
import type { OutboxMessage } from '../store';
import type { WrittenEmail } from './application-emails';

/** A rendered e-mail, with the calendar invitation some carry. */
export interface RenderedMessage extends RenderedEmail {
  calendar?: { method: string; content: string; filename: string };
}

/** Subject, text and HTML for transports that send whole e-mails (smtp). */
export function renderMessage(message: OutboxMessage): RenderedMessage {
  if (message.kind === 'admin-notification') return renderAdminNotificationEmail(message.templateParams as unknown as AdminNotificationParams);
  if (message.kind === 'applicant-confirmation') return renderApplicantConfirmationEmail(message.templateParams as unknown as ApplicantConfirmationParams);
  // Written in full when queued (application-emails.ts).
  const { subject, text, ics, ics_method, ics_filename, language } = message.templateParams as unknown as WrittenEmail;
  return {
    subject,
    text,
    html: plainEmailHtml(text, siteLanguageOr(language)),
    ...(ics && ics_method ? { calendar: { method: ics_method, content: ics, filename: ics_filename ?? 'site-visit.ics' } } : {}),
  };
}
