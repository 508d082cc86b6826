import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES_MODULE, buildRemotesManifest, normalizePath, type RemotesManifest } from '@powernest/domain';

export type RemoteInfo = RemotesManifest['remotes'][number];

/** Remotes' Routes components loaded before the first render (server render and hydration). */
export type PreloadedRemotes = Partial<Record<RemoteInfo['name'], ComponentType>>;

type RoutesModule = { default: ComponentType };

/**
 * Fetches the Routes module a remote exposes, with its chunks and shared modules, through the
 * page's federation runtime, and returns the function that runs it. Start-up runs it in a task
 * of its own: evaluating a page's code in the same task that finished loading it was one of
 * the longest tasks on a phone.
 */
export async function fetchRemoteRoutes(remote: Pick<RemoteInfo, 'name'>): Promise<() => Promise<RoutesModule>> {
  const factory = await loadRemote<() => RoutesModule | Promise<RoutesModule>>(`${remote.name}/${REMOTE_ROUTES_MODULE.slice(2)}`, { loadFactory: false, from: 'runtime' });
  if (typeof factory !== 'function') throw new Error(`${remote.name} exposes no Routes module`);
  return async () => {
    const mod = await factory();
    if (!mod?.default) throw new Error(`${remote.name} exposes no Routes component`);
    return mod;
  };
}

/** Loads and runs the Routes component a remote exposes. */
export async function loadRemoteRoutes(remote: Pick<RemoteInfo, 'name'>): Promise<RoutesModule> {
  return (await fetchRemoteRoutes(remote))();
}

/** Reads /remotes.json; if the site server cannot answer it, the same-origin defaults apply. */
async function fetchRemotesManifest(): Promise<RemotesManifest> {
  try {
    const res = await fetch('/remotes.json', { cache: 'no-cache' });
    if (res.ok) return (await res.json()) as RemotesManifest;
  } catch {
    /* fall through */
  }
  return buildRemotesManifest();
}

/** Registers the site's remotes: those the server named in the page, else /remotes.json. */
export async function registerSiteRemotes(known?: RemoteInfo[]): Promise<RemoteInfo[]> {
  const remotes = known ?? (await fetchRemotesManifest()).remotes;
  registerRemotes(remotes.map(({ name, entry }) => ({ name, entry })));
  return remotes;
}

/** Forget a remote's cached entry so the next load really fetches it again (Retry). */
export function reregisterRemote(remote: RemoteInfo): void {
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

export function remoteForPath(remotes: RemoteInfo[], pathname: string): RemoteInfo | undefined {
  const path = normalizePath(pathname);
  return remotes.find((r) => r.routes.includes(path));
}
