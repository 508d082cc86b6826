// `npm run bench`: the public pages with and without server rendering (issue #8), the admins'
// leads workspace at 100,000 leads (issue #12) and the partner locator at 100,000 partners (#7).
//
//   npm run bench                          # web + leads + API + browser, 100,000 partners
//   npm run bench -- --web-only            # only the web section (Lighthouse, SSR on vs off)
//   npm run bench -- --leads-only          # only the leads workspace (--leads 100000 leads)
//   npm run bench -- --hardening-only      # only lead POST / login flood / load check (#13)
//   npm run bench -- --first-paint-only    # only the public pages on the phone profile, today vs before #26 (--first-paint-runs 3, --first-paint-pages /,/faq)
//   npm run bench -- --before-27-only      # only Lighthouse on every public page, today vs before #27 (--before-27-runs 1)
//   npm run bench -- --frame-start-only    # only Lighthouse on every public page, the frame started on interaction vs once painted (--frame-start-runs 3)
//   npm run bench -- --public-pages-only   # only Lighthouse on every public page, today's build alone against #26's bar (--public-pages-runs 5)
//   npm run bench -- --languages-only      # only every page in English and in Spanish side by side, and the ICU library's chunks (--languages-runs 3)
//   npm run bench -- --sales-desk-only     # only the sales desk: bulk move, board, live fan-out (--leads 100000 --tabs 20 --bulk 1000)
//   npm run bench -- --memory-only         # only the site server's RSS after 2 minutes of mixed load from 40 clients, today vs before #40 §5's compression setting (--memory-seconds 120, at most 300)
//   npm run bench -- --junk-flood-only     # only a junk flood from one client: the share of another visitor's probes keeping the plain form, today vs before #40 §4 (--junk-flood-seconds 20, at most 60)
//   npm run bench -- --store-only          # only the memory store vs the MongoDB adapter on FerretDB (#42): leads/s, searches at --store-leads 100000, index entries per insert (--store-ferretdb-leads 10000: FerretDB reads every document, --store-per-second 300, --store-runs 10)
//   npm run bench -- --lead-sources-only   # only the sources report (#45) at --lead-sources-leads 100000 (FerretDB: --lead-sources-ferretdb-leads 10000), memory vs the MongoDB adapter on FerretDB side by side (--lead-sources-runs 5)
//   npm run bench -- --promises-only       # only the promises (#45): the dashboard's card and the desk by time left at --promises-leads 100000, memory vs the MongoDB adapter on FerretDB side by side (--promises-ferretdb-desk-leads 10000, --promises-runs 5)
//   npm run bench -- --minifiers-only      # only the browser builds' minifier, SWC vs Terser: build time and script bytes (--minifiers-apps shell,mf-admin)
//   npm run bench -- --outbox-only         # only the outbox burst (--outbox-leads 1000, --outbox-seconds 120)
//   npm run bench -- --no-web              # only the leads and locator sections
//   npm run bench -- --api-only            # skip the browser
//   npm run bench -- --no-web --locator-only  # only the locator (API, pan/zoom, browser side by side)
//   npm run bench -- --count 20000 --runs 10 --browser-runs 3
//   npm run bench -- --rebuild             # rebuild mf-locator and the shell first
//
// API: an in-process API on the memory store, measured with app.inject (no sockets) after
// warm-up runs. Browser: the whole site in-process on 127.0.0.1, /find-locations in headless
// Chromium, from navigation start until the map has drawn every marker. Everything stays on
// the loopback interface and every loop is bounded. Results: a table on stdout and
// .bench/locator.json (gitignored). Not part of `npm test`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runApiBench, type ApiBench } from '../bench/api';
import { runBrowserBench, type BrowserBench } from '../bench/browser';
import { runWebBench, type LighthouseRow, type RenderTimes } from '../bench/web';
import { describeNetwork, partnerNetwork } from '../bench/partners';
import { LEAD_QUERIES, runLeadsBench, type LeadsBench } from '../bench/leads';
import { runHardeningBench, type HardeningBench } from '../bench/hardening';
import { runFirstPaintBench, type FirstPaintBench } from '../bench/firstPaint';
import { runOutboxBench, type OutboxBench } from '../bench/outbox';
import { FRAME_AFTER_PAINT, runBeforeAfterBench, type BeforeAfterBench } from '../bench/beforeAfter';
import { runLanguagesBench, type LanguagesBench } from '../bench/languages';
import { runSalesDeskBench, type SalesDeskBench } from '../bench/salesDesk';
import { runJunkFloodBench, type JunkFloodBench } from '../bench/junkFlood';
import { runMemoryBench, type MemoryBench } from '../bench/memory';
import { runStoreBench, type StoreBench } from '../bench/store';
import { runPromisesBench } from '../bench/promises';
import { runLeadSourcesBench } from '../bench/leadSources';
import { runMinifiersBench } from '../bench/minifiers';
import { bytes, ms, table } from '../bench/stats';

