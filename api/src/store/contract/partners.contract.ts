import { distanceKm, matchesPartnerSearch } from '@powernest/domain';
import { demoPartners } from '../../seed/demo-partners';
import type { NewPartner, PartnerSummary } from '../ports';
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

    it('gets many partners by id in one read, in the ids’ order, leaving out unknown ids', async () => {
      const a = await store().partners.create(partner());
      const b = await store().partners.create(partner({ businessName: 'Cedar Books' }));
      expect(await store().partners.getMany([b.id, 'missing', a.id])).toEqual([b, a]);
      expect(await store().partners.getMany([])).toEqual([]);
    });

    it('creates many and counts them', async () => {
      expect(await store().partners.createMany([partner(), partner({ state: 'CA', city: 'San Diego' })])).toBe(2);
      expect(await store().partners.count()).toBe(2);
    });

    it('keeps one partner per converted lead and finds it by the lead', async () => {
      const p = await store().partners.create(partner({ leadId: 42 }));
      expect(p.leadId).toBe(42);
      expect(await store().partners.getByLead(42)).toEqual(p);
      expect(await store().partners.getByLead(43)).toBeNull();
      await expect(store().partners.create(partner({ leadId: 42 }))).rejects.toMatchObject({ name: 'StoreConflictError' });
      // Partners added by hand have no lead, and any number of them may exist.
      await store().partners.createMany([partner(), partner()]);
      expect(await store().partners.count()).toBe(3);
    });

    it('updates a partner, and the locator searches see the change at once', async () => {
      const p = await store().partners.create(partner());
      const updated = await store().partners.update(p.id, { businessName: 'Magnolia Bakery', latitude: 30.3, status: 'inactive' });
      expect(updated).toMatchObject({ id: p.id, businessName: 'Magnolia Bakery', latitude: 30.3, longitude: -97.7431, status: 'inactive', createdAt: p.createdAt });
      expect(await store().partners.get(p.id)).toEqual(updated);
      expect((await store().partners.search({ status: 'active' })).total).toBe(0);
      await store().partners.update(p.id, { status: 'active' });
      expect((await store().partners.search({ status: 'active', text: 'bakery' })).items.map((h) => h.latitude)).toEqual([30.3]);
      expect(await store().partners.update('missing', { status: 'active' })).toBeNull();
    });

    it('finds a partner by its new name, city or address as soon as they change, and only then', async () => {
      const p = await store().partners.create(partner());
      const found = async (text: string) => (await store().partners.search({ status: 'active', text })).items.map((h) => h.id);
      expect(await found('magnolia caf')).toEqual([p.id]);
      await store().partners.update(p.id, { businessName: 'Pecan Bakery' });
      expect(await found('magnolia')).toEqual([]);
      expect(await found('PECAN bak')).toEqual([p.id]);
      expect(await found('austin')).toEqual([p.id]);
      await store().partners.update(p.id, { city: 'Round Rock', address: '7 Oak Ln' });
      expect(await found('austin')).toEqual([]);
      expect(await found('congress')).toEqual([]);
      expect(await found('round ROCK')).toEqual([p.id]);
      expect(await found('7 oak')).toEqual([p.id]);
      // Other edits keep the words; rows and stats search the same words.
      await store().partners.update(p.id, { phone: '(512) 555-0199', latitude: 30.5, status: 'active' });
      expect(await found('ecan')).toEqual([p.id]);
      expect((await store().partners.rows({ status: 'active', text: 'bakery' })).total).toBe(1);
      expect((await store().partners.stats({ status: 'active', text: 'oak' })).totalPartners).toBe(1);
      // The words are the store's own index data, never part of a partner.
      expect(await store().partners.get(p.id)).not.toHaveProperty('searchWords');
      expect((await store().partners.list())[0]).not.toHaveProperty('searchWords');
    });

    it('finds partners stored in bulk (the demo seed, tooling) by their text like any other', async () => {
      await store().partners.createMany([...demoPartners(), partner({ businessName: "Joe's Coffee House", city: 'Houston', address: '12 Westheimer Rd' })]);
      const listed = await store().partners.list({ status: 'active' });
      const found: Record<string, string[]> = {};
      const expected: Record<string, string[]> = {};
      for (const text of ['coffee', 'austin', 'aus', 'Magnolia Café', 'main st', 'coffee house']) {
        found[text] = (await store().partners.search({ status: 'active', text })).items.map((h) => h.id);
        expected[text] = listed.filter((p) => matchesPartnerSearch(p, text)).map((p) => p.id);
      }
      expect(found).toEqual(expected);
      const names = async (text: string) => (await store().partners.search({ status: 'active', text })).items.map((h) => h.businessName);
      expect(await names('coffee')).toEqual(expect.arrayContaining(["Joe's Coffee House", 'Cornerstone Coffee House']));
      expect(await names("joe's")).toEqual(["Joe's Coffee House"]);
      expect(await names('E\'S COFFEE h')).toEqual(["Joe's Coffee House"]);
      expect(await names('2 westh')).toEqual(["Joe's Coffee House"]);
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

  describe('PartnerStore search and rows (the locator at scale)', () => {
    // Known places. Names sort the same under locale and binary order (both stores' list order).
    const places: NewPartner[] = [
      partner({ businessName: 'Congress Coffee', address: '100 Congress Ave', latitude: 30.2672, longitude: -97.7431 }),
      partner({ businessName: 'Lamar Lofts', businessType: 'office', address: '1500 S Lamar Blvd', latitude: 30.2501, longitude: -97.7668 }),
      partner({ businessName: 'Round Rock Tires', businessType: 'automotive', city: 'Round Rock', address: '1 Main St', latitude: 30.5083, longitude: -97.6789 }),
      partner({ businessName: 'Elm Street Diner', city: 'Dallas', address: '2700 Elm St', latitude: 32.7843, longitude: -96.7836 }),
      partner({ businessName: "Joe's (Diner) + Bar.*", city: 'Houston', address: '900 Main St', latitude: 29.7604, longitude: -95.3698 }),
      partner({ businessName: 'Gaslamp Gym', businessType: 'fitness', city: 'San Diego', state: 'CA', address: '500 5th Ave', latitude: 32.7157, longitude: -117.1611 }),
      partner({ businessName: 'Mission Books', businessType: 'retail', city: 'San Francisco', state: 'CA', address: '2000 Valencia St', latitude: 37.7599, longitude: -122.4211 }),
      partner({ businessName: 'Closed Cantina', address: '200 Congress Ave', latitude: 30.268, longitude: -97.7425, status: 'inactive' }),
    ];
    const austin = { latitude: 30.2672, longitude: -97.7431 };
    const names = (items: readonly { businessName: string }[]) => items.map((p) => p.businessName);
    const SUMMARY_KEYS = ['id', 'businessName', 'businessType', 'address', 'city', 'state', 'contactPerson', 'phone', 'email', 'latitude', 'longitude'].sort();

    async function seeded() {
      await store().partners.createMany(places);
      return store().partners.list({ status: 'active' });
    }

    it('answers every match in list() order, with the locator fields only, and its total', async () => {
      const listed = await seeded();
      const { total, items } = await store().partners.search({ status: 'active' });
      expect(total).toBe(7);
      expect(items.map((p) => p.id)).toEqual(listed.map((p) => p.id));
      for (const item of items) expect(Object.keys(item).sort()).toEqual(SUMMARY_KEYS);
      const first = listed[0]!;
      expect(items[0]).toEqual({
        id: first.id, businessName: first.businessName, businessType: first.businessType, address: first.address, city: first.city,
        state: first.state, contactPerson: first.contactPerson, phone: first.phone, email: first.email, latitude: first.latitude, longitude: first.longitude,
      } satisfies PartnerSummary);
    });

    it('filters by state, business type and status like list()', async () => {
      await seeded();
      const { total, items } = await store().partners.search({ status: 'active', state: 'TX', businessType: 'restaurant' });
      expect(names(items)).toEqual(['Congress Coffee', 'Elm Street Diner', "Joe's (Diner) + Bar.*"]);
      expect(total).toBe(3);
      expect((await store().partners.search({ state: 'TX' })).total).toBe(6);
    });

    it('text: the whole text occurs in the name, city or address, any case, exactly like matchesPartnerSearch', async () => {
      const listed = await seeded();
      for (const text of ['round rock', '  DINER ', 'valencia', 'ST', 'san', '(diner) +', '.*', 'bar.', 'x'.repeat(3), 'st main', 'ustin']) {
        const { items, total } = await store().partners.search({ status: 'active', text });
        const expected = listed.filter((p) => matchesPartnerSearch(p, text)).map((p) => p.businessName);
        expect([text, names(items)]).toEqual([text, expected]);
        expect(total).toBe(expected.length);
      }
      const found: Record<string, string[]> = {};
      const texts: Record<string, string[]> = {
        // Anywhere in the name, city or address, in any case.
        austin: ['Congress Coffee', 'Lamar Lofts'],
        AUS: ['Congress Coffee', 'Lamar Lofts'],
        coffee: ['Congress Coffee'],
        lamar: ['Lamar Lofts'],
        '2000': ['Mission Books'],
        ustin: ['Congress Coffee', 'Lamar Lofts'],
        offee: ['Congress Coffee'],
        // The whole text, spaces included, in one field: not words in any order.
        'main st': ["Joe's (Diner) + Bar.*", 'Round Rock Tires'],
        'st main': [],
        "joe's (diner)": ["Joe's (Diner) + Bar.*"],
        'aus coffee': [],
        // Pattern characters are literal text.
        '.*': ["Joe's (Diner) + Bar.*"],
        'c.ffee': [],
      };
      for (const text of Object.keys(texts)) found[text] = names((await store().partners.search({ status: 'active', text })).items);
      expect(found).toEqual(texts);
      // Regular-expression characters are never a pattern.
      expect((await store().partners.search({ text: 'c.ffee' })).total).toBe(0);
      expect((await store().partners.search({ status: 'active', text: '   ' })).total).toBe(7);
    });

    it('the text matches anywhere in the name, city or address, whatever the case', async () => {
      await store().partners.createMany([...places, partner({ businessName: 'Blue Door Café', city: 'Cedar Park', address: '3 Abc Rd' })]);
      const found = async (text: string) => names((await store().partners.search({ status: 'active', text })).items);
      expect(await found('ustin')).toEqual(['Congress Coffee', 'Lamar Lofts']);
      expect(await found('BLUE d')).toEqual(['Blue Door Café']);
      expect(await found('edar')).toEqual(['Blue Door Café']);
      expect(await found('offee')).toEqual(['Congress Coffee']);
      // Regular-expression characters are literal text, never a pattern, and never throw.
      expect(await found('a.c')).toEqual([]);
      expect(await found('(')).toEqual(["Joe's (Diner) + Bar.*"]);
      expect(await found('bar.*')).toEqual(["Joe's (Diner) + Bar.*"]);
      expect(await found('[')).toEqual([]);
      expect(await found('\\')).toEqual([]);
    });

    it('bbox: inside the longitude/latitude box, edges included', async () => {
      await seeded();
      const metro = { minLng: -97.8, minLat: 30.2, maxLng: -97.6, maxLat: 30.6 };
      expect(names((await store().partners.search({ status: 'active', bbox: metro })).items)).toEqual(['Congress Coffee', 'Lamar Lofts', 'Round Rock Tires']);
      // Exactly on the edges.
      const edges = { minLng: -97.7668, minLat: 30.2501, maxLng: -97.7431, maxLat: 30.2672 };
      expect(names((await store().partners.search({ status: 'active', bbox: edges })).items)).toEqual(['Congress Coffee', 'Lamar Lofts']);
      const texas = { minLng: -106.7, minLat: 25.8, maxLng: -93.5, maxLat: 36.5 };
      const inTexas = await store().partners.search({ status: 'active', bbox: texas });
      expect(inTexas.total).toBe(5);
      expect(inTexas.items.every((p) => p.state === 'TX')).toBe(true);
    });

    it('bbox is a box in degrees: a partner just inside a long edge is found (no geodesic edge cuts it off)', async () => {
      // 30 degrees wide: a great circle from corner to corner along 30.0°N bows to ~31.9°N mid-way.
      await store().partners.createMany([
        partner({ businessName: 'Just Inside', latitude: 30.001, longitude: -95 }),
        partner({ businessName: 'Just Outside', latitude: 29.999, longitude: -95 }),
        partner({ businessName: 'Top Edge', latitude: 40, longitude: -110 }),
      ]);
      const wide = { minLng: -110, minLat: 30, maxLng: -80, maxLat: 40 };
      expect(names((await store().partners.search({ bbox: wide })).items).sort()).toEqual(['Just Inside', 'Top Edge']);
      expect((await store().partners.rows({ bbox: wide })).total).toBe(2);
    });

    it('near: nearest first with great-circle distanceKm (the domain formula), filters, box and pages applied', async () => {
      const listed = await seeded();
      const { total, items } = await store().partners.search({ status: 'active', near: austin });
      const expected = listed
        .map((p) => ({ name: p.businessName, d: distanceKm(austin, p) }))
        .sort((a, b) => a.d - b.d);
      expect(total).toBe(7);
      expect(names(items)).toEqual(expected.map((e) => e.name));
      items.forEach((item, i) => expect(item.distanceKm).toBeCloseTo(expected[i]!.d, 2));
      expect(items[0]!.distanceKm).toBeCloseTo(0, 6);
      // Dallas is ~294 km from Austin.
      expect(items.find((p) => p.city === 'Dallas')!.distanceKm).toBeGreaterThan(285);
      expect(items.find((p) => p.city === 'Dallas')!.distanceKm).toBeLessThan(300);

      const ca = await store().partners.search({ status: 'active', state: 'CA', near: austin });
      expect(names(ca.items)).toEqual(['Gaslamp Gym', 'Mission Books']);
      const boxed = await store().partners.search({ status: 'active', near: { latitude: 30.5, longitude: -97.68 }, bbox: { minLng: -97.8, minLat: 30.2, maxLng: -97.6, maxLat: 30.6 } });
      expect(names(boxed.items)).toEqual(['Round Rock Tires', 'Congress Coffee', 'Lamar Lofts']);
      const nearPage = await store().partners.search({ status: 'active', near: austin, offset: 1, limit: 2 });
      expect(nearPage.total).toBe(7);
      expect(names(nearPage.items)).toEqual(['Lamar Lofts', 'Round Rock Tires']);
    });

    it('pages: offset and limit after ordering; total counts every match', async () => {
      const listed = await seeded();
      const page = await store().partners.search({ status: 'active', offset: 2, limit: 3 });
      expect(page.total).toBe(7);
      expect(page.items.map((p) => p.id)).toEqual(listed.slice(2, 5).map((p) => p.id));
      const beyond = await store().partners.search({ status: 'active', offset: 50, limit: 5 });
      expect(beyond).toEqual({ total: 7, items: [] });
      const filtered = await store().partners.search({ status: 'active', text: 'st', limit: 1 });
      expect(filtered.items).toHaveLength(1);
      expect(filtered.total).toBe(listed.filter((p) => matchesPartnerSearch(p, 'st')).length);
    });

    it('pages stay stable when state, city and name are equal (ordered by id)', async () => {
      await store().partners.createMany([partner(), partner(), partner(), partner()]);
      const all = (await store().partners.search({})).items.map((p) => p.id);
      expect(all).toEqual([...all].sort());
      const pages = [
        ...(await store().partners.search({ limit: 2 })).items,
        ...(await store().partners.search({ offset: 2, limit: 2 })).items,
      ].map((p) => p.id);
      expect(pages).toEqual(all);
    });

    it('rows: [id, latitude, longitude, businessType, state] rounded to 5 decimals, same filters and order', async () => {
      await store().partners.create(partner({ businessName: 'Precise Place', address: '7 Oak Ln', latitude: 30.123456789, longitude: -97.987654321 }));
      const listed = await seeded();
      const { total, items } = await store().partners.rows({ status: 'active' });
      expect(total).toBe(8);
      expect(items.map((r) => r[0])).toEqual(listed.map((p) => p.id));
      const precise = listed.find((p) => p.businessName === 'Precise Place')!;
      expect(items.find((r) => r[0] === precise.id)).toEqual([precise.id, 30.12346, -97.98765, 'restaurant', 'TX']);
      const ca = await store().partners.rows({ status: 'active', state: 'CA', businessType: 'fitness' });
      expect(ca.total).toBe(1);
      expect(ca.items[0]!.slice(1)).toEqual([32.7157, -117.1611, 'fitness', 'CA']);
      expect((await store().partners.rows({ status: 'active', text: 'congress' })).total).toBe(1);
      expect((await store().partners.rows({ status: 'active', bbox: { minLng: -98, minLat: 30, maxLng: -97.5, maxLat: 30.3 } })).total).toBe(3);
      const page = await store().partners.rows({ status: 'active', offset: 6, limit: 5 });
      expect(page.total).toBe(8);
      expect(page.items.map((r) => r[0])).toEqual(listed.slice(6).map((p) => p.id));
    });

    it('stats: counted by the store, the same as the rows would give (rounded bounds, null when none)', async () => {
      await store().partners.create(partner({ businessName: 'Precise Place', address: '7 Oak Ln', latitude: 30.123456789, longitude: -97.987654321 }));
      await seeded();
      expect(await store().partners.stats({ status: 'active' })).toEqual({ totalPartners: 8, states: 2, businessTypes: 5, bounds: [-122.4211, 29.7604, -95.3698, 37.7599] });
      expect(await store().partners.stats({ status: 'active', state: 'CA' })).toEqual({ totalPartners: 2, states: 1, businessTypes: 2, bounds: [-122.4211, 32.7157, -117.1611, 37.7599] });
      expect(await store().partners.stats({ status: 'active', text: 'oak' })).toEqual({ totalPartners: 1, states: 1, businessTypes: 1, bounds: [-97.98765, 30.12346, -97.98765, 30.12346] });
      expect(await store().partners.stats({ status: 'active', bbox: { minLng: -98, minLat: 30, maxLng: -97.5, maxLat: 30.3 } })).toMatchObject({ totalPartners: 3 });
      expect(await store().partners.stats({ status: 'active', state: 'NY' })).toEqual({ totalPartners: 0, states: 0, businessTypes: 0, bounds: null });
    });

    it('sees partners created after an earlier search (no stale index)', async () => {
      await seeded();
      expect((await store().partners.search({ status: 'active', state: 'CA' })).total).toBe(2);
      expect((await store().partners.rows({ status: 'active' })).total).toBe(7);
      const added = await store().partners.create(partner({ businessName: 'New Neighbour', state: 'CA', city: 'San Diego', latitude: 32.72, longitude: -117.16 }));
      expect((await store().partners.search({ status: 'active', state: 'CA' })).total).toBe(3);
      expect((await store().partners.rows({ status: 'active' })).items.map((r) => r[0])).toContain(added.id);
      expect((await store().partners.search({ bbox: { minLng: -117.2, minLat: 32.7, maxLng: -117.1, maxLat: 32.8 } })).total).toBe(2);
    });

    it('nearest first sees partners created after an earlier search', async () => {
      await seeded();
      await store().partners.search({ near: { latitude: 32.72, longitude: -117.16 }, limit: 1 });
      const added = await store().partners.create(partner({ businessName: 'New Neighbour', state: 'CA', city: 'San Diego', latitude: 32.72, longitude: -117.16 }));
      const nearest = await store().partners.search({ near: { latitude: 32.72, longitude: -117.16 }, limit: 1 });
      expect(nearest.items[0]!.id).toBe(added.id);
    });
  });

  describe('PartnerStore adminPage (the admin partners list, issue #27)', () => {
    // Names sort the same under locale and binary order; equal ones are told apart by id.
    const listed = [
      partner({ businessName: 'Beach Bar', state: 'CA', city: 'San Diego' }),
      partner({ businessName: 'Closed Diner', status: 'inactive' }),
      partner({ businessName: 'Twin', city: 'Austin' }),
      partner({ businessName: 'Twin', city: 'Austin' }),
      partner({ businessName: 'Twin', city: 'Austin', status: 'inactive' }),
      partner({ businessName: 'Alpha Hotel', city: 'Dallas' }),
    ];
    const walk = async (search: { status?: 'active' | 'inactive'; state?: string; text?: string; limit: number }, meanwhile?: () => Promise<unknown>) => {
      const seen: string[] = [];
      let page = await store().partners.adminPage(search);
      for (;;) {
        seen.push(...page.items.map((p) => p.id));
        if (meanwhile) await meanwhile();
        if (!page.next) return { seen, last: page };
        page = await store().partners.adminPage({ ...search, position: { direction: 'next', key: page.next } });
      }
    };

    it('lists whole partners of any status in list() order, a page at a time, with a bounded total', async () => {
      await store().partners.createMany(listed);
      const all = await store().partners.list();
      const first = await store().partners.adminPage({ limit: 4 });
      expect(first.items).toEqual(all.slice(0, 4));
      expect(first).toMatchObject({ total: 6, totalCapped: false });
      expect(first.prev).toBeUndefined();
      const p = all[3]!;
      expect(first.next).toEqual([p.state, p.city, p.businessName, p.id]);
      const second = await store().partners.adminPage({ limit: 4, position: { direction: 'next', key: first.next! } });
      expect(second.items).toEqual(all.slice(4));
      expect(second.next).toBeUndefined();
      const back = await store().partners.adminPage({ limit: 4, position: { direction: 'prev', key: second.prev! } });
      expect(back.items).toEqual(first.items);
      expect(back.prev).toBeUndefined();
    });

    it('keeps its filters (status, state, text) across pages', async () => {
      await store().partners.createMany(listed);
      const ids = async (search: { status?: 'active' | 'inactive'; state?: string; text?: string }) => (await walk({ ...search, limit: 1 })).seen;
      const names = async (search: { status?: 'active' | 'inactive'; state?: string; text?: string }) => {
        const byId = new Map((await store().partners.list()).map((p) => [p.id, p.businessName]));
        return (await ids(search)).map((id) => byId.get(id));
      };
      expect(await names({ status: 'inactive' })).toEqual(['Closed Diner', 'Twin']);
      expect(await names({ state: 'CA' })).toEqual(['Beach Bar']);
      expect(await names({ text: 'twin', status: 'active' })).toEqual(['Twin', 'Twin']);
      expect((await store().partners.adminPage({ text: 'twin', limit: 1 })).total).toBe(3);
    });

    it('never repeats or skips a partner when partners are added between pages, forward or back', async () => {
      await store().partners.createMany(listed);
      const before = (await store().partners.list()).map((p) => p.id);
      let n = 0;
      const { seen, last } = await walk({ limit: 2 }, () => store().partners.create(partner({ businessName: 'Twin', city: n++ % 2 ? 'Austin' : 'Abilene' })));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => before.includes(id))).toEqual(before);
      const now = (await store().partners.list()).map((p) => p.id);
      expect(seen).toEqual(now.filter((id) => seen.includes(id)));
      const back: string[] = [];
      let up = last;
      while (up.prev) {
        up = await store().partners.adminPage({ limit: 2, position: { direction: 'prev', key: up.prev } });
        back.unshift(...up.items.map((p) => p.id));
      }
      expect(back).toEqual(now.slice(0, now.indexOf(last.items[0]!.id)));
    });
  });
}
