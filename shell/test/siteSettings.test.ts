/** @jest-environment node */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { API_TIMEOUT_MS, readSiteSettings } from '../server/siteSettings';

const root = path.resolve(__dirname, '../..');

/** The site server (shell/server/main.ts) as an operator starts it; resolves when it exits. */
function start(env: NodeJS.ProcessEnv): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    // Node itself with tsx as a loader, as api/test/main.test.ts does (no wrapper process).
    const child = spawn(process.execPath, ['--import', 'tsx', 'shell/server/main.ts'], { cwd: root, env: { PATH: process.env.PATH, ...env } });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => resolve({ code, stderr }));
  });
}

describe('the site server\'s settings', () => {
  it('refuses to start in production without SITE_ORIGIN, in one line, with exit code 1', async () => {
    const { code, stderr } = await start({ NODE_ENV: 'production', PORT: '0', MONGODB_URI: 'mongodb://127.0.0.1:9/powernest', JWT_SECRET: 'x'.repeat(32) });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^SITE_ORIGIN: required when NODE_ENV=production \(the site's public origin, e\.g\. https:\/\/www\.powernest\.example\); links are never built from a request's Host header$/);
  }, 30_000);

  it('outside production, leaves the origin to the server\'s own address', () => {
    expect(readSiteSettings({}).origin).toBeUndefined();
    expect(readSiteSettings({ SITE_ORIGIN: 'https://www.powernest.test/' }).origin).toBe('https://www.powernest.test');
  });

  it('refuses a SITE_ORIGIN that is not an origin', () => {
    expect(() => readSiteSettings({ SITE_ORIGIN: 'www.powernest.test' })).toThrow('SITE_ORIGIN: "www.powernest.test" is not an origin');
    expect(() => readSiteSettings({ SITE_ORIGIN: 'https://www.powernest.test/site' })).toThrow('is not an origin');
  });

  it('trusts no proxy unless TRUST_PROXY lists it, and refuses "true"', () => {
    expect(readSiteSettings({}).trustProxy).toBe(false);
    expect(readSiteSettings({ TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    expect(() => readSiteSettings({ TRUST_PROXY: 'true' })).toThrow(/^TRUST_PROXY: "true" would trust every hop/);
  });

  it('lists every problem, one per line', () => {
    expect(() => readSiteSettings({ NODE_ENV: 'production', TRUST_PROXY: 'yes' })).toThrow(/^SITE_ORIGIN: required[^\n]*\nTRUST_PROXY: "yes"[^\n]*\nSITE_SECRET: required[^\n]*$/);
  });

  it('reads the base maps from MAP_TILE_LAYERS over the built-in ones, and refuses a bad value at start-up', async () => {
    expect(readSiteSettings({}).tileLayers.map((l) => l.id)).toEqual(['satellite', 'street', 'terrain']);
    const street = readSiteSettings({ MAP_TILE_LAYERS: '[{"id":"street","url":"https://tiles.example.com/{z}/{x}/{y}.png?key=k","attribution":"© Example"}]' }).tileLayers[1];
    expect(street).toMatchObject({ id: 'street', upstream: 'https://tiles.example.com/{z}/{x}/{y}.png?key=k', attribution: '© Example', label: 'Street Map' });
    expect(() => readSiteSettings({ MAP_TILE_LAYERS: '[{"id":"street","url":"tiles.example.com"}]' })).toThrow(/^MAP_TILE_LAYERS\[0\]\.url: url must be an http\(s\) URL template containing \{z\}, \{x\} and \{y\}$/);
    const { code, stderr } = await start({ PORT: '0', MAP_TILE_LAYERS: '{"street":"x"}' });
    expect(code).toBe(1);
    expect(stderr.trim()).toMatch(/^MAP_TILE_LAYERS: MAP_TILE_LAYERS must be a JSON array of layers/);
  }, 30_000);

  it('proxies the API only with API_URL, waiting API_TIMEOUT_MS (10 s unless set) for it to answer', () => {
    expect(readSiteSettings({}).api).toBeUndefined();
    expect(readSiteSettings({ API_URL: 'http://api:4000' }).api).toEqual({ url: 'http://api:4000', timeoutMs: API_TIMEOUT_MS });
    expect(readSiteSettings({ API_URL: 'http://api:4000', API_TIMEOUT_MS: '2500' }).api?.timeoutMs).toBe(2500);
  });
});
