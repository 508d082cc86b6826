// Browser half of the locator benchmark: the whole site in-process on 127.0.0.1 with the
// partners already stored, /find-locations in headless Chromium, timed from navigation start
// until the map has drawn every marker.
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import type { NewPartner } from '../../api/src/store';
import { createSiteServer, distOf } from '../../shell/server/createServer';
import { appDir, buildableApps } from '../webpack/apps';
import { build } from '../scripts/build';
import { benchEnv } from './api';
import { percentile } from './stats';

/** Every tile server the locator uses answers with this 1×1 PNG (no network here). */
const TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const TILE_REQUESTS = /\/tiles\//;

export interface BrowserRun {
  /** ms from navigation start until a `rendercomplete` with every partner feature in the source. */
  drawnMs: number | null;
  /** ms from navigation start until the last /api/partners response of the page ended. */
  dataMs: number | null;
  features: number;
  apiRequests: string[];
  /** Body bytes of /api/partners responses as transferred (the site server does not compress). */
  apiBytes: number;
  consoleErrors: string[];
}

export interface BrowserBench {
  skipped?: string;
  expectedFeatures: number;
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
 * Installed before any page script: hooks the map once it exists and notes the first
 * `rendercomplete` at which the sources hold every partner feature. A string, not a function:
 * tsx's compiled functions call helpers (`__name`) that do not exist in the page.
 */
function hookMapScript(expected: number): string {
  return `(() => {
    const expected = ${JSON.stringify(expected)};
    const bench = (window.__bench = { drawnAt: null, features: 0, renders: 0 });
    const features = (map) =>
      map.getLayers().getArray().reduce((n, layer) => {
        const source = layer.getSource && layer.getSource();
        return n + (source && source.getFeatures ? source.getFeatures().length : 0);
      }, 0);
    const started = performance.now();
    const poll = setInterval(() => {
      const map = window.__powernestLocatorMap;
      if (!map) {
        if (performance.now() - started > 120000) clearInterval(poll);
        return;
      }
      clearInterval(poll);
      map.on('rendercomplete', () => {
        bench.renders++;
        const count = features(map);
        bench.features = count;
        if (bench.drawnAt === null && count >= expected) bench.drawnAt = performance.now();
      });
    }, 5);
  })();`;
}

async function measureOnce(browser: Browser, url: string, expected: number, timeoutMs: number): Promise<BrowserRun> {
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
    page.on('requestfinished', (request) => {
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
    let drawnMs: number | null = null;
    try {
      await page.waitForFunction(() => (window as unknown as { __bench: { drawnAt: number | null } }).__bench.drawnAt !== null, undefined, {
        timeout: timeoutMs,
        polling: 50,
      });
      drawnMs = await page.evaluate(() => (window as unknown as { __bench: { drawnAt: number } }).__bench.drawnAt);
    } catch {
      // Reported as not drawn, with the feature count that was reached.
    }
    const { features, timeOrigin } = await page.evaluate(() => ({
      features: (window as unknown as { __bench: { features: number } }).__bench.features,
      timeOrigin: performance.timeOrigin,
    }));
    const responses = await Promise.all(api);
    const ends = responses.map((r) => r.endAt - timeOrigin).filter((v) => Number.isFinite(v));
    return {
      drawnMs,
      dataMs: ends.length ? Math.max(...ends) : null,
      features,
      apiRequests: responses.map((r) => r.search),
      apiBytes: responses.reduce((n, r) => n + Math.max(0, r.bytes), 0),
      consoleErrors,
    };
  } finally {
    await context.close();
  }
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

  const app = await createSiteServer(benchEnv({ HOST: '127.0.0.1' }));
  let browser: Browser | null = null;
  try {
    await app.ready();
    await app.store.partners.createMany([...partners]);
    await app.inject({ method: 'GET', url: '/api/partners?limit=1' }); // builds the memory indexes
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = `http://127.0.0.1:${port}/find-locations`;

    browser = await chromium.launch({
      executablePath,
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking'],
    });
    const runs: BrowserRun[] = [];
    for (let i = 0; i < options.warmup + options.runs; i++) {
      const run = await measureOnce(browser, url, expectedFeatures, options.timeoutMs);
      if (i >= options.warmup) runs.push(run);
      process.stdout.write(run.drawnMs === null ? 'x' : '.');
    }
    process.stdout.write('\n');
    const drawn = runs.map((r) => r.drawnMs).filter((v): v is number => v !== null);
    const data = runs.map((r) => r.dataMs).filter((v): v is number => v !== null);
    return {
      expectedFeatures,
      builtAt,
      staleBuild: stale,
      warmup: options.warmup,
      runs,
      p50DrawnMs: drawn.length === runs.length ? percentile(drawn, 50) : undefined,
      maxDrawnMs: drawn.length === runs.length ? Math.max(...drawn) : undefined,
      p50DataMs: data.length ? percentile(data, 50) : undefined,
      apiBytesPerLoad: runs.length ? percentile(runs.map((r) => r.apiBytes), 50) : undefined,
    };
  } finally {
    await browser?.close();
    await app.close();
  }
}
