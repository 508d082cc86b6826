// The admins' leads workspace at scale (issue #12): GET /api/leads on the memory store with
// 100,000 generated leads, driven with app.inject as an admin. Side by side: the same search
// answered by the store alone, so the table shows what HTTP, validation and serialisation add.
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { buildApp, loadConfig } from '@powernest/api';
import { BUSINESS_TYPES, leadQuerySchema, leadSearchOf } from '@powernest/domain';
import type { NewLead } from '../../api/src/store';
import { benchEnv } from './api';
import { percentile } from './stats';

const ADMIN_PASSWORD = 'bench-admin-password';
const CITIES = [
  ['Austin', 'TX'], ['Dallas', 'TX'], ['Denver', 'CO'], ['Portland', 'OR'], ['Seattle', 'WA'], ['Phoenix', 'AZ'],
  ['Chicago', 'IL'], ['Atlanta', 'GA'], ['Miami', 'FL'], ['Boise', 'ID'], ['Albany', 'NY'], ['San Diego', 'CA'],
] as const;
const WORDS = ['Cedar', 'Harbor', 'Summit', 'Blue Door', 'Main Street', 'Riverside', 'Oak', 'Sunset', 'Golden', 'Maple'];
const KINDS = ['Café', 'Gym', 'Books', 'Salon', 'Dental', 'Hotel', 'Garage', 'Cowork', 'Diner', 'Market'];

/** A deterministic lead network: names, cities and types spread evenly. */
export function leadNetwork(count: number): NewLead[] {
  return Array.from({ length: count }, (_, i) => {
    const [city, state] = CITIES[i % CITIES.length]!;
    const name = `${WORDS[i % WORDS.length]} ${KINDS[Math.floor(i / WORDS.length) % KINDS.length]} #${i}`;
    return {
      businessName: name,
      contactPerson: `Owner ${i}`,
      email: `owner${i}@lead${i % 97}.example`,
      phone: `(555) ${String(100 + (i % 900)).padStart(3, '0')}-${String(i % 10_000).padStart(4, '0')}`,
      location: `${city}, ${state}`,
      businessType: BUSINESS_TYPES[i % BUSINESS_TYPES.length]!,
    };
  });
}

export const LEAD_QUERIES = [
  { label: 'newest 25 (the default page)', query: '' },
  { label: 'status=new, type=restaurant', query: 'status=new&businessType=restaurant' },
  { label: 'state=TX, sorted by business', query: 'state=TX&sort=businessName' },
  { label: 'text q=cedar', query: 'q=cedar' },
  { label: 'text q=cedar, state=CO, 100 per page', query: 'q=cedar&state=CO&pageSize=100' },
  { label: 'text q=#4242 (a few hits)', query: 'q=%234242' },
  { label: 'sorted by location (a walk of its index)', query: 'sort=location' },
] as const;

export interface LeadQueryResult {
  label: string;
  url: string;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** The store alone, same search (no HTTP, validation or serialisation). */
  storeP95Ms: number;
  bytes: number;
  gzipBytes: number;
  total: number;
}

export interface LeadsBench {
  count: number;
  insertMs: number;
  results: LeadQueryResult[];
  /** GET /api/leads/export.csv of every lead: p50 of a few runs, its size and rows. */
  csv: { runs: number; p50Ms: number; maxMs: number; bytes: number; rows: number };
}

const now = () => Number(process.hrtime.bigint()) / 1e6;

/** Times `once` over `runs` runs after `warmup` unmeasured ones (ms each). */
export async function sample(runs: number, warmup: number, once: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < warmup; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = now();
    await once();
    samples.push(now() - started);
  }
  return samples;
}

export async function runLeadsBench(count: number, options: { warmup: number; runs: number }): Promise<LeadsBench> {
  const app: FastifyInstance = await buildApp(loadConfig(benchEnv({ ADMIN_PASSWORD })), { logger: false });
  try {
    await app.ready();
    const started = now();
    for (const lead of leadNetwork(count)) await app.store.leads.create(lead, []);
    const insertMs = now() - started;

    const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'admin', password: ADMIN_PASSWORD } });
    if (login.statusCode !== 200) throw new Error(`bench login answered ${login.statusCode}`);
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;

    const results: LeadQueryResult[] = [];
    for (const { label, query } of LEAD_QUERIES) {
      const url = query ? `/api/leads?${query}` : '/api/leads';
      let raw: Buffer | undefined;
      const http = await sample(options.runs, options.warmup, async () => {
        const res = await app.inject({ method: 'GET', url, headers: { cookie } });
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
        raw = res.rawPayload;
      });
      const search = leadSearchOf(leadQuerySchema.parse(Object.fromEntries(new URLSearchParams(query))));
      const store = await sample(options.runs, options.warmup, () => app.store.leads.search(search));
      results.push({
        label,
        url,
        p50Ms: percentile(http, 50),
        p95Ms: percentile(http, 95),
        p99Ms: percentile(http, 99),
        storeP95Ms: percentile(store, 95),
        bytes: raw!.length,
        gzipBytes: gzipSync(raw!).length,
        total: (JSON.parse(raw!.toString('utf8')) as { total: number }).total,
      });
      process.stdout.write('.');
    }
    process.stdout.write('\n');

    // The export of every lead, through the route (streamed; inject collects the whole body).
    let csv = '';
    const exports = await sample(3, 1, async () => {
      const res = await app.inject({ method: 'GET', url: '/api/leads/export.csv', headers: { cookie } });
      if (res.statusCode !== 200) throw new Error(`export answered ${res.statusCode}`);
      csv = res.body;
    });
    const rows = csv.split('\r\n').length - 2; // the header and the empty end
    return { count, insertMs, results, csv: { runs: exports.length, p50Ms: percentile(exports, 50), maxMs: Math.max(...exports), bytes: Buffer.byteLength(csv), rows } };
  } finally {
    await app.close();
  }
}
