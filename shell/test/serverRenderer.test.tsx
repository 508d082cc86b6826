/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { findPage } from '@powernest/domain';
import { createServerRenderer, DEFAULT_SSR_SETTINGS } from '../server/ssr/serverRenderer';
import { SHELL_PAGES } from '../src/pages/shellPages';
import { TEST_SITE, remote as siteRemote } from './fixtures/site';

const quietLog = { warn: jest.fn() };
/** What registerSite hands the renderer for a path. */
const matchOf = (pathname: string, site = TEST_SITE) => findPage(site.remotes, SHELL_PAGES, pathname);

/** A "remote" that accepts connections and never answers: the worst kind of outage. */
async function hangingServer() {
  const sockets = new Set<import('node:net').Socket>();
  const requests: string[] = [];
  const server = http.createServer((req) => void requests.push(req.url ?? ''));
  server.on('connection', (s) => sockets.add(s));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () => {
      sockets.forEach((s) => s.destroy());
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Runs `test` against a remote host that never answers, closed afterwards whatever happens. */
async function withHangingServer(test: (remote: Awaited<ReturnType<typeof hangingServer>>) => Promise<void>) {
  const remote = await hangingServer();
  try {
    await test(remote);
  } finally {
    await remote.close();
  }
}

/** Resolves once `condition` holds; fails after `ms`. */
async function until(condition: () => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** A renderer whose remotes' server entries are at the given URLs (by folder); others refuse connections. */
function rendererWith(serverEntries: Record<string, string>, settings = {}, log = quietLog) {
  return createServerRenderer(() => 'http://127.0.0.1:9', { ...DEFAULT_SSR_SETTINGS, timeoutMs: 400, ...settings }, log, async () => ({ status: 503, body: null }), (folder) => serverEntries[folder]);
}
const render = (renderer: ReturnType<typeof rendererWith>, pathname: string, site = TEST_SITE) => renderer.render(pathname, site, matchOf(pathname, site));

describe('server rendering', () => {
  it('answers within its time bound with header, footer and the skeleton when a remote hangs', async () => {
    await withHangingServer(async (remote) => {
      const renderer = rendererWith({ 'mf-marketing': `${remote.url}/server/remoteEntry.js` });
      const started = Date.now();
      const page = await render(renderer, '/about');
      // Bounded by the 400 ms setting plus the frame's render, not by undici's 300 s default.
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(page.outcome).toBe('degraded');
      expect(page.html).toContain('aria-label="Main"');
      expect(page.html).toContain('Independent distributor');
      expect(page.html).toContain('aria-label="Loading"');
      // The browser renders that page itself instead of hydrating it.
      expect(page.boot).toMatchObject({ hydrate: false, remote: null });
      expect(page.styles).toContain('<style data-emotion="css');

      // While the remote stays down its pages do not wait on it again.
      await until(() => remote.requests.length > 0);
      expect(remote.requests).toEqual(['/server/remoteEntry.js']);
      expect((await render(renderer, '/services')).outcome).toBe('degraded');
      expect(remote.requests).toHaveLength(1);
    });
  });

  it('degrades at once when a remote refuses the connection', async () => {
    const page = await render(rendererWith({}), '/faq');
    expect(page.outcome).toBe('degraded');
    expect(page.html).toContain('aria-label="Main"');
  });

  it('renders shell pages whole (the 404 page), ready to hydrate', async () => {
    const page = await render(rendererWith({}), '/no-such-page');
    expect(page.outcome).toBe('rendered');
    expect(page.html).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
    expect(page.boot.hydrate).toBe(true);
  });

  it('leaves admin pages to the browser without asking their remote', async () => {
    await withHangingServer(async (remote) => {
      const page = await render(rendererWith({ 'mf-admin': `${remote.url}/server/remoteEntry.js` }), '/admin-login');
      expect(page.outcome).toBe('degraded');
      expect(page.html).toContain('aria-label="Loading"');
      expect(remote.requests).toEqual([]);
    });
  });
});

describe('the contract', () => {
  it('never loads a remote built against another platform version: its pages say it is being updated', async () => {
    const log = { warn: jest.fn() };
    await withHangingServer(async (remote) => {
      const site = { ...TEST_SITE, remotes: [siteRemote('mf-partnership', TEST_SITE.remotes[1].pages, { version: '2.0.0', contract: '^2.0.0' })] };
      const renderer = rendererWith({ 'mf-partnership': `${remote.url}/server/remoteEntry.js` }, {}, log);
      const page = await render(renderer, '/faq', site);
      expect(page.outcome).toBe('refused');
      expect(page.html).toContain('This section is being updated');
      expect(page.html).toContain('aria-label="Main"');
      // The refusal is the whole page: the browser hydrates it as it is.
      expect(page.boot).toMatchObject({ hydrate: true, remote: null });
      expect(remote.requests).toEqual([]);
      expect(log.warn).toHaveBeenCalledWith(expect.objectContaining({ remote: 'mf_partnership', requires: '^2.0.0' }), expect.stringContaining('refusing a remote'));
      // Said once per remote build, not once per request.
      await render(renderer, '/partnership-process', site);
      expect(log.warn).toHaveBeenCalledTimes(1);
    });
  });
});

describe('warming up', () => {
  it('loads the public pages\' remotes ahead of the first visitor, and a dead one only logs', async () => {
    const log = { warn: jest.fn() };
    await withHangingServer(async (remote) => {
      const entries = { 'mf-marketing': `${remote.url}/m/server/remoteEntry.js`, 'mf-partnership': `${remote.url}/p/server/remoteEntry.js`, 'mf-locator': `${remote.url}/l/server/remoteEntry.js`, 'mf-admin': `${remote.url}/a/server/remoteEntry.js` };
      const renderer = rendererWith(entries, { timeoutMs: 300 }, log);
      await renderer.warmUp(TEST_SITE);
      await until(() => remote.requests.length >= 3);
      // Admin pages are not rendered on the server: their remote is not asked.
      expect([...remote.requests].sort()).toEqual(['/l/server/remoteEntry.js', '/m/server/remoteEntry.js', '/p/server/remoteEntry.js']);
      expect(log.warn).toHaveBeenCalledTimes(3);
    });
  });
});
