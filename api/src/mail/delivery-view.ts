import { deliveryStateOf, type LeadEmailView, type LeadEvent, type MailTransportKind } from '@powernest/domain';
import type { OutboxMessage } from '../store';

/**
 * An outbox message as the lead page and the resend answer show it: its delivery state in the
 * domain's words (delivered, queued, retrying with the next try, failed, or recorded only by
 * the log transport), never "sent" for a message that went nowhere.
 */
export function leadEmailViewOf(message: OutboxMessage, currentTransport: MailTransportKind): LeadEmailView {
  const delivery = deliveryStateOf(message, currentTransport);
  const { id, kind, to, status, attempts, lastError, sentAt } = message;
  return {
    id,
    kind,
    to,
    status,
    delivery,
    attempts,
    ...(lastError ? { lastError } : {}),
    ...(delivery === 'retrying' ? { nextAttemptAt: message.nextAttemptAt } : {}),
    ...(sentAt ? { sentAt } : {}),
  };
}

function teamMessageOf(message: OutboxMessage): Pick<LeadEvent, 'by' | 'subject'> {
  const { sent_by: by, subject } = message.templateParams;
  return { ...(by ? { by } : {}), ...(subject ? { subject } : {}) };
}

/**
 * The timeline's entry for an e-mail: what last happened to it, when. Delivered or recorded at
 * `sentAt`, failed or retrying at its last attempt; one still queued has no entry yet.
 */
export function emailEventOf(message: OutboxMessage, currentTransport: MailTransportKind): LeadEvent | null {
  const delivery = deliveryStateOf(message, currentTransport);
  if (delivery === 'queued') return null;
  const at = message.sentAt ?? message.updatedAt;
  return {
    at,
    kind: 'email',
    text: message.kind,
    to: message.to,
    // A message the team wrote (issue #29): who wrote it, and its subject.
    ...(message.kind === 'team-message' ? teamMessageOf(message) : {}),
    delivery,
    ...(delivery === 'retrying' ? { nextAttemptAt: message.nextAttemptAt } : {}),
  };
}
