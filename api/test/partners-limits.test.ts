// Issue #13 finding 8: GET /api/partners without `limit` returned every partner with contact
// details, without a rate limit; at 100,000 partners a few clients starved the whole API.
import { gunzipSync } from 'node:zlib';
import { PARTNER_COMPACT_LIMIT_MAX, PARTNER_LIMIT_MAX } from '@powernest/domain';
import type { NewPartner } from '../src/store';
import { login } from './admin-support';
import { jsonHeaders } from './fixtures';
import { buildTestApp, useTestApp } from './helper';

const partner = (i: number): NewPartner => ({
  businessName: `Kiosk Café ${i}`,
  address: `${i} Main St`,
  city: 'Austin',
  state: 'TX',
  businessType: 'restaurant',
  contactPerson: 'Pat',
  email: `pat${i}@example.com`,
  phone: '555-0100',
  latitude: 30 + (i % 100) / 1000,
  longitude: -97 - (i % 100) / 1000,
  dateInstalled: new Date('2026-01-01'),
});

describe('GET /api/partners, bounded', () => {
  const app = useTestApp({ SEED_DEMO: 'false' });
  beforeEach(async () => {
    await app().store.partners.createMany(Array.from({ length: PARTNER_LIMIT_MAX + 500 }, (_, i) => partner(i)));
  });

  it('answers at most one page of PARTNER_LIMIT_MAX partners with contact details, with the total', async () => {
    const res = await app().inject('/api/partners');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.partners).toHaveLength(PARTNER_LIMIT_MAX);
    expect(body.total).toBe(PARTNER_LIMIT_MAX + 500);
    expect((await app().inject(`/api/partners?limit=${PARTNER_LIMIT_MAX + 1}`)).statusCode).toBe(400);
    const last = (await app().inject(`/api/partners?limit=${PARTNER_LIMIT_MAX}&offset=${PARTNER_LIMIT_MAX}`)).json();
    expect(last.partners).toHaveLength(500);
  });

  it('answers at most PARTNER_COMPACT_LIMIT_MAX compact rows, with the true total', async () => {
    const more = PARTNER_COMPACT_LIMIT_MAX - PARTNER_LIMIT_MAX;
    await app().store.partners.createMany(Array.from({ length: more }, (_, i) => partner(PARTNER_LIMIT_MAX + 500 + i)));
    const body = (await app().inject('/api/partners?format=compact')).json();
    expect([body.rows.length, body.total]).toEqual([PARTNER_COMPACT_LIMIT_MAX, PARTNER_COMPACT_LIMIT_MAX + 500]);
  });

  it('serves the map rows compressed, from one answer made once', async () => {
    const plain = await app().inject('/api/partners?format=compact');
    const zipped = await app().inject({ url: '/api/partners?format=compact', headers: { 'accept-encoding': 'gzip, br' } });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('accept-encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.json()).toMatchObject({ total: PARTNER_LIMIT_MAX + 500 });
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  });

  it('takes a change made by an admin into the map rows at once', async () => {
    const before = (await app().inject('/api/partners?format=compact&state=TX')).json();
    const [id] = before.rows[0];
    const { cookie } = await login(app());
    const res = await app().inject({ method: 'PATCH', url: `/api/admin/partners/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify({ status: 'inactive' }) });
    expect(res.statusCode).toBe(200);
    const after = (await app().inject('/api/partners?format=compact&state=TX')).json();
    expect(after.total).toBe(before.total - 1);
    expect(after.rows.map((r: unknown[]) => r[0])).not.toContain(id);
  });
});

describe('GET /api/partners rate limit', () => {
  it('refuses an IP over PARTNERS_RATE_LIMIT_MAX a minute with 429; another IP is answered', async () => {
    const app = await buildTestApp({ SEED_DEMO: 'false', PARTNERS_RATE_LIMIT_MAX: '3' });
    try {
      const from = (remoteAddress: string) => app.inject({ url: '/api/partners?format=compact', remoteAddress });
      for (let i = 0; i < 3; i += 1) expect((await from('203.0.113.40')).statusCode).toBe(200);
      const refused = await from('203.0.113.40');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, error: 'Too many requests. Please try again later.' });
      expect((await from('203.0.113.41')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
