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
      expect((await store().waitingList.list({}, 2)).map((e) => e.businessName)).toEqual(['B', 'A']);
      expect((await store().waitingList.list({ status: 'waiting' }, 1)).map((e) => e.businessName)).toEqual(['B']);
      expect(await store().waitingList.count({ status: 'waiting' })).toBe(3);
      expect(await store().waitingList.count({ status: 'served' })).toBe(0);
    });

    it('makes one entry of simultaneous joins with one e-mail (any case) and area', async () => {
      const joins = await Promise.all(['ana@example.com', 'ANA@example.com', 'Ana@Example.com', 'ana@example.com'].map((email) => store().waitingList.join({ email, area: 'Boise, ID', requestedArea: '83702' })));
      expect(joins.filter((j) => j.created)).toHaveLength(1);
      expect(new Set(joins.map((j) => j.entry.id)).size).toBe(1);
      expect(await store().waitingList.count()).toBe(1);
    });

    it('keeps one entry per e-mail and area: a repeat, in any case, updates it (and makes it waiting again)', async () => {
      const wl = store().waitingList;
      const first = await wl.join({ email: 'Ana@Example.com', area: 'Boise, ID', requestedArea: '83702' });
      expect(first).toMatchObject({ created: true, entry: { email: 'Ana@Example.com', area: 'Boise, ID', status: 'waiting', priorityScore: 1 } });
      await wl.markServed('Boise, ID');
      const again = await wl.join({ email: 'ana@example.com', area: 'Boise, ID', requestedArea: 'Boise, ID', businessName: 'Ana\'s Bakery' });
      expect(again).toMatchObject({ created: false, entry: { id: first.entry.id, requestedArea: 'Boise, ID', businessName: 'Ana\'s Bakery', status: 'waiting' } });
      expect((await wl.join({ email: 'ana@example.com', area: 'Fargo, ND' })).created).toBe(true);
      expect(await wl.count()).toBe(2);
    });

    it('filters by area and marks only that area\'s waiting entries served', async () => {
      const wl = store().waitingList;
      await wl.create({ email: 'a@example.com', area: 'Boise, ID' });
      await nextMillisecond();
      await wl.create({ email: 'b@example.com', area: 'Boise, ID' });
      await wl.create({ email: 'c@example.com', area: 'Fargo, ND' });
      expect((await wl.list({ area: 'Boise, ID' })).map((e) => e.email)).toEqual(['a@example.com', 'b@example.com']);

      expect(await wl.markServed('Boise, ID')).toBe(2);
      expect(await wl.markServed('Boise, ID')).toBe(0);
      expect((await wl.list({ status: 'served' })).map((e) => e.area)).toEqual(['Boise, ID', 'Boise, ID']);
      expect((await wl.list({ status: 'waiting' })).map((e) => e.email)).toEqual(['c@example.com']);
      expect(await wl.markServed('Nowhere, ZZ')).toBe(0);
    });

    it('finds the waiting entries of a ZIP code, a city or a state, by priority; serves each once; keeps the notice and the priority', async () => {
      const wl = store().waitingList;
      const zip = await wl.join({ email: 'zip@example.com', area: 'Denver, CO', zipCode: '80202', city: 'Denver', state: 'CO', language: 'es-US' });
      await nextMillisecond();
      const city = await wl.join({ email: 'city@example.com', area: 'Denver, CO', city: 'Denver', state: 'CO' });
      await nextMillisecond();
      const state = await wl.join({ email: 'state@example.com', area: 'Boulder, CO', city: 'Boulder', state: 'CO' });
      await wl.join({ email: 'far@example.com', area: 'Boise, ID', city: 'Boise', state: 'ID' });
      expect(await wl.setPriority(state.entry.id, 5)).toMatchObject({ id: state.entry.id, priorityScore: 5 });
      expect(await wl.setPriority('00000000-0000-4000-8000-000000000000', 5)).toBeNull();
      const emails = (entries: { email?: string }[]) => entries.map((e) => e.email);
      expect(emails(await wl.waitingIn({ zipCode: '80202' }))).toEqual(['zip@example.com']);
      expect(emails(await wl.waitingIn({ area: 'Denver, CO' }))).toEqual(['zip@example.com', 'city@example.com']);
      expect(emails(await wl.waitingIn({ state: 'CO' }))).toEqual(['state@example.com', 'zip@example.com', 'city@example.com']);
      expect((await wl.get(zip.entry.id))?.language).toBe('es-US');

      const [first, second] = await Promise.all([wl.serve(city.entry.id, 'area-1'), wl.serve(city.entry.id, 'area-1')]);
      expect([first, second].filter(Boolean)).toHaveLength(1);
      await wl.setNotice(city.entry.id, 'message-1');
      expect(await wl.get(city.entry.id)).toMatchObject({ status: 'served', servedByArea: 'area-1', noticeId: 'message-1', servedAt: expect.any(Date) });
      expect(emails(await wl.waitingIn({ area: 'Denver, CO' }))).toEqual(['zip@example.com']);
      // Joining again makes it waiting again, told of nothing yet.
      await wl.join({ email: 'CITY@example.com', area: 'Denver, CO', city: 'Denver', state: 'CO' });
      const again = await wl.get(city.entry.id);
      expect(again).toMatchObject({ status: 'waiting' });
      expect([again?.servedAt, again?.servedByArea, again?.noticeId]).toEqual([undefined, undefined, undefined]);
    });
  });
}
