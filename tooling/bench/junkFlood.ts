// Issue #40 §4: one client floods the site with junk (made-up status links, `?junk=N` pages) while
// another visitor asks for the application page; what share of that visitor's answers still carry
// the page's plain `<form method="post">` (visitors without JavaScript can apply), on today's
// build and on the build before the fix, one after the other in one run. Loopback only; bounded
// by time (the flood) and by count (the probes).
import { randomBytes } from 'node:crypto';
import { buildsToCompare } from './builds';
import { startSite, untilRendered } from './web';

/** The last commit before the fix (the site server's Post/Redirect/Get, #40 §6). */
export const BEFORE_JUNK_FIX = { tag: 'before #40 §4', commit: '7003265fd4d79a3a3b2f4ba223b034f7772cd1d4' };

const FLOODER = '198.18.40.1';
const VISITOR = '198.18.40.2';
const PAGE = '/partnership-application';
const PLAIN_FORM = /<form\b[^>]*\bmethod="post"/;
/** At most this many probes per build, whatever the flood's length. */
const MAX_PROBES = 400;

export interface JunkFloodRow {
  build: string;
  probes: number;
  withForm: number;
  /** withForm / probes, in per cent. */
  share: number;
  /** The probes' X-SSR answers, by value. */
  ssr: Record<string, number>;
  probeP50Ms: number;
  probeMaxMs: number;
  floodRequests: number;
}

export interface JunkFloodBench {
  before: { tag: string; commit: string } | null;
  seconds: number;
  flooders: number;
  rows: JunkFloodRow[];
}

const junk = (i: number) => [`/partnership-process?junk=${i}`, `/application-status/made-up-${i}`, `/application-status/${randomBytes(32).toString('base64url')}`][i % 3]!;

async function floodAndProbe(origin: string, seconds: number, flooders: number, build: string): Promise<JunkFloodRow> {
  await untilRendered(`${origin}${PAGE}`);
  const until = Date.now() + seconds * 1000;
  let floodRequests = 0;
  const flooder = async () => {
    while (Date.now() < until) {
      const i = floodRequests++;
      await fetch(`${origin}${junk(i)}`, { headers: { 'x-forwarded-for': FLOODER } })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
    }
  };
  const flood = Promise.all(Array.from({ length: flooders }, flooder));
  const times: number[] = [];
  const ssr: Record<string, number> = {};
  let withForm = 0;
  // Back to back, as one visitor after another would ask; pacing is the server's own.
  while (Date.now() < until && times.length < MAX_PROBES) {
    const started = performance.now();
    const res = await fetch(`${origin}${PAGE}`, { headers: { 'x-forwarded-for': VISITOR } });
    const html = await res.text();
    times.push(performance.now() - started);
    const outcome = res.headers.get('x-ssr') ?? '(none)';
    ssr[outcome] = (ssr[outcome] ?? 0) + 1;
    if (PLAIN_FORM.test(html)) withForm += 1;
  }
  await flood;
  const sorted = [...times].sort((a, b) => a - b);
  return {
    build,
    probes: times.length,
    withForm,
    share: times.length ? Math.round((withForm / times.length) * 1000) / 10 : 0,
    ssr,
    probeP50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    probeMaxMs: Math.round(sorted.at(-1) ?? 0),
    floodRequests,
  };
}

export async function runJunkFloodBench({
  before = BEFORE_JUNK_FIX as JunkFloodBench['before'],
  seconds = 20,
  flooders = 40,
  port = 4398,
  log = console.log,
} = {}): Promise<JunkFloodBench> {
  const builds = buildsToCompare(before, 'before-40-junk', log);
  const rows: JunkFloodRow[] = [];
  // One build at a time: the two would share the machine's cores otherwise. The site trusts the
  // bench as its load balancer, so the flood and the visitor are two clients.
  for (const build of builds) {
    const site = await startSite(port, { TRUST_PROXY: '127.0.0.1' }, build.tree);
    try {
      rows.push(await floodAndProbe(`http://127.0.0.1:${port}`, seconds, flooders, build.label));
    } finally {
      site.kill('SIGTERM');
      await new Promise((resolve) => site.once('exit', resolve));
    }
  }
  return { before, seconds, flooders, rows };
}
