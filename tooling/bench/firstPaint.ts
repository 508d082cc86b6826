// First-paint section of `npm run bench` (issue #26, "Usable at first paint"): every public page
// on the phone profile, today's build beside the build before the issue, in the same run.
//
// Per page and build, two kinds of load, alternating between the builds so both see the same
// machine:
// - at first paint: the page's main control is tapped the moment it is visible; a tap that
//   changes nothing is repeated every 250 ms, as a visitor would, and the latency runs from the
//   first touch to the control's answer. For a form, that answer (the field takes focus) is the
//   time to a usable form, from navigation start.
// - settled: nothing is touched until the network is idle and no long task has run for a second;
//   then LCP is read and the control is tapped once.
// INP of the first interaction comes from web-vitals (its first-input entry, so a quick one counts
// too). Both site servers run in processes of their own on loopback, each with its own build.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { prepareBuildOf } from '../compat/previousRelease';
import { PHONE_VIEWPORT, emulatePhone } from '../../app-config/playwright/phoneProfile';
import { percentile } from './stats';
import { startSite, untilRendered } from './web';

const root = path.resolve(__dirname, '..', '..');

/** The last commit before #26's first change (f370a7d, the platform's forms): the build a visitor had. */
export const BEFORE_ISSUE_26 = { tag: 'before #26', commit: 'c5f6ea67571dbe0cf8661540de4a7ca4fac33b6e' };

/** What a page's main control is, and how the page shows it answered. */
interface Control {
  label: string;
  find: (page: Page) => Locator;
  /** Answered once an element matching this is visible (a menu, an open answer, a list box)… */
  shows?: string;
  /** …or once the focused element matches this (a field took the tap). */
  focuses?: string;
  /** A field: its answer is the time to a usable form. */
  form?: boolean;
}

const FIELD = 'input, select, textarea, [role="combobox"]';
const MENU: Control = { label: 'menu', find: (page) => page.locator('[aria-label="Open menu"]'), shows: 'nav[aria-label="Mobile"]' };
const field = (label: string): Control => ({ label: `field "${label}"`, find: (page) => page.getByLabel(label).first(), focuses: FIELD, form: true });

/** The public pages (the remotes' pages.ts) and the control a visitor reaches for first on each. */
export const FIRST_PAINT_PAGES: ReadonlyArray<{ path: string; control: Control }> = [
  { path: '/', control: MENU },
  { path: '/about', control: MENU },
  { path: '/services', control: MENU },
  { path: '/testimonials', control: MENU },
  { path: '/partnership-process', control: MENU },
  { path: '/contact', control: field('Business Name') },
  { path: '/partnership-application', control: field('Business Name') },
  {
    path: '/roi-calculator',
    control: { label: 'Business Type select', find: (page) => page.getByRole('combobox', { name: 'Business Type' }).first(), focuses: FIELD, shows: '[role="listbox"]', form: true },
  },
  {
    path: '/faq',
    control: {
      label: 'first question',
      find: (page) => page.getByTestId('faq-list').locator('summary, [aria-expanded]').first(),
      shows: '[data-testid="faq-list"] :is(details[open] > :not(summary), [aria-expanded="true"])',
    },
  },
  { path: '/find-locations', control: field('Search') },
];

export interface FirstPaintLoad {
  /** From navigation start until the control was visible. */
  visibleMs: number;
  /** From the first touch to the answer; null if it never answered. */
  tapMs: number | null;
  taps: number;
  /** When the control answered, from navigation start (for a form: usable from then). */
  answeredAtMs: number | null;
  inpMs: number | null;
  /** Whether React owned the control when it was first touched. */
  hydratedAtTap: boolean;
  lcpMs: number | null;
}

export interface FirstPaintRow {
  path: string;
  control: string;
  build: string;
  usableFormMs: number | null;
  firstPaintTapMs: number | null;
  firstPaintInpMs: number | null;
  settledTapMs: number | null;
  settledInpMs: number | null;
  lcpMs: number | null;
  /** Taps a visitor made at first paint before one was answered (p50). */
  taps: number;
  loads: { firstPaint: FirstPaintLoad[]; settled: FirstPaintLoad[] };
}

