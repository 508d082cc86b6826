// GET /api/partners at scale (issue #7): text search, nearest first, viewport, pages and the
// map's compact format, on the memory store with the demo partners plus a few of our own.
import {
  PARTNER_COMPACT_COLUMNS,
  PARTNER_QUERY_MESSAGES,
  distanceKm,
  matchesPartnerSearch,
  type PartnerLocation,
} from '@powernest/domain';
import { compactJson } from '../src/routes/partners/compact';
import { demoPartners } from '../src/seed/demo-partners';
import type { NewPartner } from '../src/store';
import { useTestApp } from './helper';
import { PARTNER_CACHE_CONTROL } from '../src/plugins/app/partner-answers';

type Hit = PartnerLocation & { distanceKm?: number };

const extra: NewPartner[] = [
  {
    businessName: "Joe's (Diner) + Bar.*", address: '900 Main St', city: 'Houston', state: 'TX', businessType: 'restaurant',
    contactPerson: 'Joe Park', email: 'joe@diner.example.com', phone: '(713) 555-0199', latitude: 29.760412345, longitude: -95.369812345,
  },
  {
    businessName: 'Closed Cantina', address: '200 Congress Ave', city: 'Austin', state: 'TX', businessType: 'restaurant',
    contactPerson: 'Ana Ruiz', email: 'ana@cantina.example.com', phone: '(512) 555-0198', latitude: 30.268, longitude: -97.7425, status: 'inactive',
  },
];

