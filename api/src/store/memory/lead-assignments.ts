import { randomUUID } from 'node:crypto';
import type { LeadAssignment, LeadAssignmentStore, NewLeadAssignment } from '../ports';
import { clone, compact } from './clone';

export class MemoryLeadAssignmentStore implements LeadAssignmentStore {
  private readonly assignments: LeadAssignment[] = [];

  async create(input: NewLeadAssignment): Promise<LeadAssignment> {
    const a: LeadAssignment = { ...compact(input), id: randomUUID(), assignedAt: new Date(), status: input.status ?? 'active' };
    this.assignments.push(clone(a));
    return a;
  }

  async listForLead(leadId: number): Promise<LeadAssignment[]> {
    return this.assignments.filter((a) => a.leadId === leadId).map(clone);
  }

  async setStatus(id: string, status: string): Promise<void> {
    const a = this.assignments.find((x) => x.id === id);
    if (a) a.status = status;
  }
}
