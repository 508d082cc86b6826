import type { FastifyInstance } from 'fastify';
import { CHANGE_PASSWORD_MESSAGES, LOGIN_FAILED_MESSAGE, NOT_AUTHORISED_FOR_ROLE, PASSWORD_CHANGE_REQUIRED_MESSAGE, TEAM_MESSAGES } from '@powernest/domain';
import { nextMillisecond } from '../src/store/contract/types';
import { createStaff, login, postJson } from './admin-support';
import { jsonHeaders, shortLead } from './fixtures';
import { TEST_ADMIN, useTestApp } from './helper';

const NEW_MEMBER = { username: 'kim.lee', name: 'Kim Lee', email: 'kim@powernest.example', role: 'admin' };

function patch(app: FastifyInstance, id: string, payload: unknown, cookie: string) {
  return app.inject({ method: 'PATCH', url: `/api/team/${id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify(payload) });
}

/** The seeded first admin (a super admin) signed in. */
const superAdmin = (app: FastifyInstance) => login(app);

async function addMember(app: FastifyInstance, cookie: string, member: object = NEW_MEMBER) {
  const res = await postJson(app, '/api/team', member, { cookie });
  expect(res.statusCode).toBe(201);
  return res.json() as { member: { id: string; username: string }; temporaryPassword: string };
}

const auditOf = async (app: FastifyInstance, action: string) => (await app.store.auditLog.list({ resourceType: 'user' })).filter((e) => e.action === action);

describe('GET /api/team', () => {
  const app = useTestApp();

  it('is for the staff: 401 signed out, 403 for a `user`, the list for a sales admin (assignment names)', async () => {
    expect((await app().inject('/api/team')).statusCode).toBe(401);
    const visitor = await createStaff(app(), 'visitor', 'user');
    const refused = await app().inject({ url: '/api/team', headers: { cookie: (await login(app(), 'visitor', visitor.password)).cookie } });
    expect([refused.statusCode, refused.json()]).toEqual([403, { success: false, error: NOT_AUTHORISED_FOR_ROLE }]);
    const staff = await createStaff(app(), 'sally', 'sales_admin');
    const { cookie } = await login(app(), 'sally', staff.password);
    const res = await app().inject({ url: '/api/team', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().members.map((m: { username: string }) => m.username)).toContain('sally');
  });

  it('lists the staff, oldest first, for any admin: no site visitors, no passwords', async () => {
    await nextMillisecond();
    const plainAdmin = await createStaff(app(), 'adam', 'admin');
    await nextMillisecond();
    await createStaff(app(), 'sally', 'sales_admin');
    await app().store.users.create({ email: 'visitor@example.com', name: 'Site visitor' });
    const { cookie } = await login(app(), 'adam', plainAdmin.password);
    const res = await app().inject({ url: '/api/team', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { members } = res.json();
    expect(members.map((m: { username: string; role: string }) => [m.username, m.role])).toEqual([
      ['admin', 'super_admin'],
      ['adam', 'admin'],
      ['sally', 'sales_admin'],
    ]);
    expect(members[0]).toEqual({
      id: expect.any(String),
      username: 'admin',
      name: 'Administrator',
      email: 'admin@admin.invalid',
      role: 'super_admin',
      active: true,
      mustChangePassword: false, // the tests' first admin (ADMIN_PASSWORD_MUST_CHANGE=false)
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(members[1].lastLogin).toEqual(expect.stringMatching(/^\d{4}-/));
    expect(res.body).not.toContain('scrypt$');
  });
});

describe('POST /api/team', () => {
  const app = useTestApp();

  it('adds a member with a temporary password shown once; they must choose their own before anything else', async () => {
    const { cookie } = await superAdmin(app());
    const res = await postJson(app(), '/api/team', { ...NEW_MEMBER, username: '  Kim.Lee ' }, { cookie });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const { member, temporaryPassword } = res.json();
    expect(member).toEqual({
      id: expect.any(String),
      username: 'kim.lee',
      name: 'Kim Lee',
      email: 'kim@powernest.example',
      role: 'admin',
      active: true,
      mustChangePassword: true,
      createdAt: expect.any(String),
    });
    expect(temporaryPassword.length).toBeGreaterThanOrEqual(16);
    // Only a hash is kept.
    expect(await app().store.users.getPasswordHash(member.id)).not.toContain(temporaryPassword);

    // They sign in with it, and are told to change it: every admin route but the change refuses.
    const signedIn = await login(app(), 'kim.lee', temporaryPassword);
    expect(signedIn.body.user).toEqual({ username: 'kim.lee', role: 'admin', mustChangePassword: true, passwordChangeRequired: true });
    const check = await app().inject({ url: '/api/admin/check', headers: { cookie: signedIn.cookie } });
    expect(check.json()).toEqual({ isAuthenticated: true, isAdmin: true, user: signedIn.body.user });
    for (const url of ['/api/leads', '/api/team', '/api/audit-log']) {
      const refused = await app().inject({ url, headers: { cookie: signedIn.cookie } });
      expect([refused.statusCode, refused.json()]).toEqual([403, { success: false, error: PASSWORD_CHANGE_REQUIRED_MESSAGE }]);
    }
    const changed = await postJson(
      app(),
      '/api/admin/change-password',
      { currentPassword: temporaryPassword, newPassword: 'kims-own-password', confirmPassword: 'kims-own-password' },
      { cookie: signedIn.cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect((await app().inject({ url: '/api/admin/check', headers: { cookie: signedIn.cookie } })).json().user).toEqual({ username: 'kim.lee', role: 'admin', mustChangePassword: false });
    expect((await app().inject({ url: '/api/leads', headers: { cookie: signedIn.cookie } })).statusCode).toBe(200);
    await expect(login(app(), 'kim.lee', temporaryPassword)).rejects.toThrow(/401/);
  });

  it('writes user.create to the audit log with who did it and the new values, never the password', async () => {
    const { cookie } = await superAdmin(app());
    const { member, temporaryPassword } = await addMember(app(), cookie);
    const admin = (await app().store.users.findByUsername(TEST_ADMIN.username))!;
    const [entry] = await auditOf(app(), 'user.create');
    expect(entry).toMatchObject({
      userId: admin.id,
      userRole: 'super_admin',
      resourceType: 'user',
      resourceId: member.id,
      newValues: { username: 'kim.lee', name: 'Kim Lee', email: 'kim@powernest.example', role: 'admin' },
    });
    expect(JSON.stringify(await app().store.auditLog.list())).not.toContain(temporaryPassword);
  });

  it('is for super admins only: 401 signed out, 403 for an admin', async () => {
    expect((await postJson(app(), '/api/team', NEW_MEMBER)).statusCode).toBe(401);
    const staff = await createStaff(app(), 'adam', 'admin');
    const { cookie } = await login(app(), 'adam', staff.password);
    const res = await postJson(app(), '/api/team', NEW_MEMBER, { cookie });
    expect([res.statusCode, res.json()]).toEqual([403, { success: false, error: NOT_AUTHORISED_FOR_ROLE }]);
    expect(await app().store.users.findByUsername('kim.lee')).toBeNull();
  });

  it.each([
    ['a username with spaces', { ...NEW_MEMBER, username: 'kim lee' }, 'username', TEAM_MESSAGES.username],
    ['a too-short username', { ...NEW_MEMBER, username: 'k' }, 'username', TEAM_MESSAGES.username],
    ['a blank name', { ...NEW_MEMBER, name: '  ' }, 'name', TEAM_MESSAGES.name],
    ['a bad e-mail', { ...NEW_MEMBER, email: 'kim-at-example' }, 'email', TEAM_MESSAGES.email],
    ['the site visitors’ role', { ...NEW_MEMBER, role: 'user' }, 'role', TEAM_MESSAGES.role],
    ['no role', { username: 'kim.lee', name: 'Kim', email: 'kim@powernest.example' }, 'role', TEAM_MESSAGES.role],
    ['a password chosen by the creator', { ...NEW_MEMBER, password: 'secret-123' }, 'password', 'Unknown field'],
  ])('refuses %s with 400', async (_name, payload, field, message) => {
    const { cookie } = await superAdmin(app());
    const res = await postJson(app(), '/api/team', payload, { cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ [field]: message });
  });

  it('answers 409 for a username or e-mail already in use, naming the field', async () => {
    const { cookie } = await superAdmin(app());
    await addMember(app(), cookie);
    const sameName = await postJson(app(), '/api/team', { ...NEW_MEMBER, email: 'other@powernest.example' }, { cookie });
    expect([sameName.statusCode, sameName.json()]).toEqual([409, { success: false, error: TEAM_MESSAGES.usernameTaken, fieldErrors: { username: TEAM_MESSAGES.usernameTaken } }]);
    const sameEmail = await postJson(app(), '/api/team', { ...NEW_MEMBER, username: 'kim2', email: 'KIM@powernest.example' }, { cookie });
    expect([sameEmail.statusCode, sameEmail.json()]).toEqual([409, { success: false, error: TEAM_MESSAGES.emailTaken, fieldErrors: { email: TEAM_MESSAGES.emailTaken } }]);
    expect(await auditOf(app(), 'user.create')).toHaveLength(1);
  });
});

describe('PATCH /api/team/:id', () => {
  const app = useTestApp();

  it('changes a role, in force at once and in the audit log with old and new', async () => {
    const { cookie } = await superAdmin(app());
    const { member, temporaryPassword } = await addMember(app(), cookie);
    const res = await patch(app(), member.id, { role: 'sales_admin' }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ id: member.id, role: 'sales_admin', active: true });
    const [entry] = await auditOf(app(), 'user.role');
    expect(entry).toMatchObject({ resourceId: member.id, userRole: 'super_admin', oldValues: { role: 'admin' }, newValues: { role: 'sales_admin' } });
    // A sales admin is not an admin.
    expect((await login(app(), 'kim.lee', temporaryPassword)).body.isAdmin).toBe(false);
    // The same role again changes nothing and writes nothing.
    expect((await patch(app(), member.id, { role: 'sales_admin' }, cookie)).statusCode).toBe(200);
    expect(await auditOf(app(), 'user.role')).toHaveLength(1);
  });

  it('deactivates: their sessions stop at once and they cannot sign in (the usual failure); reactivating lets them back in', async () => {
    const { cookie } = await superAdmin(app());
    const staff = await createStaff(app(), 'adam', 'admin');
    const adam = await login(app(), 'adam', staff.password);
    const other = await login(app(), 'adam', staff.password);
    expect((await app().inject({ url: '/api/leads', headers: { cookie: adam.cookie } })).statusCode).toBe(200);

    const res = await patch(app(), staff.id, { active: false }, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().member).toMatchObject({ username: 'adam', active: false });
    expect((await app().inject({ url: '/api/leads', headers: { cookie: adam.cookie } })).statusCode).toBe(401);
    expect((await app().inject({ url: '/api/admin/check', headers: { authorization: `Bearer ${other.token}` } })).json()).toEqual({ isAuthenticated: false, isAdmin: false });
    const refused = await postJson(app(), '/api/admin/login', { username: 'adam', password: staff.password });
    expect([refused.statusCode, refused.json()]).toEqual([401, { success: false, error: LOGIN_FAILED_MESSAGE }]);
    expect((await app().store.auditLog.list({ resourceType: 'session' }))[0]).toMatchObject({ action: 'admin.login_failed', newValues: { username: 'adam', reason: 'deactivated' } });

    expect((await patch(app(), staff.id, { active: true }, cookie)).json().member).toMatchObject({ active: true });
    expect((await login(app(), 'adam', staff.password)).body.user).toMatchObject({ username: 'adam' });
    // The sessions from before stay ended.
    expect((await app().inject({ url: '/api/leads', headers: { cookie: adam.cookie } })).statusCode).toBe(401);

    expect((await auditOf(app(), 'user.deactivate'))[0]).toMatchObject({ resourceId: staff.id, oldValues: { active: true }, newValues: { active: false } });
    expect((await auditOf(app(), 'user.activate'))[0]).toMatchObject({ resourceId: staff.id, oldValues: { active: false }, newValues: { active: true } });
  });

  it('a super admin cannot demote or deactivate themself (409), and nothing changes', async () => {
    const { cookie } = await superAdmin(app());
    const me = (await app().store.users.findByUsername(TEST_ADMIN.username))!;
    for (const change of [{ role: 'admin' }, { active: false }, { role: 'super_admin', active: false }]) {
      const res = await patch(app(), me.id, change, cookie);
      expect([res.statusCode, res.json()]).toEqual([409, { success: false, error: TEAM_MESSAGES.self }]);
    }
    expect(await app().store.users.get(me.id)).toMatchObject({ role: 'super_admin', active: true });
    // Asking for what already is stays harmless.
    expect((await patch(app(), me.id, { role: 'super_admin', active: true }, cookie)).statusCode).toBe(200);
    expect(await auditOf(app(), 'user.role')).toHaveLength(0);
  });

  it('two super admins demoting each other at once: one wins, the last super admin stays', async () => {
    const { cookie } = await superAdmin(app());
    const me = (await app().store.users.findByUsername(TEST_ADMIN.username))!;
    const staff = await createStaff(app(), 'root2', 'super_admin');
    const root2 = await login(app(), 'root2', staff.password);
    const answers = await Promise.all([patch(app(), staff.id, { role: 'admin' }, cookie), patch(app(), me.id, { active: false }, root2.cookie)]);
    const codes = answers.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    // The loser is refused as the last super admin, or (if its session was checked after the
    // winner's change) as no longer a super admin.
    const loser = answers.find((r) => r.statusCode !== 200)!;
    expect([409, 403]).toContain(loser.statusCode);
    if (loser.statusCode === 409) expect(loser.json().error).toBe(TEAM_MESSAGES.lastSuperAdmin);
    expect(await app().store.users.list({ roles: ['super_admin'], active: true })).toHaveLength(1);
  });

  it('lets a super admin demote or deactivate another super admin', async () => {
    const { cookie } = await superAdmin(app());
    const staff = await createStaff(app(), 'root2', 'super_admin');
    expect((await patch(app(), staff.id, { active: false }, cookie)).json().member).toMatchObject({ role: 'super_admin', active: false });
    // A deactivated super admin is no longer one of the active ones: a role change is fine.
    expect((await patch(app(), staff.id, { role: 'admin', active: true }, cookie)).json().member).toMatchObject({ role: 'admin', active: true });
  });

  it('is for super admins only: 401 signed out, 403 for an admin', async () => {
    const staff = await createStaff(app(), 'adam', 'admin');
    const target = await createStaff(app(), 'sally', 'sales_admin');
    expect((await app().inject({ method: 'PATCH', url: `/api/team/${target.id}`, headers: jsonHeaders, payload: '{"active":false}' })).statusCode).toBe(401);
    const { cookie } = await login(app(), 'adam', staff.password);
    expect((await patch(app(), target.id, { active: false }, cookie)).statusCode).toBe(403);
    expect(await app().store.users.get(target.id)).toMatchObject({ active: true });
  });

  it('404 for an unknown id or a site visitor; 400 for a bad body or id', async () => {
    const { cookie } = await superAdmin(app());
    const visitor = await app().store.users.create({ email: 'visitor@example.com' });
    const staff = await createStaff(app(), 'adam', 'admin');
    for (const id of ['2f9e5a3c-0000-4000-8000-000000000000', visitor.id]) {
      const res = await patch(app(), id, { active: false }, cookie);
      expect([res.statusCode, res.json()]).toEqual([404, { success: false, error: TEAM_MESSAGES.notFound }]);
    }
    const cases: [unknown, string, string][] = [
      [{}, 'role', TEAM_MESSAGES.nothing],
      [{ role: 'user' }, 'role', TEAM_MESSAGES.role],
      [{ active: 'no' }, 'active', TEAM_MESSAGES.active],
      [{ active: false, password: 'x' }, 'password', 'Unknown field'],
    ];
    for (const [body, field, message] of cases) {
      const res = await patch(app(), staff.id, body, cookie);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors).toEqual({ [field]: message });
    }
    expect((await patch(app(), 'not$an$id', { active: false }, cookie)).json().fieldErrors).toEqual({ id: TEAM_MESSAGES.id });
  });
});

describe('a temporary password', () => {
  const app = useTestApp();

  it('must be replaced by a different one that follows the password rules', async () => {
    const { cookie } = await superAdmin(app());
    const { temporaryPassword } = await addMember(app(), cookie);
    const member = await login(app(), 'kim.lee', temporaryPassword);
    const short = await postJson(app(), '/api/admin/change-password', { currentPassword: temporaryPassword, newPassword: 'short', confirmPassword: 'short' }, { cookie: member.cookie });
    expect(short.json().fieldErrors).toEqual({ newPassword: CHANGE_PASSWORD_MESSAGES.newPassword });
    const same = await postJson(app(), '/api/admin/change-password', { currentPassword: temporaryPassword, newPassword: temporaryPassword, confirmPassword: temporaryPassword }, { cookie: member.cookie });
    expect(same.statusCode).toBe(400);
    expect((await app().inject({ url: '/api/leads', headers: { cookie: member.cookie } })).statusCode).toBe(403);
  });
});

describe('a deactivated member and the leads', () => {
  const app = useTestApp();

  it('can no longer be assigned a lead', async () => {
    const { cookie } = await superAdmin(app());
    const staff = await createStaff(app(), 'adam', 'admin');
    const lead = (await postJson(app(), '/api/leads', shortLead)).json().lead;
    await patch(app(), staff.id, { active: false }, cookie);
    const res = await app().inject({ method: 'PATCH', url: `/api/leads/${lead.id}`, headers: { ...jsonHeaders, cookie }, payload: JSON.stringify({ version: 0, assignedTo: 'adam' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ assignedTo: 'No team member has this username' });
  });
});
