import { owesContact } from '@powernest/domain';
import type { FastifyInstance } from 'fastify';
import type { OutboxMessage } from '../store';

// A team member's message to the applicant (the lead's page: routes/leads/message.ts) keeps the
// lead's contact promise once the mail server took it (issue #45; docs/promises.md): the applicant
// was contacted, in writing. Not when it is only queued, failed, or went to the `log` transport,
// which sends nothing: the applicant has not heard from anyone.

/** Someone else may change the lead between the read and the versioned write: read it again, this many times. */
const ATTEMPTS = 3;

/** Called by the outbox worker after each delivery (plugins/app/mailer.ts). */
export async function keepContactByMessage(app: FastifyInstance, message: OutboxMessage): Promise<void> {
  // Who wrote it: the sender's name the message carries (memberNameOf, what keptBy holds everywhere).
  const by = message.templateParams.sent_by;
  if (message.kind !== 'team-message' || message.leadId === undefined || !by || !message.sentAt || message.sentVia === 'log') return;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const lead = await app.store.leads.get(message.leadId);
    if (!lead || !owesContact(lead.promises)) return;
    const result = await app.store.leads.update(lead.id, lead.version, { messageSent: true, by }, message.sentAt);
    if (result.outcome === 'not-found') return;
    if (result.outcome === 'updated') {
      // Open desks, boards and promise cards read it at once, as after any change of the lead.
      app.liveEvents.publish('lead.updated', result.lead, by);
      return;
    }
  }
  app.log.warn({ leadId: message.leadId, outboxId: message.id }, 'a sent message could not keep the contact promise: the lead kept changing');
}
