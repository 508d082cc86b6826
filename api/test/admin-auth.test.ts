import crypto from 'node:crypto';
import { Writable } from 'node:stream';
import { parseSetCookie } from 'cookie';
import { ADMIN_LOGIN_MESSAGE, LOGIN_FAILED_MESSAGE, loginLockedMessage } from '@powernest/domain';
import { buildApp } from '../src';
import { verifyPassword } from '../src/auth/password';
import { bearer, createStaff, login, postJson } from './admin-support';
import { shortLead } from './fixtures';
import { TEST_ADMIN, buildTestApp, testConfig, useTestApp } from './helper';

// Fakes Date only: timers, I/O and scrypt stay real, and the clock stands still until the test moves it.
const FAKE_DATE_ONLY = {
  doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
} satisfies Parameters<typeof jest.useFakeTimers>[0];

describe('first admin account', () => {
  it('is created from ADMIN_USERNAME / ADMIN_PASSWORD as a super admin, must change its password, and stores only a scrypt hash', async () => {
    const app = await buildTestApp({ ADMIN_USERNAME: 'boss', ADMIN_PASSWORD: 'chosen-by-operator', ADMIN_PASSWORD_MUST_CHANGE: '' });
    try {
      const user = (await app.store.users.findByUsername('boss'))!;
      // Someone must be able to manage the team.
      expect(user).toMatchObject({ role: 'super_admin', mustChangePassword: true, passwordChangeRequired: false, active: true });
      const hash = (await app.store.users.getPasswordHash(user.id))!;
      expect(hash).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(hash).not.toContain('chosen-by-operator');
      expect(await verifyPassword('chosen-by-operator', hash)).toBe(true);
      const { body } = await login(app, 'boss', 'chosen-by-operator');
      expect(body.user).toEqual({ username: 'boss', role: 'super_admin', mustChangePassword: true, passwordChangeRequired: true });
    } finally {
      await app.close();
    }
  });

  it('without ADMIN_PASSWORD gets a generated password, printed once (not on the next start with the same store)', async () => {
    const printed: string[] = [];
    // Even with ADMIN_PASSWORD_MUST_CHANGE=false: a printed password must be replaced.
    const config = testConfig({ ADMIN_PASSWORD: '' });
    const app = await buildApp(config, { logger: false, print: (t) => printed.push(t) });
    await app.ready();
    expect(printed).toHaveLength(1);
    const password = /Generated password \(shown only this once\): (\S+)/.exec(printed[0]!)![1]!;
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect((await login(app, 'admin', password)).body.user).toMatchObject({ mustChangePassword: true });

    const restarted = await buildApp(config, { logger: false, print: (t) => printed.push(t), store: app.store });
    await restarted.ready();
    expect(printed).toHaveLength(1);
    await restarted.close();
  });

  it('is made super admin again on a start where no active super admin is left (a store from before the team), and the log says so', async () => {
    const app = await buildTestApp();
    const admin = (await app.store.users.findByUsername('admin'))!;
    await app.store.users.setRole(admin.id, 'admin');
    const restarted = await buildApp(testConfig(), { logger: false, store: app.store });
    await restarted.ready();
    expect(await restarted.store.users.get(admin.id)).toMatchObject({ role: 'super_admin', active: true });
    const [entry] = await restarted.store.auditLog.list({ resourceType: 'user' });
    expect(entry).toMatchObject({ userId: 'system', action: 'user.role', resourceId: admin.id, oldValues: { role: 'admin', active: true }, newValues: { role: 'super_admin', active: true } });

    // With another active super admin, nothing changes.
    await restarted.store.users.create({ email: 'boss@example.com', username: 'boss', role: 'super_admin' });
    await restarted.store.users.setRole(admin.id, 'admin');
    const again = await buildApp(testConfig(), { logger: false, store: app.store });
    await again.ready();
    expect(await again.store.users.get(admin.id)).toMatchObject({ role: 'admin' });
    await again.close();
    await restarted.close();
    await app.close();
  });

  it('is never overwritten on a later start: a changed password survives a new ADMIN_PASSWORD', async () => {
    const app = await buildTestApp();
    const { cookie } = await login(app);
    const changed = await postJson(app, '/api/admin/change-password', { currentPassword: TEST_ADMIN.password, newPassword: 'my-own-password', confirmPassword: 'my-own-password' }, { cookie });
    expect(changed.statusCode).toBe(200);
    const restarted = await buildApp(testConfig({ ADMIN_PASSWORD: 'something-else' }), { logger: false, store: app.store });
    await restarted.ready();
    await expect(login(restarted, 'admin', 'something-else')).rejects.toThrow(/401/);
    expect((await login(restarted, 'admin', 'my-own-password')).body.user).toMatchObject({ mustChangePassword: false });
    await restarted.close();
  });
});

