import type { LeadAssignmentStatus } from '@powernest/domain';
import type { LeadAssignment, LeadAssignmentStore, NewLeadAssignment } from '../ports';
import { addRecord, clone } from './clone';

export class MemoryLeadAssignmentStore implements LeadAssignmentStore {
  private readonly assignments: LeadAssignment[] = [];

  async create(input: NewLeadAssignment): Promise<LeadAssignment> {
    return addRecord(this.assignments, { ...input, assignedAt: new Date(), status: input.status ?? 'active' });
  }

  async listForLead(leadId: number): Promise<LeadAssignment[]> {
    return this.assignments.filter((a) => a.leadId === leadId).map(clone);
  }

  async setStatus(id: string, status: LeadAssignmentStatus): Promise<void> {
    const a = this.assignments.find((x) => x.id === id);
    if (a) a.status = status;
  }
}
