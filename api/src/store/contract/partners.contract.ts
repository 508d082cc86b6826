import type { NewPartner } from '../ports';
import type { GetStore } from './types';

const partner = (over: Partial<NewPartner> = {}): NewPartner => ({
  businessName: 'Magnolia Café',
  address: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  businessType: 'restaurant',
  contactPerson: 'Maria Garcia',
  email: 'maria@magnolia.example.com',
  phone: '(512) 555-0100',
  latitude: 30.2672,
  longitude: -97.7431,
  ...over,
});

export function partnerStoreContract(store: GetStore): void {
  describe('PartnerStore', () => {
    it('creates a partner with status active, an id and its coordinates', async () => {
      const p = await store().partners.create(partner({ dateInstalled: new Date('2024-05-01T00:00:00Z') }));
      expect(p).toMatchObject({ ...partner(), status: 'active' });
      expect(typeof p.id).toBe('string');
      expect(p.createdAt).toBeInstanceOf(Date);
      expect(p.dateInstalled!.toISOString()).toBe('2024-05-01T00:00:00.000Z');
      expect(await store().partners.get(p.id)).toEqual(p);
      expect(await store().partners.get('missing')).toBeNull();
    });

    it('creates many and counts them', async () => {
      expect(await store().partners.createMany([partner(), partner({ state: 'CA', city: 'San Diego' })])).toBe(2);
      expect(await store().partners.count()).toBe(2);
    });

    it('filters by state, business type and status; sorts by state, city, name', async () => {
      await store().partners.createMany([
        partner({ businessName: 'Zed Gym', businessType: 'fitness', city: 'Austin' }),
        partner({ businessName: 'Alpha Hotel', businessType: 'hotel', city: 'Dallas' }),
        partner({ businessName: 'Beach Bar', state: 'CA', city: 'San Diego' }),
        partner({ businessName: 'Closed Diner', status: 'inactive' }),
      ]);
      expect((await store().partners.list()).map((p) => p.businessName)).toEqual(['Beach Bar', 'Closed Diner', 'Zed Gym', 'Alpha Hotel']);
      expect((await store().partners.list({ state: 'TX', status: 'active' })).map((p) => p.businessName)).toEqual(['Zed Gym', 'Alpha Hotel']);
      expect((await store().partners.list({ businessType: 'fitness' })).map((p) => p.businessName)).toEqual(['Zed Gym']);
      expect(await store().partners.count({ state: 'CA' })).toBe(1);
      expect(await store().partners.count({ status: 'inactive' })).toBe(1);
    });
  });
}
