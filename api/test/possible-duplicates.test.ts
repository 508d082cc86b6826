// The dashboard's possible duplicates (issue #29): open leads the store flagged as matching an
// earlier one, until someone marks them duplicate or moves them out of the pipeline.
import type { FastifyInstance } from 'fastify';
import { NOT_AUTHORISED_FOR_ROLE } from '@powernest/domain';
import { fullLead, jsonHeaders } from './fixtures';
import { createStaff, login, postJson } from './admin-support';
import { useTestApp } from './helper';

const URL = '/api/admin/possible-duplicates';
const get = (app: FastifyInstance, cookie: string) => app.inject({ url: URL, headers: { cookie } });
const patch = (app: FastifyInstance, id: number, payload: unknown, cookie: string) =>
  app.inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(payload) });

let applicants = 0;
/** A new lead; `like` another lead's e-mail makes it a possible duplicate of that one. */
async function apply(app: FastifyInstance, businessName: string, like?: string): Promise<number> {
  applicants += 1;
  const email = like ?? `owner${applicants}@shop.example`;
  const res = await postJson(app, '/api/leads', { ...fullLead, businessName, email, phone: `(555) 700-${String(1000 + applicants)}`, location: `Town ${applicants}, TX` });
  expect(res.statusCode).toBe(201);
  return res.json().lead.id;
}

describe('GET /api/admin/possible-duplicates', () => {
  const app = useTestApp();

  it('is for the staff: 401 signed out, 200 for every staff role, 403 for a user', async () => {
    expect((await app().inject(URL)).statusCode).toBe(401);
    const viewer = await createStaff(app(), 'viewer', 'analytics_user');
    const res = await get(app(), (await login(app(), 'viewer', viewer.password)).cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const user = await createStaff(app(), 'visitor', 'user');
    const refused = await get(app(), (await login(app(), 'visitor', user.password)).cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(NOT_AUTHORISED_FOR_ROLE);
  });

  it('lists the open flagged leads newest first with the lead each may duplicate, and drops them once decided', async () => {
    const { cookie } = await login(app());
    const original = await apply(app(), 'Blue Door Café');
    await apply(app(), 'Cedar Books');
    const again = await apply(app(), 'Blue Door Cafe (2nd form)', `owner${applicants - 1}@shop.example`);
    const third = await apply(app(), 'Blue Door, Austin', `owner${applicants - 2}@shop.example`);
    const fourth = await apply(app(), 'Blue Door again', `owner${applicants - 3}@shop.example`);

    const body = (await get(app(), cookie)).json();
    expect(body).toMatchObject({ success: true, total: 3, totalCapped: false });
    expect(body.leads.map((l: { id: number; duplicateOf: unknown }) => [l.id, l.duplicateOf])).toEqual([
      [fourth, { id: original, businessName: 'Blue Door Café' }],
      [third, { id: original, businessName: 'Blue Door Café' }],
      [again, { id: original, businessName: 'Blue Door Café' }],
    ]);
    expect(body.leads[0]).toEqual({ id: fourth, businessName: 'Blue Door again', location: expect.stringMatching(/, TX$/), status: 'new', createdAt: expect.stringMatching(/^\d{4}-/), duplicateOf: expect.any(Object) });

    // Decided: one marked a duplicate, one lost; still waiting: the one being worked.
    expect((await patch(app(), fourth, { version: 0, status: 'duplicate' }, cookie)).statusCode).toBe(200);
    expect((await patch(app(), third, { version: 0, status: 'lost' }, cookie)).statusCode).toBe(200);
    expect((await patch(app(), again, { version: 0, status: 'contacted' }, cookie)).statusCode).toBe(200);
    const after = (await get(app(), cookie)).json();
    expect(after.leads.map((l: { id: number; status: string }) => [l.id, l.status])).toEqual([[again, 'contacted']]);
    expect(after.total).toBe(1);
  });

  it('shows the newest 10 and counts them all', async () => {
    const { cookie } = await login(app());
    // Stored directly: a dozen forms would meet the public form's rate limit.
    const lead = (n: number) => ({ ...fullLead, businessName: `Copy ${n}`, phone: `(555) 710-${String(1000 + n)}`, location: `Town ${n}, TX` });
    const { lead: original } = await app().store.leads.create(lead(0), []);
    const ids: number[] = [];
    for (let i = 1; i <= 12; i++) ids.push((await app().store.leads.create(lead(i), [])).lead.id);
    const body = (await get(app(), cookie)).json();
    expect(body.total).toBe(12);
    expect(body.leads.map((l: { id: number }) => l.id)).toEqual(ids.slice(2).reverse());
    expect(body.leads.every((l: { duplicateOf: { id: number } }) => l.duplicateOf.id === original.id)).toBe(true);
  });
});
