import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from '../transport';

/**
 * Development default: nothing leaves the machine. The message counts as delivered (admins see
 * it in the outbox) and one log line names the recipient — no other personal data.
 */
export function createLogTransport(log: FastifyBaseLogger): MailTransport {
  return {
    name: 'log',
    async send(message) {
      log.info({ outboxId: message.id, kind: message.kind, to: message.to }, 'e-mail recorded (MAIL_TRANSPORT=log, not sent)');
    },
  };
}
