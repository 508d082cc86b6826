import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES_MODULE, findPage, type PageMatch, type SiteManifest, type SiteRemote } from '@powernest/domain';
import { SHELL_PAGES } from '../pages/shellPages';

export type RemoteInfo = SiteRemote;

/** Remotes' Routes components loaded before the first render (server render and hydration), by name. */
export type PreloadedRemotes = Partial<Record<string, ComponentType>>;

type RoutesModule = { default: ComponentType };

/**
 * Fetches the Routes module a remote exposes, with its chunks and shared modules, through the
 * page's federation runtime, and returns the function that runs it. Start-up runs it in a task
 * of its own: evaluating a page's code in the same task that finished loading it was one of
 * the longest tasks on a phone.
 */
export async function fetchRemoteRoutes(remote: Pick<RemoteInfo, 'name'>): Promise<() => Promise<RoutesModule>> {
  // SWR's configuration around the section (see withRemoteData), fetched beside the remote.
  const dataScope = import('./withRemoteData');
  dataScope.catch(() => undefined); // awaited below, after the remote's own failure if any
  const factory = await loadRemote<() => RoutesModule | Promise<RoutesModule>>(`${remote.name}/${REMOTE_ROUTES_MODULE.slice(2)}`, { loadFactory: false, from: 'runtime' });
  if (typeof factory !== 'function') throw new Error(`${remote.name} exposes no Routes module`);
  return async () => {
    const mod = await factory();
    if (!mod?.default) throw new Error(`${remote.name} exposes no Routes component`);
    return { default: (await dataScope).withRemoteData(mod.default) };
  };
}

/** Loads and runs the Routes component a remote exposes. */
export async function loadRemoteRoutes(remote: Pick<RemoteInfo, 'name'>): Promise<RoutesModule> {
  return (await fetchRemoteRoutes(remote))();
}

/**
 * Reads /remotes.json, checked against the contract's schema: a site server of another release
 * that answers another shape is a clear error in the console, not `undefined` on screen. Without
 * it the shell has no remote to offer (header, footer and the 404 page still work).
 */
export async function fetchSiteManifest(): Promise<SiteManifest> {
  try {
    const res = await fetch('/remotes.json', { cache: 'no-cache' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    // The schema (and zod) load only here: pages the server rendered carry the site in their boot data.
    const { describeIssues, siteManifestSchema } = await import('@powernest/domain');
    const parsed = siteManifestSchema.safeParse(await res.json());
    if (parsed.success) return parsed.data;
    console.error(`[powernest] /remotes.json does not match the contract: ${describeIssues(parsed.error)}`);
  } catch (err) {
    console.error('[powernest] /remotes.json could not be read:', err);
  }
  // Loaded here, not with the module: start-up imports this registry first, and the platform
  // package brings the whole styling runtime with it (one long task before anything else).
  const { PLATFORM_VERSION } = await import('@powernest/shared-ui');
  return { contract: PLATFORM_VERSION, remotes: [] };
}

/** Registers the site's remotes with the page's federation runtime; their code is fetched on first visit. */
export function registerSiteRemotes(site: SiteManifest): SiteRemote[] {
  registerRemotes(site.remotes.map(({ name, entry }) => ({ name, entry })));
  return site.remotes;
}

/** Loads a module another remote exposes through this page's (the host's) runtime, which knows every remote of the site. */
export function loadRemoteModule(id: string): Promise<unknown> {
  return loadRemote(id);
}

/** Forget a remote's cached entry so the next load really fetches it again (Retry). */
export function reregisterRemote(remote: RemoteInfo): void {
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

/** The page a path shows: the shell's own, a remote's, or none (the 404 page). */
export function pageForPath(site: SiteManifest, pathname: string): PageMatch | undefined {
  return findPage(site.remotes, SHELL_PAGES, pathname);
}
