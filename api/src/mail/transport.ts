import type { OutboxMessage } from '../store';

/** Delivers one outbox message. Throws DeliveryError (or anything else: treated as retryable). */
export interface MailTransport {
  readonly name: 'log' | 'smtp' | 'emailjs';
  send(message: OutboxMessage): Promise<void>;
  close?(): Promise<void>;
}

/** A failed delivery; `retryable` tells the outbox worker whether trying again can help. */
export class DeliveryError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'DeliveryError';
  }
}
