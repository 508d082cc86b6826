// Issue #40 §5: every answer of the API, errors and redirects included, carries the security
// headers and a cache-control, and no framework error body reaches the public.
import type { InjectOptions } from 'fastify';
import { login } from './admin-support';
import { useTestApp } from './helper';

describe('every API answer', () => {
  const app = useTestApp();

  const refusals: [string, InjectOptions][] = [
    ['404 of an unknown API path', { url: '/api/nothing-here' }],
    ['400 of malformed JSON', { method: 'POST', url: '/api/leads', headers: { 'content-type': 'application/json' }, payload: '{bad' }],
    ['415 of a body that is not JSON', { method: 'POST', url: '/api/leads', headers: { 'content-type': 'text/plain' }, payload: 'x' }],
    ['413 of a body too large', { method: 'POST', url: '/api/leads', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'a'.repeat(2_000_000) }) }],
    ['400 of a query that fails validation', { url: '/api/partners?limit=abc' }],
    ['302 of the sign-out', { url: '/auth/logout' }],
  ];

  it.each(refusals)('%s: nosniff, a CSP, a referrer policy, cache-control no-store; an error in the API’s own shape', async (_name, request) => {
    const res = await app().inject(request);
    expect(res.statusCode).toBeGreaterThanOrEqual(300);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['referrer-policy']).toBeDefined();
    expect(res.headers['cache-control']).toBe('no-store');
    if (res.statusCode >= 400) {
      expect(res.json()).toEqual(expect.objectContaining({ success: false, error: expect.any(String) }));
      expect(res.body).not.toMatch(/FST_|statusCode|Route (GET|POST)/);
    }
  });

  it('406 to a client of the events stream that takes only JSON, in the API’s shape', async () => {
    const { cookie } = await login(app());
    const res = await app().inject({ url: '/api/admin/events', headers: { cookie, accept: 'application/json' } });
    expect(res.statusCode).toBe(406);
    expect(res.json()).toEqual({ success: false, error: expect.any(String) });
    expect(res.body).not.toMatch(/FST_/);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