const root = path.resolve(__dirname, '..', '..');

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const value = Number(process.argv[i + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} needs a whole number`);
  return value;
}
const flag = (name: string) => process.argv.includes(`--${name}`);

/** The web section: Lighthouse mobile per page with SSR on and off, JS and requests, SSR times. */
async function webSection(): Promise<{ rows: LighthouseRow[]; render: RenderTimes }> {
  console.log('\nWeb: Lighthouse mobile (simulated throttling), SSR on vs SSR=off, same run');
  const web = await runWebBench();
  console.log(
    table(
      ['page', 'SSR', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'JS transferred', '(compressed per request)', 'scripts', 'requests'],
      web.rows.map((r) => [r.path, r.mode, String(r.performance), String(r.accessibility), String(r.bestPractices), String(r.seo), ms(r.lcpMs), ms(r.tbtMs), bytes(r.jsBytes), bytes(r.jsPerRequestBytes), String(r.scriptRequests), String(r.requests)]),
    ),
  );
  const { render } = web;
  console.log(
    `\nSSR response time on loopback: first request (remote cold) ${ms(render.firstMs)} ms; uncached render p50 ${ms(render.uncached.p50)} / p99 ${ms(render.uncached.p99)} ms; cached p50 ${ms(render.cached.p50)} / p99 ${ms(render.cached.p99)} ms`,
  );
  return web;
}

/** The leads workspace: GET /api/leads as an admin at 100,000 leads, and the store alone. */
async function leadsSection(warmup: number, runs: number): Promise<LeadsBench> {
  const count = option('leads', 100_000);
  console.log(`\nLeads workspace (memory store, app.inject as an admin, ${count} leads): ${warmup} warm-up + ${runs} measured runs per query`);
  const leads = await runLeadsBench(count, { warmup, runs });
  console.log(`inserted in ${ms(leads.insertMs)} ms\n`);
  console.log(
    table(
      ['GET /api/leads', 'p50 ms', 'p95 ms', 'p99 ms', 'store alone p95', 'bytes', 'gzip', 'total'],
      leads.results.map((r) => [r.label, ms(r.p50Ms), ms(r.p95Ms), ms(r.p99Ms), ms(r.storeP95Ms), bytes(r.bytes), bytes(r.gzipBytes), String(r.total)]),
    ),
  );
  console.log(`\nCSV export of every lead: ${leads.csv.rows} rows, ${bytes(leads.csv.bytes)}, p50 ${ms(leads.csv.p50Ms)} ms (max ${ms(leads.csv.maxMs)} ms of ${leads.csv.runs} runs)`);
  return leads;
}

/** Issue #29: the sales desk at 100,000 leads: bulk, board, live fan-out, each beside the alternative. */
async function salesDeskSection(): Promise<SalesDeskBench> {
  const count = option('leads', 100_000);
  console.log(`\nSales desk (memory store, ${count} leads; app.inject, the live streams on a real socket)`);
  const desk = await runSalesDeskBench(count, { runs: Math.max(1, option('runs', 30)), tabs: option('tabs', 20), events: option('events', 50), bulk: option('bulk', 1000) });
  console.log(
    table(
      ['measure', 'this', 'the alternative', 'ratio'],
      [
        [`move ${desk.bulk.leads} leads`, `bulk ${ms(desk.bulk.bulkMs)} ms`, `one PATCH each ${ms(desk.bulk.oneByOneMs)} ms`, `${(desk.bulk.oneByOneMs / desk.bulk.bulkMs).toFixed(1)}x`],
        [`board: 4 columns of 20 (p50 / p95)`, `${ms(desk.board.columnsP50Ms)} / ${ms(desk.board.columnsP95Ms)} ms`, `list's first page ${ms(desk.board.listP50Ms)} / ${ms(desk.board.listP95Ms)} ms`, `${(desk.board.columnsP50Ms / desk.board.listP50Ms).toFixed(1)}x`],
        [`a change to ${desk.fanOut.tabs} tabs (p50 / p99 of ${desk.fanOut.events})`, `${ms(desk.fanOut.p50Ms)} / ${ms(desk.fanOut.p99Ms)} ms`, `one polling round of ${desk.fanOut.tabs} lists ${ms(desk.fanOut.pollRoundP50Ms)} ms`, `${(desk.fanOut.pollRoundP50Ms / desk.fanOut.p50Ms).toFixed(1)}x`],
      ],
    ),
  );
  return desk;
}

