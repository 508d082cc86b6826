// Where PowerNest serves (issue #44): the team's service areas, the coverage check's four
// answers, and the waiting list told by e-mail, in the language each entry joined in, when its
// area opens (by a change or on its launch date), once.
import { SERVICE_AREA_MESSAGES } from '@powernest/domain';
import type { FastifyInstance } from 'fastify';
import { createStaff, login, postJson } from './admin-support';
import { jsonHeaders, shortLead } from './fixtures';
import { useTestApp } from './helper';

const app = useTestApp();

const coverage = (place: string) => app().inject({ url: `/api/coverage?place=${encodeURIComponent(place)}` }).then((r) => r.json());
const join = (body: object) => postJson(app(), '/api/waiting-list', body);
const create = (body: object, cookie: string) => postJson(app(), '/api/admin/service-areas', body, { cookie });
const change = (id: string, body: object, cookie: string) =>
  app().inject({ method: 'PATCH', url: `/api/admin/service-areas/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(body) });

async function operations(instance: FastifyInstance) {
  await createStaff(instance, 'olga', 'operations_admin');
  return (await login(instance, 'olga', 'staff-password-1')).cookie;
}

/** The e-mails that told waiting-list entries their area opened. */
async function areaOpenEmails() {
  return (await app().store.outbox.list()).filter((m) => m.kind === 'area-open');
}

describe('the team keeps the service areas', () => {
  it('adds a city, a ZIP code and a whole state; coming soon unless said; every change audited', async () => {
    const cookie = await operations(app());
    const denver = await create({ areaName: 'Denver Metro', state: 'co', city: 'Denver', launchDate: '2027-03-01' }, cookie);
    expect(denver.statusCode).toBe(201);
    expect(denver.json()).toMatchObject({ success: true, area: { areaName: 'Denver Metro', state: 'CO', city: 'Denver', kind: 'city', status: 'coming-soon', isActive: false, comingSoon: true, launchDate: '2027-03-01', waiting: 0, told: 0, version: 0 } });
    expect((await create({ areaName: 'Downtown Boise', state: 'ID', zipCode: '83702', status: 'active' }, cookie)).json().area).toMatchObject({ kind: 'zip', status: 'active' });
    expect((await create({ areaName: 'Nevada', state: 'NV', status: 'retired' }, cookie)).json().area).toMatchObject({ kind: 'state', status: 'retired' });

    const list = await app().inject({ url: '/api/admin/service-areas', headers: { cookie } });
    expect(list.json().areas.map((a: { areaName: string }) => a.areaName)).toEqual(['Denver Metro', 'Downtown Boise', 'Nevada']);
    // Visitors see the served and coming-soon ones, with where to mark them.
    const open = (await app().inject({ url: '/api/service-areas' })).json().areas;
    expect(open).toEqual([
      { areaName: 'Denver Metro', state: 'CO', city: 'Denver', kind: 'city', status: 'coming-soon', launchDate: '2027-03-01', latitude: expect.any(Number), longitude: expect.any(Number) },
      { areaName: 'Downtown Boise', state: 'ID', zipCode: '83702', kind: 'zip', status: 'active', latitude: expect.any(Number), longitude: expect.any(Number) },
    ]);
    const audit = await app().store.auditLog.list({ resourceType: 'service_area' });
    expect(audit.map((e) => e.action).sort()).toEqual(['service_area.create', 'service_area.create', 'service_area.create', 'service_area.open']);
  });

  it('refuses a bad area with the messages the form shows, and keeps nothing', async () => {
    const cookie = await operations(app());
    const cases: [object, Record<string, string>][] = [
      [{ areaName: ' ', state: '' }, { areaName: SERVICE_AREA_MESSAGES.areaName, state: SERVICE_AREA_MESSAGES.state }],
      [{ state: 'TX' }, { areaName: SERVICE_AREA_MESSAGES.areaName }],
      [{ areaName: 'X', state: 'ZZ' }, { state: SERVICE_AREA_MESSAGES.stateCode }],
      [{ areaName: 'X', state: 'TX', city: 'Austin', zipCode: '78701' }, { zipCode: SERVICE_AREA_MESSAGES.cityOrZip }],
      [{ areaName: 'X', state: 'TX', zipCode: '7870' }, { zipCode: SERVICE_AREA_MESSAGES.zipCode }],
      [{ areaName: 'X', state: 'TX', status: 'active', launchDate: '2027-03-01' }, { launchDate: SERVICE_AREA_MESSAGES.launchOnlyComingSoon }],
      [{ areaName: 'X', state: 'TX', launchDate: '2027-02-30' }, { launchDate: SERVICE_AREA_MESSAGES.launchDate }],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await create(body, cookie);
      expect([res.statusCode, res.json().fieldErrors]).toEqual([400, fieldErrors]);
    }
    expect(await app().store.serviceAreas.list()).toEqual([]);
  });

  it('lets the staff read the areas; only partner managers change them', async () => {
    await createStaff(app(), 'sam', 'sales_admin');
    const sales = (await login(app(), 'sam', 'staff-password-1')).cookie;
    expect((await app().inject({ url: '/api/admin/service-areas', headers: { cookie: sales } })).statusCode).toBe(200);
    expect((await create({ areaName: 'Austin', state: 'TX', city: 'Austin' }, sales)).statusCode).toBe(403);
    expect((await app().inject({ url: '/api/admin/service-areas' })).statusCode).toBe(401);
  });

  it('changes an area at the version read: a stale edit gets 409 with the area as it is', async () => {
    const cookie = await operations(app());
    const { id } = (await create({ areaName: 'Austin', state: 'TX', city: 'Austin' }, cookie)).json().area;
    const renamed = await change(id, { version: 0, areaName: 'Austin Metro', state: 'TX', city: 'Austin' }, cookie);
    expect(renamed.json().area).toMatchObject({ areaName: 'Austin Metro', version: 1 });
    const stale = await change(id, { version: 0, areaName: 'Stale', state: 'TX', city: 'Austin' }, cookie);
    expect([stale.statusCode, stale.json().area.areaName]).toEqual([409, 'Austin Metro']);
    expect((await change('00000000-0000-4000-8000-000000000000', { version: 0, areaName: 'X', state: 'TX' }, cookie)).statusCode).toBe(404);
  });
});

describe('the coverage check answers in four ways', () => {
  it('a partner near; an area served (apply now); an area coming on a date (join the list); not yet', async () => {
    const cookie = await operations(app());
    await app().store.partners.create({ businessName: 'Congress Avenue Coffee', address: '500 Congress Ave', city: 'Austin', state: 'TX', businessType: 'restaurant', contactPerson: 'Ana Ruiz', email: 'ana@example.com', phone: '512-555-0100', latitude: 30.2672, longitude: -97.7431 });
    await create({ areaName: 'Boise', state: 'ID', city: 'Boise', status: 'active' }, cookie);
    await create({ areaName: 'Denver Metro', state: 'CO', city: 'Denver', launchDate: '2027-03-01' }, cookie);
    await create({ areaName: 'Nevada', state: 'NV', status: 'retired' }, cookie);
    expect(await coverage('Austin, TX')).toMatchObject({ covered: true, outcome: 'partner-near' });
    expect(await coverage('83702')).toMatchObject({ covered: false, outcome: 'served', serviceArea: { areaName: 'Boise', status: 'active' } });
    expect(await coverage('Denver, CO')).toMatchObject({ covered: false, outcome: 'coming-soon', serviceArea: { areaName: 'Denver Metro', status: 'coming-soon', launchDate: '2027-03-01' } });
    // A retired area serves nobody.
    const reno = await coverage('Reno, NV');
    expect(reno).toMatchObject({ covered: false, outcome: 'not-yet' });
    expect(reno).not.toHaveProperty('serviceArea');
  });
});

describe('an area that opens tells its waiting list', () => {
  async function threeWaitingInDenver() {
    await join({ place: '80202', email: 'ana@example.com', businessName: 'Ana’s Bakery', language: 'es-US' });
    await join({ place: 'Denver, CO', email: 'bo@example.com' });
    await join({ place: 'denver co', email: 'cy@example.com', language: 'en-US' });
    await join({ place: 'Boise, ID', email: 'far@example.com' });
  }

  it('activated: 3 e-mails (one in Spanish), the entries served, the team sees who was told; a second activation sends nothing', async () => {
    const cookie = await operations(app());
    await threeWaitingInDenver();
    const { id } = (await create({ areaName: 'Denver Metro', state: 'CO', city: 'Denver', launchDate: '2027-03-01' }, cookie)).json().area;
    expect((await app().inject({ url: '/api/admin/service-areas', headers: { cookie } })).json().areas[0]).toMatchObject({ waiting: 3, told: 0 });

    const opened = await change(id, { version: 0, areaName: 'Denver Metro', state: 'CO', city: 'Denver', status: 'active' }, cookie);
    expect(opened.json()).toMatchObject({ area: { status: 'active', waiting: 0, told: 3 }, launch: { served: 3, emailed: 3, capped: 0 } });
    const emails = await areaOpenEmails();
    expect(emails.map((m) => [m.to, m.templateParams.language, m.templateParams.subject]).sort()).toEqual([
      ['ana@example.com', 'es-US', 'PowerNest ya está en Denver Metro'],
      ['bo@example.com', 'en-US', 'PowerNest is now in Denver Metro'],
      ['cy@example.com', 'en-US', 'PowerNest is now in Denver Metro'],
    ]);
    const spanish = emails.find((m) => m.to === 'ana@example.com')!;
    expect(spanish.templateParams.text).toContain('/es/partnership-application');
    // Nothing the stranger typed reaches the inbox.
    expect(spanish.templateParams.text).not.toContain('Ana’s Bakery');

    const list = (await app().inject({ url: '/api/admin/waiting-list', headers: { cookie } })).json();
    const denver = list.areas.find((a: { area: string }) => a.area === 'Denver, CO');
    expect(denver.entries.map((e: { email: string; status: string; servedBy: string; notice?: { delivery: string } }) => [e.email, e.status, e.servedBy, e.notice?.delivery])).toEqual([
      ['ana@example.com', 'served', 'Denver Metro', 'recorded'],
      ['bo@example.com', 'served', 'Denver Metro', 'recorded'],
      ['cy@example.com', 'served', 'Denver Metro', 'recorded'],
    ].map(([email, status, by, delivery]) => [email, status, by, expect.stringMatching(`^(${delivery}|queued)$`)]));
    expect(list.areas.find((a: { area: string }) => a.area === 'Boise, ID')).toMatchObject({ waiting: 1 });

    // Retired and opened again: nobody is waiting any more, nothing is sent.
    await change(id, { version: 1, areaName: 'Denver Metro', state: 'CO', city: 'Denver', status: 'retired' }, cookie);
    const again = await change(id, { version: 2, areaName: 'Denver Metro', state: 'CO', city: 'Denver', status: 'active' }, cookie);
    expect(again.json().launch).toEqual({ served: 0, emailed: 0, capped: 0 });
    expect(await areaOpenEmails()).toHaveLength(3);
  });

  it('opens on its launch date in the team’s time zone, once, however many instances look', async () => {
    const cookie = await operations(app());
    await threeWaitingInDenver();
    await create({ areaName: 'Denver Metro', state: 'CO', city: 'Denver', launchDate: '2027-03-01' }, cookie);
    // The evening before, in New York (the team's default zone), it is still February.
    expect(await app().openDueAreas(new Date('2027-03-01T04:59:00Z'))).toEqual([]);
    const [first, second] = await Promise.all([app().openDueAreas(new Date('2027-03-01T05:01:00Z')), app().openDueAreas(new Date('2027-03-01T05:01:00Z'))]);
    expect([...first, ...second].map((a) => a.areaName)).toEqual(['Denver Metro']);
    expect((await areaOpenEmails()).map((m) => m.to).sort()).toEqual(['ana@example.com', 'bo@example.com', 'cy@example.com']);
  });

  it('a whole state tells everyone waiting in it; an inbox past its daily share is served but not e-mailed', async () => {
    const cookie = await operations(app());
    for (const city of ['Denver', 'Boulder', 'Aurora', 'Pueblo']) await join({ place: `${city}, CO`, email: 'same@example.com' });
    const res = await create({ areaName: 'Colorado', state: 'CO', status: 'active' }, cookie);
    expect(res.json().launch).toEqual({ served: 4, emailed: 3, capped: 1 });
    expect(await areaOpenEmails()).toHaveLength(3);
  });

  it('keeps the team’s priority on each entry (1 to 5) and lists the highest first', async () => {
    const cookie = await operations(app());
    await threeWaitingInDenver();
    const entries = await app().store.waitingList.list({ area: 'Denver, CO' });
    const last = entries[entries.length - 1]!;
    const patch = (id: string, body: object) => app().inject({ method: 'PATCH', url: `/api/admin/waiting-list/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(body) });
    expect((await patch(last.id, { priorityScore: 5 })).json().entry).toMatchObject({ id: last.id, priorityScore: 5 });
    expect((await patch(last.id, { priorityScore: 6 })).json().fieldErrors).toEqual({ priorityScore: 'Priority score must be a number from 1 to 5' });
    expect((await patch('00000000-0000-4000-8000-000000000000', { priorityScore: 2 })).statusCode).toBe(404);
    const denver = (await app().inject({ url: '/api/admin/waiting-list', headers: { cookie } })).json().areas.find((a: { area: string }) => a.area === 'Denver, CO');
    expect(denver.entries[0]).toMatchObject({ email: last.email, priorityScore: 5 });
    expect((await app().store.auditLog.list({ resourceType: 'waiting_list_entry' })).map((e) => e.action)).toEqual(['waiting_list.priority']);
  });
});

