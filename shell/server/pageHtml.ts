import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, ERROR_TITLE_PREFIX, NOT_FOUND_PAGE, buildPageHead, renderPageHeadHtml, type PageMeta, type SiteLanguage } from '@powernest/domain';
import { serializeBootData } from '../src/ssr/bootData';
import type { ServerRender } from './ssr/serverRenderer';
import { loadScriptsAfterPaint, type ScriptsAfterPaint } from './ssr/scriptsAfterPaint';

const HEAD_PLACEHOLDER = '<meta name=page-head>';
const ROOT = /<div id="?root"?><\/div>/;
const NOSCRIPT = /<noscript>.*?<\/noscript>/s;
const HTML_TAG = /<html\b[^>]*>/;

/**
 * The app's built index.html with a route's <title>, meta tags, canonical and JSON-LD already
 * in <head> (social-card scrapers and search engines read them without running JavaScript),
 * and, when the server rendered the page, its markup, critical CSS and what the browser needs
 * to hydrate it, its scripts loaded once it has painted.
 */
export function createPageRenderer(distDir: string) {
  const file = path.join(distDir, 'index.html');
  const template = fs.readFileSync(file, 'utf8');
  if (!template.includes(HEAD_PLACEHOLDER) || !ROOT.test(template)) throw new Error(`${file} has no ${HEAD_PLACEHOLDER} or no empty #root`);

  /** `page` undefined renders the 404 page's head; `pathname` is the page's path without its language prefix. */
  return function renderPage(
    page: PageMeta | undefined,
    pathname: string,
    origin: string,
    ssr?: ServerRender,
    hints: Pick<ScriptsAfterPaint, 'preload' | 'fetch' | 'start'> = { preload: [], fetch: [], start: 'paint' },
    language: SiteLanguage = DEFAULT_LANGUAGE,
    /** Plain HTML after the app's root (the language suggestion), or ''. */
    afterRoot = '',
    /** The page answers a form with its errors: its title says so first ("Error: …", GOV.UK). */
    showsErrors = false,
  ): string {
    const built = buildPageHead(page ?? NOT_FOUND_PAGE, pathname, origin, language);
    const pageHead = showsErrors ? { ...built, title: `${ERROR_TITLE_PREFIX}${built.title}` } : built;
    const head = renderPageHeadHtml(pageHead);
    const framed = template.replace(HTML_TAG, () => `<html lang="${pageHead.lang}">`).replace(ROOT, (root) => root + afterRoot);
    if (!ssr?.html) return framed.replace(HEAD_PLACEHOLDER, () => head);
    const html = framed
      .replace(HEAD_PLACEHOLDER, () => head + ssr.styles)
      // The page reads without JavaScript now; the notice would only confuse.
      .replace(NOSCRIPT, '')
      .replace(ROOT, () => `<div id="root">${ssr.html}</div>${serializeBootData(ssr.boot)}`);
    return loadScriptsAfterPaint(html, hints);
  };
}
