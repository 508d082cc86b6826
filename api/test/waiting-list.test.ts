import { COVERAGE_MESSAGES, COVERAGE_RADIUS_MILES, LEAD_HONEYPOT_FIELD, WAITING_LIST_ADMIN_MAX } from '@powernest/domain';
import type { FastifyInstance } from 'fastify';
import { createStaff, login, postJson } from './admin-support';
import { useTestApp } from './helper';

/** An active partner in downtown Austin (the city table's centre of Austin, TX). */
const austinPartner = {
  businessName: 'Congress Avenue Coffee',
  address: '500 Congress Ave',
  city: 'Austin',
  state: 'TX',
  businessType: 'restaurant',
  contactPerson: 'Ana Ruiz',
  email: 'ana@example.com',
  phone: '512-555-0100',
  latitude: 30.2672,
  longitude: -97.7431,
};

const coverage = (app: FastifyInstance, place: string) => app.inject({ url: `/api/coverage?place=${encodeURIComponent(place)}` });
const join = (app: FastifyInstance, body: object, remoteAddress?: string) => postJson(app, '/api/waiting-list', body, {}, remoteAddress);

describe('GET /api/coverage', () => {
  const app = useTestApp();

  it('finds a partner within the radius of a city and of a ZIP code, with the nearest distance in miles', async () => {
    await app().store.partners.create(austinPartner);
    const city = await coverage(app(), 'austin,  tx');
    expect(city.statusCode).toBe(200);
    expect(city.json()).toEqual({
      success: true,
      place: { area: 'Austin, TX', city: 'Austin', state: 'TX', latitude: 30.2672, longitude: -97.7431 },
      covered: true,
      radiusMiles: COVERAGE_RADIUS_MILES,
      nearestMiles: 0,
      outcome: 'partner-near',
    });
    const zip = (await coverage(app(), '78701')).json();
    expect(zip).toMatchObject({ covered: true, place: { area: 'Austin, TX', zipCode: '78701' } });
    expect(zip.nearestMiles).toBeGreaterThan(0);
    expect(zip.nearestMiles).toBeLessThan(1);
  });

  it('says a place beyond the radius is not covered, and gives the distance to the nearest partner', async () => {
    await app().store.partners.create(austinPartner);
    // San Antonio is about 74 miles from Austin; Marfa is not in the city table, only in the ZIP registry.
    const far = (await coverage(app(), 'San Antonio, TX')).json();
    expect(far).toMatchObject({ covered: false, place: { area: 'San Antonio, TX' } });
    expect(far.nearestMiles).toBeGreaterThan(COVERAGE_RADIUS_MILES);
    expect((await coverage(app(), 'Marfa, TX')).json()).toMatchObject({ covered: false, place: { area: 'Marfa, TX' } });
  });

  it('ignores inactive partners, and answers without a distance when there is no partner at all', async () => {
    await app().store.partners.create({ ...austinPartner, status: 'inactive' });
    const res = (await coverage(app(), 'Austin, TX')).json();
    expect(res.covered).toBe(false);
    expect(res).not.toHaveProperty('nearestMiles');
  });

  it('answers 400 with the place message for malformed and unknown places', async () => {
    for (const [place, message] of [
      ['', COVERAGE_MESSAGES.placeRequired],
      ['Austin', COVERAGE_MESSAGES.placeNotFound],
      ['1234', COVERAGE_MESSAGES.placeNotFound],
      ['Atlantis, TX', COVERAGE_MESSAGES.placeNotFound],
      ['00000', COVERAGE_MESSAGES.placeNotFound],
    ]) {
      const res = await coverage(app(), place);
      expect([place, res.statusCode, res.json().fieldErrors?.place]).toEqual([place, 400, message]);
    }
  });
});

describe('POST /api/waiting-list', () => {
  const app = useTestApp();

  it('stores the sign-up under its area, with the ZIP code and the text typed', async () => {
    const res = await join(app(), { place: '59801', email: 'sam@example.com', businessName: 'Hellgate Books' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, area: 'Missoula, MT' });
    expect(await app().store.waitingList.list()).toEqual([
      expect.objectContaining({ email: 'sam@example.com', businessName: 'Hellgate Books', area: 'Missoula, MT', city: 'Missoula', state: 'MT', zipCode: '59801', requestedArea: '59801', status: 'waiting' }),
    ]);
  });

  it('requires an e-mail and a known place', async () => {
    const noEmail = await join(app(), { place: 'Boise, ID' });
    expect([noEmail.statusCode, noEmail.json().fieldErrors]).toEqual([400, { email: COVERAGE_MESSAGES.emailRequired }]);
    const badEmail = await join(app(), { place: 'Boise, ID', email: 'nope' });
    expect(badEmail.json().fieldErrors).toEqual({ email: 'Invalid email address' });
    const unknown = await join(app(), { place: 'Atlantis, ID', email: 'a@example.com' });
    expect([unknown.statusCode, unknown.json().fieldErrors]).toEqual([400, { place: COVERAGE_MESSAGES.placeNotFound }]);
    const extra = await join(app(), { place: 'Boise, ID', email: 'a@example.com', status: 'served' });
    expect(extra.statusCode).toBe(400);
    expect(await app().store.waitingList.count()).toBe(0);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const res = await join(app(), { place: 'Boise, ID', email: 'bot@example.com', [LEAD_HONEYPOT_FIELD]: 'x' });
    expect([res.statusCode, res.json()]).toEqual([201, { success: true, area: 'Boise, ID' }]);
    expect(await app().store.waitingList.count()).toBe(0);
  });

  it('keeps one entry per e-mail and area: joining again (by ZIP, city or another case) updates it', async () => {
    for (const place of ['Boise, ID', 'boise id', '83702']) {
      expect((await join(app(), { place, email: 'Ana@Example.com', businessName: `Ana's ${place}` })).statusCode).toBe(201);
    }
    await join(app(), { place: 'Boise, ID', email: 'ana@example.com' });
    expect(await app().store.waitingList.list()).toEqual([
      expect.objectContaining({ email: 'Ana@Example.com', area: 'Boise, ID', requestedArea: 'Boise, ID', businessName: "Ana's 83702" }),
    ]);
  });
});

