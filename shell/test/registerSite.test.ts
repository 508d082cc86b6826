/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerSite } from '../server/registerSite';

// A fake build: the real template marker, a remote entry and a hashed chunk.
function fakeDist(): { shell: string; remote: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  const shell = path.join(dir, 'shell');
  const remote = path.join(dir, 'mf-marketing');
  fs.mkdirSync(shell);
  fs.mkdirSync(remote);
  fs.writeFileSync(path.join(shell, 'index.html'), '<html><head><meta name=page-head></head><body><div id=root></div></body></html>');
  fs.writeFileSync(path.join(shell, 'main.js'), 'console.log(1)');
  fs.writeFileSync(path.join(remote, 'remoteEntry.js'), 'var mf_marketing;');
  fs.writeFileSync(path.join(remote, '123.abcdef12.js'), '1');
  return { shell, remote };
}

describe('site server', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const dist = fakeDist();
    app = Fastify();
    app.register(
      async (api) => {
        api.get('/health', async () => ({ status: 'ok' }));
      },
      { prefix: '/api' },
    );
    await registerSite(app, {
      pagesDist: dist.shell,
      remoteDists: { 'mf-marketing': dist.remote },
      // Static serving and <head> only; server rendering has its own tests (serverRenderer.test.tsx).
      env: { SSR: 'off', SITE_ORIGIN: 'https://powernest.test', REMOTE_MF_ADMIN_URL: 'https://admin.example.com/mf-manifest.json' },
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('serves a known route with its head in the HTML', async () => {
    const res = await app.inject('/services');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Services | PowerNest</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://powernest.test/services"');
    expect(res.body).toContain('"@type":"Service"');
    expect(res.body).not.toContain('<meta name=page-head>');
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const res = await app.inject('/nope');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page Not Found | PowerNest</title>');
    expect(res.body).toContain('noindex, nofollow');
  });

  it('never serves the raw template', async () => {
    expect((await app.inject('/index.html')).statusCode).toBe(404);
  });

  it('answers unknown API paths in JSON, missing files in plain text', async () => {
    const api = await app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, error: 'Not found' });
    const file = await app.inject('/remotes/mf-marketing/missing.js');
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/text\/plain/);
  });

  it('revalidates entry files and caches hashed chunks for good', async () => {
    expect((await app.inject('/remotes/mf-marketing/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await app.inject('/remotes/mf-marketing/123.abcdef12.js')).headers['cache-control']).toContain('immutable');
  });

  it('publishes /remotes.json with env overrides and allows their origins in the CSP', async () => {
    const res = await app.inject('/remotes.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const admin = res.json().remotes.find((r: { folder: string }) => r.folder === 'mf-admin');
    expect(admin.entry).toBe('https://admin.example.com/mf-manifest.json');
    const page = await app.inject('/');
    expect(page.headers['content-security-policy']).toContain('script-src \'self\' https://admin.example.com');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('tells crawlers they may read the pages but not the API', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n');
  });
});
