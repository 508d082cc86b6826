import type { MenuEntry, PageMeta } from './pageManifest';
import type { SiteRemote } from './site';
import { matchPagePath, normalizePath, pathSpecificity } from './pagePath';

// Reading the composed site: which page a path shows, the menu. No zod here: the shell runs
// this on every page, and checks the site's shape only where
// it crosses a boundary (see site.ts).

/** A page and who renders it: a remote, or the shell itself (owner null). */
export interface PageMatch {
  page: PageMeta;
  remote: SiteRemote | null;
}

/**
 * The page a path shows, the most specific match first; undefined is the 404 page. `ownPages`
 * are rendered by the host itself (the shell's test pages; a remote running alone: its own).
 */
export function findPage(remotes: readonly SiteRemote[], ownPages: readonly PageMeta[], pathname: string): PageMatch | undefined {
  const path = normalizePath(pathname);
  let best: PageMatch | undefined;
  const consider = (page: PageMeta, remote: SiteRemote | null) => {
    if (matchPagePath(page.path, path) && (!best || pathSpecificity(page.path) > pathSpecificity(best.page.path))) best = { page, remote };
  };
  for (const page of ownPages) consider(page, null);
  for (const remote of remotes) for (const page of remote.pages) consider(page, remote);
  return best;
}

/** Every menu entry of the site in one group, in order (ties keep the remotes' order). */
export function menuOf(remotes: readonly SiteRemote[], group: MenuEntry['group']): MenuEntry[] {
  return remotes
    .flatMap((r) => r.menu)
    .filter((m) => m.group === group)
    .sort((a, b) => a.order - b.order);
}
