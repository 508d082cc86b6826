import { nextMillisecond, type GetStore } from './types';

export function waitingListStoreContract(store: GetStore): void {
  describe('WaitingListStore', () => {
    it('defaults to priority 1 and status waiting', async () => {
      const e = await store().waitingList.create({ businessName: 'Corner Shop', city: 'Boise' });
      expect(e).toMatchObject({ businessName: 'Corner Shop', city: 'Boise', priorityScore: 1, status: 'waiting' });
      expect(await store().waitingList.count()).toBe(1);
    });

    it('lists highest priority first, then oldest first', async () => {
      await store().waitingList.create({ businessName: 'A', priorityScore: 1 });
      await nextMillisecond();
      await store().waitingList.create({ businessName: 'B', priorityScore: 5 });
      await nextMillisecond();
      await store().waitingList.create({ businessName: 'C', priorityScore: 1 });
      expect((await store().waitingList.list()).map((e) => e.businessName)).toEqual(['B', 'A', 'C']);
      expect(await store().waitingList.list({ status: 'contacted' })).toEqual([]);
    });
  });
}
