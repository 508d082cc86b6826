import fs from 'node:fs';
import path from 'node:path';
import { NOT_FOUND_ROUTE, buildPageHead, renderPageHeadHtml, type SiteRoute } from '@powernest/shared-ui/domain';

const PLACEHOLDER = '<meta name=page-head>';

/**
 * The app's built index.html with a route's <title>, meta tags, canonical and JSON-LD already
 * in <head>: social-card scrapers and search engines read them without running JavaScript.
 */
export function createPageRenderer(distDir: string) {
  const file = path.join(distDir, 'index.html');
  const template = fs.readFileSync(file, 'utf8');
  if (!template.includes(PLACEHOLDER)) throw new Error(`${file} has no ${PLACEHOLDER} placeholder`);

  /** `route` undefined renders the 404 page's head. */
  return function renderPage(route: SiteRoute | undefined, pathname: string, origin: string): string {
    const head = buildPageHead(route ?? NOT_FOUND_ROUTE, pathname, origin);
    return template.replace(PLACEHOLDER, renderPageHeadHtml(head));
  };
}
