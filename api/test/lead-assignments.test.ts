// Who has had a lead (issue #43 §6): every assignment from the lead page, the board (the same
// PATCH) and bulk actions is kept with who gave it, when and why, and how it ended.
import type { FastifyInstance } from 'fastify';
import { createStaff, login, postJson } from './admin-support';
import { jsonHeaders, shortLead } from './fixtures';
import { TEST_ADMIN, useTestApp } from './helper';

const app = useTestApp();

const patch = (id: number, payload: unknown, cookie: string) =>
  app().inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(payload) });

async function newLead(): Promise<number> {
  const res = await postJson(app(), '/api/leads', shortLead);
  expect(res.statusCode).toBe(201);
  return res.json().lead.id;
}

async function historyOf(id: number, cookie: string) {
  const res = await app().inject({ url: `/api/leads/${id}`, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return (res.json().assignments as { assignedTo: string; assignedBy: string; assignedAt: string; status: string; notes?: string }[]).map(({ assignedAt, ...rest }) => {
    expect(Number.isNaN(Date.parse(assignedAt))).toBe(false);
    return rest;
  });
}

async function staffMember(instance: FastifyInstance, username: string) {
  await createStaff(instance, username, 'sales_admin');
  return username;
}

it('keeps each assignment with its note, ends the one it replaces, and closes the last with the lead; reopening gives it back', async () => {
  const id = await newLead();
  const { cookie } = await login(app());
  const sam = await staffMember(app(), 'sam');
  expect(await historyOf(id, cookie)).toEqual([]);

  expect((await patch(id, { version: 0, assignedTo: sam, assignmentNote: 'Speaks Spanish' }, cookie)).statusCode).toBe(200);
  expect((await patch(id, { version: 1, assignedTo: TEST_ADMIN.username }, cookie)).statusCode).toBe(200);
  expect(await historyOf(id, cookie)).toEqual([
    { assignedTo: sam, assignedBy: TEST_ADMIN.username, status: 'replaced', notes: 'Speaks Spanish' },
    { assignedTo: TEST_ADMIN.username, assignedBy: TEST_ADMIN.username, status: 'active' },
  ]);

  expect((await patch(id, { version: 2, status: 'lost' }, cookie)).statusCode).toBe(200);
  expect((await historyOf(id, cookie)).map((a) => a.status)).toEqual(['replaced', 'closed']);

  // Reopened: the lead goes back to its member, as a new assignment given by who reopened it.
  const samSession = await login(app(), sam, 'staff-password-1');
  expect((await patch(id, { version: 3, status: 'new' }, samSession.cookie)).statusCode).toBe(200);
  expect((await patch(id, { version: 4, assignedTo: null }, samSession.cookie)).statusCode).toBe(200);
  expect((await historyOf(id, cookie)).slice(2)).toEqual([{ assignedTo: TEST_ADMIN.username, assignedBy: sam, status: 'unassigned' }]);
});

it('records a bulk assignment on every lead it assigned, and nothing where nothing changed', async () => {
  const ids = [await newLead(), await newLead()];
  const { cookie } = await login(app());
  const sam = await staffMember(app(), 'sam');
  expect((await patch(ids[0]!, { version: 0, assignedTo: sam }, cookie)).statusCode).toBe(200);
  const bulk = await postJson(app(), '/api/leads/bulk', { ids, assignedTo: sam }, { cookie });
  expect(bulk.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
  expect(await historyOf(ids[0]!, cookie)).toEqual([{ assignedTo: sam, assignedBy: TEST_ADMIN.username, status: 'active' }]);
  expect(await historyOf(ids[1]!, cookie)).toEqual([{ assignedTo: sam, assignedBy: TEST_ADMIN.username, status: 'active' }]);
});

it('refuses a note without an assignee, or a long one, and changes nothing', async () => {
  const id = await newLead();
  const { cookie } = await login(app());
  for (const payload of [
    { version: 0, status: 'contacted', assignmentNote: 'Why' },
    { version: 0, assignedTo: null, assignmentNote: 'Why' },
    { version: 0, assignedTo: TEST_ADMIN.username, assignmentNote: 'x'.repeat(501) },
  ]) {
    const res = await patch(id, payload, cookie);
    expect([res.statusCode, res.json().fieldErrors]).toEqual([400, { assignmentNote: 'assignmentNote must be text of at most 500 characters, sent with an assignee' }]);
  }
  expect((await app().store.leads.get(id))!).toMatchObject({ version: 0, status: 'new' });
  expect(await historyOf(id, cookie)).toEqual([]);
});