describe('GET /api/partners search, near, bbox, pages and compact', () => {
  const app = useTestApp({ SEED_DEMO: 'true' });
  const get = async (query: string) => {
    const res = await app().inject(`/api/partners${query}`);
    return { status: res.statusCode, headers: res.headers, body: res.json() };
  };
  /** Every active partner in list order, as the unfiltered list answers it (the reference). */
  let all: PartnerLocation[];
  beforeEach(async () => {
    await app().store.partners.createMany(extra);
    all = (await get('')).body.partners;
  });
  const activeCount = demoPartners().length + 1;
  const austin = { latitude: 30.2672, longitude: -97.7431 };

  it('keeps the plain answer: every active partner (one page, with total), inactive ones left out', async () => {
    const { status, headers, body } = await get('');
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual(['partners', 'total']);
    expect(body.total).toBe(activeCount);
    expect(body.partners).toHaveLength(activeCount);
    expect(body.partners.map((p: PartnerLocation) => p.businessName)).not.toContain('Closed Cantina');
    expect(headers['cache-control']).toBe(PARTNER_CACHE_CONTROL);
  });

  describe('q (text search)', () => {
    it.each(['austin', 'CAFÉ', '  main st  ', 'hotel', '(diner) +', '.*', 'no such partner'])('matches %j exactly like matchesPartnerSearch', async (q) => {
      const { status, body } = await get(`?q=${encodeURIComponent(q)}`);
      expect(status).toBe(200);
      const expected = all.filter((p) => matchesPartnerSearch(p, q));
      expect(body.partners.map((p: PartnerLocation) => p.id)).toEqual(expected.map((p) => p.id));
    });

    it('finds by city in any case, combined with the state and type filters', async () => {
      const { body } = await get('?q=AUSTIN&state=TX');
      expect(body.partners.length).toBeGreaterThan(0);
      for (const p of body.partners) expect([p.city, p.state]).toEqual(['Austin', 'TX']);
      const typed = (await get('?q=houston&state=TX&businessType=restaurant')).body.partners;
      const expected = all.filter((p) => p.state === 'TX' && p.businessType === 'restaurant' && matchesPartnerSearch(p, 'houston'));
      expect(typed.map((p: PartnerLocation) => p.id)).toEqual(expected.map((p) => p.id));
      expect((await get('?q=houston&state=CA')).body.partners).toEqual([]);
    });

    it('reads pattern characters as literal text, never as a pattern, and blank text as no filter', async () => {
      const names = async (q: string) => (await get(`?q=${encodeURIComponent(q)}`)).body.partners.map((p: PartnerLocation) => p.businessName);
      expect(await names('(diner) + bar.*')).toEqual(["Joe's (Diner) + Bar.*"]);
      expect(await names('.*')).toEqual(["Joe's (Diner) + Bar.*"]);
      expect(await names('(d.ner)')).toEqual([]);
      expect((await get('?q=%20%20')).body.partners).toHaveLength(activeCount);
      expect((await get('?q=')).body.partners).toHaveLength(activeCount);
    });

    it('refuses text over 100 characters', async () => {
      const { status, body } = await get(`?q=${'a'.repeat(101)}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: 'Validation failed', fieldErrors: { q: PARTNER_QUERY_MESSAGES.q } });
    });
  });

  describe('near', () => {
    it('answers the 20 nearest by default, nearest first, with great-circle distanceKm rounded to 0.01, and total', async () => {
      const { status, body } = await get('?near=30.2672,-97.7431');
      expect(status).toBe(200);
      expect(body.total).toBe(activeCount);
      expect(body.partners).toHaveLength(20);
      const expected = all.map((p) => ({ id: p.id, d: distanceKm(austin, p) })).sort((a, b) => a.d - b.d).slice(0, 20);
      expect(body.partners.map((p: Hit) => p.id)).toEqual(expected.map((e) => e.id));
      body.partners.forEach((p: Hit, i: number) => {
        expect(p.distanceKm).toBe(Math.round(expected[i]!.d * 100) / 100);
      });
      expect(body.partners[0].city).toBe('Austin');
      expect(body.partners[0].distanceKm).toBeLessThan(1.5);
      const dallas = (await get('?near=30.2672,-97.7431&businessType=all&state=TX&limit=100')).body.partners.find((p: Hit) => p.city === 'Dallas');
      expect(dallas.distanceKm).toBeGreaterThan(285);
      expect(dallas.distanceKm).toBeLessThan(300);
    });

    it('pages with limit and offset, and applies the filters', async () => {
      const first = (await get('?near=30.2672,-97.7431&limit=10')).body;
      const second = (await get('?near=30.2672,-97.7431&limit=5&offset=5')).body;
      expect(second.partners.map((p: Hit) => p.id)).toEqual(first.partners.slice(5, 10).map((p: Hit) => p.id));
      const ca = (await get('?near=30.2672,-97.7431&state=CA&limit=3')).body;
      expect(ca.total).toBe(all.filter((p) => p.state === 'CA').length);
      expect(ca.partners.every((p: Hit) => p.state === 'CA')).toBe(true);
      const distances = ca.partners.map((p: Hit) => p.distanceKm);
      expect(distances).toEqual([...distances].sort((a, b) => a - b));
    });

    it.each(['91,0', '0,181', 'abc', '30', '30,-97,1', '30;-97', '0x1e,5', '1e2,5', ''])('refuses near=%j', async (near) => {
      const { status, body } = await get(`?near=${encodeURIComponent(near)}`);
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({ near: PARTNER_QUERY_MESSAGES.near });
    });
  });

  describe('bbox', () => {
    it('answers the partners inside a metro box, edges included', async () => {
      const box = [-97.85, 30.15, -97.6, 30.4];
      const { status, body } = await get(`?bbox=${box.join(',')}`);
      expect(status).toBe(200);
      const expected = all.filter((p) => p.longitude >= box[0]! && p.longitude <= box[2]! && p.latitude >= box[1]! && p.latitude <= box[3]!);
      expect(expected.length).toBeGreaterThan(0);
      expect(body.partners.map((p: PartnerLocation) => p.id)).toEqual(expected.map((p) => p.id));
      expect(body.partners.every((p: PartnerLocation) => p.city === 'Austin')).toBe(true);
      // A box whose corner is exactly a partner still holds it.
      const p = expected[0]!;
      const corner = (await get(`?bbox=${p.longitude},${p.latitude},${p.longitude + 1},${p.latitude + 1}`)).body.partners;
      expect(corner.map((x: PartnerLocation) => x.id)).toContain(p.id);
    });

    it('combines with state, type, text, near and pages', async () => {
      const texas = '-106.7,25.8,-93.5,36.5';
      const inTexas = (await get(`?bbox=${texas}`)).body.partners;
      expect(inTexas.length).toBe(all.filter((p) => p.state === 'TX').length);
      const hotels = (await get(`?bbox=${texas}&businessType=hotel&limit=2`)).body;
      expect(hotels.total).toBe(all.filter((p) => p.state === 'TX' && p.businessType === 'hotel').length);
      expect(hotels.partners.length).toBe(Math.min(2, hotels.total));
      const nearest = (await get(`?bbox=${texas}&near=29.76,-95.37&limit=1`)).body.partners[0];
      expect(nearest.city).toBe('Houston');
      // "houston" is a city and a street (E Houston St, San Antonio).
      const searched = (await get(`?bbox=${texas}&q=houston`)).body.partners.map((p: PartnerLocation) => `${p.city}|${p.address}`);
      expect(searched).toEqual(all.filter((p) => p.state === 'TX' && matchesPartnerSearch(p, 'houston')).map((p) => `${p.city}|${p.address}`));
      expect(searched).toContainEqual(expect.stringMatching(/^San Antonio\|.*Houston St/));
    });

    it.each([
      ['-97.85,30.15,-97.6', PARTNER_QUERY_MESSAGES.bboxShape],
      ['a,b,c,d', PARTNER_QUERY_MESSAGES.bboxShape],
      ['-97,30,-96,31,5', PARTNER_QUERY_MESSAGES.bboxShape],
      ['-200,30,-96,31', PARTNER_QUERY_MESSAGES.bboxRange],
      ['-97,-91,-96,31', PARTNER_QUERY_MESSAGES.bboxRange],
      ['-96,30,-97,31', PARTNER_QUERY_MESSAGES.bboxOrder],
      ['-97,31,-96,30', PARTNER_QUERY_MESSAGES.bboxOrder],
      ['-97,30,-97,31', PARTNER_QUERY_MESSAGES.bboxOrder],
    ])('refuses bbox=%s with a clear message', async (bbox, message) => {
      const { status, body } = await get(`?bbox=${bbox}`);
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, error: 'Validation failed', fieldErrors: { bbox: message } });
    });
  });

  describe('limit and offset', () => {
    it('answers a page of the list order with the total of every match', async () => {
      const first = (await get('?limit=10')).body;
      expect(Object.keys(first).sort()).toEqual(['partners', 'total']);
      expect(first.total).toBe(activeCount);
      expect(first.partners.map((p: PartnerLocation) => p.id)).toEqual(all.slice(0, 10).map((p) => p.id));
      const later = (await get('?limit=10&offset=60')).body;
      expect(later.partners.map((p: PartnerLocation) => p.id)).toEqual(all.slice(60, 70).map((p) => p.id));
      expect((await get('?limit=10&offset=1000')).body).toEqual({ partners: [], total: activeCount });
      const tx = (await get('?state=TX&limit=3')).body;
      expect(tx.total).toBe(all.filter((p) => p.state === 'TX').length);
      expect(tx.partners).toHaveLength(3);
      expect((await get('?limit=1000')).body.partners).toHaveLength(activeCount);
    });

    // Each bad query, the field its error is on, and the message.
    const refused: [query: string, field: 'limit' | 'offset', message: string][] = [
      ...['0', '1001', 'abc', '1.5', '-1', '10&limit=20'].map((limit): [string, 'limit', string] => [`?limit=${limit}`, 'limit', PARTNER_QUERY_MESSAGES.limit]),
      ...['-1', 'x'].map((offset): [string, 'offset', string] => [`?limit=10&offset=${offset}`, 'offset', PARTNER_QUERY_MESSAGES.offset]),
      ['?offset=10', 'offset', PARTNER_QUERY_MESSAGES.offsetWithoutLimit],
    ];
    it.each(refused)('refuses %s', async (query, field, message) => {
      const { status, body } = await get(query);
      expect(status).toBe(400);
      expect(body.fieldErrors).toEqual({ [field]: message });
    });
  });

  describe('format=compact', () => {
    it('answers { total, columns, rows } for every active partner, in list order, coordinates to 5 decimals', async () => {
      const res = await app().inject('/api/partners?format=compact');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers['cache-control']).toBe(PARTNER_CACHE_CONTROL);
      const body = res.json();
      expect(Object.keys(body)).toEqual(['total', 'columns', 'rows']);
      expect(body.columns).toEqual(['id', 'latitude', 'longitude', 'businessType', 'state']);
      expect(body.columns).toEqual([...PARTNER_COMPACT_COLUMNS]);
      expect(body.total).toBe(activeCount);
      expect(body.rows).toEqual(
        all.map((p) => [p.id, Math.round(p.latitude * 1e5) / 1e5, Math.round(p.longitude * 1e5) / 1e5, p.businessType, p.state]),
      );
      const joe = all.find((p) => p.city === 'Houston' && p.businessName.startsWith('Joe'))!;
      expect(body.rows.find((r: unknown[]) => r[0] === joe.id)).toEqual([joe.id, 29.76041, -95.36981, 'restaurant', 'TX']);
      // Plain JSON, byte for byte, and much smaller than the full list.
      expect(res.body).toBe(JSON.stringify(body));
      expect(res.body.length).toBeLessThan(JSON.stringify({ partners: all }).length / 3);
    });

    it('applies state, businessType, q and bbox, and pages with limit/offset', async () => {
      const ids = async (query: string) => (await get(`?format=compact&${query}`)).body.rows.map((r: unknown[]) => r[0]);
      const idsOf = (list: PartnerLocation[]) => list.map((p) => p.id);
      expect(await ids('state=CA')).toEqual(idsOf(all.filter((p) => p.state === 'CA')));
      expect(await ids('businessType=fitness&state=all')).toEqual(idsOf(all.filter((p) => p.businessType === 'fitness')));
      expect(await ids('q=coffee')).toEqual(idsOf(all.filter((p) => matchesPartnerSearch(p, 'coffee'))));
      expect(await ids('bbox=-125,32,-114,42')).toEqual(idsOf(all.filter((p) => p.state === 'CA')));
      const page = (await get('?format=compact&limit=5&offset=5')).body;
      expect(page.total).toBe(activeCount);
      expect(page.rows.map((r: unknown[]) => r[0])).toEqual(idsOf(all.slice(5, 10)));
      expect((await get('?format=full&limit=1')).body.partners).toHaveLength(1);
    });

    it('refuses near with compact, and unknown formats', async () => {
      expect((await get('?format=compact&near=30,-97')).body.fieldErrors).toEqual({ near: PARTNER_QUERY_MESSAGES.nearCompact });
      const bad = await get('?format=csv');
      expect(bad.status).toBe(400);
      expect(bad.body.fieldErrors).toEqual({ format: PARTNER_QUERY_MESSAGES.format });
    });
  });

  it('still refuses unknown parameters, listing each', async () => {
    const { status, body } = await get('?near=30,-97&radius=5&sort=name');
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ radius: 'Unknown field', sort: 'Unknown field' });
  });

  it('shows a partner added after an earlier answer (straight into the store, as another instance would: once the 10 s cache of map rows ends)', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'setTimeout', 'setInterval', 'queueMicrotask', 'hrtime', 'performance'] });
    const before = (await get('?format=compact&state=AL')).body.total;
    await app().store.partners.create({ ...extra[0]!, businessName: 'Fresh Start Café', city: 'Birmingham', state: 'AL', latitude: 33.52, longitude: -86.81 });
    expect((await get('?format=compact&state=AL')).body.total).toBe(before);
    jest.setSystemTime(Date.now() + 10_000);
    expect((await get('?format=compact&state=AL')).body.total).toBe(before + 1);
    jest.useRealTimers();
    expect((await get('?near=33.52,-86.81&limit=1')).body.partners[0].businessName).toBe('Fresh Start Café');
  });
});

describe('compact JSON text', () => {
  it('is exactly what JSON.stringify writes, for shared frozen rows (cached) and fresh rows', () => {
    const rows = [
      Object.freeze(['a"b\\c', 30.12345, -97.1, 'hotel', 'TX'] as const),
      Object.freeze(['é\u2028☃', 0, -0, 'other', 'AL'] as const),
    ];
    const expected = JSON.stringify({ total: 7, columns: PARTNER_COMPACT_COLUMNS, rows });
    expect(compactJson(7, rows)).toBe(expected);
    expect(compactJson(7, rows)).toBe(expected); // second time from the cache
    expect(compactJson(7, rows.map((r) => [...r] as const))).toBe(expected);
    expect(compactJson(0, [])).toBe('{"total":0,"columns":["id","latitude","longitude","businessType","state"],"rows":[]}');
  });
});
