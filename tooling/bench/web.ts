// Web section of `npm run bench` (issue #8): the public pages with server rendering on and with
// SSR=off, side by side in one run. Two site servers run as child processes on loopback ports;
// Lighthouse (mobile defaults, simulated throttling) drives Debian's Chromium against each.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import http from 'node:http';
import zlib from 'node:zlib';
import { percentile } from './stats';

const root = path.resolve(__dirname, '..', '..');

export const WEB_PAGES = ['/', '/services', '/roi-calculator', '/partnership-application', '/find-locations', '/faq'] as const;

export interface LighthouseRow {
  path: string;
  /** What was measured: SSR on or off, or which build. */
  mode: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  jsBytes: number;
  /** The same scripts had the server compressed each per request (@fastify/compress's brotli) instead of sending the build's brotli 11. */
  jsPerRequestBytes: number;
  scriptRequests: number;
  requests: number;
  /** The performance score of every run the median was taken from, in run order. */
  performanceRuns?: number[];
}

export interface RenderTimes {
  firstMs: number;
  uncached: { p50: number; p99: number };
  cached: { p50: number; p99: number };
}

/** A site server (shell + API) as a child process on a loopback port, resolved once it answers; `tree` is another checkout's root (its own build). */
export function startSite(port: number, extra: Record<string, string>, tree = root): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(tree, 'shell', 'server', 'main.ts')], {
    cwd: tree,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test', STORE: 'memory', LOG_LEVEL: 'error', ADMIN_PASSWORD: 'bench-admin-password-1', ADMIN_PASSWORD_MUST_CHANGE: 'false', ...extra },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  return new Promise((resolve, reject) => {
    const poll = async () => {
      if (Date.now() > deadline) return reject(new Error(`site on :${port} did not start`));
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return resolve(child);
      } catch {
        /* not yet */
      }
      setTimeout(() => void poll(), 250);
    };
    void poll();
  });
}

async function timed(url: string): Promise<{ ms: number; outcome: string }> {
  const started = performance.now();
  const res = await fetch(url);
  await res.text();
  return { ms: performance.now() - started, outcome: res.headers.get('x-ssr') ?? '' };
}

/**
 * Asks for a page until the server rendered it whole (a cold remote may answer "degraded" first,
 * and on a busy machine for as long as a failed render keeps the remote aside: 10 s each time).
 */
export async function untilRendered(url: string): Promise<void> {
  const seen = new Set<string>();
  for (let i = 0; i < 240; i++) {
    const { outcome } = await timed(url);
    if (outcome === 'rendered' || outcome === 'hit') return;
    seen.add(outcome || '(no X-SSR)');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} was never rendered on the server (X-SSR: ${[...seen].join(', ')})`);
}

/** SSR time as a client sees it on loopback: first request (remote cold), uncached, cached. */
async function renderTimes(port: number, uncachedPort: number, rounds: number): Promise<RenderTimes> {
  // Servers warm their remotes when they start: the first render still loads the page's chunks.
  const first = await timed(`http://127.0.0.1:${port}/`);
  const uncached: number[] = [];
  const cached: number[] = [];
  for (const p of WEB_PAGES) await timed(`http://127.0.0.1:${uncachedPort}${p}`); // load every page's chunks once
  for (let i = 0; i < rounds; i++) {
    for (const p of WEB_PAGES) {
      uncached.push((await timed(`http://127.0.0.1:${uncachedPort}${p}`)).ms);
      const hit = await timed(`http://127.0.0.1:${port}${p}`);
      if (hit.outcome === 'hit') cached.push(hit.ms);
    }
  }
  return {
    firstMs: first.ms,
    uncached: { p50: percentile(uncached, 50), p99: percentile(uncached, 99) },
    cached: { p50: percentile(cached, 50), p99: percentile(cached, 99) },
  };
}

interface LhAudit {
  numericValue?: number;
  details?: { items?: Array<{ resourceType?: string; transferSize?: number; url?: string }> };
}