export interface FirstPaintBench {
  before: { tag: string; commit: string };
  runs: number;
  rows: FirstPaintRow[];
}

// The browser build (sets window.webVitals); the package exports only its modules, so it is found beside them.
const webVitals = fs.readFileSync(path.join(path.dirname(require.resolve('web-vitals')), 'web-vitals.iife.js'), 'utf8');

/** Runs in the page before its own scripts: web-vitals, the first touch, the control's answer. */
function instrument({ shows, focuses }: { shows: string | null; focuses: string | null }) {
  type Probe = { tapAt?: number; answerAt?: number; inp?: number; lcp?: number; lastLongTaskEnd: number };
  type OnMetric = (report: (metric: { value: number }) => void, options: object) => void;
  const w = window as unknown as { __firstPaint: Probe; webVitals: { onINP: OnMetric; onLCP: OnMetric } };
  const probe: Probe = (w.__firstPaint = { lastLongTaskEnd: 0 });
  w.webVitals.onINP((m) => (probe.inp ??= m.value), { reportAllChanges: true, durationThreshold: 16 });
  w.webVitals.onLCP((m) => (probe.lcp = m.value), { reportAllChanges: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.lastLongTaskEnd = Math.max(probe.lastLongTaskEnd, e.startTime + e.duration);
  }).observe({ type: 'longtask', buffered: true });
  const answered = () => {
    if (probe.tapAt === undefined || probe.answerAt !== undefined) return;
    const shown = shows ? [...document.querySelectorAll(shows)].some((el) => el.checkVisibility()) : false;
    const focused = focuses ? (document.activeElement?.matches(focuses) ?? false) : false;
    if (shown || focused) probe.answerAt = performance.now();
  };
  addEventListener('touchstart', () => (probe.tapAt ??= performance.now()), { capture: true });
  // A details element's open attribute and a field's focus are seen when they happen, not when
  // the toggle event (queued behind running script) is delivered.
  new MutationObserver(answered).observe(document, { subtree: true, childList: true, attributes: true });
  addEventListener('focusin', answered, { capture: true });
}

const probe = <K extends string>(page: Page, key: K) => page.evaluate((k) => (window as unknown as { __firstPaint: Record<string, number | undefined> }).__firstPaint[k] ?? null, key);
const pageNow = (page: Page) => page.evaluate(() => performance.now());
const reactOwns = (target: Locator) => target.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber$'))).catch(() => false);

/** Until `read` gives a value or `ms` pass (polling, as the page cannot tell us). */
async function until<T>(read: () => Promise<T | null>, ms: number, every = 25): Promise<T | null> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value !== null || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/** Taps until the control answers (a visitor taps again when nothing happens), up to 30 s. */
async function tapUntilAnswered(page: Page, target: Locator): Promise<{ taps: number; answered: boolean }> {
  const deadline = Date.now() + 30_000;
  let taps = 0;
  while (Date.now() < deadline) {
    taps++;
    // force: a visitor's finger does not wait for the field to be enabled or the page to be still.
    await target.tap({ force: true, timeout: 5_000 }).catch(() => undefined);
    if ((await until(() => probe(page, 'answerAt'), 250)) !== null) return { taps, answered: true };
  }
  return { taps, answered: false };
}

