// Issue #29, a sales desk: finding a lead by its phone digits or any part of its e-mail, and
// "My leads" (GET /api/leads?assignee=me).
import type { FastifyInstance } from 'fastify';
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
