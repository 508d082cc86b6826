import type { FastifyInstance } from 'fastify';
import { AUDIT_QUERY_MESSAGES } from '@powernest/domain';
import { createStaff, login, postJson } from './admin-support';
import { fullLead } from './fixtures';
import { TEST_ADMIN, useTestApp } from './helper';

const get = (app: FastifyInstance, query: string, cookie: string) => app.inject({ url: `/api/audit-log${query}`, headers: { cookie } });

describe('GET /api/audit-log', () => {
  const app = useTestApp();

  it('is for admins: 401 signed out, 403 for a staff role without admin rights, 200 for an admin', async () => {
    expect((await app().inject('/api/audit-log')).statusCode).toBe(401);
    const viewer = await createStaff(app(), 'viewer', 'analytics_user');
    expect((await get(app(), '', (await login(app(), 'viewer', viewer.password)).cookie)).statusCode).toBe(403);
    const admin = await createStaff(app(), 'adam', 'admin');
    const res = await get(app(), '', (await login(app(), 'adam', admin.password)).cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('lists the team’s actions newest first with who did them, never a password or user agent', async () => {
    await postJson(app(), '/api/admin/login', { username: 'ghost', password: 'a-guess-123' }, { 'user-agent': 'AuditPage/1.0' });
    const { cookie } = await login(app());
    const created = await postJson(app(), '/api/team', { username: 'kim', name: 'Kim', email: 'kim@powernest.example', role: 'admin' }, { cookie });
    const { member, temporaryPassword } = created.json();
    const res = await get(app(), '', cookie);
    const body = res.json();
    expect(body).toMatchObject({ success: true, total: 3, totalCapped: false, pageSize: 50 });
    expect(body).not.toHaveProperty('next');
    expect(body).not.toHaveProperty('prev');
    const admin = (await app().store.users.findByUsername(TEST_ADMIN.username))!;
    expect(body.entries.map((e: Record<string, unknown>) => [e.action, e.username, e.userId])).toEqual([
      ['user.create', TEST_ADMIN.username, admin.id],
      ['admin.login', TEST_ADMIN.username, admin.id],
      ['admin.login_failed', undefined, 'unknown'],
    ]);
    expect(body.entries[0]).toEqual({
      id: expect.any(String),
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      userId: admin.id,
      username: TEST_ADMIN.username,
      userRole: 'super_admin',
      action: 'user.create',
      resourceType: 'user',
      resourceId: member.id,
      resourceName: 'kim',
      newValues: { username: 'kim', name: 'Kim', email: 'kim@powernest.example', role: 'admin' },
      ipAddress: '127.0.0.1',
    });
    expect(body.entries[2].newValues).toEqual({ username: 'ghost', reason: 'unknown user' });
    for (const secret of [temporaryPassword, 'a-guess-123', TEST_ADMIN.password, 'AuditPage', 'scrypt$']) expect(res.body).not.toContain(secret);
  });

  it('names each entry’s lead, partner or member and its actor, one read per kind for the page; a deleted one has no name', async () => {
    const { cookie } = await login(app());
    const staff = await createStaff(app(), 'sam', 'sales_admin');
    const created = await postJson(app(), '/api/leads', { ...fullLead, businessName: 'Blue Door Café' });
    const leadId: number = created.json().lead.id;
    const partner = await app().store.partners.create({
      businessName: 'Cedar Books', address: '1 Main St', city: 'Austin', state: 'TX', businessType: 'retail', contactPerson: 'Ana', email: 'ana@cedar.example', phone: '(512) 555-0100', latitude: 30.27, longitude: -97.74,
    });
    const log = (userId: string, resourceType: string, resourceId: string) => app().store.auditLog.append({ userId, userRole: 'admin', action: `${resourceType}.update`, resourceType, resourceId });
    await log(staff.id, 'lead', String(leadId));
    await log(staff.id, 'partner', partner.id);
    await log('applicant', 'lead', String(leadId));
    await log(staff.id, 'user', staff.id);
    await log(staff.id, 'partner', 'gone-partner');
    await log(staff.id, 'lead', '9999');
    await log('system', 'waiting_list_area', 'Austin, TX');

    const many = [jest.spyOn(app().store.users, 'getMany'), jest.spyOn(app().store.partners, 'getMany'), jest.spyOn(app().store.leadReads, 'getMany')];
    const partnerGets = jest.spyOn(app().store.partners, 'get');
    const body = (await get(app(), '?pageSize=7', cookie)).json();
    expect(body.entries.map((e: Record<string, unknown>) => [e.username, e.resourceType, e.resourceName])).toEqual([
      [undefined, 'waiting_list_area', undefined],
      ['sam', 'lead', undefined],
      ['sam', 'partner', undefined],
      ['sam', 'user', 'sam'],
      [undefined, 'lead', 'Blue Door Café'],
      ['sam', 'partner', 'Cedar Books'],
      ['sam', 'lead', 'Blue Door Café'],
    ]);
    // One read per kind for the page, none per entry (users.get reads only the session's account).
    expect(many.map((spy) => spy.mock.calls.length)).toEqual([1, 1, 1]);
    expect(partnerGets).not.toHaveBeenCalled();
  });

  it('filters by who, what, kind of resource and days, and pages with the total', async () => {
    const { cookie } = await login(app());
    const staff = await createStaff(app(), 'adam', 'admin');
    await login(app(), 'adam', staff.password);
    const at = (day: string, action: string, userId = staff.id) =>
      app().store.auditLog.append({ userId, userRole: 'admin', action, resourceType: 'lead', resourceId: '1', timestamp: new Date(`${day}T12:00:00Z`) });
    await at('2026-03-01', 'lead.status');
    await at('2026-03-02', 'lead.note');
    await at('2026-03-03', 'lead.status');

    const actions = async (query: string) => {
      const body = (await get(app(), query, cookie)).json();
      return { total: body.total, actions: body.entries.map((e: { action: string }) => e.action) };
    };
    expect(await actions(`?userId=${staff.id}`)).toEqual({ total: 4, actions: ['admin.login', 'lead.status', 'lead.note', 'lead.status'] });
    expect(await actions('?action=lead.status')).toEqual({ total: 2, actions: ['lead.status', 'lead.status'] });
    expect(await actions('?resourceType=lead&from=2026-03-02')).toEqual({ total: 2, actions: ['lead.status', 'lead.note'] });
    expect(await actions('?resourceType=lead&to=2026-03-02')).toEqual({ total: 2, actions: ['lead.note', 'lead.status'] });
    expect(await actions('?from=2026-03-02&to=2026-03-02')).toEqual({ total: 1, actions: ['lead.note'] });
    const page1 = (await get(app(), '?resourceType=lead&pageSize=2', cookie)).json();
    expect(page1).toMatchObject({ total: 3, pageSize: 2, next: expect.any(String) });
    const page2 = (await get(app(), `?resourceType=lead&pageSize=2&cursor=${page1.next}`, cookie)).json();
    expect(page2).toMatchObject({ total: 3, pageSize: 2, prev: expect.any(String) });
    expect(page2).not.toHaveProperty('next');
    expect(page2.entries.map((e: { timestamp: string }) => e.timestamp)).toEqual(['2026-03-01T12:00:00.000Z']);
    const back = (await get(app(), `?resourceType=lead&pageSize=2&cursor=${page2.prev}`, cookie)).json();
    expect(back.entries).toEqual(page1.entries);
    expect(back).not.toHaveProperty('prev');
    expect(back.next).toBe(page1.next);
  });

  it('pages by cursor while entries arrive: Older never repeats or skips one, Newer leads back to the newest', async () => {
    const { cookie } = await login(app());
    for (let i = 0; i < 7; i++) {
      await app().store.auditLog.append({ userId: 'system', userRole: 'system', action: 'lead.note', resourceType: 'lead', resourceId: String(i), timestamp: new Date(Date.UTC(2026, 2, 1, 12, i)) });
    }
    const query = '?action=lead.note&pageSize=3';
    const seen: string[] = [];
    let body = (await get(app(), query, cookie)).json();
    for (;;) {
      seen.push(...body.entries.map((e: { resourceId: string }) => e.resourceId));
      // A note is added between two requests: it is newer than every page being read.
      await app().store.auditLog.append({ userId: 'system', userRole: 'system', action: 'lead.note', resourceType: 'lead', resourceId: 'late' });
      if (!body.next) break;
      body = (await get(app(), `${query}&cursor=${encodeURIComponent(body.next)}`, cookie)).json();
    }
    expect(seen).toEqual(['6', '5', '4', '3', '2', '1', '0']);
    // Newer from the last page: the pages back to the top, the late notes at the end of the walk.
    const back: string[] = [];
    for (let cursor = body.prev; cursor; ) {
      body = (await get(app(), `${query}&cursor=${encodeURIComponent(cursor)}`, cookie)).json();
      back.unshift(...body.entries.map((e: { resourceId: string }) => e.resourceId));
      cursor = body.prev;
    }
    expect(back).toEqual(['late', 'late', 'late', '6', '5', '4', '3', '2', '1']);
    expect(body.entries).toEqual((await get(app(), query, cookie)).json().entries);
  });

  it('counts the matches up to 10,000 and says when there are more', async () => {
    const { cookie } = await login(app());
    for (let i = 0; i < 10_001; i++) await app().store.auditLog.append({ userId: 'system', userRole: 'system', action: 'lead.note', resourceType: 'lead' });
    const body = (await get(app(), '?action=lead.note&pageSize=1', cookie)).json();
    expect(body).toMatchObject({ total: 10_000, totalCapped: true });
  });

  it('refuses a cursor that was edited, cut short or made up, in the one error answer', async () => {
    const { cookie } = await login(app());
    await app().store.auditLog.append({ userId: 'system', userRole: 'system', action: 'lead.note', resourceType: 'lead' });
    await app().store.auditLog.append({ userId: 'system', userRole: 'system', action: 'lead.note', resourceType: 'lead' });
    const { next } = (await get(app(), '?pageSize=1', cookie)).json();
    expect((await get(app(), `?pageSize=1&cursor=${next}`, cookie)).statusCode).toBe(200);
    for (const cursor of [next.slice(0, -2), `${next}0`, next.replace(/^./, (c: string) => (c === 'e' ? 'f' : 'e')), 'abc', '%7B%22%24gt%22%3A1%7D']) {
      const res = await get(app(), `?pageSize=1&cursor=${cursor}`, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ success: false, error: 'Validation failed', fieldErrors: { cursor: AUDIT_QUERY_MESSAGES.cursor } });
    }
  });

  it.each([
    ['?pageSize=101', 'pageSize', AUDIT_QUERY_MESSAGES.pageSize],
    ['?page=2', 'page', 'Unknown field'],
    ['?cursor=a&cursor=b', 'cursor', AUDIT_QUERY_MESSAGES.cursor],
    ['?from=03/01/2026', 'from', AUDIT_QUERY_MESSAGES.date],
    ['?from=2026-03-05&to=2026-03-01', 'from', AUDIT_QUERY_MESSAGES.range],
    ['?action=%24where', 'action', AUDIT_QUERY_MESSAGES.action],
    ['?userId=a&userId=b', 'userId', AUDIT_QUERY_MESSAGES.userId],
    ['?userId[$ne]=x', 'userId[$ne]', 'Unknown field'],
    ['?sort=oldest', 'sort', 'Unknown field'],
  ])('refuses %s with 400', async (query, field, message) => {
    const { cookie } = await login(app());
    const res = await get(app(), query, cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({ [field]: message });
  });
});

describe('GET /api/audit-log: the team’s time zone (browser audit #18)', () => {
  const app = useTestApp({ MAIL_TIME_ZONE: 'America/Chicago' });

  it('names the zone the admin shows the log’s times in (MAIL_TIME_ZONE)', async () => {
    const { cookie } = await login(app());
    const res = await get(app(), '', cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().timeZone).toBe('America/Chicago');
  });
});