/** Issue #13: what a hostile visitor can do to everyone else, beside the alternative. */
async function hardeningSection(): Promise<HardeningBench> {
  console.log('\nHardening (site server as a child process on loopback; load from this process)');
  const bench = await runHardeningBench(option('hardening-port', 3990), {
    leadRequests: option('lead-requests', 400),
    staticSamples: option('static-samples', 300),
    loadSeconds: option('load-seconds', 5),
  });
  const statuses = (s: Record<string, number>) => Object.entries(s).map(([code, n]) => `${code}×${n}`).join(' ');
  console.log(
    table(
      ['measure', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'answers', 'flood logins'],
      [...bench.leadPost, ...bench.staticDuringFlood].map((r) => [r.label, String(r.requests), ms(r.p50Ms), ms(r.p99Ms), ms(r.maxMs), statuses(r.statuses), r.floodRequests === undefined ? '—' : String(r.floodRequests)]),
    ),
  );
  const { load } = bench;
  console.log(
    `\nLoad check: 32 clients for ${load.seconds} s: ${load.accepted} leads accepted (${load.perSecond.toFixed(0)}/s); ` +
      `${load.storedOnce ? 'every accepted lead stored exactly once' : 'MISMATCH between accepted and stored leads'}; e-mails per lead (first 50): ${load.emailsPerLead.join(', ')}`,
  );
  return bench;
}

/** "Every lead gets through": a burst of leads through the outbox to a local SMTP server, today's worker vs the one before. */
async function outboxSection(): Promise<OutboxBench> {
  const leads = option('outbox-leads', 1_000);
  const limitMs = option('outbox-seconds', 120) * 1000;
  console.log(`\nOutbox burst: ${leads} leads -> ${2 * leads} e-mails to an SMTP server on 127.0.0.1, poll every 5 s, limit ${limitMs / 1000} s per worker`);
  const bench = await runOutboxBench({ leads, limitMs });
  console.log(
    table(
      ['worker', 'delivered', 'all delivered after', 'e-mails/s', 'duplicates', 'answers promising "sent"'],
      bench.runs.map((r) => [r.label, `${r.delivered} / ${r.expected}`, r.allDeliveredMs === null ? `not within ${limitMs / 1000} s` : `${(r.allDeliveredMs / 1000).toFixed(1)} s`, r.perSecond.toFixed(1), String(r.duplicates), `${r.promised} / ${r.leads}`]),
    ),
  );
  return bench;
}

/** Issue #26: each public page on the phone profile, usable at first paint, today vs the build before. */
async function firstPaintSection(): Promise<FirstPaintBench> {
  const runs = Math.max(1, option('first-paint-runs', 3));
  console.log(`\nFirst paint on the phone profile (CPU 4x, 150 ms / 1.6 Mbit/s, 390 x 844 touch), today vs the build before #26, ${runs} load(s) per page, build and kind (p50)`);
  const only = process.argv.includes('--first-paint-pages') ? process.argv[process.argv.indexOf('--first-paint-pages') + 1]!.split(',') : [];
  const bench = await runFirstPaintBench({ runs, only });
  const cell = (v: number | null) => (v === null ? '—' : ms(v));
  console.log(
    table(
      ['page', 'control', 'build', 'usable form at', 'first tap at first paint', 'taps', 'INP (first interaction)', 'first tap settled', 'INP settled', 'LCP'],
      bench.rows.map((r) => [r.path, r.control, r.build, cell(r.usableFormMs), cell(r.firstPaintTapMs), String(r.taps), cell(r.firstPaintInpMs), cell(r.settledTapMs), cell(r.settledInpMs), cell(r.lcpMs)]),
    ),
  );
  return bench;
}

