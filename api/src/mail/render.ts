import {
  renderAdminNotificationEmail,
  renderApplicantConfirmationEmail,
  type AdminNotificationParams,
  type ApplicantConfirmationParams,
  type RenderedEmail,
} from '@powernest/domain';
import type { OutboxMessage } from '../store';

/** Subject, text and HTML for transports that send whole e-mails (smtp). */
export function renderMessage(message: OutboxMessage): RenderedEmail {
  return message.kind === 'admin-notification'
    ? renderAdminNotificationEmail(message.templateParams as unknown as AdminNotificationParams)
    : renderApplicantConfirmationEmail(message.templateParams as unknown as ApplicantConfirmationParams);
}
