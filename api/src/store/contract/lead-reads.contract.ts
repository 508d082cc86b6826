import { SAMPLE_SHORT_LEAD } from '@powernest/domain';
import type { NewLead } from '../ports';
import { nextMillisecond, type GetStore } from './types';

const lead: NewLead = { ...SAMPLE_SHORT_LEAD };
/** Nothing in common with `lead` or another stranger. */
const stranger = (n: number): NewLead => ({ ...lead, businessName: `Shop ${n}`, email: `owner${n}@shop.example`, phone: `(212) 555-01${n}0`, location: `Town ${n}, NY` });

export function leadReadStoreContract(store: GetStore): void {
  describe('LeadReadStore', () => {
    it('gets many leads by id in one read, in the ids’ order, leaving out unknown ids', async () => {
      const { lead: a } = await store().leads.create(lead, []);
      const { lead: b } = await store().leads.create(stranger(1), []);
      expect(await store().leadReads.getMany([b.id, 999, a.id])).toEqual([b, a]);
      expect(await store().leadReads.getMany([])).toEqual([]);
      expect((await store().leadReads.getMany([a.id]))[0]).not.toHaveProperty('matchKeys');
    });

    it('lists the open leads flagged as possible duplicates, newest first, at most the limit, with the count', async () => {
      const { lead: first } = await store().leads.create(lead, []);
      await store().leads.create(stranger(1), []);
      const flagged = [];
      for (const n of [2, 3, 4, 5]) {
        await nextMillisecond();
        flagged.push((await store().leads.create({ ...stranger(n), email: lead.email }, [])).lead);
      }
      expect(flagged.map((l) => l.duplicateOf)).toEqual([first.id, first.id, first.id, first.id]);
      // Decided: marked a duplicate, or moved out of the pipeline; still open: contacted.
      const at = new Date();
      await store().leads.update(flagged[0]!.id, 0, { status: 'duplicate' }, at);
      await store().leads.update(flagged[1]!.id, 0, { status: 'lost' }, at);
      await store().leads.update(flagged[2]!.id, 0, { status: 'contacted' }, at);

      const open = await store().leadReads.possibleDuplicates(10);
      expect(open.items.map((l) => [l.id, l.duplicateOf, l.status])).toEqual([
        [flagged[3]!.id, first.id, 'new'],
        [flagged[2]!.id, first.id, 'contacted'],
      ]);
      expect(open).toMatchObject({ total: 2, totalCapped: false });
      expect(open.items[0]).not.toHaveProperty('matchKeys');
      const one = await store().leadReads.possibleDuplicates(1);
      expect(one.items.map((l) => l.id)).toEqual([flagged[3]!.id]);
      expect(one.total).toBe(2);
    });

    it('has none when no open lead is flagged', async () => {
      await store().leads.create(lead, []);
      expect(await store().leadReads.possibleDuplicates(10)).toEqual({ items: [], total: 0, totalCapped: false });
    });
  });
}