/** A side-by-side Lighthouse bench of two builds, as a table. */
function printedBuilds(bench: BeforeAfterBench): BeforeAfterBench {
  console.log(
    table(
      ['page', 'build', 'perf', '(each run)', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'JS transferred', 'scripts', 'requests'],
      bench.rows.map((r) => [r.path, r.mode, String(r.performance), (r.performanceRuns ?? []).join(' '), String(r.accessibility), String(r.bestPractices), String(r.seo), ms(r.lcpMs), ms(r.tbtMs), bytes(r.jsBytes), String(r.scriptRequests), String(r.requests)]),
    ),
  );
  return bench;
}

/** Issue #27: the code rearranged, what a visitor gets no worse (Lighthouse and JS per public page). */
async function beforeAfterSection(): Promise<BeforeAfterBench> {
  const runs = Math.max(1, option('before-27-runs', 1));
  console.log(`\nEvery public page, Lighthouse mobile, today vs the build before #27, ${runs} run(s) each (median)`);
  const bench = await runBeforeAfterBench({ runs });
  return printedBuilds(bench);
}

/** Issue #26's last step: the frame's scripts run on the first interaction, beside the build that ran them once painted. */
async function frameStartSection(): Promise<BeforeAfterBench> {
  const runs = Math.max(1, option('frame-start-runs', 3));
  console.log(`\nEvery public page, Lighthouse mobile, the frame started on the first interaction (today) vs once painted, ${runs} run(s) each (median)`);
  const bench = await runBeforeAfterBench({ before: FRAME_AFTER_PAINT, folder: 'frame-after-paint', runs });
  return printedBuilds(bench);
}

/** Issue #26's bar on today's build alone: performance >= 95 and LCP <= 1.2 s on every public page (median of 5). */
async function publicPagesSection(): Promise<BeforeAfterBench> {
  const runs = Math.max(1, option('public-pages-runs', 5));
  console.log(`\nEvery public page, Lighthouse mobile, today's build alone, ${runs} run(s) each (median; #26 asks for performance >= 95, LCP <= 1.2 s)`);
  return printedBuilds(await runBeforeAfterBench({ before: null, runs }));
}

/** Issue #30: each page in English and in Spanish side by side (Lighthouse, JS), and what the ICU library costs. */
async function languagesSection(): Promise<LanguagesBench> {
  const runs = Math.max(1, option('languages-runs', 1));
  console.log(`\nEvery page offered in both languages, Lighthouse mobile, English vs Spanish, ${runs} run(s) each (median)`);
  const bench = await runLanguagesBench({ runs });
  console.log(
    table(
      ['page', 'language', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'JS transferred', 'scripts'],
      bench.rows.map((r) => [r.path, r.mode, String(r.performance), String(r.accessibility), String(r.bestPractices), String(r.seo), ms(r.lcpMs), ms(r.tbtMs), bytes(r.jsBytes), String(r.scriptRequests)]),
    ),
  );
  console.log('\nThe ICU message library (intl-messageformat and its parser) in each build');
  console.log(table(['app', 'chunk', 'raw', 'brotli 11', 'gzip 9'], bench.library.map((l) => [l.app, l.chunk, bytes(l.bytes), bytes(l.brotliBytes), bytes(l.gzipBytes)])));
  return bench;
}

/** Issue #40 §4: 40 concurrent junk requests from one client; the share of another visitor's probes that keep the plain form (target >= 95%). */
async function junkFloodSection(): Promise<JunkFloodBench> {
  const seconds = Math.min(60, Math.max(1, option('junk-flood-seconds', 20)));
  console.log(`\nJunk flood (#40 §4): 40 concurrent requests for made-up status links and ?junk=N pages from one client for ${seconds} s; another visitor's /partnership-application, today vs the build before the fix (target: >= 95% keep the form)`);
  const bench = await runJunkFloodBench({ seconds });
  console.log(
    table(
      ['build', 'probes', 'with the form', 'share', 'X-SSR', 'probe p50', 'probe max', 'flood requests'],
      bench.rows.map((r) => [r.build, String(r.probes), String(r.withForm), `${r.share}%`, Object.entries(r.ssr).map(([k, v]) => `${k} ${v}`).join(', '), ms(r.probeP50Ms), ms(r.probeMaxMs), String(r.floodRequests)]),
    ),
  );
  return bench;
}

