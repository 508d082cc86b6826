// Browser half of the locator benchmark: the whole site (shell and API) on 127.0.0.1 with the
// partners already stored, /find-locations in headless Chromium, timed from navigation start
// until the map has drawn its first markers. Side by side in the same run (issue #14): today's
// locator, which asks for the tiles of its view, and the previous release's locator build
// (it downloads every partner's compact row), each under today's shell and API with the same
// partners, each site in a process of its own.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { fork, type ChildProcess } from 'node:child_process';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { chromium, type Browser, type Page } from 'playwright-core';
import { remoteUrlEnvVar } from '@powernest/domain';
import { preparePreviousRelease } from '../compat/previousRelease';
import type { NewPartner } from '../../api/src/store';
import { distOf } from '../../shell/server/createServer';
import { appDir, buildableApps } from '../../app-config/webpack/apps';
import { build } from '../scripts/build';
import type { PartnerSiteReady } from './partnerSite';
import { percentile } from './stats';

/** Every tile server the locator uses answers with this 1×1 PNG (no network here). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const TILE_REQUESTS = /\/tiles\//;

export interface BrowserRun {
  /** ms from navigation start until the map existed (OpenLayers loaded, the map created: its element says data-ready). */
  mapMs: number | null;
  /** ms from navigation start until the first `rendercomplete` with partner features (markers or clusters) drawn. */
  firstDrawnMs: number | null;
  /** ms from navigation start until a `rendercomplete` with every partner feature in the source (the full download only). */
  drawnMs: number | null;
  /** ms from navigation start until the last /api/partners response of the page ended. */
  dataMs: number | null;
  features: number;
  apiRequests: string[];
  /** Body bytes of /api/partners responses as transferred. */
  apiBytes: number;
  /** Every response of the page (HTML, scripts, data, tiles), bodies and headers as transferred. */
  pageBytes: number;
  consoleErrors: string[];
}

/** One locator build's runs. */
export interface LocatorApproach {
  label: string;
  runs: BrowserRun[];
  p50FirstDrawnMs?: number;
  maxFirstDrawnMs?: number;
  p50DrawnMs?: number;
  p50DataMs?: number;
  apiBytesPerLoad?: number;
  pageBytesPerLoad?: number;
}

export interface BrowserBench {
  skipped?: string;
  expectedFeatures: number;
  /** Today's locator (tiles of the view) and the previous release's (every partner). */
  approaches?: LocatorApproach[];
  builtAt?: Record<string, string>;
  staleBuild?: string[];
  warmup: number;
  runs: BrowserRun[];
  p50DrawnMs?: number;
  maxDrawnMs?: number;
  p50DataMs?: number;
  apiBytesPerLoad?: number;
}

