// Hardening section of `npm run bench` (issue #13), each measure beside its alternative in the
// same run: lead POST with a healthy mail server and with one that never answers; static files
// during a login flood with bounded password hashing and with the old unbounded hashing; a
// bounded lead load test that checks every accepted lead is stored once with its two e-mails.
// Site servers run as child processes on loopback (as in the web section); the load comes from
// this process.
import type { ChildProcess } from 'node:child_process';
import { Worker } from 'node:worker_threads';
import { startSilentSmtpServer, startSmtpServer } from '../../api/test/support/smtp-server';
import { percentile } from './stats';
import { startSite } from './web';

export interface Latency {
  label: string;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Answers by status code. */
  statuses: Record<string, number>;
  /** Login attempts the flood made meanwhile. */
  floodRequests?: number;
}

export interface LoadCheck {
  seconds: number;
  accepted: number;
  perSecond: number;
  storedOnce: boolean;
  emailsPerLead: number[];
}

export interface HardeningBench {
  leadPost: Latency[];
  staticDuringFlood: Latency[];
  load: LoadCheck;
}

const lead = (n: number) => ({
  businessName: `Bench Café ${n}`,
  contactPerson: 'Bench Person',
  email: `bench.${n}.${Date.now()}@example.com`,
  phone: '(555) 010-0142',
  location: 'Austin, TX',
  businessType: 'restaurant',
});

function summarise(label: string, samples: { ms: number; status: number }[]): Latency {
  const times = samples.map((s) => s.ms);
  const statuses: Record<string, number> = {};
  for (const s of samples) statuses[s.status] = (statuses[s.status] ?? 0) + 1;
  return { label, requests: samples.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: Math.max(...times), statuses };
}

async function timedFetch(url: string, init?: RequestInit): Promise<{ ms: number; status: number; body: string }> {
  const started = performance.now();
  try {
    const res = await fetch(url, init);
    const body = await res.text();
    return { ms: performance.now() - started, status: res.status, body };
  } catch {
    return { ms: performance.now() - started, status: 0, body: '' };
  }
}

const postJson = (url: string, body: unknown) =>
  timedFetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

/** `clients` loops at once, each sending `perClient` requests one after another. */
async function concurrently<T>(clients: number, perClient: number, send: (n: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < perClient; i++) results.push(await send(n++));
    }),
  );
  return results;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Environment of a bench site: limits that would stop the bench itself are lifted. */
const openLimits = { LEADS_RATE_LIMIT_MAX: '100000', CONFIRMATION_EMAILS_PER_DAY: '1000', MAIL_POLL_INTERVAL_MS: '1000' };

async function leadPost(port: number, requests: number): Promise<Latency[]> {
  const healthy = await startSmtpServer();
  const hole = await startSilentSmtpServer();
  const rows: Latency[] = [];
  try {
    for (const [label, url] of [
      ['POST /api/leads, healthy SMTP server', healthy.url],
      ['POST /api/leads, SMTP black-holed (accepts, never greets)', hole.url],
    ] as const) {
      const site = await startSite(port, { ...openLimits, MAIL_TRANSPORT: 'smtp', SMTP_URL: url });
      try {
        for (let i = 0; i < 20; i++) await postJson(`http://127.0.0.1:${port}/api/leads`, lead(-i)); // warm-up
        const samples = await concurrently(8, Math.ceil(requests / 8), (n) => postJson(`http://127.0.0.1:${port}/api/leads`, lead(n)));
        rows.push(summarise(label, samples));
      process.stdout.write('.');
      } finally {
        await hole.close().catch(() => {}); // lets the waiting attempts end, so the server stops at once
        await stop(site);
      }
    }
  } finally {
    await healthy.close();
  }
  return rows;
}

/** A stalled server is measured for this long at most (it answered in seconds before #13). */
const STATIC_WINDOW_MS = 10_000;

/**
 * The login flood: 64 clients in a worker thread, each posting a made-up username and password
 * again as soon as it has an answer. A thread of its own, so its busy event loop does not slow
 * down the measuring requests of this one.
 */
