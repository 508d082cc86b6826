import type { GetStore } from './types';

export function serviceAreaStoreContract(store: GetStore): void {
  describe('ServiceAreaStore', () => {
    it('defaults to inactive and coming soon', async () => {
      const a = await store().serviceAreas.create({ areaName: 'Austin Metro', state: 'TX' });
      expect(a).toMatchObject({ areaName: 'Austin Metro', state: 'TX', isActive: false, comingSoon: true });
      expect(a.createdAt).toBeInstanceOf(Date);
    });

    it('lists by state then name, filtered by state and activity', async () => {
      await store().serviceAreas.create({ areaName: 'Houston', state: 'TX', isActive: true, comingSoon: false });
      await store().serviceAreas.create({ areaName: 'Austin', state: 'TX' });
      await store().serviceAreas.create({ areaName: 'Denver', state: 'CO' });
      expect((await store().serviceAreas.list()).map((a) => a.areaName)).toEqual(['Denver', 'Austin', 'Houston']);
      expect((await store().serviceAreas.list({ state: 'TX' })).map((a) => a.areaName)).toEqual(['Austin', 'Houston']);
      expect((await store().serviceAreas.list({ isActive: true })).map((a) => a.areaName)).toEqual(['Houston']);
      const retired = await store().serviceAreas.create({ areaName: 'Waco', state: 'TX', comingSoon: false });
      expect((await store().serviceAreas.list({ live: true })).map((a) => a.areaName)).toEqual(['Denver', 'Austin', 'Houston']);
      expect(await store().serviceAreas.get(retired.id)).toMatchObject({ areaName: 'Waco', isActive: false, comingSoon: false, version: 0 });
    });

    it('changes an area read at its version, clears a field with null, and says when a change activated it', async () => {
      const a = await store().serviceAreas.create({ areaName: 'Denver', state: 'CO', city: 'Denver', launchDate: '2027-03-01' });
      const renamed = await store().serviceAreas.update(a.id, 0, { areaName: 'Denver Metro', launchDate: null });
      expect(renamed).toMatchObject({ outcome: 'updated', activated: false, area: { areaName: 'Denver Metro', version: 1 } });
      expect(renamed.outcome === 'updated' && renamed.area.launchDate).toBeUndefined();
      expect(await store().serviceAreas.update(a.id, 0, { areaName: 'Stale' })).toMatchObject({ outcome: 'conflict', area: { areaName: 'Denver Metro' } });
      const opened = await store().serviceAreas.update(a.id, 1, { isActive: true, comingSoon: false });
      expect(opened).toMatchObject({ outcome: 'updated', activated: true, area: { isActive: true, version: 2 } });
      expect(opened.outcome === 'updated' && opened.area.activatedAt).toBeInstanceOf(Date);
      // Already active: setting it again activates nothing (its waiting list was told once).
      expect(await store().serviceAreas.update(a.id, 2, { isActive: true })).toMatchObject({ outcome: 'updated', activated: false });
      expect(await store().serviceAreas.update('00000000-0000-4000-8000-000000000000', 0, { isActive: true })).toEqual({ outcome: 'not-found' });
    });

    it('activates the coming-soon areas whose launch date has come, each for one caller only', async () => {
      const due = await store().serviceAreas.create({ areaName: 'Denver', state: 'CO', launchDate: '2027-03-01' });
      await store().serviceAreas.create({ areaName: 'Boise', state: 'ID', launchDate: '2027-03-02' });
      await store().serviceAreas.create({ areaName: 'Reno', state: 'NV' });
      const [first, second] = await Promise.all([store().serviceAreas.activateDue('2027-03-01'), store().serviceAreas.activateDue('2027-03-01')]);
      expect([...first, ...second].map((a) => [a.id, a.isActive, a.comingSoon])).toEqual([[due.id, true, false]]);
      expect(await store().serviceAreas.activateDue('2027-03-01')).toEqual([]);
    });
  });
}