/** Issue #40 §5: the site server's RSS after minutes of mixed load (compressed answers), today vs before one compression setting. */
async function memorySection(): Promise<MemoryBench> {
  const seconds = Math.min(300, Math.max(5, option('memory-seconds', 120)));
  console.log(`\nMemory (#40 §5): 40 clients for ${seconds} s on public pages, the partners API and the sitemap (br, gzip); the site server's RSS, today vs the build before one compression setting`);
  const bench = await runMemoryBench({ seconds });
  console.log(table(['build', 'requests', 'RSS at start', 'peak', 'at the end', 'grown'], bench.rows.map((r) => [r.build, String(r.requests), `${r.startMb} MB`, `${r.peakMb} MB`, `${r.endMb} MB`, `${r.grownMb} MB`])));
  return bench;
}

/** Issue #42: the memory store beside the MongoDB adapter on FerretDB: leads/s, the workspace's searches at 100,000 leads, index entries per insert. */
async function storeSection(): Promise<StoreBench> {
  const count = option('store-leads', 100_000);
  const ferretDbCount = option('store-ferretdb-leads', 10_000);
  const perSecondLeads = Math.max(1, option('store-per-second', 300));
  const runs = Math.max(1, option('store-runs', 10));
  console.log(`\nStores (#42): ${perSecondLeads} leads stored one at a time, then filled to ${count} (FerretDB: ${ferretDbCount}); the workspace's searches, ${runs} runs each after one warm-up; memory vs FerretDB (MONGODB_URI, or one started for the bench)`);
  const bench = await runStoreBench({ count, ferretDbCount, perSecondLeads, runs });
  console.log(table(['store', 'leads/s (one at a time)', 'leads', 'filled in'], bench.rows.map((r) => [r.store, r.leadsPerSecond.toFixed(0), String(r.count), `${r.fillSeconds.toFixed(1)} s`])));
  console.log(
    table(
      ['search', ...bench.rows.flatMap((r) => [`${r.store} (${r.count}) p50 ms`, 'p95 ms', 'matches'])],
      LEAD_QUERIES.map((q, i) => [q.label, ...bench.rows.flatMap((r) => [ms(r.queries[i]!.p50Ms), ms(r.queries[i]!.p95Ms), String(r.queries[i]!.total)])]),
    ),
  );
  const e = bench.indexEntries;
  console.log(`Index entries one lead insert writes (the leads' indexes, averaged over 100 sample leads): before #42 ${e.before.toFixed(0)} (${e.indexesBefore} indexes), today ${e.after.toFixed(0)} (${e.indexesAfter} indexes)`);
  return bench;
}

/** Issue #45: the sources report at 100,000 leads, p95, on the memory store and on the MongoDB adapter on FerretDB, side by side. */
async function leadSourcesSection(): Promise<object> {
  const count = option('lead-sources-leads', 100_000);
  const ferretDbCount = option('lead-sources-ferretdb-leads', 10_000);
  const runs = Math.max(1, option('lead-sources-runs', 5));
  console.log(`\nSources report (#45): ${count} leads (FerretDB: ${ferretDbCount}) with sources and 90 days of page-view counters; the report's reads and join, ${runs} runs after one warm-up; memory vs FerretDB (MONGODB_URI, or one started for the bench)`);
  const bench = await runLeadSourcesBench({ count, ferretDbCount, runs });
  console.log(table(['store', 'leads', 'page-view counters', 'filled in'], bench.rows.map((r) => [r.store, String(r.leads), String(r.counters), `${r.fillSeconds.toFixed(1)} s`])));
  console.log(
    table(
      ['report grouped by', ...bench.rows.flatMap((r) => [`${r.store} p50 ms`, 'p95 ms', 'rows'])],
      bench.rows[0]!.reports.map((report, i) => [report.by, ...bench.rows.flatMap((r) => [ms(r.reports[i]!.p50Ms), ms(r.reports[i]!.p95Ms), String(r.reports[i]!.rows)])]),
    ),
  );
  return bench;
}