const FLOOD_WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
let flooding = true;
let sent = 0;
parentPort.on('message', () => { flooding = false; });
Promise.all(Array.from({ length: 64 }, async (_, c) => {
  for (let i = 0; flooding; i++) {
    try {
      const res = await fetch(workerData.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'guess-' + c + '-' + i, password: 'wrong-' + i }) });
      await res.arrayBuffer();
      sent++;
    } catch {}
  }
})).then(() => parentPort.postMessage(sent));
`;

/** GET /main.js one after another (up to `samples`, within STATIC_WINDOW_MS), during a login flood or not. */
async function staticDuring(port: number, label: string, flood: boolean, samples: number): Promise<Latency> {
  const worker = flood ? new Worker(FLOOD_WORKER, { eval: true, workerData: { url: `http://127.0.0.1:${port}/api/admin/login` } }) : null;
  if (worker) await new Promise((resolve) => setTimeout(resolve, 1000)); // the flood is under way
  const measured: { ms: number; status: number }[] = [];
  const until = Date.now() + STATIC_WINDOW_MS;
  for (let i = 0; i < samples && Date.now() < until; i++) measured.push(await timedFetch(`http://127.0.0.1:${port}/main.js`));
  if (worker) {
    const done = new Promise<number>((resolve) => worker.once('message', resolve));
    worker.postMessage('stop');
    const sent = await done;
    await worker.terminate();
    return { ...summarise(label, measured), floodRequests: sent };
  }
  return summarise(label, measured);
}

async function staticDuringFlood(port: number, samples: number): Promise<Latency[]> {
  // Production's hash cost. Lifting the per-IP limits stands for a flood from many addresses:
  // every attempt reaches the hashing step.
  const flood = { PASSWORD_HASH_COST: '16384', LOGIN_IP_RATE_LIMIT_MAX: '100000', LOGIN_RATE_LIMIT_MAX: '100000', LOGIN_LOCKOUT_THRESHOLD: '1000' };
  const rows: Latency[] = [];
  const defaults = { PASSWORD_HASH_COST: '16384' };
  for (const [label, env, flooding] of [
    ['GET /main.js, no flood', defaults, false],
    ['GET /main.js, login flood from one IP, default limits', defaults, true],
    ['GET /main.js, login flood, per-IP limits lifted (many IPs), hashing bounded', flood, true],
    ['GET /main.js, same flood, hashing unbounded (before #13)', { ...flood, PASSWORD_HASH_CONCURRENCY: '64', PASSWORD_HASH_QUEUE: '10000' }, true],
  ] as const) {
    const site = await startSite(port, env);
    try {
      for (let i = 0; i < 10; i++) await timedFetch(`http://127.0.0.1:${port}/main.js`);
      rows.push(await staticDuring(port, label, flooding, samples));
      process.stdout.write('.');
    } finally {
      await stop(site);
    }
  }
  return rows;
}

/** Concurrent leads for `seconds`; then every accepted lead must be in the store once, with two e-mails. */
async function loadCheck(port: number, seconds: number): Promise<LoadCheck> {
  const site = await startSite(port, { ...openLimits, ADMIN_PASSWORD_MUST_CHANGE: 'false' });
  try {
    const until = Date.now() + seconds * 1000;
    const accepted: number[] = [];
    await Promise.all(
      Array.from({ length: 32 }, async (_, c) => {
        for (let i = 0; Date.now() < until; i++) {
          const res = await postJson(`http://127.0.0.1:${port}/api/leads`, lead(c * 1_000_000 + i));
          if (res.status === 201) accepted.push((JSON.parse(res.body) as { lead: { id: number } }).lead.id);
        }
      }),
    );
    // Read back through the admin API, as an admin would.
    const login = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'bench-admin-password-1' }),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
    const pageSize = 100;
    const stored: number[] = [];
    for (let page = 1; ; page++) {
      const res = await fetch(`http://127.0.0.1:${port}/api/leads?pageSize=${pageSize}&page=${page}`, { headers: { cookie } });
      const body = (await res.json()) as { leads: { id: number }[]; total: number };
      stored.push(...body.leads.map((l) => l.id));
      if (body.leads.length < pageSize) break;
    }
    const emailsPerLead = new Set<number>();
    for (const id of accepted.slice(0, 50)) {
      const res = await fetch(`http://127.0.0.1:${port}/api/leads/${id}`, { headers: { cookie } });
      const body = (await res.json()) as { emails?: unknown[] };
      emailsPerLead.add(body.emails?.length ?? -1);
    }
    const unique = new Set(stored);
    return {
      seconds,
      accepted: accepted.length,
      perSecond: accepted.length / seconds,
      storedOnce: unique.size === stored.length && accepted.every((id) => unique.has(id)) && stored.length === accepted.length,
      emailsPerLead: [...emailsPerLead],
    };
  } finally {
    await stop(site);
  }
}

export async function runHardeningBench(port: number, options: { leadRequests: number; staticSamples: number; loadSeconds: number }): Promise<HardeningBench> {
  return {
    leadPost: await leadPost(port, options.leadRequests),
    staticDuringFlood: await staticDuringFlood(port, options.staticSamples),
    load: await loadCheck(port, options.loadSeconds),
  };
}
