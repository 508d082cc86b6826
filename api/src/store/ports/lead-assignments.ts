import type { LeadAssignmentStatus } from '@powernest/domain';

export interface LeadAssignment {
  id: string;
  leadId: number;
  assignedTo: string;
  assignedBy: string;
  assignedAt: Date;
  status: LeadAssignmentStatus;
  notes?: string;
}

export type NewLeadAssignment = Omit<LeadAssignment, 'id' | 'assignedAt' | 'status'> & { status?: LeadAssignmentStatus };

export interface LeadAssignmentStore {
  create(assignment: NewLeadAssignment): Promise<LeadAssignment>;
  /** Oldest first: the history of a lead's assignments. */
  listForLead(leadId: number): Promise<LeadAssignment[]>;
  setStatus(id: string, status: LeadAssignmentStatus): Promise<void>;
}
