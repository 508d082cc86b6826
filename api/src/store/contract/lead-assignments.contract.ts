import { nextMillisecond, type GetStore } from './types';

export function leadAssignmentStoreContract(store: GetStore): void {
  describe('LeadAssignmentStore', () => {
    it('creates an active assignment with a date', async () => {
      const a = await store().leadAssignments.create({ leadId: 1, assignedTo: 'u2', assignedBy: 'u1', notes: 'Call today' });
      expect(a).toMatchObject({ leadId: 1, assignedTo: 'u2', assignedBy: 'u1', status: 'active', notes: 'Call today' });
      expect(a.assignedAt).toBeInstanceOf(Date);
    });

    it("lists a lead's assignments oldest first and updates status", async () => {
      const first = await store().leadAssignments.create({ leadId: 1, assignedTo: 'u2', assignedBy: 'u1' });
      await nextMillisecond();
      await store().leadAssignments.create({ leadId: 1, assignedTo: 'u3', assignedBy: 'u1' });
      await store().leadAssignments.create({ leadId: 2, assignedTo: 'u3', assignedBy: 'u1' });
      await store().leadAssignments.setStatus(first.id, 'replaced');
      const list = await store().leadAssignments.listForLead(1);
      expect(list.map((a) => [a.assignedTo, a.status])).toEqual([
        ['u2', 'replaced'],
        ['u3', 'active'],
      ]);
    });
  });
}
