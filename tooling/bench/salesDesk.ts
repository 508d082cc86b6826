// The sales desk at scale (issue #29), each measure beside the alternative in the same run:
// - a bulk move of 1,000 leads (POST /api/leads/bulk) beside the same moves one PATCH at a time;
// - the board at 100,000 leads (one capped query per open column) beside the list's first page;
// - a change fanned out to 20 connected admin tabs (GET /api/admin/events) beside one polling
//   round of the same 20 tabs reading their list.
import type { FastifyInstance } from 'fastify';
import { buildApp, loadConfig } from '@powernest/api';
import { OPEN_LEAD_STATUSES } from '@powernest/domain';
import { benchEnv } from './api';
import { leadNetwork, sample } from './leads';
import { percentile } from './stats';
import { openEventStream } from '../../api/test/support/event-stream';

const ADMIN_PASSWORD = 'bench-admin-password';
const now = () => Number(process.hrtime.bigint()) / 1e6;

export interface SalesDeskBench {
  leads: number;
  bulk: { leads: number; bulkMs: number; oneByOneMs: number };
  board: { columnsP50Ms: number; columnsP95Ms: number; listP50Ms: number; listP95Ms: number; runs: number };
  fanOut: { tabs: number; events: number; p50Ms: number; p99Ms: number; pollRoundP50Ms: number };
}

async function signIn(app: FastifyInstance, username = 'admin'): Promise<string> {
  const login = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password: ADMIN_PASSWORD } });
  if (login.statusCode !== 200) throw new Error(`bench login answered ${login.statusCode}`);
  return String(login.headers['set-cookie']).split(';')[0]!;
}

/** Reads a tab's event stream until `count` events named `type` arrived; resolves with when each did. */
async function collect(url: string, cookie: string, type: string, count: number, opened: () => void): Promise<number[]> {
  const stream = await openEventStream(url, { cookie });
  if (stream.status !== 200) throw new Error(`the events stream answered ${stream.status}`);
  const arrivals: number[] = [];
  while (arrivals.length < count) {
    const event = await stream.next(60_000);
    if (event.event === 'ready') opened();
    if (event.event === type) arrivals.push(now());
  }
  stream.close();
  return arrivals;
}

export async function runSalesDeskBench(count: number, options: { runs: number; tabs: number; events: number; bulk: number }): Promise<SalesDeskBench> {
  const app: FastifyInstance = await buildApp(loadConfig(benchEnv({ ADMIN_PASSWORD })), { logger: false });
  try {
    await app.ready();
    for (const lead of leadNetwork(count)) await app.store.leads.create(lead, []);
    const cookie = await signIn(app);
    const json = { cookie, 'content-type': 'application/json' };

    // Bulk: the newest `bulk` leads to contacted at once; the next `bulk` one PATCH each.
    const ids = (await app.inject({ url: '/api/leads/ids', headers: { cookie } })).json().ids as number[];
    const started = now();
    const bulk = await app.inject({ method: 'POST', url: '/api/leads/bulk', headers: json, payload: JSON.stringify({ ids: ids.slice(0, options.bulk), status: 'contacted' }) });
    const bulkMs = now() - started;
    const results = bulk.json().results as { ok: boolean }[];
    if (bulk.statusCode !== 200 || results.filter((r) => r.ok).length !== options.bulk) throw new Error(`bulk answered ${bulk.statusCode}`);
    const others = (await app.inject({ url: '/api/leads/ids?status=new', headers: { cookie } })).json().ids as number[];
    const single = now();
    for (const id of others.slice(0, options.bulk)) {
      const res = await app.inject({ method: 'PATCH', url: `/api/leads/${id}`, headers: json, payload: JSON.stringify({ version: 0, status: 'contacted' }) });
      if (res.statusCode !== 200) throw new Error(`PATCH answered ${res.statusCode}`);
    }
    const oneByOneMs = now() - single;

    // The board: its four columns (as the page asks them, at once) beside the list's first page.
    const columns = await sample(options.runs, 1, () =>
      Promise.all(OPEN_LEAD_STATUSES.map((status) => app.inject({ url: `/api/leads?status=${status}&pageSize=20`, headers: { cookie } }))),
    );
    const list = await sample(options.runs, 1, () => app.inject({ url: '/api/leads', headers: { cookie } }));

    // Fan-out: `tabs` streams on a real socket, one per sales admin (a member may keep
    // LIVE_STREAMS_PER_MEMBER open); each event's delay until the last tab has it.
    const members: string[] = [];
    for (let i = 0; i < options.tabs; i++) {
      const username = `desk-${i}`;
      await app.store.users.create({ username, email: `${username}@bench.example`, role: 'sales_admin', passwordHash: await app.adminAuth.hashPassword(ADMIN_PASSWORD) });
      members.push(await signIn(app, username));
    }
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    let ready = 0;
    let allReady: () => void = () => {};
    const opened = new Promise<void>((resolve) => (allReady = resolve));
    const tabs = members.map((member) =>
      collect(`${base}/api/admin/events`, member, 'lead.updated', options.events, () => {
        ready += 1;
        if (ready === options.tabs) allReady();
      }),
    );
    await opened;
    const sent: number[] = [];
    const lead = (await app.store.leads.get(ids[0]!))!;
    for (let i = 0; i < options.events; i++) {
      sent.push(now());
      app.liveEvents.publish('lead.updated', lead, 'bench');
      await new Promise((resolve) => setImmediate(resolve));
    }
    const arrivals = await Promise.all(tabs);
    const delays = sent.map((at, i) => Math.max(...arrivals.map((tab) => tab[i]!)) - at);
    // The alternative: each tab reads its list again (one polling round of the same tabs).
    const poll = await sample(options.runs, 1, () => Promise.all(Array.from({ length: options.tabs }, () => app.inject({ url: '/api/leads', headers: { cookie } }))));
    await app.liveEvents.endAll();
    return {
      leads: count,
      bulk: { leads: options.bulk, bulkMs, oneByOneMs },
      board: { columnsP50Ms: percentile(columns, 50), columnsP95Ms: percentile(columns, 95), listP50Ms: percentile(list, 50), listP95Ms: percentile(list, 95), runs: options.runs },
      fanOut: { tabs: options.tabs, events: options.events, p50Ms: percentile(delays, 50), p99Ms: percentile(delays, 99), pollRoundP50Ms: percentile(poll, 50) },
    };
  } finally {
    await app.close();
  }
}
