import type { FastifyInstance } from 'fastify';
import { createStaff, login, postJson } from './admin-support';
import { fullLead, jsonHeaders, shortLead } from './fixtures';
import { useTestApp } from './helper';

const send = (app: FastifyInstance, method: 'POST' | 'PATCH', url: string, payload: unknown, cookie: string) =>
  app.inject({ method, url, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(payload) });

/** A lead moved along the whole pipeline to installed, as the team would. */
async function installedLead(app: FastifyInstance, cookie: string, lead: object = fullLead): Promise<number> {
  const id = (await postJson(app, '/api/leads', lead)).json().lead.id as number;
  let version = 0;
  for (const status of ['contacted', 'qualified', 'site_visit_scheduled', 'installed']) {
    const res = await send(app, 'PATCH', `/api/leads/${id}`, { version, status }, cookie);
    expect(res.statusCode).toBe(200);
    version = res.json().lead.version;
  }
  return id;
}

/** What the public locator finds for a text search. */
async function onLocator(app: FastifyInstance, q: string) {
  return (await app.inject({ url: `/api/partners?q=${encodeURIComponent(q)}` })).json().partners as { id: string; latitude: number; longitude: number }[];
}

describe('an installed lead becomes a partner: POST /api/leads/:id/partner', () => {
  const app = useTestApp();

  it('places it at its city from the US city table, shows it on the locator, and links it from the lead', async () => {
    const { cookie } = await login(app());
    const id = await installedLead(app(), cookie);
    const res = await send(app(), 'POST', `/api/leads/${id}/partner`, {}, cookie);
    expect(res.statusCode).toBe(201);
    const partner = res.json().partner;
    expect(partner).toMatchObject({
      businessName: fullLead.businessName,
      contactPerson: fullLead.contactPerson,
      address: fullLead.businessAddress,
      city: 'Austin',
      state: 'TX',
      status: 'active',
      leadId: id,
      latitude: 30.2672,
      longitude: -97.7431,
    });
    expect((await onLocator(app(), fullLead.businessName)).map((p) => p.id)).toEqual([partner.id]);

    const page = (await app().inject({ url: `/api/leads/${id}`, headers: { cookie } })).json();
    expect(page.partner).toEqual({ id: partner.id, status: 'active' });
    expect(page.timeline.at(-1)).toMatchObject({ kind: 'partner', to: 'Austin, TX' });

    const again = await send(app(), 'POST', `/api/leads/${id}/partner`, {}, cookie);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('This lead is already a partner');
  });

  it('asks for the position of a city the table does not know, and takes one entered by hand', async () => {
    const { cookie } = await login(app());
    const id = await installedLead(app(), cookie, { ...shortLead, businessName: 'Marfa Lights Café', location: 'Marfa, TX' });
    // The lead has a location ("Marfa, TX") but no street address: the partner's is asked for.
    const noAddress = await send(app(), 'POST', `/api/leads/${id}/partner`, { latitude: 30.3094, longitude: -104.0206 }, cookie);
    expect([noAddress.statusCode, noAddress.json().fieldErrors]).toEqual([400, { address: 'Address is required' }]);
    const unknown = await send(app(), 'POST', `/api/leads/${id}/partner`, { address: '100 W San Antonio St' }, cookie);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors).toEqual({ latitude: 'No position is known for Marfa, TX: enter its latitude and longitude' });
    const half = await send(app(), 'POST', `/api/leads/${id}/partner`, { latitude: 30.3, address: '100 W San Antonio St' }, cookie);
    expect(half.json().fieldErrors).toEqual({ longitude: 'Enter both latitude and longitude, or neither' });

    const placed = await send(app(), 'POST', `/api/leads/${id}/partner`, { latitude: 30.3094, longitude: -104.0206, address: '100 W San Antonio St' }, cookie);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().partner).toMatchObject({ city: 'Marfa', state: 'TX', address: '100 W San Antonio St', latitude: 30.3094, longitude: -104.0206 });
    expect(await onLocator(app(), 'Marfa Lights')).toHaveLength(1);
  });

  it('refuses a lead that is not installed, an unknown lead, and visitors', async () => {
    const { cookie } = await login(app());
    const id = (await postJson(app(), '/api/leads', shortLead)).json().lead.id;
    const early = await send(app(), 'POST', `/api/leads/${id}/partner`, {}, cookie);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe('Only an installed lead becomes a partner');
    expect((await send(app(), 'POST', '/api/leads/9999/partner', {}, cookie)).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: `/api/leads/${id}/partner`, headers: jsonHeaders, payload: '{}' })).statusCode).toBe(401);
    const staff = await createStaff(app(), 'viewer', 'analytics_user');
    const viewer = await login(app(), 'viewer', staff.password);
    expect((await send(app(), 'POST', `/api/leads/${id}/partner`, {}, viewer.cookie)).statusCode).toBe(403);
  });
});

