// Issue #29 part 5, follow-ups: PATCH /api/leads/:id { version, followUpAt, followUpNote }
// (audited old -> new, on the timeline) and GET /api/leads?due=today|overdue (the CSV export and
// the counts too), "today" being the team's date in MAIL_TIME_ZONE.
import type { FastifyInstance } from 'fastify';
import { LEAD_CHANGE_MESSAGES, LEAD_QUERY_MESSAGES } from '@powernest/domain';
import { createStaff, login, postJson } from './admin-support';
import { jsonHeaders, shortLead } from './fixtures';
import { TEST_ADMIN, useTestApp } from './helper';

// Fakes Date only: timers, I/O and scrypt stay real, and the clock stands still until the test moves it.
const FAKE_DATE_ONLY = {
  doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
} satisfies Parameters<typeof jest.useFakeTimers>[0];

async function newLead(app: FastifyInstance, businessName: string): Promise<number> {
  const res = await postJson(app, '/api/leads', { ...shortLead, businessName });
  expect(res.statusCode).toBe(201);
  return res.json().lead.id;
}

const names = (res: { json: () => { leads: { businessName: string }[] } }) => res.json().leads.map((l) => l.businessName);

describe('PATCH /api/leads/:id { followUpAt, followUpNote } (issue #29)', () => {
  const app = useTestApp({ MAIL_TIME_ZONE: 'America/New_York' });
  const patch = (id: number, payload: unknown, cookie: string) => app().inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(payload) });
  const page = async (id: number, cookie: string) => (await app().inject({ url: `/api/leads/${id}`, headers: { cookie } })).json();
  afterEach(() => jest.useRealTimers());

  it('sets the next follow-up at the version read, audited old -> new and on the timeline; null clears it', async () => {
    jest.useFakeTimers(FAKE_DATE_ONLY);
    jest.setSystemTime(new Date('2027-03-08T15:00:00Z'));
    const id = await newLead(app(), 'Blue Door Café');
    const { cookie } = await login(app());
    const set = await patch(id, { version: 0, followUpAt: '2027-03-12', followUpNote: ' Call Dana about the second site ' }, cookie);
    expect(set.statusCode).toBe(200);
    expect(set.json().lead).toMatchObject({ followUpAt: '2027-03-12', followUpNote: 'Call Dana about the second site', version: 1 });

    const moved = await patch(id, { version: 1, followUpAt: '2027-03-15' }, cookie);
    expect(moved.json().lead).toMatchObject({ followUpAt: '2027-03-15', followUpNote: 'Call Dana about the second site', version: 2 });
    const entries = (await app().store.auditLog.list({ resourceType: 'lead', resourceId: String(id) })).filter((e) => e.action === 'lead.follow-up');
    expect(entries.map((e) => [e.oldValues, e.newValues])).toEqual([
      [{ followUpAt: '2027-03-12', followUpNote: 'Call Dana about the second site' }, { followUpAt: '2027-03-15', followUpNote: 'Call Dana about the second site' }],
      [{ followUpAt: null, followUpNote: null }, { followUpAt: '2027-03-12', followUpNote: 'Call Dana about the second site' }],
    ]);
    const { lead, timeline } = await page(id, cookie);
    expect(lead).toMatchObject({ followUpAt: '2027-03-15', followUpNote: 'Call Dana about the second site' });
    expect(timeline.filter((e: { kind: string }) => e.kind === 'follow-up')).toEqual([
      expect.objectContaining({ by: TEST_ADMIN.username, to: '2027-03-12', text: 'Call Dana about the second site' }),
      expect.objectContaining({ by: TEST_ADMIN.username, from: '2027-03-12', to: '2027-03-15', text: 'Call Dana about the second site' }),
    ]);

    // The same values again change nothing; a stale version is refused with the lead as it is.
    expect((await patch(id, { version: 2, followUpAt: '2027-03-15' }, cookie)).json().lead.version).toBe(2);
    const stale = await patch(id, { version: 1, followUpAt: null }, cookie);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ success: false, lead: { followUpAt: '2027-03-15', version: 2 } });

    const cleared = await patch(id, { version: 2, followUpAt: null, followUpNote: '' }, cookie);
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().lead).not.toHaveProperty('followUpAt');
    expect(cleared.json().lead).not.toHaveProperty('followUpNote');
  });

  it('refuses another date form, a day before the team’s today, or a long note, on the field, and changes nothing', async () => {
    jest.useFakeTimers(FAKE_DATE_ONLY);
    // 23:30 in New York on March 9, already March 10 in UTC: the team’s today is the 9th.
    jest.setSystemTime(new Date('2027-03-10T03:30:00Z'));
    const id = await newLead(app(), 'Blue Door Café');
    const { cookie } = await login(app());
    const refused = async (payload: object) => {
      const res = await patch(id, { version: 0, ...payload }, cookie);
      expect(res.statusCode).toBe(400);
      return res.json().fieldErrors;
    };
    expect(await refused({ followUpAt: '03/12/2027' })).toEqual({ followUpAt: LEAD_CHANGE_MESSAGES.followUpAt });
    expect(await refused({ followUpAt: '2027-03-08' })).toEqual({ followUpAt: LEAD_CHANGE_MESSAGES.followUpPast });
    expect(await refused({ followUpNote: 'x'.repeat(501) })).toEqual({ followUpNote: LEAD_CHANGE_MESSAGES.followUpNote });
    expect((await page(id, cookie)).lead.version).toBe(0);
    // The team’s today is accepted though UTC’s date is a day later.
    expect((await patch(id, { version: 0, followUpAt: '2027-03-09' }, cookie)).statusCode).toBe(200);
  });

  it('only roles that change leads may set one', async () => {
    const id = await newLead(app(), 'Blue Door Café');
    const staff = await createStaff(app(), 'ops', 'operations_admin');
    const { cookie } = await login(app(), 'ops', staff.password);
    expect((await patch(id, { version: 0, followUpAt: '2099-01-01' }, cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/leads?due=today|overdue (issue #29)', () => {
  const app = useTestApp({ MAIL_TIME_ZONE: 'America/New_York' });
  afterEach(() => jest.useRealTimers());

  it('today: follow-ups for the team’s today and leads still new after 24 hours; overdue: open leads with an earlier date; never a closed lead; the export and the counts follow', async () => {
    jest.useFakeTimers(FAKE_DATE_ONLY);
    // Monday March 8, 10:00 in New York.
    jest.setSystemTime(new Date('2027-03-08T15:00:00Z'));
    let { cookie } = await login(app());
    const patch = async (id: number, payload: object) => {
      const res = await app().inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(payload) });
      expect(res.statusCode).toBe(200);
      return res.json().lead.version as number;
    };
    await newLead(app(), 'Waiting');
    const late = await newLead(app(), 'Late');
    await patch(late, { version: await patch(late, { version: 0, status: 'contacted' }), followUpAt: '2027-03-08', followUpNote: 'Send the offer' });
    const closed = await newLead(app(), 'Closed');
    await patch(closed, { version: await patch(closed, { version: 0, followUpAt: '2027-03-08' }), status: 'lost' });

    // Tuesday March 9, 23:30 in New York (March 10, 03:30 UTC): Waiting is 36.5 hours old and still new.
    jest.setSystemTime(new Date('2027-03-10T03:30:00Z'));
    ({ cookie } = await login(app()));
    const tonight = await newLead(app(), 'Tonight');
    await patch(tonight, { version: 0, status: 'contacted' });
    await patch(tonight, { version: 1, followUpAt: '2027-03-09' });
    await newLead(app(), 'Fresh');

    const list = (query: string) => app().inject({ url: `/api/leads?${query}`, headers: { cookie } });
    expect(names(await list('due=today&sort=businessName'))).toEqual(['Tonight', 'Waiting']);
    expect(names(await list('due=overdue'))).toEqual(['Late']);
    expect((await list('due=today')).json()).toMatchObject({ total: 2, statusCounts: { new: 1, contacted: 1 } });
    expect(names(await list('due=overdue&status=lost'))).toEqual([]);
    // Rows carry their follow-up date.
    expect((await list('due=overdue')).json().leads[0]).toMatchObject({ followUpAt: '2027-03-08' });

    const csv = await app().inject({ url: '/api/leads/export.csv?due=overdue', headers: { cookie } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Follow-up,Follow-up note');
    expect(csv.body).toContain('Late');
    expect(csv.body).toContain('2027-03-08,Send the offer');
    expect(csv.body).not.toContain('Waiting');
    expect(csv.body).not.toContain('Closed');

    // A minute past midnight in New York: Tonight's follow-up is now overdue.
    jest.setSystemTime(new Date('2027-03-10T05:01:00Z'));
    expect(names(await list('due=overdue&sort=businessName'))).toEqual(['Late', 'Tonight']);
    expect(names(await list('due=today'))).toEqual(['Waiting']);
  });

  it('refuses another value with its message', async () => {
    const { cookie } = await login(app());
    const res = await app().inject({ url: '/api/leads?due=tomorrow', headers: { cookie } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(LEAD_QUERY_MESSAGES.due);
  });
});
