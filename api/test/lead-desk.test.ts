// Issue #29, a sales desk: finding a lead by its phone digits or any part of its e-mail, "My
// leads" (GET /api/leads?assignee=me), and correcting a lead's details (PATCH /api/leads/:id).
import type { FastifyInstance } from 'fastify';
import { LEAD_MESSAGES } from '@powernest/domain';
import { createStaff, login, postJson } from './admin-support';
import { jsonHeaders, shortLead } from './fixtures';
import { TEST_ADMIN, useTestApp } from './helper';

async function newLead(app: FastifyInstance, lead: object): Promise<number> {
  const res = await postJson(app, '/api/leads', { ...shortLead, ...lead });
  expect(res.statusCode).toBe(201);
  return res.json().lead.id;
}

const names = (res: { json: () => { leads: { businessName: string }[] } }) => res.json().leads.map((l) => l.businessName);

describe('GET /api/leads?q=: phone digits and e-mail parts (issue #29)', () => {
  const app = useTestApp();

  it('finds "(512) 555-0101" by its digits in any format, with or without the country code, and an e-mail by any part', async () => {
    await newLead(app(), { businessName: 'Blue Door Café', phone: '(512) 555-0101', email: 'dana@bluedoor.example' });
    await newLead(app(), { businessName: 'Red Barn', contactPerson: 'Sam Lee', phone: '+1 737 555 0199', email: 'sam.lee@red-barn.example' });
    const { cookie } = await login(app());
    const search = async (q: string) => names(await app().inject({ url: `/api/leads?${new URLSearchParams({ q })}`, headers: { cookie } }));
    const found: Record<string, string[]> = {};
    for (const q of ['5125550101', '512-555-0101', '+1 512 555 0101', '(512) 555', '15125550101', '555-0101', 'bluedoor', 'dana@', '7375550199', 'samlee', 'red-barn.example', '5125550199'])
      found[q] = await search(q);
    expect(found).toEqual({
      '5125550101': ['Blue Door Café'],
      '512-555-0101': ['Blue Door Café'],
      '+1 512 555 0101': ['Blue Door Café'],
      '(512) 555': ['Blue Door Café'],
      '15125550101': ['Blue Door Café'],
      '555-0101': ['Blue Door Café'],
      bluedoor: ['Blue Door Café'],
      'dana@': ['Blue Door Café'],
      '7375550199': ['Red Barn'],
      samlee: ['Red Barn'],
      'red-barn.example': ['Red Barn'],
      '5125550199': [],
    });
  });
});

