import type { FastifyInstance } from 'fastify';
import { createStaff, login, postJson } from './admin-support';
import { fullLead, jsonHeaders, shortLead } from './fixtures';
import { TEST_ADMIN, useTestApp } from './helper';

function patch(app: FastifyInstance, id: number | string, payload: unknown, cookie: string) {
  return app.inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(payload) });
}

async function newLead(app: FastifyInstance, lead: object = fullLead): Promise<number> {
  const res = await postJson(app, '/api/leads', lead);
  expect(res.statusCode).toBe(201);
  return res.json().lead.id;
}

describe('a lead’s page: GET /api/leads/:id', () => {
  const app = useTestApp();

  it('shows every field of the application, both e-mails’ delivery and the timeline', async () => {
    const id = await newLead(app());
    const { cookie } = await login(app());
    const res = await app().inject({ url: `/api/leads/${id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.lead).toMatchObject({ ...fullLead, id, status: 'new', version: 0, state: 'TX' });
    expect(body.emails.map((e: { kind: string; status: string }) => [e.kind, e.status]).sort()).toEqual([
      ['admin-notification', 'sent'],
      ['applicant-confirmation', 'sent'],
    ]);
    expect(body.timeline.map((e: { kind: string }) => e.kind)).toEqual(['created', 'email', 'email']);
  });

  it('answers 404 for an unknown lead and 400 for an id that is not a number', async () => {
    const { cookie } = await login(app());
    expect((await app().inject({ url: '/api/leads/999', headers: { cookie } })).json()).toEqual({ success: false, error: 'Lead not found' });
    const bad = await app().inject({ url: '/api/leads/abc', headers: { cookie } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({ id: 'Lead id must be a whole number' });
  });

  it('is for the staff the role table names: an analytics user reads it but may not work it; a plain user gets nothing', async () => {
    const id = await newLead(app());
    expect((await app().inject({ url: `/api/leads/${id}` })).statusCode).toBe(401);
    const staff = await createStaff(app(), 'viewer', 'analytics_user');
    const { cookie } = await login(app(), 'viewer', staff.password);
    expect((await app().inject({ url: `/api/leads/${id}`, headers: { cookie } })).statusCode).toBe(200);
    expect((await patch(app(), id, { version: 0, status: 'contacted' }, cookie)).statusCode).toBe(403);
    const user = await createStaff(app(), 'plain', 'user');
    const plain = await login(app(), 'plain', user.password);
    expect((await app().inject({ url: `/api/leads/${id}`, headers: { cookie: plain.cookie } })).statusCode).toBe(403);
  });
});

describe('working a lead: PATCH /api/leads/:id and notes', () => {
  const app = useTestApp();

  it('assigns, moves along the pipeline and takes notes; the timeline tells it all, with who', async () => {
    const id = await newLead(app(), shortLead);
    const { cookie } = await login(app());
    const assigned = await patch(app(), id, { version: 0, assignedTo: TEST_ADMIN.username, status: 'contacted' }, cookie);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().lead).toMatchObject({ status: 'contacted', assignedTo: TEST_ADMIN.username, version: 1 });
    expect(assigned.json().lead.firstContactedAt).toEqual(expect.stringMatching(/^\d{4}-/));

    const note = await app().inject({ method: 'POST', url: `/api/leads/${id}/notes`, headers: { ...jsonHeaders, cookie }, payload: { text: '  Called, owner wants a visit next week.  ' } });
    expect(note.statusCode).toBe(201);
    expect(note.json().note).toMatchObject({ kind: 'note', by: TEST_ADMIN.username, text: 'Called, owner wants a visit next week.' });

    const page = (await app().inject({ url: `/api/leads/${id}`, headers: { cookie } })).json();
    const steps = page.timeline.filter((e: { kind: string }) => e.kind !== 'email');
    expect(steps.map(({ at: _at, ...e }: { at: string }) => e)).toEqual([
      { kind: 'created' },
      { kind: 'status', by: TEST_ADMIN.username, from: 'new', to: 'contacted' },
      { kind: 'assignment', by: TEST_ADMIN.username, to: TEST_ADMIN.username },
      { kind: 'note', by: TEST_ADMIN.username, text: 'Called, owner wants a visit next week.' },
    ]);

    // The workspace finds it by assignee and status.
    const mine = (await app().inject({ url: `/api/leads?assignee=${TEST_ADMIN.username}&status=contacted`, headers: { cookie } })).json();
    expect(mine.leads.map((l: { id: number }) => l.id)).toEqual([id]);
  });

  it('refuses a move the pipeline does not allow, with 409 and the lead as it is', async () => {
    const id = await newLead(app(), shortLead);
    const { cookie } = await login(app());
    const res = await patch(app(), id, { version: 0, status: 'installed' }, cookie);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, error: 'A lead that is New cannot move to Installed', lead: { status: 'new', version: 0 } });
  });

  it('refuses a change made on a stale version (another admin was first), with 409 and the current lead', async () => {
    const id = await newLead(app(), shortLead);
    const { cookie } = await login(app());
    expect((await patch(app(), id, { version: 0, status: 'contacted' }, cookie)).statusCode).toBe(200);
    const stale = await patch(app(), id, { version: 0, status: 'lost' }, cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, error: expect.stringContaining('Someone else changed this lead'), lead: { status: 'contacted', version: 1 } });
  });

  it('two admins at once: exactly one change lands', async () => {
    const id = await newLead(app(), shortLead);
    const { cookie } = await login(app());
    const answers = await Promise.all([patch(app(), id, { version: 0, status: 'contacted' }, cookie), patch(app(), id, { version: 0, status: 'lost' }, cookie)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await app().store.leads.get(id))!.version).toBe(1);
  });

  it('reopens a lost lead; unassigns with null', async () => {
    const id = await newLead(app(), shortLead);
    const { cookie } = await login(app());
    await patch(app(), id, { version: 0, status: 'lost', assignedTo: TEST_ADMIN.username }, cookie);
    const reopened = await patch(app(), id, { version: 1, status: 'new', assignedTo: null }, cookie);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().lead).toMatchObject({ status: 'new', version: 2 });
    expect(reopened.json().lead).not.toHaveProperty('assignedTo');
  });

  it.each([
    [{ version: 0 }, 'status', 'Send a status, an assignee, a field to correct, a follow-up or the visit held'],
    [{ version: -1, status: 'contacted' }, 'version', 'version must be the whole number the lead was read with'],
    [{ status: 'contacted' }, 'version', 'version must be the whole number the lead was read with'],
    [{ version: 0, status: 'active' }, 'status', expect.stringContaining('status must be one of new, contacted')],
    [{ version: 0, assignedTo: '' }, 'assignedTo', expect.stringContaining('assignedTo must be a username')],
    [{ version: 0, status: 'contacted', leadScore: 99 }, 'leadScore', 'This field is set by the server and may not be sent'],
  ])('refuses %j with 400 and says why', async (payload, field, message) => {
    const id = await newLead(app(), shortLead);
    const { cookie } = await login(app());
    const res = await patch(app(), id, payload, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ [field]: message });
    expect((await app().store.leads.get(id))!.version).toBe(0);
  });

  it('assigns only to a team member', async () => {
    const id = await newLead(app(), shortLead);
    const { cookie } = await login(app());
    await app().store.users.create({ username: 'visitor', email: 'v@example.com', role: 'user' });
    for (const assignedTo of ['nobody', 'visitor']) {
      const res = await patch(app(), id, { version: 0, assignedTo }, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ assignedTo: 'No team member has this username' });
    }
  });

  it('refuses an empty or over-long note, and a note on an unknown lead', async () => {
    const id = await newLead(app(), shortLead);
    const { cookie } = await login(app());
    const post = (url: string, text: string) => app().inject({ method: 'POST', url, headers: { ...jsonHeaders, cookie }, payload: { text } });
    expect((await post(`/api/leads/${id}/notes`, '   ')).statusCode).toBe(400);
    expect((await post(`/api/leads/${id}/notes`, 'x'.repeat(2001))).json().fieldErrors).toEqual({ text: 'A note needs some text (at most 2000 characters)' });
    expect((await post('/api/leads/999/notes', 'Hello')).statusCode).toBe(404);
  });
});

describe('possible duplicates', () => {
  const app = useTestApp();

  it('flags a lead with the same e-mail as an earlier one, links both ways, and closes it as a duplicate in one move', async () => {
    const first = await newLead(app(), shortLead);
    const again = await newLead(app(), { ...shortLead, businessName: 'Blue Door Coffee', phone: '(555) 000-1111', location: 'Round Rock, TX', email: shortLead.email.toUpperCase() });
    const other = await newLead(app(), { ...shortLead, businessName: 'Elsewhere', email: 'someone@else.example', phone: '(555) 999-8888', location: 'Reno, NV' });
    const { cookie } = await login(app());

    const later = (await app().inject({ url: `/api/leads/${again}`, headers: { cookie } })).json();
    expect(later.lead.duplicateOf).toBe(first);
    expect(later.matches).toEqual([expect.objectContaining({ id: first, businessName: shortLead.businessName, status: 'new', matchedOn: ['email'] })]);
    const earlier = (await app().inject({ url: `/api/leads/${first}`, headers: { cookie } })).json();
    expect(earlier.lead).not.toHaveProperty('duplicateOf');
    expect(earlier.matches.map((m: { id: number }) => m.id)).toEqual([again]);
    expect((await app().inject({ url: `/api/leads/${other}`, headers: { cookie } })).json().matches).toEqual([]);

    const rows = (await app().inject({ url: '/api/leads?sort=createdAt', headers: { cookie } })).json().leads;
    expect(rows.map((r: { id: number; duplicateOf?: number }) => [r.id, r.duplicateOf])).toEqual([[first, undefined], [again, first], [other, undefined]]);

    const closed = await patch(app(), again, { version: 0, status: 'duplicate' }, cookie);
    expect(closed.json().lead.status).toBe('duplicate');
  });
});

describe('sending a lead’s e-mail again: POST /api/leads/:id/emails/:emailId/resend', () => {
  const app = useTestApp();

  it('sends a copy at once, keeps the first one’s history, and refuses while one is still waiting', async () => {
    const id = await newLead(app(), shortLead);
    const other = await newLead(app(), { ...shortLead, email: 'other@else.example' });
    const { cookie } = await login(app());
    const page = (await app().inject({ url: `/api/leads/${id}`, headers: { cookie } })).json();
    const confirmation = page.emails.find((e: { kind: string }) => e.kind === 'applicant-confirmation');
    const resend = (emailId: string, lead = id) => app().inject({ method: 'POST', url: `/api/leads/${lead}/emails/${emailId}/resend`, headers: { cookie } });

    const res = await resend(confirmation.id);
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toMatchObject({ kind: 'applicant-confirmation', to: shortLead.email, status: 'sent', attempts: 1 });
    const after = (await app().inject({ url: `/api/leads/${id}`, headers: { cookie } })).json();
    expect(after.emails.filter((e: { kind: string }) => e.kind === 'applicant-confirmation')).toHaveLength(2);
    expect((await app().store.auditLog.list({ resourceType: 'lead', resourceId: String(id) })).map((e) => e.action)).toContain('lead.email_resend');

    await app().store.outbox.enqueue([{ kind: 'applicant-confirmation', to: shortLead.email, templateParams: {} }], new Date(Date.now() + 60_000), id);
    const waiting = await resend(confirmation.id);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().error).toBe('This e-mail is already waiting to be sent');

    expect((await resend('no-such-mail')).statusCode).toBe(404);
    expect((await resend(confirmation.id, other)).statusCode).toBe(404);
    expect((await app().inject({ method: 'POST', url: `/api/leads/${id}/emails/${confirmation.id}/resend` })).statusCode).toBe(401);
  });
});
