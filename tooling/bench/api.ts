// API half of the locator benchmark: an in-process API on the memory store, driven with
// fastify's app.inject (routing, validation, handler, serialisation; no sockets).
import { gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp, loadConfig } from '@powernest/api';
import type { NewPartner } from '../../api/src/store';
import { percentile } from './stats';
import { runTileBench, type TileBench } from './mapTiles';

export interface ApiQuery {
  id: string;
  label: string;
  url: string;
  /** Ask for gzip, as browsers do. */
  gzip?: boolean;
  /** Empty the 10 s answer cache before each run: what every request cost without it (issue #13). */
  uncached?: boolean;
}

/** Austin metro and the state of Texas, as a map viewport would ask for them. */
const AUSTIN_METRO = '-97.95,30.1,-97.55,30.45';
const TEXAS = '-106.65,25.84,-93.51,36.5';

export const API_QUERIES: readonly ApiQuery[] = [
  { id: 'full', label: 'full list, unfiltered', url: '/api/partners' },
  { id: 'compact', label: 'compact, unfiltered (map)', url: '/api/partners?format=compact' },
  { id: 'compact-gzip', label: 'compact, unfiltered, gzip (cached 10 s)', url: '/api/partners?format=compact', gzip: true },
  { id: 'compact-gzip-uncached', label: 'compact, unfiltered, gzip, uncached', url: '/api/partners?format=compact', gzip: true, uncached: true },
  { id: 'compact-state', label: 'compact, state=TX', url: '/api/partners?format=compact&state=TX' },
  { id: 'compact-state-type', label: 'compact, state=CA, type=hotel', url: '/api/partners?format=compact&state=CA&businessType=hotel' },
  { id: 'bbox-metro', label: 'bbox metro (Austin), list', url: `/api/partners?bbox=${AUSTIN_METRO}` },
  { id: 'bbox-metro-compact', label: 'bbox metro (Austin), compact', url: `/api/partners?format=compact&bbox=${AUSTIN_METRO}` },
  { id: 'bbox-state-compact', label: 'bbox state (Texas), compact', url: `/api/partners?format=compact&bbox=${TEXAS}` },
  { id: 'bbox-state-page', label: 'bbox state (Texas), list limit=50', url: `/api/partners?bbox=${TEXAS}&limit=50` },
  { id: 'near', label: 'near Austin, limit=20', url: '/api/partners?near=30.2672,-97.7431&limit=20' },
  { id: 'near-type', label: 'near Austin, type=hotel, limit=20', url: '/api/partners?near=30.2672,-97.7431&businessType=hotel&limit=20' },
  { id: 'near-bbox', label: 'near Austin in metro bbox, limit=20', url: `/api/partners?near=30.2672,-97.7431&bbox=${AUSTIN_METRO}&limit=20` },
  { id: 'q-page', label: 'q=cedar, limit=50', url: '/api/partners?q=cedar&limit=50' },
  { id: 'q-page-2', label: 'q=cedar, limit=50, offset=50', url: '/api/partners?q=cedar&limit=50&offset=50' },
  { id: 'q-rare', label: 'q=#4242 (11 hits), limit=50', url: '/api/partners?q=%234242&limit=50' },
  { id: 'q-state-page', label: 'q=main st, state=NY, limit=50', url: '/api/partners?q=main%20st&state=NY&limit=50' },
  { id: 'list-page', label: 'list state=TX, limit=50, offset=500', url: '/api/partners?state=TX&limit=50&offset=500' },
];

export interface ApiResult {
  id: string;
  label: string;
  url: string;
  runs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  bytes: number;
  gzipBytes: number;
  /** Partners (or rows) in the answer, and `total` when the answer has it. */
  items: number;
  total: number | null;
}

export interface ApiBench {
  insertMs: number;
  /** The first request after the insert: the memory store builds its indexes then. */
  firstRequestMs: number;
  results: ApiResult[];
  /** Pan and zoom: the map's tile requests (issue #14). */
  tiles: TileBench;
}

/** The same settings the brief asks for: memory store, test mode, no demo seed, silent. */
export function benchEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    STORE: 'memory',
    NODE_ENV: 'test',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // A known first admin, so nothing is generated and printed.
    ADMIN_PASSWORD: 'bench-admin-password',
    ADMIN_PASSWORD_MUST_CHANGE: 'false',
    MAIL_POLL_INTERVAL_MS: '0',
    // Every measured request comes from one address; the limit itself has its own tests.
    PARTNERS_RATE_LIMIT_MAX: '1000000',
    PARTNER_TILES_RATE_LIMIT_MAX: '1000000',
    ...extra,
  };
}

const now = () => Number(process.hrtime.bigint()) / 1e6;

async function timed(app: FastifyInstance, url: string, gzip = false) {
  const started = now();
  const res = await app.inject({ method: 'GET', url, headers: gzip ? { 'accept-encoding': 'gzip' } : {} });
  const elapsed = now() - started;
  if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  return { elapsed, res };
}

export async function runApiBench(partners: readonly NewPartner[], options: { warmup: number; runs: number }): Promise<ApiBench> {
  const app = await buildApp(loadConfig(benchEnv()), { logger: false });
  try {
    await app.ready();
    let started = now();
    await app.store.partners.createMany([...partners]);
    const insertMs = now() - started;
    started = now();
    await timed(app, '/api/partners?limit=1');
    const firstRequestMs = now() - started;

    const results: ApiResult[] = [];
    for (const query of API_QUERIES) {
      const run = () => {
        if (query.uncached) app.partnerAnswers.clear();
        return timed(app, query.url, query.gzip);
      };
      for (let i = 0; i < options.warmup; i++) await run();
      const samples: number[] = [];
      let last: Awaited<ReturnType<typeof timed>>['res'] | null = null;
      for (let i = 0; i < options.runs; i++) {
        const { elapsed, res } = await run();
        samples.push(elapsed);
        last = res;
      }
      const raw = last!.headers['content-encoding'] === 'gzip' ? gunzipSync(last!.rawPayload) : last!.rawPayload;
      const body = JSON.parse(raw.toString('utf8')) as { partners?: unknown[]; rows?: unknown[]; total?: number };
      results.push({
        ...query,
        runs: samples.length,
        p50Ms: percentile(samples, 50),
        p99Ms: percentile(samples, 99),
        maxMs: Math.max(...samples),
        bytes: raw.length,
        gzipBytes: gzipSync(raw).length,
        items: (body.partners ?? body.rows ?? []).length,
        total: typeof body.total === 'number' ? body.total : null,
      });
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    const tiles = await runTileBench(app);
    return { insertMs, firstRequestMs, results, tiles };
  } finally {
    await app.close();
  }
}
