import { applicationStageOf } from '@powernest/domain';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { statusUpdateEmail, visitEmails } from '../mail/application-emails';
import type { Lead, NewOutboxMessage } from '../store';

/** Queues messages of a lead and starts their delivery. */
export async function sendLeadEmails(app: FastifyInstance, messages: NewOutboxMessage[], leadId: number, now: Date): Promise<void> {
  if (messages.length === 0) return;
  const stored = await app.store.outbox.enqueue(messages, now, leadId);
  app.outboxWorker.deliverSoon(stored.map((m) => m.id));
}

/**
 * What the applicant hears when the team moves their application (issue #28): a short e-mail when
 * it is installed or closed; closing it also cancels a booked visit (its place is free again, the
 * reminder is dropped and the applicant gets the cancellation for their calendar).
 */
export async function applicantStatusChanged(app: FastifyInstance, mail: AppConfig['mail'], lead: Lead, from: string, now: Date): Promise<void> {
  const stage = applicationStageOf(lead.status);
  if (stage === applicationStageOf(from) || (stage !== 'installed' && stage !== 'closed')) return;
  const messages: NewOutboxMessage[] = [];
  if (stage === 'closed') {
    const visit = await app.store.visits.bookedFor(lead.id);
    const cancelled = visit && (await app.store.visits.cancel(visit.id, now));
    if (cancelled) {
      await app.store.outbox.discardPending(lead.id, ['visit-reminder']);
      messages.push(...visitEmails('cancelled', lead, cancelled, undefined, mail, now, 'team'));
    }
  }
  messages.push(statusUpdateEmail(lead, stage, mail));
  await sendLeadEmails(app, messages, lead.id, now);
}
