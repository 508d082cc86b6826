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
    });
  });
}
