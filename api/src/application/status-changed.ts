import { applicationStageOf } from '@powernest/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import { statusUpdateEmail } from '../mail/application-emails';
import type { Lead, NewOutboxMessage } from '../store';
import type { VisitActor, VisitBooking } from './visit-booking';

/**
 * What the applicant hears when the team moves their application from `from` to `lead.status`
 * (issue #28): a short e-mail when it is installed or closed. Written with the change itself
 * (updateLead, lead-changes.ts).
 */
export function statusChangeEmails(lead: Lead, from: string, mail: AppConfig['mail']): NewOutboxMessage[] {
  const stage = applicationStageOf(lead.status);
  if (stage === applicationStageOf(from) || (stage !== 'installed' && stage !== 'closed')) return [];
  return [statusUpdateEmail(lead, stage, mail)];
}

/**
 * Closing an application also cancels a booked visit the way the team cancels one from the
 * lead's page (its place is free again, the reminder is dropped, the applicant gets the
 * cancellation for their calendar, the audit log says who).
 */
export async function applicantStatusChanged(app: FastifyInstance, visits: VisitBooking, change: { request: FastifyRequest; lead: Lead; from: string; actor: VisitActor }): Promise<void> {
  const { request, lead, from, actor } = change;
  const stage = applicationStageOf(lead.status);
  if (stage === applicationStageOf(from) || stage !== 'closed') return;
  if (await app.store.visits.bookedFor(lead.id)) await visits.cancel(request, lead, actor);
}
