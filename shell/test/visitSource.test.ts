/** @jest-environment node */
// Issue #45: the site server notes each visit's source in a first-party cookie on its landing
// page, keeps it while the visitor reads on, and counts page views per day, page, language and
// source in memory, sent to the API in batches (docs/lead-sources.md "What counts").
import { parseSetCookie } from 'cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import type {} from '@powernest/api/page-view-sink';
import { LEAD_SOURCE_COOKIE, decodeLeadSource, type PageViewCount } from '@powernest/domain';
import { registerSite } from '../server/registerSite';
import { fakeDist } from './fixtures/fakeBuild';

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

/** The site on a fake build, with a stand-in for the API's page-view sink that keeps what it is sent. */
async function startSite(): Promise<{ app: FastifyInstance; batches: PageViewCount[][] }> {
  const batches: PageViewCount[][] = [];
  const app = Fastify({ forceCloseConnections: true });
  // The API's store in this process, as buildApp hands it over.
  app.decorate('pageViewSink', async (counts: PageViewCount[]) => {
    batches.push(counts);
  });
  app.register(
    async (api) => {
      api.get('/health', async () => ({ status: 'ok' }));
    },
    { prefix: '/api' },
  );
  const dist = fakeDist();
  await registerSite(app, {
    pagesDist: dist.shell,
    remotes: [{ folder: 'mf-marketing', dist: dist.remote }],
    env: { SSR: 'off', SITE_ORIGIN: 'https://powernest.test', PAGE_VIEWS_FLUSH_MS: '600000' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, batches };
}

const sourceCookieOf = (res: { headers: Record<string, unknown> }) => {
  const header = res.headers['set-cookie'];
  const found = ([] as string[]).concat((header as string | string[] | undefined) ?? []).map((c) => parseSetCookie(c)).find((c) => c.name === LEAD_SOURCE_COOKIE);
  return found;
};

describe('the visit’s source (issue #45)', () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site.app.close());
  const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ url, headers: { 'user-agent': BROWSER, ...headers } });

  it('is noted on the landing page in a session cookie holding only the source, and kept while the visitor reads on', async () => {
    const landing = await get('/?utm_source=Newsletter&utm_medium=email&utm_campaign=spring&fbclid=abc', { 'user-agent': PHONE });
    expect(landing.statusCode).toBe(200);
    const cookie = sourceCookieOf(landing)!;
    expect(cookie).toMatchObject({ name: LEAD_SOURCE_COOKIE, path: '/', httpOnly: true, sameSite: 'lax' });
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
    expect(decodeLeadSource(cookie.value)).toEqual({ landingPage: '/', utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', device: 'phone' });

    // Reading on (a link from the site itself, or none): the visit's source stays as it is.
    const sent = `${LEAD_SOURCE_COOKIE}=${encodeURIComponent(cookie.value ?? '')}`;
    expect(sourceCookieOf(await get('/services', { cookie: sent, referer: 'https://powernest.test/' }))).toBeUndefined();
    expect(sourceCookieOf(await get('/es/services', { cookie: sent }))).toBeUndefined();

    // A new arrival from another site starts a new visit, landing where it landed.
    const again = sourceCookieOf(await get('/guides/solar', { cookie: sent, referer: 'https://www.Example.org/some/article?id=1' }))!;
    expect(decodeLeadSource(again.value)).toEqual({ landingPage: '/guides/:slug', referrerHost: 'example.org', device: 'desktop' });
  });

  it('is a direct visit when it came with neither utm_* nor another site, and never trusts what it is given', async () => {
    expect(decodeLeadSource(sourceCookieOf(await get('/services'))!.value)).toEqual({ landingPage: '/services', device: 'desktop' });
    const hostile = sourceCookieOf(await get(`/?utm_source=${encodeURIComponent('<script>\u0000alert(1)</script>')}&utm_campaign=${'x'.repeat(5000)}`))!;
    expect(decodeLeadSource(hostile.value)).toEqual({ landingPage: '/', utmSource: '<script>alert(1)</script>', utmCampaign: 'x'.repeat(100), device: 'desktop' });
    // A cookie the server did not write is replaced, not kept.
    const forged = sourceCookieOf(await get('/services', { cookie: `${LEAD_SOURCE_COOKIE}=l%3Dhttps%3A%2F%2Fevil.example` }))!;
    expect(decodeLeadSource(forged.value)).toEqual({ landingPage: '/services', device: 'desktop' });
    // Pages that are not public (noindex) and unknown paths note nothing.
    expect(sourceCookieOf(await get('/drafts?utm_source=x'))).toBeUndefined();
    expect(sourceCookieOf(await get('/nope?utm_source=x'))).toBeUndefined();
  });
});

describe('page views (issue #45)', () => {
  it('are counted per day, page, language and source, robots, prefetches, HEAD and other answers left out, and sent in one batch', async () => {
    const site = await startSite();
    const get = (url: string, headers: Record<string, string> = {}) => site.app.inject({ url, headers: { 'user-agent': BROWSER, ...headers } });
    const landing = await get('/?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    const visit = `${LEAD_SOURCE_COOKIE}=${encodeURIComponent(sourceCookieOf(landing)!.value ?? '')}`;
    await get('/services', { cookie: visit });
    await get('/es/services', { cookie: visit });
    await get('/services', { cookie: visit });
    await get('/services');
    // Not views: robots, no User-Agent, a prefetch, HEAD, a noindex page, a 404, a file, the API.
    await get('/services', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    await get('/services', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36' });
    await get('/services', { 'user-agent': '' });
    await get('/services', { 'sec-purpose': 'prefetch;prerender' });
    await site.app.inject({ method: 'HEAD', url: '/services', headers: { 'user-agent': BROWSER } });
    await get('/drafts');
    await get('/nope');
    await get('/main.js');
    await get('/api/health');
    expect(site.batches).toEqual([]);
    await site.app.close();

    const day = new Date().toISOString().slice(0, 10);
    const spring = { source: 'newsletter', medium: 'email', campaign: 'spring' };
    const direct = { source: '(direct)', medium: '(none)', campaign: '(none)' };
    expect(site.batches).toHaveLength(1);
    expect(site.batches[0]!.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      [
        { day, page: '/', language: 'en-US', ...spring, views: 1 },
        { day, page: '/services', language: 'en-US', ...spring, views: 2 },
        { day, page: '/services', language: 'es-US', ...spring, views: 1 },
        { day, page: '/services', language: 'en-US', ...direct, views: 1 },
      ].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
  });
});
