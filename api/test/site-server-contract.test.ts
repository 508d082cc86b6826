// The shell's site server reuses buildApp's instance and adds static pages and an HTML 404 on
// the root. These tests pin what it relies on.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src';
import { testConfig } from './helper';

describe('buildApp as used by the site server', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = await buildApp(testConfig(), { logger: false });
    // What the site server does after buildApp returns:
    app.get('/about', async (_req, reply) => reply.type('text/html').send('<h1>About</h1>'));
    app.setNotFoundHandler((_req, reply) => reply.code(404).type('text/html').send('<h1>404 Page Not Found</h1>'));
    await app.ready();
  });
  afterEach(() => app.close());

  it('lets the root get its own routes and HTML 404 while /api keeps JSON', async () => {
    expect((await app.inject('/about')).body).toBe('<h1>About</h1>');
    const page404 = await app.inject('/no-such-page');
    expect(page404.statusCode).toBe(404);
    expect(page404.headers['content-type']).toMatch(/text\/html/);
    const api404 = await app.inject('/api/no-such-endpoint');
    expect(api404.statusCode).toBe(404);
    expect(api404.json()).toEqual({ success: false, error: 'Not found' });
  });

  it('does not put the API security headers on pages', async () => {
    const page = await app.inject('/about');
    expect(page.headers['content-security-policy']).toBeUndefined();
    const api = await app.inject('/api/health');
    expect(api.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('still accepts text/plain bodies outside /api (the 415 rule is scoped to the API)', async () => {
    app = await buildApp(testConfig(), { logger: false });
    app.post('/echo', async (req) => ({ got: req.body }));
    const res = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'text/plain' }, payload: 'hi' });
    expect(res.json()).toEqual({ got: 'hi' });
    await app.close();
  });
});