describe('POST /api/admin/login', () => {
  const app = useTestApp({ LOGIN_LOCKOUT_THRESHOLD: '3', LOGIN_LOCKOUT_MS: '1000', LOGIN_RATE_LIMIT_MAX: '6' });
  const attempt = (payload: unknown, remoteAddress?: string, headers: Record<string, string> = {}) =>
    postJson(app(), '/api/admin/login', payload, headers, remoteAddress);

  it('signs in: token in the body and in an httpOnly SameSite=Strict cookie for /api; no password or hash in the answer', async () => {
    const res = await attempt(TEST_ADMIN);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ success: true, token: expect.any(String), isAdmin: true, user: { username: 'admin', role: 'super_admin', mustChangePassword: false } });
    const [cookie, siteCookie] = res.headers['set-cookie'] as string[];
    // Read as a browser reads it (attribute order means nothing).
    expect(parseSetCookie(cookie!)).toEqual({ name: 'pn_admin', value: body.token, path: '/api', maxAge: 604800, expires: expect.any(Date), httpOnly: true, sameSite: 'strict' });
    // The site's general session starts with it (product.md §7 GET /api/user/me: the header shows who is signed in).
    expect(parseSetCookie(siteCookie!)).toEqual({ name: 'pn_session', value: expect.any(String), path: '/', maxAge: 604800, expires: expect.any(Date), httpOnly: true, sameSite: 'lax' });
    const me = await app().inject({ url: '/api/user/me', headers: { cookie: siteCookie!.split(';')[0]! } });
    expect(me.json().user).toMatchObject({ role: 'super_admin' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toContain(TEST_ADMIN.password);
    expect(res.body).not.toContain('scrypt$');
    // The token is a JWT with issuer, audience, expiry and the session id.
    const claims = JSON.parse(Buffer.from(body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ iss: 'powernest', aud: 'powernest-site', scope: 'admin', sub: expect.any(String), jti: expect.any(String) });
    expect(claims.exp - claims.iat).toBe(7 * 24 * 3600);
    expect(await app().store.sessions.get(claims.jti)).toMatchObject({ userId: claims.sub });
  });

  it('trims the username but keeps the password as typed', async () => {
    expect((await attempt({ username: '  admin ', password: TEST_ADMIN.password })).statusCode).toBe(200);
    expect((await attempt({ username: 'admin', password: ` ${TEST_ADMIN.password}` })).statusCode).toBe(401);
  });

  it('answers a wrong password, an unknown user and a user without a password with the same 401', async () => {
    await app().store.users.create({ email: 'site-only@example.com', username: 'siteonly' });
    const answers = [
      await attempt({ username: 'admin', password: 'wrong-password' }),
      await attempt({ username: 'nobody', password: 'wrong-password' }),
      await attempt({ username: 'siteonly', password: '' + 'anything' }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ success: false, error: LOGIN_FAILED_MESSAGE });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('spends one scrypt hash on every answered attempt, known user or not, and none on a locked one (no enumeration by timing)', async () => {
    const scrypt = jest.spyOn(crypto, 'scrypt');
    try {
      for (const payload of [
        TEST_ADMIN,
        { username: 'admin', password: 'wrong' },
        { username: 'nobody', password: 'wrong' },
      ]) {
        scrypt.mockClear();
        await attempt(payload);
        expect(scrypt).toHaveBeenCalledTimes(1);
      }
      for (let i = 0; i < 3; i += 1) await attempt({ username: 'admin', password: 'wrong' });
      scrypt.mockClear();
      // Locked: answered before any hash, for a real account exactly as for a made-up one.
      expect((await attempt(TEST_ADMIN)).statusCode).toBe(429);
      for (let i = 0; i < 3; i += 1) await attempt({ username: 'ghost', password: 'wrong' });
      scrypt.mockClear();
      expect((await attempt({ username: 'ghost', password: 'wrong' })).statusCode).toBe(429);
      expect(scrypt).toHaveBeenCalledTimes(0);
    } finally {
      scrypt.mockRestore();
    }
  });

  it.each([
    ['empty username', { username: '', password: 'x' }],
    ['blank username', { username: '   ', password: 'x' }],
    ['blank password', { username: 'admin', password: '   ' }],
    ['missing fields', {}],
  ])('refuses %s with 400 and the product.md §5 message', async (_name, payload) => {
    const res = await attempt(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: ADMIN_LOGIN_MESSAGE });
  });

  it.each([
    ['username', { username: { $ne: null }, password: 'x' }],
    ['password', { username: 'admin', password: { $ne: null } }],
    ['both', { username: { $gt: '' }, password: { $regex: '.*' } }],
    ['an array', { username: ['admin'], password: TEST_ADMIN.password }],
  ])('refuses NoSQL operator objects in %s with 400 and signs nobody in', async (_name, payload) => {
    const res = await attempt(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: ADMIN_LOGIN_MESSAGE });
    expect(res.body).not.toContain('token');
  });

  it('refuses unknown fields, text/plain bodies and cross-origin browsers', async () => {
    expect((await attempt({ ...TEST_ADMIN, role: 'super_admin' })).statusCode).toBe(400);
    const plain = await app().inject({ method: 'POST', url: '/api/admin/login', headers: { 'content-type': 'text/plain' }, payload: JSON.stringify(TEST_ADMIN) });
    expect(plain.statusCode).toBe(415);
    expect((await attempt(TEST_ADMIN, undefined, { origin: 'https://evil.example' })).statusCode).toBe(403);
  });

  it('locks the account for the source that failed 3 times: even the right password from there gets "locked, try again in …" until the lock ends', async () => {
    jest.useFakeTimers(FAKE_DATE_ONLY);
    const lockedAt = Date.now();
    for (let i = 0; i < 2; i += 1) {
      expect((await attempt({ username: 'admin', password: `wrong-${i}` }, '10.0.0.1')).json()).toEqual({ success: false, error: LOGIN_FAILED_MESSAGE });
    }
    // The failure that locks it already says so.
    const third = await attempt({ username: 'admin', password: 'wrong-2' }, '10.0.0.1');
    expect([third.statusCode, third.json()]).toEqual([429, { success: false, error: 'Too many failed sign-in attempts. Try again in 1 second.', retryAfter: 1 }]);
    const locked = await attempt(TEST_ADMIN, '10.0.0.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe('1');
    expect(locked.json()).toEqual({ success: false, error: loginLockedMessage(1), retryAfter: 1 });
    expect(locked.headers['set-cookie']).toBeUndefined();

    // LOGIN_LOCKOUT_MS=1000: still locked 1 ms before the end (however the name is spelled), open at the end.
    jest.setSystemTime(lockedAt + 999);
    expect((await attempt({ username: 'ADMIN ', password: TEST_ADMIN.password }, '10.0.0.1')).statusCode).toBe(429);
    jest.setSystemTime(lockedAt + 1000);
    expect((await attempt(TEST_ADMIN, '10.0.0.1')).statusCode).toBe(200);
  });

  it('a stranger cannot lock the real admin out (issue #13): the lock holds only the source that failed', async () => {
    for (let i = 0; i < 3; i += 1) await attempt({ username: 'admin', password: `wrong-${i}` }, '198.51.100.7');
    expect((await attempt({ username: 'admin', password: 'wrong-again' }, '198.51.100.7')).statusCode).toBe(429);
    // The admin, from their own address, signs in as usual.
    expect((await attempt(TEST_ADMIN, '10.0.0.2')).statusCode).toBe(200);
    // One IPv6 machine owns a whole /64: another address in it is the same source.
    for (let i = 0; i < 3; i += 1) await attempt({ username: 'admin', password: `wrong-${i}` }, '2001:db8:1:2::1');
    expect((await attempt(TEST_ADMIN, '2001:db8:1:2:ffff::9')).statusCode).toBe(429);
    expect((await attempt(TEST_ADMIN, '2001:db8:1:3::1')).statusCode).toBe(200);
  });

  it('each lock in a row lasts twice as long as the one before', async () => {
    jest.useFakeTimers(FAKE_DATE_ONLY);
    // Its own app: more tries than this suite's rate limit allows.
    const own = await buildTestApp({ LOGIN_LOCKOUT_THRESHOLD: '3', LOGIN_LOCKOUT_MS: '1000', LOGIN_RATE_LIMIT_MAX: '1000', LOGIN_IP_RATE_LIMIT_MAX: '1000' });
    const tryAs = (payload: unknown) => postJson(own, '/api/admin/login', payload, {}, '10.0.0.5');
    const failThrice = async () => {
      for (let i = 0; i < 3; i += 1) await tryAs({ username: 'admin', password: `wrong-${i}` });
    };
    try {
      const start = Date.now();
      await failThrice();
      expect((await tryAs(TEST_ADMIN)).json()).toMatchObject({ retryAfter: 1 });
      jest.setSystemTime(start + 1000);
      await failThrice();
      expect((await tryAs(TEST_ADMIN)).json()).toMatchObject({ retryAfter: 2 });
      jest.setSystemTime(start + 3000);
      await failThrice();
      expect((await tryAs(TEST_ADMIN)).json()).toMatchObject({ retryAfter: 4 });
      // A success ends the streak: the next lock is short again.
      jest.setSystemTime(start + 7000);
      expect((await tryAs(TEST_ADMIN)).statusCode).toBe(200);
      await failThrice();
      expect((await tryAs(TEST_ADMIN)).json()).toMatchObject({ retryAfter: 1 });
    } finally {
      await own.close();
    }
  });

  it('locks unknown usernames the same way (a lockout does not reveal that an account exists)', async () => {
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push(await attempt({ username: 'ghost', password: 'x' }, '10.0.0.9'));
    const failed = [401, { success: false, error: LOGIN_FAILED_MESSAGE }];
    const locked = [429, { success: false, error: loginLockedMessage(1), retryAfter: 1 }];
    expect(answers.map((r) => [r.statusCode, r.json()])).toEqual([failed, failed, locked, locked]);
  });

  it('a success clears the failure count', async () => {
    await attempt({ username: 'admin', password: 'wrong' }, '10.0.0.1');
    await attempt({ username: 'admin', password: 'wrong' }, '10.0.0.1');
    expect((await attempt(TEST_ADMIN, '10.0.0.1')).statusCode).toBe(200);
    await attempt({ username: 'admin', password: 'wrong' }, '10.0.0.1');
    await attempt({ username: 'admin', password: 'wrong' }, '10.0.0.1');
    expect((await attempt(TEST_ADMIN, '10.0.0.1')).statusCode).toBe(200);
  });

  it('rate-limits per IP and username: the 7th attempt in the window gets 429 with Retry-After', async () => {
    const ip = '10.1.1.1';
    const RATE_LIMITED = { success: false, error: 'Too many requests. Please try again later.' };
    // Six attempts reach the handler: two failures, then the lock's answer (LOGIN_LOCKOUT_THRESHOLD=3).
    const answered = [];
    for (let i = 0; i < 6; i += 1) answered.push(await attempt({ username: 'someone', password: 'x' }, ip));
    expect(answered.map((r) => r.statusCode)).toEqual([401, 401, 429, 429, 429, 429]);
    for (const res of answered.slice(2)) expect(res.json()).toMatchObject({ retryAfter: expect.any(Number) });
    const limited = await attempt({ username: 'someone', password: 'x' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toEqual(RATE_LIMITED);
    // The same username spelled differently is the same key.
    expect((await attempt({ username: ' SomeOne', password: 'x' }, ip)).json()).toEqual(RATE_LIMITED);
    // Another username from that IP, or that username from another IP, is still answered.
    expect((await attempt(TEST_ADMIN, ip)).statusCode).toBe(200);
    expect((await attempt({ username: 'someone', password: 'x' }, '10.1.1.2')).json()).toEqual({ success: false, error: LOGIN_FAILED_MESSAGE });
  });
});

describe('admin session: GET /api/admin/check, POST /api/admin/logout', () => {
  const app = useTestApp();
  const check = (headers: Record<string, string> = {}) => app().inject({ url: '/api/admin/check', headers });

  it('reports not authenticated without a session, never 401', async () => {
    const res = await check();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isAuthenticated: false, isAdmin: false });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('accepts the token from the cookie, Authorization: Bearer and X-Admin-Token', async () => {
    const { token, cookie } = await login(app());
    const expected = { isAuthenticated: true, isAdmin: true, user: { username: 'admin', role: 'super_admin', mustChangePassword: false } };
    expect((await check({ cookie })).json()).toEqual(expected);
    expect((await check(bearer(token))).json()).toEqual(expected);
    expect((await check({ 'x-admin-token': token })).json()).toEqual(expected);
  });

  it('says authenticated but not admin for a staff role without admin rights', async () => {
    const staff = await createStaff(app(), 'sally', 'sales_admin');
    const { cookie } = await login(app(), 'sally', staff.password);
    expect((await check({ cookie })).json()).toEqual({ isAuthenticated: true, isAdmin: false, user: { username: 'sally', role: 'sales_admin', mustChangePassword: false } });
  });

  it('refuses forged tokens, tokens of the general site session, and clears a dead cookie', async () => {
    const { token } = await login(app());
    const forged = token.slice(0, -4) + (token.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await check(bearer(forged))).json()).toMatchObject({ isAuthenticated: false });
    const user = (await app().store.users.findByUsername('admin'))!;
    const site = await app().sessions.start(user.id);
    expect((await check(bearer(site.token))).json()).toMatchObject({ isAuthenticated: false });
    expect((await app().inject({ url: '/api/leads', headers: bearer(site.token) })).statusCode).toBe(401);

    const res = await check({ cookie: `pn_admin=${forged}` });
    expect(parseSetCookie(String(res.headers['set-cookie']))).toMatchObject({ name: 'pn_admin', value: '', path: '/api', maxAge: 0 });
  });

  it('logout revokes the session: the same token is refused afterwards, by cookie and by header', async () => {
    const { token, cookie, setCookie } = await login(app());
    const siteCookie = /pn_session=[^;]+/.exec(setCookie)![0];
    const res = await app().inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: `${cookie}; ${siteCookie}` } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [cleared, siteCleared] = res.headers['set-cookie'] as string[];
    expect(parseSetCookie(cleared!)).toEqual({ name: 'pn_admin', value: '', path: '/api', maxAge: 0, expires: new Date(0), httpOnly: true, sameSite: 'strict' });
    // The general session ends with it.
    expect(parseSetCookie(siteCleared!)).toMatchObject({ name: 'pn_session', value: '', path: '/', maxAge: 0 });
    expect((await app().inject({ url: '/api/user/me', headers: { cookie: siteCookie } })).json().success).toBe(false);
    expect((await check({ cookie })).json()).toMatchObject({ isAuthenticated: false });
    expect((await check(bearer(token))).json()).toMatchObject({ isAuthenticated: false });
    expect((await app().inject({ url: '/api/leads', headers: bearer(token) })).statusCode).toBe(401);
    expect((await app().inject({ url: '/api/analytics', headers: { 'x-admin-token': token } })).statusCode).toBe(401);
  });

  it('logout by Bearer header works too, and other sessions of the same admin live on', async () => {
    const first = await login(app());
    const second = await login(app());
    await app().inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(first.token) });
    expect((await check(bearer(first.token))).json()).toMatchObject({ isAuthenticated: false });
    expect((await check(bearer(second.token))).json()).toMatchObject({ isAuthenticated: true });
  });

  it('logout without a session is harmless', async () => {
    const res = await app().inject({ method: 'POST', url: '/api/admin/logout' });
    expect(res.statusCode).toBe(200);
  });
});

