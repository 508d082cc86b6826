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
    delivery,
    ...(delivery === 'retrying' ? { nextAttemptAt: message.nextAttemptAt } : {}),
  };
}
