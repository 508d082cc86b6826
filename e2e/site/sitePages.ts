import zlib from 'node:zlib';
import { expect, type Locator, type Page } from '@playwright/test';
import { BRAND_NAME, applicationStepText, documentTitle, type PageMeta } from '@powernest/domain';
import { REMOTE_PAGES as marketing } from '../../mf-marketing/src/pages';
import { REMOTE_PAGES as partnership } from '../../mf-partnership/src/pages';
import { REMOTE_PAGES as locator } from '../../mf-locator/src/pages';
import { REMOTE_PAGES as admin, SIGNED_IN_PAGES } from '../../mf-admin/src/pages';
import { SHELL_PAGES } from '../../shell/src/pages/shellPages';

/**
 * Every page of the site, from the page manifests the remotes publish (their sources) and the
 * shell's own pages: what the site must serve, each page as its owner declares it. Private pages
 * open only with a secret link (an applicant's status page): e2e/mail/ opens them from the e-mail.
 */
export const SITE_PAGES: readonly PageMeta[] = [...marketing.pages, ...partnership.pages, ...locator.pages, ...admin.pages, ...SHELL_PAGES].filter((p) => !p.private);

/** The admin remote's pages: loaded on demand, the site's largest remote (see ADMIN_REMOTE_PATIENCE). */
export const ADMIN_PATHS: readonly string[] = admin.pages.map((p) => p.path);

/**
 * How long a test waits for the admin remote's first render: fetched and started on demand, it
 * took 12 s on a quiet CI-sized machine and more under load, past a step's default 10 s.
 */
export const ADMIN_REMOTE_PATIENCE = { timeout: 30_000 } as const;

/** Pages behind the admin session: signed out, they send the visitor to the login. */
export const SIGNED_IN_PATHS: readonly string[] = SIGNED_IN_PAGES.map((p) => p.path);

/** Chromium's software WebGL reports its own performance notes as warnings (the locator's map): they are not the page's. */
const GPU_DRIVER_NOTE = /^\[\.WebGL-[^\]]+\]GL Driver Message/;

/** Every console error or warning and every uncaught error of the page from now on, hydration's included. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (m) => ['error', 'warning'].includes(m.type()) && !GPU_DRIVER_NOTE.test(m.text()) && problems.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** The title a page has once its code runs: the wizard's also says which step the visitor is on. */
export const clientTitle = (path: string, title: string) =>
  path === '/partnership-application' ? documentTitle(`${title} – ${applicationStepText(1)}`) : documentTitle(title);

/** The shell's frame is around every page: the header names the brand, the footer the distributor. */
export async function expectFrameAround(page: Page): Promise<void> {
  await expect(page.getByRole('banner')).toContainText(BRAND_NAME);
  await expect(page.getByRole('contentinfo')).toContainText('independent distributor');
}

/** Whether React owns this element (hydration attaches its fiber to the DOM node). */
export const hydrated = (element: Locator) => element.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber')));

/** Every script the page fetched (run, preloaded or prefetched), with its size gzipped, as it comes. */
export function recordScripts(page: Page): Array<{ url: string; gzipped: number }> {
  const scripts: Array<{ url: string; gzipped: number }> = [];
  page.on('response', async (res) => {
    if (!new URL(res.url()).pathname.endsWith('.js')) return;
    const body = await res.body().catch(() => null);
    if (body) scripts.push({ url: new URL(res.url()).pathname, gzipped: zlib.gzipSync(body).length });
  });
  return scripts;
}