describe('POST /api/waiting-list rate limit', () => {
  const app = useTestApp({ LEADS_RATE_LIMIT_MAX: '3' });

  it('is rate-limited per IP with the lead form budget', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await join(app(), { place: 'Boise, ID', email: `v${i}@example.com` }, '10.0.0.1')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    expect((await join(app(), { place: 'Boise, ID', email: 'other@example.com' }, '10.0.0.2')).statusCode).toBe(201);
  });
});

describe('the admin waiting list', () => {
  const app = useTestApp();

  it('groups the sign-ups by area, and marking an area served changes only its waiting entries, with an audit entry', async () => {
    await join(app(), { place: 'Boise, ID', email: 'first@example.com' });
    await join(app(), { place: 'boise id', email: 'second@example.com', businessName: 'Basque Market' });
    await join(app(), { place: '59801', email: 'sam@example.com' });
    const { cookie } = await login(app());

    const list = await app().inject({ url: '/api/admin/waiting-list', headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('no-store');
    const areas = list.json().areas;
    expect(areas.map((a: { area: string; count: number; status: string }) => [a.area, a.count, a.status])).toEqual([
      ['Boise, ID', 2, 'waiting'],
      ['Missoula, MT', 1, 'waiting'],
    ]);
    expect(areas[0].entries.map((e: { email: string }) => e.email)).toEqual(['first@example.com', 'second@example.com']);
    expect(areas[0].firstAt <= areas[0].lastAt).toBe(true);

    const url = `/api/admin/waiting-list/areas/${encodeURIComponent('Boise, ID')}/served`;
    const served = await app().inject({ method: 'POST', url, headers: { cookie } });
    expect([served.statusCode, served.json()]).toEqual([200, { success: true, area: 'Boise, ID', served: 2 }]);
    const after = (await app().inject({ url: '/api/admin/waiting-list', headers: { cookie } })).json().areas;
    expect(after.map((a: { area: string; status: string; waiting: number }) => [a.area, a.status, a.waiting])).toEqual([
      ['Missoula, MT', 'waiting', 1],
      ['Boise, ID', 'served', 0],
    ]);

    const audit = (await app().inject({ url: '/api/audit-log?action=waiting_list.served', headers: { cookie } })).json().entries;
    expect(audit).toEqual([expect.objectContaining({ resourceType: 'waiting_list_area', resourceId: 'Boise, ID', oldValues: { status: 'waiting', waiting: 2 }, newValues: { status: 'served' } })]);

    const unknown = await app().inject({ method: 'POST', url: `/api/admin/waiting-list/areas/${encodeURIComponent('Fargo, ND')}/served`, headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
  });

  it('reads at most WAITING_LIST_ADMIN_MAX entries, waiting ones first, and says so when there are more', async () => {
    const wl = app().store.waitingList;
    await wl.create({ email: 'done@example.com', area: 'Boise, ID' });
    await wl.markServed('Boise, ID');
    for (let i = 0; i < WAITING_LIST_ADMIN_MAX; i += 1) await wl.create({ email: `w${i}@example.com`, area: i % 2 ? 'Fargo, ND' : 'Missoula, MT' });
    const { cookie } = await login(app());
    const body = (await app().inject({ url: '/api/admin/waiting-list', headers: { cookie } })).json();
    expect(body).toMatchObject({ truncated: true, totalEntries: WAITING_LIST_ADMIN_MAX + 1 });
    // The served entry is the one left out: the waiting ones are what there is to act on. (The
    // two areas' order is the longest waiting first: their first entries may share a millisecond.)
    expect(body.areas.map((a: { area: string; waiting: number }) => [a.area, a.waiting]).sort()).toEqual([
      ['Fargo, ND', WAITING_LIST_ADMIN_MAX / 2],
      ['Missoula, MT', WAITING_LIST_ADMIN_MAX / 2],
    ]);
    // Fewer waiting than the cap: the served entries fill the rest, still at most the cap.
    await wl.markServed('Fargo, ND');
    const after = (await app().inject({ url: '/api/admin/waiting-list', headers: { cookie } })).json();
    expect(after).toMatchObject({ truncated: true, totalEntries: WAITING_LIST_ADMIN_MAX + 1 });
    expect(after.areas[0]).toMatchObject({ area: 'Missoula, MT', waiting: WAITING_LIST_ADMIN_MAX / 2 });
    expect(after.areas.reduce((n: number, a: { count: number }) => n + a.count, 0)).toBe(WAITING_LIST_ADMIN_MAX);
  });

  it('is for the field staff: an analytics user is refused', async () => {
    expect((await app().inject({ url: '/api/admin/waiting-list' })).statusCode).toBe(401);
    const staff = await createStaff(app(), 'numbers', 'analytics_user');
    const { cookie } = await login(app(), 'numbers', staff.password);
    expect((await app().inject({ url: '/api/admin/waiting-list', headers: { cookie } })).statusCode).toBe(403);
    const res = await app().inject({ method: 'POST', url: '/api/admin/waiting-list/areas/Boise%2C%20ID/served', headers: { cookie } });
    expect(res.statusCode).toBe(403);
  });
});