/** Network idle and no long task for a second: the page has settled. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await until(async () => ((await pageNow(page)) - ((await probe(page, 'lastLongTaskEnd')) ?? 0) > 1_000 ? true : null), 30_000, 100);
}

async function measureLoad(browser: Browser, url: string, control: Control, mode: 'firstPaint' | 'settled'): Promise<FirstPaintLoad> {
  const context = await browser.newContext({ ...PHONE_VIEWPORT });
  try {
    const page = await context.newPage();
    await emulatePhone(page);
    // Playwright wraps an init script in a function, so the build's global is set by hand; tsx
    // compiles this file with esbuild's keepNames, which wraps the page function's inner
    // functions in __name(): the page needs it defined.
    await page.addInitScript({ content: `${webVitals};globalThis.webVitals = webVitals;globalThis.__name ??= (f) => f;` });
    await page.addInitScript(instrument, { shows: control.shows ?? null, focuses: control.focuses ?? null });
    await page.goto(url, { waitUntil: mode === 'firstPaint' ? 'commit' : 'load', timeout: 60_000 });
    const target = control.find(page);
    await target.waitFor({ state: 'visible', timeout: 60_000 });
    const visibleMs = await pageNow(page);
    if (mode === 'settled') await settle(page);
    const lcpMs = mode === 'settled' ? await probe(page, 'lcp') : null;
    const hydratedAtTap = await reactOwns(target);
    const { taps, answered } = await tapUntilAnswered(page, target);
    const [tapAt, answerAt] = [await probe(page, 'tapAt'), await probe(page, 'answerAt')];
    const inpMs = answered ? await until(() => probe(page, 'inp'), 5_000) : null;
    return {
      visibleMs,
      tapMs: answered && tapAt !== null && answerAt !== null ? answerAt - tapAt : null,
      taps,
      answeredAtMs: answerAt,
      inpMs,
      hydratedAtTap,
      lcpMs,
    };
  } finally {
    await context.close();
  }
}

const median = (values: (number | null)[]): number | null => {
  const known = values.filter((v): v is number => v !== null);
  return known.length === values.length && known.length > 0 ? percentile(known, 50) : null;
};

export async function runFirstPaintBench({ runs = 3, port = 4490, only = [] as string[], log = console.log as (line: string) => void } = {}): Promise<FirstPaintBench> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const beforeDir = path.join(root, '.tmp', 'builds', 'before-26');
  prepareBuildOf(BEFORE_ISSUE_26, beforeDir, log);
  const builds = [
    { label: 'today', tree: root, port },
    { label: BEFORE_ISSUE_26.tag, tree: beforeDir, port: port + 1 },
  ];
  const sites: ChildProcess[] = [];
  let browser: Browser | null = null;
  try {
    for (const b of builds) sites.push(await startSite(b.port, {}, b.tree));
    browser = await chromium.launch({ executablePath, headless: true, args: ['--no-sandbox', '--disable-gpu', '--enable-unsafe-swiftshader', '--disable-background-networking'] });
    const rows: FirstPaintRow[] = [];
    for (const { path: pagePath, control } of FIRST_PAINT_PAGES.filter((p) => only.length === 0 || only.includes(p.path))) {
      const loads = builds.map(() => ({ firstPaint: [] as FirstPaintLoad[], settled: [] as FirstPaintLoad[] }));
      for (const b of builds) await untilRendered(`http://127.0.0.1:${b.port}${pagePath}`);
      for (let i = 0; i < runs; i++) {
        for (const [n, b] of builds.entries()) {
          const url = `http://127.0.0.1:${b.port}${pagePath}`;
          const started = Date.now();
          loads[n]!.firstPaint.push(await measureLoad(browser, url, control, 'firstPaint'));
          loads[n]!.settled.push(await measureLoad(browser, url, control, 'settled'));
          if (process.env.BENCH_VERBOSE) log(`${pagePath} ${b.label}: ${Date.now() - started} ms ${JSON.stringify([loads[n]!.firstPaint.at(-1), loads[n]!.settled.at(-1)])}`);
          else process.stdout.write('.');
        }
      }
      for (const [n, b] of builds.entries()) {
        const { firstPaint, settled } = loads[n]!;
        rows.push({
          path: pagePath,
          control: control.label,
          build: b.label,
          usableFormMs: control.form ? median(firstPaint.map((l) => l.answeredAtMs)) : null,
          firstPaintTapMs: median(firstPaint.map((l) => l.tapMs)),
          firstPaintInpMs: median(firstPaint.map((l) => l.inpMs)),
          settledTapMs: median(settled.map((l) => l.tapMs)),
          settledInpMs: median(settled.map((l) => l.inpMs)),
          lcpMs: median(settled.map((l) => l.lcpMs)),
          taps: median(firstPaint.map((l) => l.taps)) ?? 0,
          loads: loads[n]!,
        });
      }
    }
    process.stdout.write('\n');
    return { before: BEFORE_ISSUE_26, runs, rows };
  } finally {
    await browser?.close();
    for (const s of sites) s.kill('SIGTERM');
  }
}
