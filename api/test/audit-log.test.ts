import type { FastifyInstance } from 'fastify';
import { AUDIT_QUERY_MESSAGES } from '@powernest/domain';
import { createStaff, login, postJson } from './admin-support';
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
    expect(body).toMatchObject({ success: true, total: 3, page: 1, pageSize: 50 });
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
      newValues: { username: 'kim', name: 'Kim', email: 'kim@powernest.example', role: 'admin' },
      ipAddress: '127.0.0.1',
    });
    expect(body.entries[2].newValues).toEqual({ username: 'ghost', reason: 'unknown user' });
    for (const secret of [temporaryPassword, 'a-guess-123', TEST_ADMIN.password, 'AuditPage', 'scrypt$']) expect(res.body).not.toContain(secret);
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
    const page2 = (await get(app(), '?resourceType=lead&pageSize=2&page=2', cookie)).json();
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.entries.map((e: { timestamp: string }) => e.timestamp)).toEqual(['2026-03-01T12:00:00.000Z']);
  });

  it.each([
    ['?pageSize=101', 'pageSize', AUDIT_QUERY_MESSAGES.pageSize],
    ['?page=0', 'page', AUDIT_QUERY_MESSAGES.page],
    ['?page=201', 'page', expect.stringContaining('page is too far: page × pageSize must be at most 10,000')],
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
