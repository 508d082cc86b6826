// Issue #40 §5: the site server's resident memory (RSS) after minutes of mixed load, today vs the
// build before the compression setting (api/src/http/compression.ts), one after the other in one
// run. RSS is read from /proc for the server's own process every half second. The load: 40
// clients asking for public pages (some with unknown query parameters), the partners API and the
// sitemap, every answer compressed as browsers ask for it (br, gzip). Loopback only; bounded by
// time.
import { readFileSync } from 'node:fs';
import { buildsToCompare } from './builds';
import { startSite, untilRendered } from './web';

/** The last commit before one compression setting with a 256 KB brotli window. */
export const BEFORE_COMPRESSION_FIX = { tag: 'before #40 §5 memory', commit: 'fdb8ca2ee2d0bf038c1aef6488ae3549a279921b' };

const PATHS = ['/', '/about', '/services', '/faq', '/find-locations', '/partnership-application', '/roi-calculator', '/es', '/es/faq', '/api/partners?limit=200', '/api/partners/stats', '/sitemap.xml'];

export interface MemoryRow {
  build: string;
  requests: number;
  startMb: number;
  peakMb: number;
  endMb: number;
  /** endMb - startMb: what the load left behind. */
  grownMb: number;
}

export interface MemoryBench {
  before: { tag: string; commit: string } | null;
  seconds: number;
  clients: number;
  rows: MemoryRow[];
}

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function load(origin: string, pid: number, seconds: number, clients: number, build: string): Promise<MemoryRow> {
  await untilRendered(`${origin}/partnership-application`);
  const startMb = rssMb(pid);
  let peakMb = startMb;
  const sampler = setInterval(() => (peakMb = Math.max(peakMb, rssMb(pid))), 500);
  const until = Date.now() + seconds * 1000;
  let requests = 0;
  const client = async (c: number) => {
    while (Date.now() < until) {
      const i = requests++;
      const target = i % 5 === 0 ? `/partnership-process?utm_source=${i}` : PATHS[i % PATHS.length]!;
      await fetch(`${origin}${target}`, { headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': `198.18.41.${(c % 250) + 1}` } })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: clients }, (_, c) => client(c)));
  clearInterval(sampler);
  const endMb = rssMb(pid);
  const round = (n: number) => Math.round(n);
  return { build, requests, startMb: round(startMb), peakMb: round(peakMb), endMb: round(endMb), grownMb: round(endMb - startMb) };
}

export async function runMemoryBench({ before = BEFORE_COMPRESSION_FIX as MemoryBench['before'], seconds = 120, clients = 40, port = 4399, log = console.log } = {}): Promise<MemoryBench> {
  const builds = buildsToCompare(before, 'before-40-memory', log);
  const rows: MemoryRow[] = [];
  // One build at a time on a fresh process each: the two would share the cores, and RSS is per process.
  for (const build of builds) {
    const site = await startSite(port, { TRUST_PROXY: '127.0.0.1' }, build.tree);
    try {
      rows.push(await load(`http://127.0.0.1:${port}`, site.pid!, seconds, clients, build.label));
    } finally {
      site.kill('SIGTERM');
      await new Promise((resolve) => site.once('exit', resolve));
    }
  }
  return { before, seconds, clients, rows };
}
