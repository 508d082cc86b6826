import type { Connection, Model } from 'mongoose';
import type { LeadAssignment, LeadAssignmentStore, NewLeadAssignment } from '../ports';
import { Schema, toEntity, uuidId } from './connection';

type AssignmentRecord = Omit<LeadAssignment, 'id'> & { _id: string };

const schema = new Schema<AssignmentRecord>(
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

export class MongoLeadAssignmentStore implements LeadAssignmentStore {
  readonly model: Model<AssignmentRecord>;

  constructor(conn: Connection) {
    this.model = conn.model<AssignmentRecord>('LeadAssignment', schema);
  }

  async create(input: NewLeadAssignment): Promise<LeadAssignment> {
    const doc = await this.model.create(input);
    return toEntity<LeadAssignment>(doc.toObject());
  }

  async listForLead(leadId: number): Promise<LeadAssignment[]> {
    const docs = await this.model.find({ leadId }).sort({ assignedAt: 1, _id: 1 }).lean();
    return docs.map((d) => toEntity<LeadAssignment>(d));
  }

  async setStatus(id: string, status: string): Promise<void> {
    await this.model.updateOne({ _id: id }, { $set: { status } });
  }
}