describe('audit log', () => {
  const app = useTestApp();

  it('records sign-in, failed sign-in, password change and logout with user, role, IP, user agent and time', async () => {
    const ua = { 'user-agent': 'AuditTest/1.0' };
    await postJson(app(), '/api/admin/login', { username: 'admin', password: 'guess-123' }, ua, '10.2.0.1');
    await postJson(app(), '/api/admin/login', { username: 'ghost', password: 'guess-456' }, ua, '10.2.0.1');
    const res = await postJson(app(), '/api/admin/login', TEST_ADMIN, ua, '10.2.0.1');
    const cookie = String(res.headers['set-cookie']).split(';')[0]!;
    await postJson(app(), '/api/admin/change-password', { currentPassword: TEST_ADMIN.password, newPassword: 'brand-new-pass', confirmPassword: 'brand-new-pass' }, { cookie, ...ua }, '10.2.0.1');
    await app().inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie, ...ua }, remoteAddress: '10.2.0.1' });

    const admin = (await app().store.users.findByUsername('admin'))!;
    const entries = (await app().store.auditLog.list()).reverse();
    expect(entries.map((e) => [e.action, e.userId, e.userRole])).toEqual([
      ['admin.login_failed', admin.id, 'super_admin'],
      ['admin.login_failed', 'unknown', 'none'],
      ['admin.login', admin.id, 'super_admin'],
      ['admin.password_changed', admin.id, 'super_admin'],
      ['admin.logout', admin.id, 'super_admin'],
    ]);
    for (const e of entries) {
      expect(e).toMatchObject({ ipAddress: '10.2.0.1', userAgent: 'AuditTest/1.0' });
      expect(e.timestamp.getTime()).toBeGreaterThan(Date.now() - 60_000);
    }
    expect(entries[0]!.newValues).toEqual({ username: 'admin', reason: 'wrong password' });
    expect(entries[1]!.newValues).toEqual({ username: 'ghost', reason: 'unknown user' });
    const serialized = JSON.stringify(entries);
    for (const secret of [TEST_ADMIN.password, 'brand-new-pass', 'guess-123', 'guess-456', 'scrypt$']) {
      expect(serialized).not.toContain(secret);
    }
  });
});

