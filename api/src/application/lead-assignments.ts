import { isOpenLeadStatus, type LeadAssignmentStatus } from '@powernest/domain';
import type { Lead, LeadAssignmentStore } from '../store';

// Who has had a lead (issue #43 §6): every assignment the lead page, the board or a bulk action
// makes is kept with who gave it, when and why; the assignment it replaces, an unassignment or the
// lead's closing ends the one that was active. The lead's `assignedTo` stays what lists filter on.

async function endActive(assignments: LeadAssignmentStore, leadId: number, status: Exclude<LeadAssignmentStatus, 'active'>): Promise<void> {
  const active = (await assignments.listForLead(leadId)).filter((a) => a.status === 'active');
  await Promise.all(active.map((a) => assignments.setStatus(a.id, status)));
}

/** After `before` became `after` (its assignee and/or status changed by `by`): the history brought up to date. */
export async function recordAssignments(
  assignments: LeadAssignmentStore,
  { before, after, by, note }: { before: Lead; after: Lead; by: string; note?: string | null },
): Promise<void> {
  const reopened = !isOpenLeadStatus(before.status) && isOpenLeadStatus(after.status);
  if (after.assignedTo !== before.assignedTo || reopened) {
    await endActive(assignments, after.id, after.assignedTo ? 'replaced' : 'unassigned');
    // A reopened lead goes back to its member: a new assignment, given by who reopened it.
    if (after.assignedTo) await assignments.create({ leadId: after.id, assignedTo: after.assignedTo, assignedBy: by, ...(note ? { notes: note } : {}) });
  }
  if (!isOpenLeadStatus(after.status) && isOpenLeadStatus(before.status)) await endActive(assignments, after.id, 'closed');
}
