import type { NewLead, NewOutboxMessage } from '../ports';
import { nextMillisecond, type GetStore } from './types';
import { SAMPLE_SHORT_LEAD } from '@powernest/domain';

const lead: NewLead = { ...SAMPLE_SHORT_LEAD };
const mails: NewOutboxMessage[] = [
  { kind: 'admin-notification', to: 'ops@powernest.example', templateParams: { business_name: 'Blue Door Café' } },
  { kind: 'applicant-confirmation', to: 'dana@bluedoor.example', templateParams: { to_name: 'Dana Reyes' } },
];

export function leadStoreContract(store: GetStore): void {
  describe('LeadStore', () => {
    it('creates a lead with numeric ids and the SPEC §3 defaults', async () => {
      const before = Date.now();
      const { lead: first } = await store().leads.create(lead, []);
      const { lead: second } = await store().leads.create({ ...lead, message: 'Hi' }, []);
      expect(first).toMatchObject({ ...lead, id: 1, status: 'new', leadScore: 0 });
      expect(second.id).toBe(2);
      expect(second.message).toBe('Hi');
      expect(first.createdAt).toBeInstanceOf(Date);
      expect(first.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(first.lastActivityAt).toBeInstanceOf(Date);
      expect(first).not.toHaveProperty('assignedTo');
    });

    it('stores the lead and its outbox messages together, linked by lead id', async () => {
      const { lead: stored, outbox } = await store().leads.create(lead, mails);
      expect(outbox.map((m) => [m.kind, m.to, m.status, m.attempts, m.leadId])).toEqual([
        ['admin-notification', 'ops@powernest.example', 'pending', 0, stored.id],
        ['applicant-confirmation', 'dana@bluedoor.example', 'pending', 0, stored.id],
      ]);
      const listed = await store().outbox.list({ leadId: stored.id });
      expect(listed.map((m) => m.id).sort()).toEqual(outbox.map((m) => m.id).sort());
      expect((await store().outbox.get(outbox[0]!.id))!.templateParams).toEqual({ business_name: 'Blue Door Café' });
    });

    it('gets a lead by id, or null', async () => {
      const { lead: stored } = await store().leads.create(lead, []);
      expect(await store().leads.get(stored.id)).toEqual(stored);
      expect(await store().leads.get(999)).toBeNull();
    });

    it('lists newest first, with a limit', async () => {
      for (const name of ['A', 'B', 'C']) {
        await store().leads.create({ ...lead, businessName: name }, []);
        await nextMillisecond();
      }
      expect((await store().leads.list()).map((l) => l.businessName)).toEqual(['C', 'B', 'A']);
      expect((await store().leads.list({ limit: 2 })).map((l) => l.businessName)).toEqual(['C', 'B']);
    });

    it('counts all, since a date, by status', async () => {
      await store().leads.create(lead, []);
      await nextMillisecond();
      const mark = new Date();
      await store().leads.create(lead, []);
      expect(await store().leads.count()).toBe(2);
      expect(await store().leads.count({ since: mark })).toBe(1);
      expect(await store().leads.count({ status: 'new' })).toBe(2);
      expect(await store().leads.count({ status: 'active' })).toBe(0);
      expect(await store().leads.countByStatus()).toEqual({ new: 2 });
    });
  });
}
