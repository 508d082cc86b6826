import { parseSetCookie } from 'cookie';
import { login, postJson } from './admin-support';
import { TEST_ADMIN, useTestApp } from './helper';

describe('general session: GET /api/user/me and GET /auth/logout', () => {
  const app = useTestApp();

  async function signIn(email = 'pat@example.com') {
    const user = await app().store.users.create({ email, name: 'Pat' });
    const { setCookie } = await app().sessions.start(user.id);
    return { user, cookie: setCookie.split(';')[0]! };
  }

  it('reports nobody without a session: success false, never 401 (every visitor’s page asks)', async () => {
    const res = await app().inject('/api/user/me');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ success: false, error: 'Not authenticated' });
  });

  it('answers the user with its role for a valid session cookie', async () => {
    const { user, cookie } = await signIn();
    const res = await app().inject({ url: '/api/user/me', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, user: { id: user.id, email: 'pat@example.com', role: 'user' } });
  });

  it('refuses a forged or tampered token', async () => {
    const { cookie } = await signIn();
    const tampered = cookie.slice(0, -3) + (cookie.endsWith('aaa') ? 'bbb' : 'aaa');
    expect((await app().inject({ url: '/api/user/me', headers: { cookie: tampered } })).json()).toEqual({ success: false, error: 'Not authenticated' });
  });

  it('logout clears the cookie, revokes the session and redirects to /', async () => {
    const { cookie } = await signIn();
    const res = await app().inject({ url: '/auth/logout', headers: { cookie } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((header) => parseSetCookie(header));
    expect(cleared[0]).toMatchObject({ name: 'pn_session', value: '', path: '/', maxAge: 0 });
    // The old token no longer works even if a client kept it.
    expect((await app().inject({ url: '/api/user/me', headers: { cookie } })).json().success).toBe(false);
  });

  it('a sign-out link on another site signs nobody out (Sec-Fetch-Site: cross-site, issue #40); the site’s own link does', async () => {
    const { cookie } = await signIn();
    const forged = await app().inject({ url: '/auth/logout', headers: { cookie, 'sec-fetch-site': 'cross-site' } });
    expect(forged.statusCode).toBe(302);
    expect(forged.headers.location).toBe('/');
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await app().inject({ url: '/api/user/me', headers: { cookie } })).json().success).toBe(true);
    for (const site of ['same-origin', 'none']) {
      const { cookie: own } = await signIn(`pat-${site}@example.com`);
      await app().inject({ url: '/auth/logout', headers: { cookie: own, 'sec-fetch-site': site } });
      expect((await app().inject({ url: '/api/user/me', headers: { cookie: own } })).json().success).toBe(false);
    }
  });

  it('logout without a session still redirects home', async () => {
    const res = await app().inject('/auth/logout');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});

describe('the admin sign-in and the site session (issue "Every lead gets through" item 4)', () => {
  const app = useTestApp();
  /** Both sessions' cookies a browser keeps after signing in at /admin-login. */
  async function adminSignIn() {
    const { setCookie } = await login(app());
    return { admin: cookieNamed(setCookie, 'pn_admin'), site: cookieNamed(setCookie, 'pn_session') };
  }
  const me = (cookie: string) => app().inject({ url: '/api/user/me', headers: { cookie } }).then((r) => r.json());
  const check = (cookie: string) => app().inject({ url: '/api/admin/check', headers: { cookie } }).then((r) => r.json());

  it('GET /auth/logout, which only receives the site cookie, revokes the admin session signed in with it', async () => {
    const { admin, site } = await adminSignIn();
    expect((await check(admin)).isAuthenticated).toBe(true);
    const res = await app().inject({ url: '/auth/logout', headers: { cookie: site } });
    expect(res.statusCode).toBe(302);
    const cleared = ([] as string[]).concat(res.headers['set-cookie'] ?? []).map((header) => parseSetCookie(header));
    expect(cleared).toContainEqual(expect.objectContaining({ name: 'pn_admin', value: '', path: '/api', maxAge: 0 }));
    // A client that kept the admin token (or a copied cookie) can no longer use it.
    expect((await check(admin)).isAuthenticated).toBe(false);
    expect((await me(site)).success).toBe(false);
    const sessions = await app().store.auditLog.list({ resourceType: 'session' });
    expect(sessions.find((e) => e.action === 'admin.logout')).toMatchObject({ userRole: 'super_admin', resourceType: 'session' });
  });

  it('POST /api/admin/logout ends the site session too: one sign-out, whichever button', async () => {
    const { admin, site } = await adminSignIn();
    await postJson(app(), '/api/admin/logout', {}, { cookie: `${admin}; ${site}` });
    expect((await check(admin)).isAuthenticated).toBe(false);
    expect((await me(site)).success).toBe(false);
  });

  it('keeps the user signed in on the site after a password change (the header survives a reload)', async () => {
    const { admin, site } = await adminSignIn();
    const res = await postJson(
      app(),
      '/api/admin/change-password',
      { currentPassword: TEST_ADMIN.password, newPassword: 'amber kettle orbit 71 lanterns', confirmPassword: 'amber kettle orbit 71 lanterns' },
      { cookie: `${admin}; ${site}` },
    );
    expect(res.statusCode).toBe(200);
    const renewed = cookieNamed(String(res.headers['set-cookie']), 'pn_session');
    expect(await me(renewed)).toMatchObject({ success: true, user: { role: 'super_admin', name: 'Administrator' } });
    expect((await check(admin)).isAuthenticated).toBe(true);
    // The renewed site session is linked to the admin one like the first: signing out ends both.
    await app().inject({ url: '/auth/logout', headers: { cookie: renewed } });
    expect((await check(admin)).isAuthenticated).toBe(false);
  });
});

/** "name=value" of one cookie among a Set-Cookie header's. */
function cookieNamed(setCookie: string, name: string): string {
  const match = new RegExp(`(?:^|,\\s*)(${name}=[^;]+)`).exec(setCookie);
  if (!match) throw new Error(`no ${name} cookie in ${setCookie}`);
  return match[1]!;
}