/** Issue #45: the promise card and the desk by time left at 100,000 leads, p95, on the memory store and on the MongoDB adapter on FerretDB, side by side. */
async function promisesSection(): Promise<object> {
  const count = option('promises-leads', 100_000);
  const ferretDbDeskCount = option('promises-ferretdb-desk-leads', 10_000);
  const runs = Math.max(1, option('promises-runs', 5));
  console.log(`\nPromises (#45): ${count} leads; the dashboard's card and the desk by time left (FerretDB: the desk at ${ferretDbDeskCount}, it reads every document), ${runs} runs after one warm-up; memory vs FerretDB (MONGODB_URI, or one started for the bench)`);
  const bench = await runPromisesBench({ count, ferretDbDeskCount, runs });
  console.log(table(['store', 'leads', 'filled in'], bench.rows.map((r) => [r.store, String(r.leads), `${r.fillSeconds.toFixed(1)} s`])));
  console.log(
    table(
      ['read', ...bench.rows.flatMap((r) => [`${r.store} p50 ms`, 'p95 ms', 'answer'])],
      bench.rows[0]!.reads.map((read, i) => [read.label, ...bench.rows.flatMap((r) => [ms(r.reads[i]!.p50Ms), ms(r.reads[i]!.p95Ms), r.reads[i]!.result])]),
    ),
  );
  return bench;
}

/** Issue #41: the browser builds' minifier, SWC (the build's) against webpack's default Terser, same run. */
async function minifiersSection() {
  const i = process.argv.indexOf('--minifiers-apps');
  const apps = (i >= 0 ? process.argv[i + 1]! : 'shell,mf-admin').split(',');
  console.log(`\nMinifiers (#41): ${apps.join(', ')} built with Terser (webpack's default, two passes) and with SWC (the build's), one after the other`);
  const rows = await runMinifiersBench(apps);
  console.log(
    table(
      ['app', 'minifier', 'build s', 'scripts', 'raw', 'gzip 9', 'brotli 11'],
      rows.map((r) => [r.app, r.minifier, r.seconds.toFixed(1), String(r.scripts), bytes(r.rawBytes), bytes(r.gzipBytes), bytes(r.brotliBytes)]),
    ),
  );
  return { rows };
}

/** The sections run alone by `--<name>-only`, each written to .bench/<name>.json. */
const SINGLE_SECTIONS: Record<string, () => Promise<object>> = {
  'before-27': beforeAfterSection,
  'frame-start': frameStartSection,
  'public-pages': publicPagesSection,
  languages: languagesSection,
  'first-paint': firstPaintSection,
  outbox: outboxSection,
  hardening: hardeningSection,
  'sales-desk': salesDeskSection,
  'junk-flood': junkFloodSection,
  memory: memorySection,
  store: storeSection,
  'lead-sources': leadSourcesSection,
  promises: promisesSection,
  minifiers: minifiersSection,
};