describe('leads know their area', () => {
  it('tags a lead from a served area with it: the desk filters by it, the dashboard counts per area', async () => {
    const cookie = await operations(app());
    await create({ areaName: 'Boise', state: 'ID', city: 'Boise', status: 'active' }, cookie);
    await create({ areaName: 'Denver Metro', state: 'CO', city: 'Denver', launchDate: '2027-03-01' }, cookie);
    const lead = (location: string, businessName: string) => postJson(app(), '/api/leads', { ...shortLead, location, businessName });
    await lead('Boise, ID', 'Boise Bakery');
    // Coming soon is not served yet; a place nobody can find is elsewhere.
    await lead('Denver, CO', 'Denver Deli');
    await lead('Nowhere Special', 'Mystery Shop');
    const { cookie: admin } = await login(app());
    const names = async (area: string) => (await app().inject({ url: `/api/leads?area=${area}`, headers: { cookie: admin } })).json().leads.map((l: { businessName: string; serviceArea?: string }) => [l.businessName, l.serviceArea ?? null]);
    expect(await names('served')).toEqual([['Boise Bakery', 'Boise']]);
    expect((await names('elsewhere')).sort()).toEqual([['Denver Deli', null], ['Mystery Shop', null]]);
    expect((await app().inject({ url: '/api/leads?area=nearby', headers: { cookie: admin } })).json().fieldErrors).toEqual({ area: 'area must be one of served, elsewhere' });
    const analytics = (await app().inject({ url: '/api/analytics', headers: { cookie: admin } })).json().analytics;
    expect(analytics.leadsByArea).toEqual({ areas: [{ area: 'Boise', leads: 1 }], elsewhere: 2 });
  });
});
