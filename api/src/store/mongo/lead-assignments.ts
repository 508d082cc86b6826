import type { Connection } from 'mongoose';
import type { LeadAssignmentStatus } from '@powernest/domain';
import type { LeadAssignment, LeadAssignmentStore, NewLeadAssignment } from '../ports';
import { MongoEntityStore, type StoredAs } from './collection-store';
import { Schema, toEntity, uuidId } from './connection';

const schema = new Schema<StoredAs<LeadAssignment>>(
  {
    _id: uuidId,
    leadId: { type: Number, required: true, index: true },
    assignedTo: { type: String, required: true },
    assignedBy: { type: String, required: true },
    assignedAt: { type: Date, required: true, default: Date.now },
    status: { type: String, required: true, default: 'active' },
    notes: { type: String },
  },
  { collection: 'lead_assignments' },
);
// listForLead(): a lead's assignments in order, `_id` breaking ties.
schema.index({ leadId: 1, assignedAt: 1, _id: 1 });

export class MongoLeadAssignmentStore extends MongoEntityStore<LeadAssignment, NewLeadAssignment> implements LeadAssignmentStore {
  constructor(conn: Connection) {
    super(conn, 'LeadAssignment', schema);
  }

  async listForLead(leadId: number): Promise<LeadAssignment[]> {
    const docs = await this.model.find({ leadId }).sort({ assignedAt: 1, _id: 1 }).lean();
    return docs.map((d) => toEntity<LeadAssignment>(d));
  }

  async setStatus(id: string, status: LeadAssignmentStatus): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { status } });
  }
}
