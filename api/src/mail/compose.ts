import {
  buildAdminNotificationParams,
  buildApplicantConfirmationParams,
  type LeadEmailSource,
} from '@powernest/domain';
import type { AppConfig } from '../config';
import type { NewOutboxMessage } from '../store';

/**
 * The two e-mails a lead triggers (product.md §7): admin notification, applicant confirmation (with
 * the link to the applicant's status page, issue #28).
 */
export function composeLeadEmails(lead: LeadEmailSource, mail: AppConfig['mail'], statusUrl?: string, now = new Date()): NewOutboxMessage[] {
  const admin = buildAdminNotificationParams(lead, { adminEmail: mail.adminNotifyEmail, now, timeZone: mail.timeZone });
  const applicant = buildApplicantConfirmationParams(lead, {
    contactPhone: mail.contactPhone,
    contactEmail: mail.contactEmail,
  });
  return [
    { kind: 'admin-notification', to: admin.to_email, templateParams: { ...admin } },
    { kind: 'applicant-confirmation', to: applicant.to_email, templateParams: { ...applicant, ...(statusUrl ? { status_url: statusUrl } : {}) } },
  ];
}