/** The newest modification time under a folder (bounded walk, skips node_modules and dist). */
function newestUnder(dir: string, depth = 6): number {
  if (depth < 0 || !fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestUnder(full, depth - 1) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const builtFile = (folder: string) => path.join(distOf(folder), folder === 'shell' ? 'index.html' : 'mf-manifest.json');

/** Builds what is missing (or everything the locator page needs, with `rebuild`); reports stale builds. */
async function ensureBuilds(rebuild: boolean): Promise<{ builtAt: Record<string, string>; stale: string[] }> {
  const missing = buildableApps().filter((f) => !fs.existsSync(builtFile(f)));
  const wanted = rebuild ? Array.from(new Set([...missing, 'mf-locator', 'shell'])) : missing;
  if (wanted.length) {
    console.log(`Building ${wanted.join(', ')}…`);
    await build(wanted);
  }
  const builtAt: Record<string, string> = {};
  const stale: string[] = [];
  for (const folder of buildableApps()) {
    const at = fs.statSync(builtFile(folder)).mtimeMs;
    builtAt[folder] = new Date(at).toISOString();
    if (newestUnder(path.join(appDir(folder), 'src')) > at) stale.push(folder);
  }
  return { builtAt, stale };
}

/**
 * Installed before any page script: watches the page for the map and notes the first frame that
 * shows partner features (markers or cluster discs), and the first in which the features stand
 * for every partner. Today's map says what it draws in its description for screen readers ("12
 * partner locations in this view: 4 markers and 3 groups", written when the view's tiles are in
 * the map's sources); the frame that shows them is the next one, so a note is taken after two
 * animation frames. A locator build from before that description (the previous release's, still
 * compared here) is read as it was then, through the OpenLayers map that build put on window:
 * the same moments (a frame drawn with partner features, then one with every partner). A string,
 * not a function: tsx's compiled functions call helpers (`__name`) that do not exist in the page.
 */
function hookMapScript(expected: number): string {
  return `(() => {
    const expected = ${JSON.stringify(expected)};
    const bench = (window.__bench = { mapAt: null, firstAt: null, drawnAt: null, features: 0 });
    const started = performance.now();
    const afterNextFrame = (note) => requestAnimationFrame(() => requestAnimationFrame(() => note(performance.now())));
    const IN_VIEW = /^(\\d+) partner locations? in this view(?:: (?:(\\d+) markers?)?(?: and )?(?:(\\d+) groups?)?)?$/;
    let noting = { first: false, drawn: false };
    // A build from before the description put its map on window (removed since: issue #27).
    const legacyMap = () => window.__powernestLocatorMap;
    const hookLegacy = (map) => {
      const features = () =>
        map.getLayers().getArray().reduce((n, layer) => {
          if (layer.get('outline')) return n; // the base map's states, not partners
          const source = layer.getSource && layer.getSource();
          return n + (source && source.getFeatures ? source.getFeatures().length : 0);
        }, 0);
      map.on('postrender', () => {
        if (bench.firstAt === null && features() > 0) bench.firstAt = performance.now();
      });
      map.on('rendercomplete', () => {
        bench.features = features();
        if (bench.drawnAt === null && bench.features >= expected) bench.drawnAt = performance.now();
      });
    };
    let legacy = false;
    const poll = setInterval(() => {
      const map = document.querySelector('[data-testid="locator-map"]');
      if (!map || map.getAttribute('data-ready') !== 'true') {
        if (performance.now() - started > 120000) clearInterval(poll);
        return;
      }
      if (bench.mapAt === null) bench.mapAt = performance.now();
      const described = document.getElementById(map.getAttribute('aria-describedby') || '');
      if (!described) {
        const old = legacyMap();
        if (old && !legacy) {
          legacy = true;
          clearInterval(poll);
          hookLegacy(old);
        }
        return;
      }
      const said = IN_VIEW.exec((described.textContent || '').trim());
      if (!said) return;
      const features = Number(said[2] || 0) + Number(said[3] || 0);
      bench.features = features;
      if (bench.firstAt === null && features > 0 && !noting.first) {
        noting.first = true;
        afterNextFrame((at) => (bench.firstAt = at));
      }
      if (bench.drawnAt === null && features >= expected && !noting.drawn) {
        noting.drawn = true;
        afterNextFrame((at) => (bench.drawnAt = at));
      }
    }, 5);
  })();`;
}

async function measureOnce(browser: Browser, url: string, expected: number, timeoutMs: number, waitForAll: boolean): Promise<BrowserRun> {
  // A fresh context per run: empty HTTP cache (the partner answers are cacheable for 60 s).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page: Page = await context.newPage();
    await page.route(TILE_REQUESTS, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: TILE }));
    await page.addInitScript({ content: hookMapScript(expected) });
    const consoleErrors: string[] = [];
    page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text().slice(0, 200)));
    page.on('pageerror', (e) => consoleErrors.push(String(e).slice(0, 200)));
    const api: Promise<{ search: string; bytes: number; endAt: number }>[] = [];
    const all: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      all.push(request.sizes().then((sizes) => Math.max(0, sizes.responseBodySize) + Math.max(0, sizes.responseHeadersSize)));
      const u = new URL(request.url());
      if (!u.pathname.startsWith('/api/partners')) return;
      api.push(
        request.sizes().then((sizes) => {
          const t = request.timing();
          return { search: `${u.pathname}${u.search}`, bytes: sizes.responseBodySize, endAt: t.startTime + t.responseEnd };
        }),
      );
    });

    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    type Bench = { __bench: { firstAt: number | null; drawnAt: number | null } };
    try {
      await page.waitForFunction(
        (all) => {
          const b = (window as unknown as Bench).__bench;
          return all ? b.drawnAt !== null : b.firstAt !== null;
        },
        waitForAll,
        { timeout: timeoutMs, polling: 50 },
      );
    } catch {
      // Reported as not drawn, with the feature count that was reached.
    }
    // The page at rest: the first view's requests have all ended.
    await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
    const { firstAt: firstDrawnMs, drawnAt: drawnMs, mapAt: mapMs } = await page.evaluate(() => (window as unknown as Bench & { __bench: { mapAt: number | null } }).__bench);
    const { features, timeOrigin } = await page.evaluate(() => ({
      features: (window as unknown as { __bench: { features: number } }).__bench.features,
      timeOrigin: performance.timeOrigin,
    }));
    const responses = await Promise.all(api);
    const ends = responses.map((r) => r.endAt - timeOrigin).filter((v) => Number.isFinite(v));
    return {
      mapMs,
      firstDrawnMs,
      drawnMs,
      dataMs: ends.length ? Math.max(...ends) : null,
      features,
      apiRequests: responses.map((r) => r.search),
      apiBytes: responses.reduce((n, r) => n + Math.max(0, r.bytes), 0),
      pageBytes: (await Promise.all(all)).reduce((n, b) => n + b, 0),
      consoleErrors,
    };
  } finally {
    await context.close();
  }
}

