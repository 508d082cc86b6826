import { isTeamRole } from '@powernest/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config';
import type { Lead } from '../store';
import { applicantStatusChanged } from './status-changed';
import type { VisitBooking } from './visit-booking';

// What follows a lead's status or assignee change, whether one lead's page made it or a bulk
// action (issue #29): the audit log, the applicant's e-mail, the live event.

const UNKNOWN_ASSIGNEE = 'No team member has this username';

/** Only active team members take leads (a plain `user` does not): the reason when `username` may not, else null. */
export async function assigneeProblem(app: FastifyInstance, username: string): Promise<string | null> {
  const member = await app.store.users.findByUsername(username);
  return member && isTeamRole(member.role) && member.active ? null : UNKNOWN_ASSIGNEE;
}

/** The signed-in member as the timeline, the audit log's actor and the live events name them. */
export const memberName = (request: FastifyRequest) => request.admin!.user.username ?? request.admin!.user.id;

/** After `before` became `after` through `changes`: audited, told to the applicant where it applies, published live. */
export async function leadChanged(
  app: FastifyInstance,
  mail: AppConfig['mail'],
  visits: VisitBooking,
  request: FastifyRequest,
  change: { before: Lead; after: Lead; status?: string; assignedTo?: string | null },
): Promise<void> {
  const { before, after } = change;
  app.liveEvents.publish('lead.updated', after, memberName(request));
  const who = { resourceType: 'lead', resourceId: String(after.id) };
  if (change.status !== undefined) {
    await app.adminAuth.auditAction(request, { ...who, action: 'lead.status', oldValues: { status: before.status }, newValues: { status: change.status } });
    const actor = { by: 'team' as const, userId: request.admin!.user.id, userRole: request.admin!.user.role, username: memberName(request) };
    await applicantStatusChanged(app, mail, visits, { request, lead: after, from: before.status, actor });
  }
  if (change.assignedTo !== undefined) {
    await app.adminAuth.auditAction(request, { ...who, action: 'lead.assign', oldValues: { assignedTo: before.assignedTo ?? null }, newValues: { assignedTo: change.assignedTo } });
  }
}