describe('the partners list: GET and PATCH /api/admin/partners', () => {
  const app = useTestApp();

  it('pages every partner with a search, and edits one; a deactivated partner leaves the locator and comes back', async () => {
    const { cookie } = await login(app());
    const id = await installedLead(app(), cookie);
    const partner = (await send(app(), 'POST', `/api/leads/${id}/partner`, {}, cookie)).json().partner;

    const list = await app().inject({ url: `/api/admin/partners?q=${encodeURIComponent('blue door')}&pageSize=10`, headers: { cookie } });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ success: true, total: 1, totalCapped: false, pageSize: 10, partners: [{ id: partner.id, status: 'active', leadId: id }] });

    const moved = await send(app(), 'PATCH', `/api/admin/partners/${partner.id}`, { latitude: 30.27, longitude: -97.74, phone: '(512) 555-0199' }, cookie);
    expect(moved.statusCode).toBe(200);
    expect(moved.json().partner).toMatchObject({ latitude: 30.27, longitude: -97.74, phone: '(512) 555-0199' });

    const off = await send(app(), 'PATCH', `/api/admin/partners/${partner.id}`, { status: 'inactive' }, cookie);
    expect(off.json().partner.status).toBe('inactive');
    expect(await onLocator(app(), fullLead.businessName)).toEqual([]);
    const inactive = (await app().inject({ url: '/api/admin/partners?status=inactive', headers: { cookie } })).json();
    expect(inactive.partners.map((p: { id: string }) => p.id)).toEqual([partner.id]);

    await send(app(), 'PATCH', `/api/admin/partners/${partner.id}`, { status: 'active' }, cookie);
    expect(await onLocator(app(), fullLead.businessName)).toHaveLength(1);

    const audit = await app().store.auditLog.list({ resourceType: 'partner', resourceId: partner.id });
    expect(audit.map((e) => e.action)).toEqual(['partner.activate', 'partner.deactivate', 'partner.update']);
    expect(audit[2]).toMatchObject({ oldValues: { latitude: 30.2672, phone: fullLead.phone }, newValues: { latitude: 30.27, phone: '(512) 555-0199' } });
  });

  it('refuses bad edits with the field named, unknown partners, and non-admins', async () => {
    const { cookie } = await login(app());
    const p = await app().store.partners.create({
      businessName: 'Gaslamp Gym', address: '500 5th Ave', city: 'San Diego', state: 'CA', businessType: 'fitness',
      contactPerson: 'Ana Ruiz', email: 'ana@gaslamp.example', phone: '(619) 555-0101', latitude: 32.7157, longitude: -117.1611,
    });
    const bad = await send(app(), 'PATCH', `/api/admin/partners/${p.id}`, { state: 'XX', status: 'gone' }, cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ state: 'State must be a US state code such as TX', status: 'Status must be one of active, inactive' });
    expect((await send(app(), 'PATCH', `/api/admin/partners/${p.id}`, { leadId: 3 }, cookie)).statusCode).toBe(400);
    expect((await send(app(), 'PATCH', '/api/admin/partners/nope', { status: 'inactive' }, cookie)).statusCode).toBe(404);
    expect((await app().inject({ url: '/api/admin/partners' })).statusCode).toBe(401);
    expect((await app().inject({ url: '/api/admin/partners?pageSize=500', headers: { cookie } })).statusCode).toBe(400);
    // Keyset paging (issue #27): no page numbers; a cursor must be one the list wrote.
    const paged = await app().inject({ url: '/api/admin/partners?page=2', headers: { cookie } });
    expect([paged.statusCode, paged.json().fieldErrors.page]).toEqual([400, 'Unknown field']);
  });
});
