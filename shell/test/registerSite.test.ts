/** @jest-environment node */
import { parseSetCookie } from 'cookie';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { PLATFORM_VERSION } from '@powernest/shared-ui';
import { PAGE_FORM_IDS, SAMPLE_SHORT_LEAD, leadCreateRoute, leadSuccessNotice, pathOf, visitBookRoute } from '@powernest/domain';
import { registerSite } from '../server/registerSite';
import { CHUNK, MARKETING_PAGES, fakeDist } from './fixtures/fakeBuild';

/**
 * The site reads its same-origin remotes' manifests from itself over keep-alive HTTP: a read that
 * ends just after close() began can leave an idle connection fastify keeps for 72 s (its
 * keepAliveTimeout), the likely cause of an afterAll that hung past its 30 s once (two jest
 * workers on a busy machine). The test's server drops every connection when it closes;
 * production's default stays.
 */
const CLOSES_AT_ONCE = { forceCloseConnections: true } as const;

/** The site on a fake build, listening (it reads the page manifests of same-origin remotes from itself, over HTTP). */
async function startSite(dist: ReturnType<typeof fakeDist>, env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  const app = Fastify(CLOSES_AT_ONCE);
  app.register(
    async (api) => {
      api.get('/health', async () => ({ status: 'ok' }));
    },
    { prefix: '/api' },
  );
  await registerSite(app, {
    pagesDist: dist.shell,
    remotes: [{ folder: 'mf-marketing', dist: dist.remote }, { folder: 'mf-admin' }],
    // Static serving and <head> only; server rendering has its own tests (serverRenderer.test.tsx).
    env: { SSR: 'off', REMOTE_MF_ADMIN_URL: 'http://127.0.0.1:9/admin/mf-manifest.json', ...env },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

/** The headers every HTML page carries, whoever serves it. */
const PAGE_PROTECTIONS = {
  'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': expect.stringMatching(/^geolocation=\(self\), camera=\(\), microphone=\(\), payment=\(\), usb=\(\)/),
};

/** A site on a fresh fake build with this environment: started before a describe block's tests, closed after them. */
function siteForTests(env: NodeJS.ProcessEnv) {
  const site = {} as { app: FastifyInstance; dist: ReturnType<typeof fakeDist> };
  beforeAll(async () => {
    site.dist = fakeDist();
    site.app = await startSite(site.dist, env);
  });
  afterAll(() => site.app.close());
  return site;
}

describe('site server', () => {
  const server = siteForTests({ SITE_ORIGIN: 'https://powernest.test', SITE_MANIFEST_TTL_MS: '0' });

  it('serves a known route with its head in the HTML', async () => {
    const res = await server.app.inject('/services');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<title>Services | PowerNest</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://powernest.test/services"');
    expect(res.body).toContain('"@type":"Service"');
    expect(res.body).not.toContain('<meta name=page-head>');
  });

  it('answers an unknown page with the 404 page and status 404', async () => {
    const res = await server.app.inject('/nope');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<title>Page Not Found | PowerNest</title>');
    expect(res.body).toContain('noindex, nofollow');
  });

  it('protects every page: CSP and no framing, nosniff, referrer policy, and no camera, microphone, payment, USB… (the locator keeps geolocation)', async () => {
    for (const url of ['/', '/services', '/nope']) expect((await server.app.inject(url)).headers).toMatchObject(PAGE_PROTECTIONS);
    // Not in development: HSTS on http://localhost would pin the developer's other local apps to HTTPS.
    expect((await server.app.inject('/')).headers['strict-transport-security']).toBeUndefined();
  });

  it('gives a remote\'s standalone page, served as a file, the same protections as the site\'s pages', async () => {
    const res = await server.app.inject('/remotes/mf-marketing/index.html');
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ ...PAGE_PROTECTIONS, 'cache-control': 'no-cache' });
    // Scripts and manifests keep only what files need.
    expect((await server.app.inject('/remotes/mf-marketing/remoteEntry.js')).headers['x-frame-options']).toBeUndefined();
  });

  it('never serves the raw template', async () => {
    expect((await server.app.inject('/index.html')).statusCode).toBe(404);
    expect((await server.app.inject({ url: '/index.html', headers: { 'accept-encoding': 'gzip' } })).statusCode).toBe(404);
    expect((await server.app.inject('/index.html.gz')).statusCode).toBe(404);
  });

  it('sends a chunk as the build compressed it, in the best encoding the browser takes, cached as the chunk', async () => {
    const url = '/remotes/mf-marketing/456.abcdef34.js';
    const brotli = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(brotli.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': expect.stringMatching(/javascript/), 'cache-control': expect.stringContaining('immutable') });
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.rawPayload).toEqual(fs.readFileSync(path.join(server.dist.remote, '456.abcdef34.js.br')));
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(CHUNK);

    const gzip = await server.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(CHUNK);

    const plain = await server.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(CHUNK);
  });

  it('still compresses a file the build did not (an older build)', async () => {
    const res = await server.app.inject({ url: '/remotes/mf-marketing/page-manifest.json', headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toMatchObject({ folder: 'mf-marketing' });
  });

  it('answers unknown API paths in JSON, missing files in plain text', async () => {
    const api = await server.app.inject('/api/nope');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ success: false, error: 'Not found' });
    const file = await server.app.inject('/remotes/mf-marketing/missing.js');
    expect(file.statusCode).toBe(404);
    expect(file.headers['content-type']).toMatch(/text\/plain/);
  });

  it('revalidates entry files and caches hashed chunks for good', async () => {
    expect((await server.app.inject('/remotes/mf-marketing/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
    expect((await server.app.inject('/main.js')).headers['cache-control']).toBe('no-cache');
    expect((await server.app.inject('/remotes/mf-marketing/123.abcdef12.js')).headers['cache-control']).toContain('immutable');
  });

  it('publishes /remotes.json with env overrides and allows their origins in the CSP', async () => {
    const res = await server.app.inject('/remotes.json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const admin = res.json().remotes.find((r: { folder: string }) => r.folder === 'mf-admin');
    expect(admin.entry).toBe('http://127.0.0.1:9/admin/mf-manifest.json');
    const page = await server.app.inject('/');
    expect(page.headers['content-security-policy']).toContain('script-src \'self\' http://127.0.0.1:9');
    expect(page.headers['x-frame-options']).toBe('DENY');
  });

  it('tells crawlers they may read the pages but not the API', async () => {
    const res = await server.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toBe('User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: https://powernest.test/sitemap.xml\n');
  });

  it('composes the site from the remotes\' page manifests: /remotes.json carries each version and contract', async () => {
    const site = (await server.app.inject('/remotes.json')).json();
    expect(site.contract).toBe(PLATFORM_VERSION);
    const marketing = site.remotes.find((r: { folder: string }) => r.folder === 'mf-marketing');
    expect(marketing).toMatchObject({ name: 'mf_marketing', version: '1.4.0+abc123', contract: '^1.0.0', menu: MARKETING_PAGES.menu });
    expect(marketing.pages.map((p: { path: string }) => p.path)).toEqual(['/', '/services', '/guides/:slug', '/drafts']);
  });

  it('answers a parameterised page with 200, canonical at its own address', async () => {
    const res = await server.app.inject('/guides/battery-safety');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Guide | PowerNest</title>');
    expect(res.body).toContain('<link rel="canonical" href="https://powernest.test/guides/battery-safety"');
    expect((await server.app.inject('/guides')).statusCode).toBe(404);
  });

  it('serves a translated page at its Spanish address, in Spanish, with its alternates (issue #30)', async () => {
    const res = await server.app.inject('/es/services');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="es-US">');
    expect(res.body).toContain('<title>Servicios | PowerNest</title>');
    expect(res.body).toContain('<meta name="description" content="Lo que hacemos."');
    expect(res.body).toContain('<meta property="og:locale" content="es_US"');
    expect(res.body).toContain('<link rel="canonical" href="https://powernest.test/es/services"');
    for (const [lang, href] of [['en-US', '/services'], ['es-US', '/es/services'], ['x-default', '/services']]) {
      expect(res.body).toContain(`<link rel="alternate" hreflang="${lang}" href="https://powernest.test${href}" data-page-head>`);
    }
    // The English page names its Spanish one; an English-only page only itself.
    expect((await server.app.inject('/services')).body).toContain('hreflang="es-US" href="https://powernest.test/es/services"');
    const home = (await server.app.inject('/')).body;
    expect(home).toContain('<html lang="en-US">');
    expect(home).not.toContain('hreflang="es-US"');
  });

  it('leaves no English in a Spanish page\'s link previews (og:*, twitter:*) or JSON-LD (issue #40 §7)', async () => {
    /** The head's words: og:* and twitter:* contents and every string of the JSON-LD. */
    const headWords = (html: string) => {
      const meta = [...html.matchAll(/<meta (?:property|name)="(?:og|twitter):[^"]+" content="([^"]*)"/g)].map((m) => m[1]!);
      const strings = (value: unknown): string[] =>
        typeof value === 'string' ? [value] : Array.isArray(value) ? value.flatMap(strings) : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
      const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((m) => strings(JSON.parse(m[1]!)));
      return [...meta, ...jsonLd];
    };
    // Words that read the same in both languages: the brand, addresses, types, codes and schema.org's own values.
    const same = /^(PowerNest|https?:\/\/\S+|image\/jpeg|\d+|website|summary_large_image|Service|Organization|PostalAddress|ContactPoint|Country|Offer|US|USD|customer service|English|Spanish|\+1-[\d-]+|[a-z]{2}_US|[a-z]{2}-US)$/;
    const english = new Set(headWords((await server.app.inject('/services')).body).filter((word) => !same.test(word)));
    expect(english.size).toBeGreaterThan(5);
    const spanish = headWords((await server.app.inject('/es/services')).body);
    expect(spanish.filter((word) => english.has(word))).toEqual([]);
  });

  it('answers a page not offered in Spanish with its English page, and an unknown Spanish path with the 404 page', async () => {
    const res = await server.app.inject('/es?utm_source=x');
    expect([res.statusCode, res.headers.location]).toEqual([302, '/?utm_source=x']);
    const missing = await server.app.inject('/es/no-such-page');
    expect([missing.statusCode, missing.body.includes('<html lang="es-US">')]).toEqual([404, true]);
    // The shell's own English-only pages and the admin's (browser audit 19: /es/test answered 200 in English).
    for (const [url, english] of [['/es/test', '/test'], ['/es/test-simple', '/test-simple'], ['/es/admin-login', '/admin-login'], ['/es/email-setup', '/email-setup']]) {
      const english404or302 = await server.app.inject(url);
      expect([url, english404or302.statusCode === 404 || (english404or302.statusCode === 302 && english404or302.headers.location === english)]).toEqual([url, true]);
    }
    // Only the prefix itself is a language: /espresso is an English path.
    expect((await server.app.inject('/espresso')).statusCode).toBe(404);
  });

  it('the language switcher remembers the choice in a cookie and shows the same page in it, without JavaScript', async () => {
    const res = await server.app.inject('/language?to=es-US&page=%2Fservices');
    expect([res.statusCode, res.headers.location]).toEqual([303, '/es/services']);
    // Remembered for a year on every page, sent on links from other sites (Lax), not over HTTPS only in development.
    expect(parseSetCookie(String(res.headers['set-cookie']))).toEqual({ name: 'powernest_language', value: 'es-US', path: '/', maxAge: 31536000, sameSite: 'lax' });
    expect((await server.app.inject('/language?to=en-US&page=%2F')).headers.location).toBe('/');
    // The page's query comes along (a calculation, a filter).
    const withQuery = encodeURIComponent('/roi-calculator?businessType=hotel&footTraffic=high');
    expect((await server.app.inject(`/language?to=es-US&page=${withQuery}`)).headers.location).toBe('/es/roi-calculator?businessType=hotel&footTraffic=high');
    expect((await server.app.inject(`/language?to=es-US&page=${encodeURIComponent('/?ref=mail')}`)).headers.location).toBe('/es?ref=mail');
    // Never a way off the site, never a language it does not have.
    for (const bad of ['to=es-US&page=%2F%2Fevil.example', 'to=es-US&page=%2F%5Cevil.example', 'to=es-US&page=https%3A%2F%2Fevil.example', 'to=fr-FR&page=%2F', 'to=es-US']) {
      const refused = await server.app.inject(`/language?${bad}`);
      expect([refused.statusCode, refused.headers.location, refused.headers['set-cookie']]).toEqual([400, undefined, undefined]);
    }
  });

  it('answers a page outside printable ASCII with 400, never a 500 (issue #40: a Location Node refuses)', async () => {
    for (const page of ['%2F%E3%80%82evil.example', '%2Fservices%3Fq%3D%C3%B1', '%2F%0D%0ASet-Cookie%3Ax']) {
      const res = await server.app.inject(`/language?to=es-US&page=${page}`);
      expect([res.statusCode, res.headers.location, res.headers['set-cookie']]).toEqual([400, undefined, undefined]);
    }
    // The site's own links send a query's letters percent-encoded: those still work.
    const encoded = encodeURIComponent('/roi-calculator?city=Espa%C3%B1ola');
    expect((await server.app.inject(`/language?to=es-US&page=${encoded}`)).headers.location).toBe('/es/roi-calculator?city=Espa%C3%B1ola');
  });

  it('protects and says how to cache every answer, not only pages: files, redirects, refusals, errors (issue #40)', async () => {
    const urls = [
      '/robots.txt',
      '/sitemap.xml',
      '/remotes.json',
      '/tiles/layers.json',
      '/tiles/street/99/0/0',
      '/remotes/mf-marketing/missing.js',
      '/remotes/mf-marketing/remoteEntry.js',
      '/es?utm_source=x',
      '/language?to=es-US&page=%2Fservices',
      '/language?to=fr-FR&page=%2F',
      '/api/nope',
      '/remotes/mf-marketing//remoteEntry.js',
    ];
    for (const url of urls) {
      // The URL beside the headers names the answer that failed.
      expect([url, (await server.app.inject(url)).headers]).toEqual([
        url,
        expect.objectContaining({
          'x-content-type-options': 'nosniff',
          'content-security-policy': expect.stringContaining("frame-ancestors 'none'"),
          'referrer-policy': 'strict-origin-when-cross-origin',
          'cache-control': expect.any(String),
        }),
      ]);
    }
    // A route's own say wins: a chunk is still kept a year, a page's CSP is the page's.
    expect((await server.app.inject('/remotes/mf-marketing/123.abcdef12.js')).headers['cache-control']).toContain('immutable');
    expect((await server.app.inject('/services')).headers['content-security-policy']).toContain('script-src');
  });

  it('answers Fastify\'s own refusals in the site\'s words, never its internal codes (issue #40)', async () => {
    const traversal = await server.app.inject('/remotes/mf-marketing//remoteEntry.js');
    expect([traversal.statusCode, traversal.headers['content-type'], traversal.body]).toEqual([403, 'text/plain; charset=utf-8', 'Forbidden']);
    const unknownApi = await server.app.inject({ method: 'POST', url: '/api/health', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(unknownApi.body).not.toMatch(/FST_/);
    const page = await server.app.inject({ method: 'POST', url: '/services', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(page.body).not.toMatch(/FST_|statusCode/);
  });

  it('suggests the Spanish page to a browser that prefers Spanish, until the visitor chooses; never redirects', async () => {
    const spanishFirst = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.8' };
    const res = await server.app.inject({ url: '/services', headers: spanishFirst });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<aside lang="es-US" aria-label="Idioma"');
    expect(res.body).toContain('<a href="/language?to=es-US&amp;page=%2Fservices" hreflang="es-US"');
    expect(res.body).toContain('>No, gracias</a>');
    expect(res.headers.vary).toMatch(/accept-language/);
    // The first language by its weight, not by its place in the list.
    expect((await server.app.inject({ url: '/services', headers: { 'accept-language': 'en;q=0.4, es-US;q=0.9' } })).body).toContain('aria-label="Idioma"');
    // Not once a choice is remembered, not to an English reader, not where there is no Spanish page.
    for (const [url, headers] of [
      ['/services', { ...spanishFirst, cookie: 'other=1; powernest_language=en-US' }],
      ['/services', { 'accept-language': 'en-US,es;q=0.5' }],
      ['/services', { 'accept-language': '*' }],
      ['/services', {}],
      ['/', spanishFirst],
      ['/es/services', spanishFirst],
    ] as const) {
      expect((await server.app.inject({ url, headers })).body).not.toContain('aria-label="Idioma"');
    }
  });

  it('lists the indexable pages with one address per language in sitemap.xml, each with its alternates', async () => {
    const res = await server.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    expect(res.body).toContain('<loc>https://powernest.test/</loc>');
    expect(res.body).toContain('<loc>https://powernest.test/services</loc>');
    expect(res.body).toContain('<loc>https://powernest.test/es/services</loc>');
    expect(res.body).not.toContain('<loc>https://powernest.test/es</loc>');
    expect(res.body.match(/<xhtml:link rel="alternate" hreflang="es-US" href="https:\/\/powernest.test\/es\/services"\/>/g)).toHaveLength(2);
    expect(res.body).not.toContain('/guides');
    expect(res.body).not.toContain('/drafts');
  });

  it('keeps the pages of a remote it cannot reach from its first release, so they are not 404s', async () => {
    const res = await server.app.inject('/admin-login');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Admin Login | PowerNest</title>');
  });

  it('picks up a redeployed remote\'s new page without a restart', async () => {
    expect((await server.app.inject('/checklist')).statusCode).toBe(404);
    const next = { ...MARKETING_PAGES, pages: [...MARKETING_PAGES.pages, { path: '/checklist', title: 'Checklist', heading: 'Checklist', description: '', keywords: [], index: true }] };
    fs.writeFileSync(path.join(server.dist.remote, 'page-manifest.json'), JSON.stringify(next));
    // Kept for the time-to-live (0 here), then refreshed in the background.
    let status = 404;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await server.app.inject('/checklist')).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(status).toBe(200);
    fs.writeFileSync(path.join(server.dist.remote, 'page-manifest.json'), JSON.stringify(MARKETING_PAGES));
  });

  it('keeps the last good manifest when a redeploy publishes a broken one', async () => {
    fs.writeFileSync(path.join(server.dist.remote, 'page-manifest.json'), JSON.stringify({ ...MARKETING_PAGES, pages: [{ path: 'no-slash' }] }));
    for (let i = 0; i < 5; i++) {
      expect((await server.app.inject('/services')).statusCode).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    fs.writeFileSync(path.join(server.dist.remote, 'page-manifest.json'), JSON.stringify(MARKETING_PAGES));
  });
});

describe('site server without SITE_ORIGIN (development)', () => {
  const server = siteForTests({});

  it('builds absolute URLs from its own address, never from a forged Host header', async () => {
    const own = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    const forged = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' };
    const page = await server.app.inject({ url: '/services', headers: forged });
    expect(page.body).toContain(`<link rel="canonical" href="${own}/services"`);
    expect(page.body).toContain(`<meta property="og:url" content="${own}/services"`);
    for (const url of ['/services', '/', '/robots.txt', '/sitemap.xml']) {
      expect((await server.app.inject({ url, headers: forged })).body).not.toContain('evil.example');
    }
  });
});

describe('site server in production', () => {
  const server = siteForTests({ NODE_ENV: 'production', SITE_ORIGIN: 'https://www.powernest.test', SITE_SECRET: 'a-production-site-secret-0123456789abcdef' });

  it('tells browsers to use HTTPS only, for a year and on subdomains, on every page', async () => {
    for (const url of ['/', '/nope', '/remotes/mf-marketing/index.html']) {
      expect((await server.app.inject(url)).headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    }
  });

  it('refuses to start without SITE_ORIGIN', async () => {
    await expect(startSite(server.dist, { NODE_ENV: 'production', SITE_SECRET: 'a-production-site-secret-0123456789abcdef' })).rejects.toThrow(/^SITE_ORIGIN: required when NODE_ENV=production[^\n]*$/);
  });
});

/** A status link the visit routes of the form-post tests know, and its application with or without a visit. */
const VISIT_TOKEN = 'known-visit-token-0123456789abcdefghijklmnop';
const visitApplication = (withVisit: boolean) => ({
  businessName: 'Blue Door Café',
  receivedAt: '2026-11-27T15:00:00.000Z',
  stage: withVisit ? 'site_visit_scheduled' : 'received',
  reached: ['received'],
  stageLabel: 'Received',
  nextStep: 'Next.',
  canBook: true,
  timeZone: 'America/Chicago',
  ...(withVisit ? { visit: { start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T16:00:00.000Z', timeZone: 'America/Chicago', canChange: true, changeUntil: '2026-11-30T15:00:00.000Z' } } : {}),
  contact: { phone: '(555) 010-0100', email: 'partners@powernest.example' },
});

describe('plain HTML form posts (issue #40 §6: a refresh never sends twice)', () => {
  const taken: unknown[] = [];
  const asked: string[] = [];
  const site = {} as { app: FastifyInstance };
  const emails = { adminSent: true, userSent: true };
  beforeAll(async () => {
    const dist = fakeDist();
    const contact = { path: '/contact', title: 'Contact', heading: 'Contact Us', description: 'Write to us.', keywords: [], index: true };
    const status = { path: '/application-status/:token', title: 'Status', heading: 'Status', description: '', keywords: [], index: false, private: { statusFrom: '/api/application/:token' } };
    fs.writeFileSync(path.join(dist.remote, 'page-manifest.json'), JSON.stringify({ ...MARKETING_PAGES, pages: [...MARKETING_PAGES.pages, contact, status] }));
    site.app = Fastify(CLOSES_AT_ONCE);
    // The status page's API: no link is known to it.
    site.app.get<{ Params: { token: string } }>('/api/application/:token', async (request, reply) => {
      if (request.params.token === VISIT_TOKEN) return reply.send({ success: true, application: visitApplication(true) });
      asked.push(request.params.token);
      return reply.code(404).send({ success: false, error: 'Not found' });
    });
    // The visit routes of one known link: book (POST), move (PUT) and cancel (DELETE) all succeed.
    site.app.route<{ Params: { token: string } }>({
      method: ['POST', 'PUT', 'DELETE'],
      url: visitBookRoute.path,
      handler: async (request, reply) => reply.send({ success: true, application: visitApplication(request.method !== 'DELETE') }),
    });
    // The API's lead route, as far as the site server sees it: it takes every lead it is handed.
    site.app.post(pathOf(leadCreateRoute), async (request, reply) => {
      taken.push(request.body);
      return reply.code(201).send({ success: true, emails });
    });
    // Server rendering on, as in production (the fake build's remote has no server entry: its pages degrade).
    await registerSite(site.app, { pagesDist: dist.shell, remotes: [{ folder: 'mf-marketing', dist: dist.remote }], env: { SITE_ORIGIN: 'https://powernest.test' } });
    await site.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => site.app.close());

  const post = (values: Record<string, string>) =>
    site.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams({ form: PAGE_FORM_IDS.contact, ...values }).toString(),
    });

  it('answers a post the API took with 303 to its page, which shows the notice once; reloading it sends nothing', async () => {
    const res = await post(SAMPLE_SHORT_LEAD);
    expect([res.statusCode, res.headers.location, res.headers['cache-control']]).toEqual([303, '/contact', 'no-store']);
    expect(taken).toHaveLength(1);
    const flash = parseSetCookie(String(res.headers['set-cookie']));
    // Only for that page, a minute, never read by a script, sent on the redirect (Lax).
    expect(flash).toMatchObject({ name: 'powernest_sent', path: '/contact', maxAge: 60, httpOnly: true, sameSite: 'lax' });
    // What the visitor typed is not in it: the notice the server worded is.
    expect(Buffer.from(flash.value!.split('.')[0]!, 'base64url').toString()).not.toContain(SAMPLE_SHORT_LEAD.email);
    // ... and whether the confirmation (with the status link) went out: the page words the next step from it (browser audit #16).
    expect(JSON.parse(Buffer.from(flash.value!.split('.')[0]!, 'base64url').toString())).toMatchObject({ data: { confirmation: emails.userSent ? 'sent' : 'none' } });

    const { title } = leadSuccessNotice('contact', emails);
    const page = await site.app.inject({ url: '/contact', headers: { cookie: `${flash.name}=${flash.value}` } });
    expect([page.statusCode, page.headers['cache-control']]).toEqual([200, 'no-store']);
    expect(page.body).toContain(title);
    expect(parseSetCookie(String(page.headers['set-cookie']))).toMatchObject({ name: 'powernest_sent', value: '', path: '/contact', maxAge: 0 });

    // The browser's reload after the redirect is a GET: the page again, nothing sent again.
    const reload = await site.app.inject('/contact');
    expect([reload.statusCode, reload.body.includes(title)]).toEqual([200, false]);
    expect(taken).toHaveLength(1);
  });

  it('shows no notice another site or visitor wrote: the cookie is signed by this server', async () => {
    const forged = Buffer.from(JSON.stringify({ form: PAGE_FORM_IDS.contact, path: '/contact', notice: { title: 'Pay here', description: 'evil.example' } })).toString('base64url');
    const page = await site.app.inject({ url: '/contact', headers: { cookie: `powernest_sent=${forged}.bad` } });
    expect([page.statusCode, page.body.includes('Pay here')]).toEqual([200, false]);
  });

  it('answers a made-up status link 404 at once, neither rendered nor asked of the API (issue #40)', async () => {
    for (const token of ['nope', 'a'.repeat(44), 'not*a*token*0123456789abcdefghijklmnopqrstu']) {
      const res = await site.app.inject(`/application-status/${token}`);
      expect([res.statusCode, res.headers['x-ssr'], res.headers['cache-control'], res.headers['referrer-policy']]).toEqual([404, 'off', 'no-store', 'no-referrer']);
    }
    expect(asked).toEqual([]);
    // A link shaped as the API makes them is asked (here: unknown, 404).
    const token = 'not-a-real-token-0123456789abcdefghijklmnop';
    expect((await site.app.inject(`/application-status/${token}`)).statusCode).toBe(404);
    expect(asked).toEqual([token]);
  });

  it('refuses a cross-site post (403), a body too large (413) and an unknown type in its own words, protected and not cached (issue #40)', async () => {
    const refusals = [
      await site.app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, payload: 'form=lead-contact' }),
      await site.app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `form=lead-contact&message=${'x'.repeat(40 * 1024)}` }),
      await site.app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'text/csv' }, payload: 'a,b' }),
      await site.app.inject({ method: 'POST', url: '/contact', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'form=no-such-form' }),
    ];
    expect(refusals.map((res) => [res.statusCode, res.body])).toEqual([
      [403, 'Cross-origin form refused'],
      [413, 'Payload Too Large'],
      [415, 'Unsupported Media Type'],
      [400, 'This page has no such form'],
    ]);
    for (const res of refusals) {
      expect(res.headers).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin', 'cache-control': 'no-store' });
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    expect(taken).toHaveLength(1);
  });

  it.each([
    ['book', 'booked', 'Your site visit is booked'],
    ['move', 'moved', 'Your site visit is moved'],
    ['cancel', 'cancelled', 'Your site visit is cancelled'],
  ])('carries which change a visit post made (%s: %s) to the page, never "booked" after a move (issue #40 §6)', async (action, change, title) => {
    const url = `/application-status/${VISIT_TOKEN}`;
    const res = await site.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams({ form: PAGE_FORM_IDS.visit, action, ...(action === 'cancel' ? {} : { start: '2026-12-01T15:00:00.000Z' }) }).toString(),
    });
    expect([res.statusCode, res.headers.location]).toEqual([303, url]);
    const flash = parseSetCookie(String(res.headers['set-cookie']));
    const carried = JSON.parse(Buffer.from(flash.value!.split('.')[0]!, 'base64url').toString()) as { notice: { title: string }; data: Record<string, string> };
    expect([carried.notice.title, carried.data]).toEqual([title, { change }]);
    // The page the browser follows to takes it (the remote words the change in the page's language: its jest test).
    const page = await site.app.inject({ url, headers: { cookie: `${flash.name}=${flash.value}` } });
    expect(parseSetCookie(String(page.headers['set-cookie']))).toMatchObject({ name: 'powernest_sent', value: '', maxAge: 0 });
  });

  it('keeps answering a refused post at once, with its error summary (400), never a redirect', async () => {
    const res = await post({ ...SAMPLE_SHORT_LEAD, email: 'not an address' });
    expect([res.statusCode, res.headers.location, res.headers['set-cookie']]).toEqual([400, undefined, undefined]);
    expect(taken).toHaveLength(1);
    // GOV.UK: a page that shows errors says so first in its title (browser audit #3); the page itself does not.
    const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
    const plain = title((await site.app.inject('/contact')).body)!;
    expect(title(res.body)).toBe(`Error: ${plain}`);
    expect(plain).not.toMatch(/^Error/);
  });
});

describe('readiness (GET /ready): a load balancer sends visitors once pages can be rendered', () => {
  /** /ready, asked again as a load balancer does until it answers 200 (at most `ms`). */
  async function readyWithin(app: FastifyInstance, ms: number) {
    const deadline = Date.now() + ms;
    let res = await app.inject('/ready');
    while (res.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setImmediate(resolve));
      res = await app.inject('/ready');
    }
    return res;
  }

  it('answers 503 until the remotes are loaded for server rendering, then 200; 503 while the API is unhealthy', async () => {
    let apiHealthy = true;
    const app = Fastify(CLOSES_AT_ONCE);
    app.get('/api/health', async (_request, reply) => reply.code(apiHealthy ? 200 : 503).send({ status: apiHealthy ? 'ok' : 'down' }));
    // Server rendering on, as in production (the fake build's remote has no server entry: warming it up fails and is logged).
    await registerSite(app, { pagesDist: fakeDist().shell, remotes: [{ folder: 'mf-marketing', dist: fakeDist().remote }], env: { SITE_ORIGIN: 'https://powernest.test' } });
    try {
      // Not listening yet: the warm-up starts once it does (same-origin remotes are served by this server).
      const before = await app.inject('/ready');
      expect([before.statusCode, before.headers['cache-control'], before.json()]).toEqual([503, 'no-store', { ready: false, serverRendering: 'warming up', api: 'ok' }]);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const after = await readyWithin(app, 10_000);
      expect([after.statusCode, after.json()]).toEqual([200, { ready: true, serverRendering: 'warm', api: 'ok' }]);
      apiHealthy = false;
      const apiDown = await app.inject('/ready');
      expect([apiDown.statusCode, apiDown.json()]).toEqual([503, { ready: false, serverRendering: 'warm', api: 'unavailable' }]);
    } finally {
      await app.close();
    }
  });

  it('is ready at once where nothing is rendered on the server (a remote alone, or SSR=off)', async () => {
    const app = Fastify(CLOSES_AT_ONCE);
    app.get('/api/health', async () => ({ status: 'ok' }));
    await registerSite(app, { pagesDist: fakeDist().shell, remotes: [{ folder: 'mf-marketing', dist: fakeDist().remote }], env: { SSR: 'off' } });
    expect((await app.inject('/ready')).statusCode).toBe(200);
    await app.close();
  });
});
