import type { FastifyInstance } from 'fastify';
import type { NewOutboxMessage } from '../store';

/** Queues messages of a lead and starts their delivery. */
export async function sendLeadEmails(app: FastifyInstance, messages: NewOutboxMessage[], leadId: number, now: Date): Promise<void> {
  if (messages.length === 0) return;
  const stored = await app.store.outbox.enqueue(messages, now, leadId);
  app.outboxWorker.deliverSoon(stored.map((m) => m.id));
}