/** A response's body as sent on the wire (node:http does not decode it, fetch would). */
function wireBody(url: string, acceptEncoding: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

/** @fastify/compress's brotli quality: what the site server uses for a file the build did not compress. */
const PER_REQUEST_BROTLI_QUALITY = 4;

/**
 * What the page's scripts would have weighed compressed per request: each script's body as sent
 * (the build's brotli 11) swapped for brotli of the same file as @fastify/compress makes it;
 * headers unchanged. The side-by-side for build-time compression (app-config/webpack/precompress.ts).
 */
async function perRequestBytes(transferred: number, urls: string[]): Promise<number> {
  let delta = 0;
  for (const url of urls) {
    const sent = await wireBody(url, 'br');
    const raw = await wireBody(url, 'identity');
    delta += zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY } }).length - sent.length;
  }
  return transferred + delta;
}

export async function lighthouseRow(url: string, chromePort: number, pagePath: string, mode: LighthouseRow['mode']): Promise<LighthouseRow> {
  const lighthouse = (await import('lighthouse')).default;
  const result = await lighthouse(url, { port: chromePort, output: 'json', logLevel: 'error' });
  const lhr = result!.lhr;
  const audits = lhr.audits as Record<string, LhAudit>;
  const items = audits['network-requests']?.details?.items ?? [];
  // Run or only downloaded ahead (a prefetch is of type Other): every script the page fetched.
  const scripts = items.filter((i) => i.resourceType === 'Script' || /\.js(\?|$)/.test(i.url ?? ''));
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const jsBytes = scripts.reduce((sum, s) => sum + (s.transferSize ?? 0), 0);
  return {
    path: pagePath,
    mode,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    jsBytes,
    jsPerRequestBytes: await perRequestBytes(jsBytes, scripts.flatMap((s) => (s.url ? [s.url] : []))),
    scriptRequests: scripts.length,
    requests: items.length,
  };
}

/**
 * Lighthouse's score moves by several points between identical runs on a shared machine, so
 * each page is measured `runs` times per mode and the run with the median score is reported.
 */
export async function medianRow(runs: number, measure: () => Promise<LighthouseRow>): Promise<LighthouseRow> {
  const rows: LighthouseRow[] = [];
  for (let i = 0; i < runs; i++) rows.push(await measure());
  const performanceRuns = rows.map((r) => r.performance);
  rows.sort((a, b) => a.performance - b.performance || b.tbtMs - a.tbtMs);
  return { ...rows[Math.floor(rows.length / 2)]!, performanceRuns };
}

/** Debian's Chromium for Lighthouse, headless, with the flags every bench uses. */
export async function launchChromium() {
  const { launch } = await import('chrome-launcher');
  return launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--enable-unsafe-swiftshader'],
  });
}

export async function runWebBench({ port = 4390, rounds = 20, runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3) } = {}): Promise<{ rows: LighthouseRow[]; render: RenderTimes }> {
  const sites = await Promise.all([
    startSite(port, {}),
    startSite(port + 1, { SSR: 'off' }),
    startSite(port + 2, { SSR_CACHE_ENTRIES: '0' }),
  ]);
  const chrome = await launchChromium();
  try {
    const render = await renderTimes(port, port + 2, rounds);
    const rows: LighthouseRow[] = [];
    for (const p of WEB_PAGES) {
      // Warm both servers (cache, remote loads) so Lighthouse measures what a visitor gets.
      await untilRendered(`http://127.0.0.1:${port}${p}`);
      await timed(`http://127.0.0.1:${port + 1}${p}`);
      rows.push(await medianRow(runs, () => lighthouseRow(`http://127.0.0.1:${port}${p}`, chrome.port, p, 'ssr')));
      rows.push(await medianRow(runs, () => lighthouseRow(`http://127.0.0.1:${port + 1}${p}`, chrome.port, p, 'off')));
    }
    return { rows, render };
  } finally {
    chrome.kill();
    for (const s of sites) s.kill('SIGTERM');
  }
}