describe('secrets never reach a log line or a response body', () => {
  it('holds for a whole admin session at trace level', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await buildApp(testConfig({ LOG_LEVEL: 'trace' }), { logger: { level: 'trace', stream } });
    await app.ready();
    try {
      const bodies: string[] = [];
      const wrong = await postJson(app, '/api/admin/login', { username: 'admin', password: 'a-wrong-guess' });
      bodies.push(wrong.body);
      const { token, cookie, body } = await login(app);
      bodies.push(JSON.stringify({ ...body, token: undefined }));
      await postJson(app, '/api/leads', shortLead);
      for (const url of ['/api/admin/check', '/api/leads', '/api/analytics', '/api/admin/email-status']) {
        bodies.push((await app.inject({ url, headers: { cookie } })).body);
      }
      const change = await postJson(app, '/api/admin/change-password', { currentPassword: TEST_ADMIN.password, newPassword: 'second-password', confirmPassword: 'second-password' }, { cookie });
      bodies.push(change.body);
      bodies.push((await app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(token) })).body);

      const admin = (await app.store.users.findByUsername('admin'))!;
      const hash = (await app.store.users.getPasswordHash(admin.id))!;
      expect(lines.length).toBeGreaterThan(10);
      for (const text of [lines.join('\n'), bodies.join('\n')]) {
        for (const secret of [TEST_ADMIN.password, 'a-wrong-guess', 'second-password', token, token.split('.')[2]!, hash, hash.split('$')[5]!]) {
          expect(text).not.toContain(secret);
        }
        expect(text).not.toContain('scrypt$');
      }
    } finally {
      await app.close();
    }
  });
});
