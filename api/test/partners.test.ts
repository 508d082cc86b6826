import { BUSINESS_TYPES, LOCATOR_STATES } from '@powernest/domain';
import { demoPartners } from '../src/seed/demo-partners';
import { US_CITIES } from '../src/places/us-cities';
import { buildApp } from '../src';
import { testConfig, useTestApp } from './helper';

type PartnerJson = { id: string; state: string; businessType: string; city: string; latitude: number; longitude: number };

describe('GET /api/partners (seeded demo data)', () => {
  const app = useTestApp({ SEED_DEMO: 'true' });
  const get = async (query = '') => {
    const res = await app().inject(`/api/partners${query}`);
    return { status: res.statusCode, body: res.json() };
  };

  it('lists every active partner with the locator fields and coordinates only', async () => {
    const { status, body } = await get();
    expect(status).toBe(200);
    expect(body.partners.length).toBe(demoPartners().length);
    expect(Object.keys(body.partners[0]).sort()).toEqual(
      ['id', 'businessName', 'businessType', 'address', 'city', 'state', 'contactPerson', 'phone', 'email', 'latitude', 'longitude'].sort(),
    );
  });

  it('treats "all" like no filter', async () => {
    const all = await get('?state=all&businessType=all');
    expect(all.body.partners.length).toBe((await get()).body.partners.length);
  });

  it.each(LOCATOR_STATES.map((s) => [s]))('filters by state %s', async (state) => {
    const { body } = await get(`?state=${state}`);
    expect(body.partners.length).toBeGreaterThan(0);
    expect(body.partners.every((p: PartnerJson) => p.state === state)).toBe(true);
  });

  it.each(BUSINESS_TYPES.map((t) => [t]))('filters by business type %s', async (type) => {
    const { body } = await get(`?businessType=${type}`);
    expect(body.partners.length).toBeGreaterThan(0);
    expect(body.partners.every((p: PartnerJson) => p.businessType === type)).toBe(true);
  });

  it('combines both filters', async () => {
    const { body } = await get('?state=TX&businessType=restaurant');
    const expected = demoPartners().filter((p) => p.state === 'TX' && p.businessType === 'restaurant').length;
    expect(body.partners).toHaveLength(expected);
  });

  it.each([
    ['?state=ZZ', 'state'],
    ['?state=tx', 'state'],
    ['?businessType=spaceport', 'businessType'],
    ['?state=TX&businessType=', 'businessType'],
  ])('refuses %s with 400', async (query, field) => {
    const { status, body } = await get(query);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.error).toBe('Validation failed');
    expect(Object.keys(body.fieldErrors)).toEqual([field]);
  });

  it('refuses unknown query parameters', async () => {
    const { status, body } = await get('?city=Austin');
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({ city: 'Unknown field' });
  });

  it('does not seed twice when partners exist', async () => {
    const before = await app().store.partners.count();
    // A restart on the same (persistent) store:
    const restarted = await buildApp(testConfig({ SEED_DEMO: 'true' }), { logger: false, store: app().store });
    await restarted.ready();
    expect(await app().store.partners.count()).toBe(before);
    await restarted.close();
  });
});

describe('GET /api/partners without demo data', () => {
  const app = useTestApp({ SEED_DEMO: 'false' });
  it('answers an empty list', async () => {
    const res = await app().inject('/api/partners');
    expect(res.json()).toEqual({ partners: [], total: 0 });
  });
});

describe('demo partners', () => {
  const partners = demoPartners();

  it('has at least 60, covering every locator state and every business type', () => {
    expect(partners.length).toBeGreaterThanOrEqual(60);
    expect(new Set(partners.map((p) => p.state))).toEqual(new Set(LOCATOR_STATES));
    expect(new Set(partners.map((p) => p.businessType))).toEqual(new Set(BUSINESS_TYPES));
  });

  it('is the same on every call (deterministic)', () => {
    expect(demoPartners()).toEqual(partners);
  });

  it('puts each partner within ~1.5 km of its real city centre', () => {
    for (const p of partners) {
      const city = US_CITIES.find((c) => c.city === p.city && c.state === p.state)!;
      expect(Math.abs(p.latitude - city.latitude)).toBeLessThanOrEqual(0.01);
      expect(Math.abs(p.longitude - city.longitude)).toBeLessThanOrEqual(0.01);
    }
    const austin = partners.find((p) => p.city === 'Austin')!;
    expect(austin.latitude).toBeCloseTo(30.27, 1);
    expect(austin.longitude).toBeCloseTo(-97.74, 1);
  });

  it('uses fictional 555-01xx phone numbers, example.com e-mails and unique name+city pairs', () => {
    for (const p of partners) {
      expect(p.phone).toMatch(/^\(\d{3}\) 555-01\d{2}$/);
      expect(p.email).toMatch(/^[a-z]+@[a-z0-9-]+\.example\.com$/);
    }
    expect(new Set(partners.map((p) => `${p.businessName}|${p.city}`)).size).toBe(partners.length);
  });
});
