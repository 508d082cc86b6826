import type { ReactElement } from 'react';
import type { PageMeta } from '@powernest/domain';
import { Route } from '@powernest/shared-ui/router';

/** What a remote's Routes draws for each page of its `pages.ts`: the page's constant and its element. */
export type PageElements = ReadonlyArray<readonly [Pick<PageMeta, 'path'>, ReactElement]>;

/**
 * A remote's `<Route>`s, derived from its `pages.ts` (the only place a page's path is written):
 * each listed page gets the element given for it; an alias (a page with `canonicalPath`) gets
 * its canonical page's element. A page with no element is a programming error: thrown at once,
 * so the remote's route test fails instead of a page silently missing.
 */
export function pageRoutes(pages: readonly PageMeta[], elements: PageElements): ReactElement[] {
  const byPath = new Map(elements.map(([page, element]) => [page.path, element]));
  return pages.map((page) => {
    const element = byPath.get(page.path) ?? (page.canonicalPath === undefined ? undefined : byPath.get(page.canonicalPath));
    if (!element) throw new Error(`${page.path} is in pages.ts, but Routes gives it no element`);
    return <Route key={page.path} path={page.path} element={element} />;
  });
}
