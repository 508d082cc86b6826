import { isTeamRole } from '@powernest/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { memberName } from '../auth/member-name';
import type { AppConfig } from '../config';
import type { Lead, LeadChanges, LeadUpdate } from '../store';
import { recordAssignments } from './lead-assignments';
import { applicantStatusChanged, statusChangeEmails } from './status-changed';
import type { VisitBooking } from './visit-booking';

// What follows a lead's status or assignee change, whether one lead's page made it or a bulk
// action (issue #29): the applicant's e-mail, written with the change (updateLead); then the audit
// log, a closed lead's visit cancelled, the live event (leadChanged).

const UNKNOWN_ASSIGNEE = 'No team member has this username';

/** Only active team members take leads (a plain `user` does not): the reason when `username` may not, else null. */
export async function assigneeProblem(app: FastifyInstance, username: string): Promise<string | null> {
  const member = await app.store.users.findByUsername(username);
  return member && isTeamRole(member.role) && member.active ? null : UNKNOWN_ASSIGNEE;
}


/**
 * How long a status change's e-mail waits on its own: it is stored before the change, due only
 * after this, and released the moment the change is written. A process that dies in between
 * leaves it to the worker, which sends it at the end of the hold only if the lead is in the status
 * it is about (OutboxMessage.whileLeadStatus).
 */
const STATUS_EMAIL_HOLD_MS = 60_000;

/**
 * Writes a change of `lead` (read at `expectedVersion`) together with the e-mail it sends the
 * applicant (issue #42): neither is kept without the other, whenever the process dies. Without
 * transactions (FerretDB; MongoDB without a replica set) the e-mail is written first, held, and
 * released or deleted by the outcome of the lead's one versioned write.
 */
export async function updateLead(app: FastifyInstance, mail: AppConfig['mail'], lead: Lead, expectedVersion: number, changes: LeadChanges, now = new Date()): Promise<LeadUpdate> {
  const emails = changes.status === undefined ? [] : statusChangeEmails({ ...lead, status: changes.status }, lead.status, mail);
  const held =
    emails.length === 0
      ? []
      : await app.store.outbox.enqueue(
          emails.map((m) => ({ ...m, dueAt: new Date(now.getTime() + STATUS_EMAIL_HOLD_MS), whileLeadStatus: changes.status })),
          now,
          lead.id,
        );
  const ids = held.map((m) => m.id);
  const result = await app.store.leads.update(lead.id, expectedVersion, changes, now);
  if (result.outcome === 'updated') {
    await app.store.outbox.release(ids, now);
    app.outboxWorker.deliverSoon(ids);
  } else {
    await app.store.outbox.discard(ids);
  }
  return result;
}

/**
 * After `before` became `after` through `changes` (updateLead): audited, the assignment history
 * kept (with `assignmentNote`), a closed lead's visit cancelled, published live.
 */
export async function leadChanged(
  app: FastifyInstance,
  visits: VisitBooking,
  request: FastifyRequest,
  change: { before: Lead; after: Lead; status?: string; assignedTo?: string | null; assignmentNote?: string | null },
): Promise<void> {
  const { before, after } = change;
  if (change.status !== undefined || change.assignedTo !== undefined) {
    await recordAssignments(app.store.leadAssignments, { before, after, by: memberName(request), note: change.assignmentNote });
  }
  app.liveEvents.publish('lead.updated', after, memberName(request));
  const who = { resourceType: 'lead', resourceId: String(after.id) };
  if (change.status !== undefined) {
    await app.adminAuth.auditAction(request, { ...who, action: 'lead.status', oldValues: { status: before.status }, newValues: { status: change.status } });
    const actor = { by: 'team' as const, userId: request.admin!.user.id, userRole: request.admin!.user.role, username: memberName(request) };
    await applicantStatusChanged(app, visits, { request, lead: after, from: before.status, actor });
  }
  if (change.assignedTo !== undefined) {
    await app.adminAuth.auditAction(request, { ...who, action: 'lead.assign', oldValues: { assignedTo: before.assignedTo ?? null }, newValues: { assignedTo: change.assignedTo } });
  }
}