async function main() {
  for (const [name, section] of Object.entries(SINGLE_SECTIONS)) {
    if (flag(`${name}-only`)) {
      writeJson(`${name}.json`, { ...(await section()) });
      return;
    }
  }
  if (flag('leads-only')) {
    const leads = await leadsSection(option('warmup', 5), Math.max(1, option('runs', 30)));
    writeJson('leads.json', { ...leads });
    return;
  }
  if (!flag('no-web')) {
    const web = await webSection();
    const out = path.join(root, '.bench', 'web.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify({ generatedAt: new Date().toISOString(), node: process.version, ...web }, null, 2)}\n`);
    if (flag('web-only')) return;
    writeJson('first-paint.json', { ...(await firstPaintSection()) });
  }
  const count = option('count', 100_000);
  const warmup = option('warmup', 5);
  const runs = Math.max(1, option('runs', 30));
  const browserRuns = Math.max(1, option('browser-runs', 5));
  const timeoutMs = option('browser-timeout', 120_000);

  if (!flag('locator-only')) {
    const leads = await leadsSection(warmup, runs);
    writeJson('leads.json', { ...leads });
    writeJson('hardening.json', { ...(await hardeningSection()) });
    writeJson('junk-flood.json', { ...(await junkFloodSection()) });
    writeJson('memory.json', { ...(await memorySection()) });
    writeJson('outbox.json', { ...(await outboxSection()) });
    writeJson('sales-desk.json', { ...(await salesDeskSection()) });
  }

  let started = performance.now();
  const partners = partnerNetwork({ count });
  const network = describeNetwork(partners);
  console.log(
    `Partner network: ${network.count} partners (${network.active} active), ${network.states} states, ${network.businessTypes} business types, generated in ${ms(performance.now() - started)} ms`,
  );
  console.log(`Node ${process.version}, ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}`);

  console.log(`\nAPI (memory store, app.inject): ${warmup} warm-up + ${runs} measured runs per query`);
  const api: ApiBench = await runApiBench(partners, { warmup, runs });
  console.log(`insert ${ms(api.insertMs)} ms; first request (index build) ${ms(api.firstRequestMs)} ms\n`);
  console.log(
    table(
      ['query', 'p50 ms', 'p99 ms', 'bytes', 'gzip', 'items', 'total'],
      api.results.map((r) => [r.label, ms(r.p50Ms), ms(r.p99Ms), bytes(r.bytes), bytes(r.gzipBytes), String(r.items), r.total === null ? '—' : String(r.total)]),
    ),
  );

  const t = api.tiles;
  console.log(`\nPan and zoom (issue #14): ${t.views} views of a 1280x900 map, ${t.tiles} tile requests`);
  console.log(
    table(
      ['tile answers', 'p50 ms', 'p95 ms', 'max ms'],
      [
        ['answer cache emptied before each', ms(t.uncached.p50Ms), ms(t.uncached.p95Ms), ms(t.uncached.maxMs)],
        ["from the server's answer cache", ms(t.cached.p50Ms), ms(t.cached.p95Ms), ms(t.cached.maxMs)],
      ],
    ),
  );
  console.log(
    table(
      ['view zoom', 'tiles', 'bytes', 'markers + clusters drawn', 'partners in view'],
      t.perView.map((v) => [String(v.zoom), String(v.tiles), bytes(v.bytes), String(v.drawn), String(v.partners)]),
    ),
  );

  let browser: BrowserBench | null = null;
  if (!flag('api-only')) {
    console.log(`\nBrowser (/find-locations, headless Chromium, 1 warm-up + ${browserRuns} runs)`);
    started = performance.now();
    browser = await runBrowserBench(partners, { runs: browserRuns, warmup: 1, rebuild: flag('rebuild'), timeoutMs });
    if (browser.skipped) console.log(`skipped: ${browser.skipped}`);
    else {
      if (browser.staleBuild?.length) {
        console.log(`WARNING: built before their latest source change: ${browser.staleBuild.join(', ')} (use --rebuild)`);
      }
      const approaches = browser.approaches ?? [];
      const cell = (v: number | undefined, unit: (n: number) => string) => (v === undefined ? '—' : unit(v));
      console.log(
        table(
          ['locator build', 'first markers drawn, p50 ms', 'max ms', 'all partners drawn, p50 ms', 'partner data per load', 'whole page per load'],
          approaches.map((a) => [a.label, cell(a.p50FirstDrawnMs, ms), cell(a.maxFirstDrawnMs, ms), cell(a.p50DrawnMs, ms), cell(a.apiBytesPerLoad, bytes), cell(a.pageBytesPerLoad, bytes)]),
        ),
      );
      console.log(`features in the network: ${browser.expectedFeatures}`);
      for (const a of approaches) {
        const requests = a.runs[0]?.apiRequests ?? [];
        console.log(`${a.label} asked: ${requests.length ? requests.join('  ') : '(nothing)'}`);
      }
      const errors = approaches.flatMap((a) => a.runs.flatMap((r) => r.consoleErrors));
      if (errors.length) console.log(`console errors (${errors.length}): ${errors.slice(0, 3).join(' | ')}`);
      console.log(`(browser part took ${ms((performance.now() - started) / 1000)} s)`);
    }
  }

  const out = path.join(root, '.bench', 'locator.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(
    out,
    `${JSON.stringify({ generatedAt: new Date().toISOString(), node: process.version, cpus: os.cpus().length, network, settings: { warmup, runs, browserRuns }, api, browser }, null, 2)}\n`,
  );
  console.log(`\nwrote ${path.relative(root, out)}`);
}

function writeJson(name: string, data: object) {
  const out = path.join(root, '.bench', name);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, `${JSON.stringify({ generatedAt: new Date().toISOString(), node: process.version, ...data }, null, 2)}\n`);
  console.log(`wrote ${path.relative(root, out)}`);
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  });
