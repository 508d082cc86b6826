/** @jest-environment node */
// The real production builds (shell/dist, mf-*/dist) served by the real site server, read through
// `inject`: what the server sends (status, <head>, JSON-LD, og:image, the 404 page, the sitemap,
// with no browser. Moved here from Playwright by issue #41; the browser keeps what needs one
// (e2e/site/). Needs `npm run build` first: it runs in `npm run test:e2e`
// (shell/jest.built.config.js), not in `npm run test:unit`.
//
// Not here: what a remote renders on the server (the pages' <h1>, X-SSR, the script hints). Inside
// jest's module sandbox the federation runtime cannot load a remote's server chunks, so those
// pages fall back to the browser-rendered answer (200, same <head>); the shell's own 404 page is
// rendered without a remote. e2e/site/server-rendering.spec.ts reads those from the running server.
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { BRAND_NAME, NOT_FOUND_PAGE, documentTitle, isStaticPath, languagesOfPage, pathInLanguage, type PageMeta } from '@powernest/domain';
import { testServerEnv } from '../../../app-config/playwright/base';
import { createSiteServer, distOf } from '../../server/createServer';
import { discoverRemotes } from '@powernest/domain/workspace';
import { SHELL_PAGES } from '../../src/pages/shellPages';

const REMOTES = discoverRemotes(path.resolve(__dirname, '..', '..', '..')).map((r) => r.folder);
for (const folder of ['shell', ...REMOTES])
  if (!fs.existsSync(distOf(folder))) throw new Error(`${folder}/dist is missing: run \`npm run build\` first (this suite reads the production builds)`);

/**
 * Every page of the site as its owner publishes it: each remote's built page manifest (from its
 * src/pages.ts, checked against the contract by its build) and the shell's own pages; what
 * e2e/site/sitePages.ts's SITE_PAGES lists from the same sources.
 */
const SITE_PAGES: readonly PageMeta[] = [
  ...REMOTES.flatMap((folder) => (JSON.parse(fs.readFileSync(path.join(distOf(folder), 'page-manifest.json'), 'utf8')) as { pages: PageMeta[] }).pages),
  ...SHELL_PAGES,
].filter((p) => !p.private);
const SPANISH_PAGES = SITE_PAGES.filter((p) => p.index && isStaticPath(p.path) && languagesOfPage(p).includes('es-US'));

let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  // The e2e site servers' environment (app-config/playwright/base.ts): production's limits, the
  // memory store, the server-rendering bound of a busy machine.
  // LOG_LEVEL error: the remotes' server renders that fail here (above) would log a warning each.
  const env = { ...testServerEnv(0, { TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'error' }), PATH: process.env.PATH } as NodeJS.ProcessEnv;
  delete env.PORT;
  app = await createSiteServer(env);
  // Listening: same-origin remotes (page manifests, server entries) are read from this server over loopback.
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}, 60_000);

// Every connection dropped as it closes (its own keep-alive reads of the remotes could keep it
// open for fastify's 72 s keepAliveTimeout; see registerSite.test.ts's CLOSES_AT_ONCE).
afterAll(async () => {
  const closing = app?.close();
  app?.server.closeAllConnections();
  await closing;
});

const get = async (url: string) => app.inject({ url });

describe('the built site, as the server sends it', () => {
  // Was e2e/site/routes.spec.ts.
  it('puts each page’s metadata into the HTML it sends', async () => {
    // The ten public pages of e2e/site/hydration-on-interaction.spec.ts's list, at least, and the others.
    expect(SITE_PAGES.filter((p) => p.index).length).toBeGreaterThanOrEqual(10);
    expect(SITE_PAGES.length).toBeGreaterThan(SITE_PAGES.filter((p) => p.index).length);
    for (const route of SITE_PAGES) {
      const res = await get(route.path);
      expect([route.path, res.statusCode]).toEqual([route.path, 200]);
      const html = res.body;
      expect(html).toContain(`<title>${documentTitle(route.title).replace(/&/g, '&amp;')}</title>`);
      expect(html).toContain(`<meta name="robots" content="${route.index ? 'index, follow' : 'noindex, nofollow'}"`);
      expect(html).toContain('<meta property="og:title"');
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"');
      expect(html).toContain(`<link rel="canonical" href="${origin}${route.canonicalPath ?? route.path}"`);
    }
  });

  // Was e2e/site/routes.spec.ts.
  it('structured data: Organization on home and about, Service on services', async () => {
    const jsonLd = async (url: string) => {
      const match = (await get(url)).body.match(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s);
      return match ? JSON.parse(match[1]!) : null;
    };
    for (const url of ['/', '/about']) {
      const data = await jsonLd(url);
      expect(data['@type']).toBe('Organization');
      expect(data.name).toBe(BRAND_NAME);
      expect(data.offers).toMatchObject({ price: '0', priceCurrency: 'USD' });
      expect(data.contactPoint).toMatchObject({ contactType: 'customer service', availableLanguage: ['English', 'Spanish'] });
    }
    expect((await jsonLd('/services'))['@type']).toBe('Service');
    expect(await jsonLd('/faq')).toBeNull();
  });

  // Was the request half of e2e/site/routes.spec.ts's "an unknown path answers 404 with the 404 page"
  // and e2e/site/server-rendering.spec.ts's "an unknown path is rendered on the server as the 404 page".
  it('answers an unknown path 404 with the 404 page, rendered on the server', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain(`<title>${documentTitle(NOT_FOUND_PAGE.title)}</title>`);
    expect(res.body).toMatch(/<h1[^>]*>404 Page Not Found<\/h1>/);
  });

  // Was e2e/site/server-rendering.spec.ts.
  it('the social card image is a 1200x630 JPEG the site serves', async () => {
    const html = (await get('/')).body;
    const url = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(url).toMatch(/\/og-image\.jpg$/);
    expect(html).toContain('<meta property="og:image:width" content="1200"');
    expect(html).toContain('<meta property="og:image:height" content="630"');
    const image = await get(new URL(url!).pathname);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    // The JPEG's own frame header (SOF0) holds its height and width.
    const bytes = image.rawPayload;
    const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
    expect([bytes.readUInt16BE(sof + 7), bytes.readUInt16BE(sof + 5)]).toEqual([1200, 630]);
  });

  // Was e2e/site/spanish.spec.ts.
  it('sitemap.xml lists each Spanish page beside its English one', async () => {
    expect(SPANISH_PAGES.length).toBeGreaterThanOrEqual(4);
    const sitemap = (await get('/sitemap.xml')).body;
    for (const meta of SPANISH_PAGES) {
      expect(sitemap).toMatch(new RegExp(`<loc>[^<]*${pathInLanguage(meta.path, 'es-US').replace(/\//g, '\\/')}</loc>`));
      expect(sitemap).toContain(`hreflang="es-US" href="`);
    }
  });
});