describe('GET /api/leads?assignee=me: my leads (issue #29)', () => {
  const app = useTestApp();

  it('lists the leads assigned to whoever is signed in, each their own; the export follows the same filter', async () => {
    const mine = await newLead(app(), { businessName: 'Mine' });
    const theirs = await newLead(app(), { businessName: 'Theirs' });
    await newLead(app(), { businessName: 'Nobody’s' });
    const sales = await createStaff(app(), 'sally', 'sales_admin');
    const admin = await login(app());
    const sally = await login(app(), 'sally', sales.password);
    const assign = (id: number, assignedTo: string) =>
      app().inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: { ...jsonHeaders, cookie: admin.cookie }, payload: { version: 0, assignedTo } });
    expect((await assign(mine, TEST_ADMIN.username)).statusCode).toBe(200);
    expect((await assign(theirs, 'sally')).statusCode).toBe(200);

    const list = (cookie: string, query = 'assignee=me') => app().inject({ url: `/api/leads?${query}`, headers: { cookie } });
    expect(names(await list(admin.cookie))).toEqual(['Mine']);
    expect(names(await list(sally.cookie))).toEqual(['Theirs']);
    // The counts per status under the same filter: the tabs of "My leads".
    expect((await list(sally.cookie)).json()).toMatchObject({ total: 1, statusCounts: { new: 1 } });
    // An explicit username still works as before.
    expect(names(await list(admin.cookie, 'assignee=sally'))).toEqual(['Theirs']);

    const csv = await app().inject({ url: '/api/leads/export.csv?assignee=me', headers: { cookie: sally.cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Theirs');
    expect(csv.body).not.toContain('Mine');
  });
});

describe('PATCH /api/leads/:id: correcting a lead (issue #29)', () => {
  const app = useTestApp();
  const patch = (id: number, payload: unknown, cookie: string) => app().inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(payload) });
  const page = async (id: number, cookie: string) => (await app().inject({ url: `/api/leads/${id}`, headers: { cookie } })).json();
  const search = async (q: string, cookie: string) => names(await app().inject({ url: `/api/leads?${new URLSearchParams({ q })}`, headers: { cookie } }));

  it('fixes a typo in the e-mail and the place: found by the new words, flagged as the earlier lead’s duplicate, audited old -> new, on the timeline', async () => {
    const first = await newLead(app(), { businessName: 'Blue Door Café' });
    const typo = await newLead(app(), { businessName: 'Blue Door Cafe 2', email: 'dana@bluedoor.exmaple', phone: '(512) 555-0101', location: 'Austin TX', website: 'https://old.example' });
    const { cookie } = await login(app());
    const res = await patch(typo, { version: 0, email: ' dana@bluedoor.example ', location: 'Austin, TX', website: '', businessName: 'Blue Door Cafe 2' }, cookie);
    expect(res.statusCode).toBe(200);
    const lead = res.json().lead;
    expect(lead).toMatchObject({ email: 'dana@bluedoor.example', location: 'Austin, TX', state: 'TX', duplicateOf: first, version: 1 });
    expect(lead).not.toHaveProperty('website');

    expect(await search('exmaple', cookie)).toEqual([]);
    expect(await search('bluedoor.example', cookie)).toEqual(['Blue Door Cafe 2', 'Blue Door Café']);
    // The earlier lead's page now lists it as a possible duplicate.
    expect((await page(first, cookie)).matches.map((m: { id: number }) => m.id)).toEqual([typo]);

    // Audited with only what changed (the business name was sent unchanged).
    const edits = (await app().store.auditLog.list({ resourceType: 'lead', resourceId: String(typo) })).filter((e) => e.action === 'lead.edit');
    expect(edits).toHaveLength(1);
    expect(edits[0]).toMatchObject({
      action: 'lead.edit',
      oldValues: { email: 'dana@bluedoor.exmaple', location: 'Austin TX', website: 'https://old.example' },
      newValues: { email: 'dana@bluedoor.example', location: 'Austin, TX', website: null },
    });
    const timeline = (await page(typo, cookie)).timeline;
    expect(timeline.at(-1)).toMatchObject({ kind: 'edit', by: TEST_ADMIN.username, text: 'email, location, website' });
  });

  it('refuses what the form refuses, with the form’s messages on the fields, and changes nothing', async () => {
    const id = await newLead(app(), {});
    const { cookie } = await login(app());
    const res = await patch(id, { version: 0, email: 'not-an-address', businessName: '  ', businessType: 'constructor', message: 'rewritten' }, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ email: LEAD_MESSAGES.email, businessName: LEAD_MESSAGES.businessName, businessType: 'Choose a business type from the list' });
    const bad = await patch(id, { version: 0, phone: null }, cookie);
    expect(bad.json().fieldErrors).toEqual({ phone: LEAD_MESSAGES.phone });
    expect((await page(id, cookie)).lead).toMatchObject({ ...shortLead, version: 0 });
  });

  it('the version rule of today: a correction on a stale version answers 409 with the lead as it now is', async () => {
    const id = await newLead(app(), {});
    const { cookie } = await login(app());
    expect((await patch(id, { version: 0, phone: '512-555-0199' }, cookie)).statusCode).toBe(200);
    const stale = await patch(id, { version: 0, phone: '512-555-0000' }, cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, lead: { phone: '512-555-0199', version: 1 } });
    // Sending the values it already has changes nothing (no new version, no audit entry).
    const same = await patch(id, { version: 1, phone: '512-555-0199' }, cookie);
    expect(same.json().lead.version).toBe(1);
  });

  it('only roles that change leads may correct one', async () => {
    const id = await newLead(app(), {});
    const staff = await createStaff(app(), 'ops', 'operations_admin');
    const { cookie } = await login(app(), 'ops', staff.password);
    expect((await patch(id, { version: 0, phone: '512-555-0199' }, cookie)).statusCode).toBe(403);
  });
});
