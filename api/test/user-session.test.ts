import { useTestApp } from './helper';

describe('general session: GET /api/user/me and GET /auth/logout', () => {
  const app = useTestApp();

  async function signIn() {
    const user = await app().store.users.create({ email: 'pat@example.com', name: 'Pat' });
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
    expect(String(res.headers['set-cookie'])).toMatch(/^pn_session=; Path=\/; Max-Age=0/);
    // The old token no longer works even if a client kept it.
    expect((await app().inject({ url: '/api/user/me', headers: { cookie } })).json().success).toBe(false);
  });

  it('logout without a session still redirects home', async () => {
    const res = await app().inject('/auth/logout');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});
