// The promises kept (issue #45) through the API: the applicant's status page names each promise
// and where it stands, a team member's move keeps it (by name, on the lead's page), the desk sorts
// and filters by time left, and the dashboard's card and the Monday report count them.
import type { FastifyInstance } from 'fastify';
import { LEAD_CHANGE_MESSAGES } from '@powernest/domain';
import { TEST_ADMIN, useTestApp } from './helper';
import { fullLead, jsonHeaders } from './fixtures';
import { login, postJson } from './admin-support';

const HOUR_MS = 3600_000;
// Fakes Date only: timers and I/O stay real; the clock stands still until the test moves it.
const FAKE_DATE_ONLY = {
  doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
} satisfies Parameters<typeof jest.useFakeTimers>[0];

async function apply(app: FastifyInstance): Promise<{ token: string; leadId: number }> {
  const res = await postJson(app, '/api/leads', fullLead);
  expect(res.statusCode).toBe(201);
  const leadId: number = res.json().lead.id;
  const [confirmation] = (await app.store.outbox.list({ leadId })).filter((m) => m.kind === 'applicant-confirmation');
  return { token: decodeURIComponent(new URL(confirmation!.templateParams.status_url!).pathname.split('/').pop()!), leadId };
}

describe('promises kept (issue #45)', () => {
  const app = useTestApp();

  it('shows the applicant the call and the review promised, then the call kept when a team member moves the lead to contacted', async () => {
    const { token, leadId } = await apply(app());
    const before = (await app().inject({ url: `/api/application/${token}` })).json().application;
    expect(before.promises.map((p: { kind: string; state: string }) => [p.kind, p.state])).toEqual([
      ['contact', 'open'],
      ['review', 'open'],
    ]);
    expect(new Date(before.promises[0].dueAt).getTime() - new Date(before.receivedAt).getTime()).toBe(24 * HOUR_MS);

    const admin = await login(app());
    const moved = await app().inject({ method: 'PATCH', url: `/api/leads/${leadId}`, headers: { ...jsonHeaders, cookie: admin.cookie }, payload: { version: 0, status: 'contacted' } });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().lead.promises.contact).toMatchObject({ keptBy: TEST_ADMIN.username });

    const after = (await app().inject({ url: `/api/application/${token}` })).json().application;
    expect(after.promises[0]).toMatchObject({ kind: 'contact', state: 'kept' });
    expect(after.promises[0].keptAt).toBe(moved.json().lead.promises.contact.keptAt);
    expect(JSON.stringify(after)).not.toContain(TEST_ADMIN.username);
  });

  it('sorts the desk by time left and filters the leads at risk or broken', async () => {
    const first = await apply(app());
    const second = await apply(app());
    const admin = await login(app());
    await app().inject({ method: 'PATCH', url: `/api/leads/${first.leadId}`, headers: { ...jsonHeaders, cookie: admin.cookie }, payload: { version: 0, status: 'contacted' } });
    const list = (query: string) => app().inject({ url: `/api/leads?${query}`, headers: { cookie: admin.cookie } });
    const sorted = (await list('sort=promiseDueAt')).json();
    // The one still owed a call comes first; the called one owes the review, a day later.
    expect(sorted.leads.map((l: { id: number }) => l.id)).toEqual([second.leadId, first.leadId]);
    expect(sorted.leads[0].promiseDueAt).toBeDefined();
    // Just applied: nothing is within 4 hours of breaking, nothing is broken.
    expect((await list('promise=at-risk')).json().leads).toEqual([]);
    expect((await list('promise=broken')).json().leads).toEqual([]);
    expect((await list('promise=soon')).statusCode).toBe(400);
  });

  it('counts the last 30 days per promise on the dashboard card, and per week and team member in the report', async () => {
    const { leadId } = await apply(app());
    await apply(app());
    const admin = await login(app());
    const patch = (version: number, status: string) => app().inject({ method: 'PATCH', url: `/api/leads/${leadId}`, headers: { ...jsonHeaders, cookie: admin.cookie }, payload: { version, status } });
    expect((await patch(0, 'contacted')).statusCode).toBe(200);
    expect((await patch(1, 'qualified')).statusCode).toBe(200);

    const card = await app().inject({ url: '/api/analytics/promises', headers: { cookie: admin.cookie } });
    expect(card.statusCode).toBe(200);
    expect(card.json().tallies).toEqual({
      contact: { kept: 1, broken: 0, open: 1 },
      review: { kept: 1, broken: 0, open: 1 },
      siteVisit: { kept: 0, broken: 0, open: 1 },
    });

    const report = (await app().inject({ url: '/api/analytics/promises/report', headers: { cookie: admin.cookie } })).json();
    expect(report.weeks).toHaveLength(13);
    expect(report.weeks[0].tallies.contact).toEqual({ kept: 1, broken: 0, open: 1 });
    expect(report.members).toEqual([
      // Kept: who kept it; owed: the lead's assignee (none here).
      { member: TEST_ADMIN.username, tallies: { contact: { kept: 1, broken: 0, open: 0 }, review: { kept: 1, broken: 0, open: 0 }, siteVisit: { kept: 0, broken: 0, open: 0 } } },
      { member: 'unassigned', tallies: { contact: { kept: 0, broken: 0, open: 1 }, review: { kept: 0, broken: 0, open: 1 }, siteVisit: { kept: 0, broken: 0, open: 1 } } },
    ]);
    expect((await app().inject({ url: '/api/analytics/promises' })).statusCode).toBe(401);
  });

  describe('the site visit marked held', () => {
    afterEach(() => jest.useRealTimers());

    it('keeps the site-visit promise once the visit has begun, by name, once; the applicant and the timeline see it', async () => {
      jest.useFakeTimers(FAKE_DATE_ONLY);
      const { token, leadId } = await apply(app());
      let admin = await login(app());
      const lead = async () => (await app().inject({ url: `/api/leads/${leadId}`, headers: { cookie: admin.cookie } })).json();
      const change = async (payload: object) =>
        app().inject({ method: 'PATCH', url: `/api/leads/${leadId}`, headers: { ...jsonHeaders, cookie: admin.cookie }, payload: { version: (await lead()).lead.version, ...payload } });

      expect((await change({ visitHeld: true })).json()).toMatchObject({ success: false, error: LEAD_CHANGE_MESSAGES.noVisit });
      expect((await change({ status: 'contacted' })).statusCode).toBe(200);
      expect((await change({ status: 'qualified' })).statusCode).toBe(200);
      const [slot] = (await lead()).slots;
      const booked = await app().inject({ method: 'POST', url: `/api/leads/${leadId}/visit`, headers: { ...jsonHeaders, cookie: admin.cookie }, payload: JSON.stringify({ start: slot.start }) });
      expect(booked.statusCode).toBe(201);
      const early = await change({ visitHeld: true });
      expect(early.statusCode).toBe(409);
      expect(early.json().error).toBe(LEAD_CHANGE_MESSAGES.visitNotBegun);

      // An hour into the visit (a day or more on): the team marks it held.
      jest.setSystemTime(new Date(slot.start).getTime() + HOUR_MS);
      admin = await login(app());
      const held = await change({ visitHeld: true });
      expect(held.statusCode).toBe(200);
      expect(held.json().lead).toMatchObject({ visitHeldBy: TEST_ADMIN.username, promises: { siteVisit: { keptBy: TEST_ADMIN.username } } });
      expect(held.json().lead.visitHeldAt).toBe(held.json().lead.promises.siteVisit.keptAt);
      expect((await change({ visitHeld: true })).json().error).toBe(LEAD_CHANGE_MESSAGES.visitAlreadyHeld);

      const page = (await app().inject({ url: `/api/application/${token}` })).json().application;
      expect(page.promises.find((p: { kind: string }) => p.kind === 'siteVisit')).toMatchObject({ state: 'kept' });
      expect((await lead()).timeline.filter((e: { kind: string }) => e.kind === 'visit').map((e: { text: string }) => e.text)).toEqual(['booked', 'held']);
    });
  });
});
