// Every public page, Lighthouse mobile, on today's build and on an earlier one, page by page in
// one run (the machine's noise falls on both alike). Issue #27 ("Code others copy") changed how
// the code is arranged, not what a visitor gets: compared with the build before it. Issue #26's
// last step (the frame's scripts run on the first interaction, not after the paint): compared
// with the build before that step. Alone, today's build against #26's bar (performance >= 95,
// LCP <= 1.2 s on every public page), each run's score shown beside the median.
import { buildsToCompare } from './builds';
import { launchChromium, lighthouseRow, medianRow, startSite, untilRendered, type LighthouseRow } from './web';

/** The last commit before #27's first change (808f7a0, errors thrown to the one handler). */
export const BEFORE_ISSUE_27 = { tag: 'before #27', commit: '1f3f63c6daa5f0c091cae4d07bd1907d1f2621a5' };

/** The last commit whose public pages ran the frame's scripts once painted, not on the first interaction (#26). */
export const FRAME_AFTER_PAINT = { tag: 'frame after paint', commit: 'dafc459ea347d3b159b31365ad7c3c93c3936902' };

export interface BeforeAfterBench {
  /** The earlier build beside today's; none when today's build is measured alone. */
  before: { tag: string; commit: string } | null;
  rows: LighthouseRow[];
}

/** The public pages, as the site lists them for search engines (today's sitemap). */
async function publicPages(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
}

export async function runBeforeAfterBench({
  before = BEFORE_ISSUE_27 as BeforeAfterBench['before'],
  folder = 'before-27',
  port = 4396,
  runs = 1,
  log = console.log,
} = {}): Promise<BeforeAfterBench> {
  // Each build on a port of its own, today's on `port`.
  const builds = buildsToCompare(before, folder, log).map((b, i) => ({ ...b, port: port + i }));
  const sites = await Promise.all(builds.map((b) => startSite(b.port, {}, b.tree)));
  const chrome = await launchChromium();
  try {
    const rows: LighthouseRow[] = [];
    for (const page of await publicPages(`http://127.0.0.1:${port}`)) {
      for (const build of builds) {
        const url = `http://127.0.0.1:${build.port}${page}`;
        await untilRendered(url);
        rows.push(await medianRow(runs, () => lighthouseRow(url, chrome.port, page, build.label)));
      }
    }
    return { before, rows };
  } finally {
    chrome.kill();
    for (const s of sites) s.kill('SIGTERM');
  }
}
