import { DEFAULT_ROI_INPUTS } from '@powernest/domain';

/**
 * The query parameters a public page reads when the server renders it: its GET form's answer
 * (the ROI calculator's results, the FAQ's category, the locator's list). Nothing else in a
 * query changes the HTML (`?utm_source=…`, `?junk=N`), so it is left out of the render and of
 * the page cache's key: issue #40, where every `?junk=N` was a fresh render and 40 of them at
 * once switched server rendering off for everyone. A page not listed here reads no query.
 *
 * The remotes own these pages; the page manifest has no field for it yet, so the site server
 * keeps the list. A new page that answers a GET form must be added here, or its answer renders
 * in the browser only.
 */
const QUERY_OF_PAGE: Readonly<Record<string, readonly string[]>> = {
  // mf-partnership: src/features/roi/roiQuery.ts (the calculator's inputs).
  '/roi-calculator': Object.keys(DEFAULT_ROI_INPUTS),
  // mf-partnership: src/features/faq/faqFilter.ts (CATEGORY_PARAM).
  '/faq': ['category'],
  // mf-locator: src/state/locatorView.ts (readLocatorView).
  '/find-locations': ['q', 'state', 'type', 'view', 'partner', 'at', 'page', 'place'],
};

/**
 * The address a page is rendered (and cached) for: `url` (its language prefix included) with only
 * the parameters `pagePath` reads, in the order sent. `/faq?category=cost&utm_source=x` renders
 * as `/faq?category=cost`; `/partnership-process?junk=1` as `/partnership-process`.
 */
export function renderedUrl(url: string, pagePath: string): string {
  const [pathname, query] = url.split(/\?(.*)/s) as [string, string | undefined];
  const reads = QUERY_OF_PAGE[pagePath];
  if (!query || !reads) return pathname;
  const kept = [...new URLSearchParams(query)].filter(([name]) => reads.includes(name));
  return kept.length ? `${pathname}?${new URLSearchParams(kept)}` : pathname;
}