/** A site server holding the partners, in a process of its own (partnerSite.ts), optionally with another build of the locator remote. */
function siteWith(partnerCount: number, env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; url: string }> {
  const child = fork(path.join(__dirname, 'partnerSite.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env, BENCH_PARTNER_COUNT: String(partnerCount) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (ready: PartnerSiteReady) => resolve({ child, url: ready.url }));
    child.once('exit', (code) => reject(new Error(`the bench's site server exited (${code}) before it listened`)));
  });
}

function summarise(label: string, runs: BrowserRun[]): LocatorApproach {
  const defined = (values: (number | null)[]) => values.filter((v): v is number => v !== null);
  const first = defined(runs.map((r) => r.firstDrawnMs));
  const drawn = defined(runs.map((r) => r.drawnMs));
  const data = defined(runs.map((r) => r.dataMs));
  return {
    label,
    runs,
    p50FirstDrawnMs: first.length === runs.length ? percentile(first, 50) : undefined,
    maxFirstDrawnMs: first.length === runs.length ? Math.max(...first) : undefined,
    p50DrawnMs: drawn.length === runs.length ? percentile(drawn, 50) : undefined,
    p50DataMs: data.length ? percentile(data, 50) : undefined,
    apiBytesPerLoad: runs.length ? percentile(runs.map((r) => r.apiBytes), 50) : undefined,
    pageBytesPerLoad: runs.length ? percentile(runs.map((r) => r.pageBytes), 50) : undefined,
  };
}

export async function runBrowserBench(
  partners: readonly NewPartner[],
  options: { runs: number; warmup: number; rebuild: boolean; timeoutMs: number },
): Promise<BrowserBench> {
  const expectedFeatures = partners.filter((p) => (p.status ?? 'active') === 'active').length;
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    return { skipped: `no Chromium at ${executablePath} (set CHROMIUM_PATH)`, expectedFeatures, warmup: 0, runs: [] };
  }
  const { builtAt, stale } = await ensureBuilds(options.rebuild);
  // The previous release's locator (every partner at once), deployed on an origin of its own.
  const previous = preparePreviousRelease((line) => console.log(line));
  const remote = Fastify();
  await remote.register(fastifyStatic, { root: previous.distOf('mf-locator'), setHeaders: (reply) => void reply.header('access-control-allow-origin', '*') });
  await remote.listen({ port: 0, host: '127.0.0.1' });
  const remoteUrl = `http://127.0.0.1:${(remote.server.address() as AddressInfo).port}/mf-manifest.json`;

  const sites = [
    { label: "today's locator: the tiles of its view", waitForAll: false, ...(await siteWith(partners.length, {})) },
    { label: `${previous.tag}'s locator: every partner's compact row`, waitForAll: true, ...(await siteWith(partners.length, { [remoteUrlEnvVar('mf-locator')]: remoteUrl })) },
  ];
  let browser: Browser | null = null;
  try {
    const runs = sites.map(() => [] as BrowserRun[]);
    // Alternating between the two, so both see the same machine load; a browser of its own per
    // run, so a run does not pay for the one before (the full download's GPU and GC work).
    for (let i = 0; i < options.warmup + options.runs; i++) {
      for (const [n, site] of sites.entries()) {
        browser = await chromium.launch({
          executablePath,
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking'],
        });
        const run = await measureOnce(browser, site.url, expectedFeatures, options.timeoutMs, site.waitForAll);
        await browser.close();
        browser = null;
        if (i >= options.warmup) runs[n]!.push(run);
        process.stdout.write(run.firstDrawnMs === null ? 'x' : '.');
      }
    }
    process.stdout.write('\n');
    const approaches = sites.map((site, n) => summarise(site.label, runs[n]!));
    const today = approaches[0]!;
    return {
      expectedFeatures,
      approaches,
      builtAt,
      staleBuild: stale,
      warmup: options.warmup,
      runs: today.runs,
      p50DrawnMs: today.p50FirstDrawnMs,
      maxDrawnMs: today.maxFirstDrawnMs,
      p50DataMs: today.p50DataMs,
      apiBytesPerLoad: today.apiBytesPerLoad,
    };
  } finally {
    await browser?.close();
    for (const site of sites) site.child.disconnect();
    await remote.close();
  }
}
