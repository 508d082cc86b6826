import { z } from '../zodMini';
import { menuEntrySchema, pageMetaSchema, type MenuEntry, type PageMeta } from './pageManifest';
import { matchPagePath, normalizePath, pathSpecificity } from './pagePath';
import { satisfies } from './semver';

/**
 * The site as the site server composed it from the remotes' page manifests, answered at
 * /remotes.json and embedded in every server-rendered page: where each remote lives, its
 * version and contract, its pages and its menu entries. The shell builds its routes, menus
 * and <head> from it.
 */
export const siteRemoteSchema = z.object({
  name: z.string(),
  folder: z.string(),
  /** The remote's browser mf-manifest.json. */
  entry: z.string(),
  version: z.string(),
  contract: z.string(),
  pages: z.array(pageMetaSchema),
  menu: z.array(menuEntrySchema),
});
export type SiteRemote = z.infer<typeof siteRemoteSchema>;

export const siteManifestSchema = z.object({
  /** The platform version the host provides (its @powernest/shared-ui). */
  contract: z.string(),
  remotes: z.array(siteRemoteSchema),
});
export type SiteManifest = z.infer<typeof siteManifestSchema>;

/** A page and who renders it: a remote, or the shell itself (owner null). */
export interface PageMatch {
  page: PageMeta;
  remote: SiteRemote | null;
}

/** The page a path shows, the most specific match first; undefined is the 404 page. */
export function findPage(remotes: readonly SiteRemote[], shellPages: readonly PageMeta[], pathname: string): PageMatch | undefined {
  const path = normalizePath(pathname);
  let best: PageMatch | undefined;
  const consider = (page: PageMeta, remote: SiteRemote | null) => {
    if (matchPagePath(page.path, path) && (!best || pathSpecificity(page.path) > pathSpecificity(best.page.path))) best = { page, remote };
  };
  for (const page of shellPages) consider(page, null);
  for (const remote of remotes) for (const page of remote.pages) consider(page, remote);
  return best;
}

/** Whether the host's platform version satisfies what a remote was built against. */
export function isCompatible(remote: Pick<SiteRemote, 'contract'>, hostContract: string): boolean {
  return satisfies(hostContract, remote.contract);
}

/** Every menu entry of the site in one group, in order (ties keep the remotes' order). */
export function menuOf(remotes: readonly SiteRemote[], group: MenuEntry['group']): MenuEntry[] {
  return remotes
    .flatMap((r) => r.menu)
    .filter((m) => m.group === group)
    .sort((a, b) => a.order - b.order);
}
