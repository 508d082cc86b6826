import type { ComponentType } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES_MODULE, buildRemotesManifest, normalizePath, type RemotesManifest } from '@powernest/shared-ui/domain';

export type RemoteInfo = RemotesManifest['remotes'][number];

/** Remotes' Routes components loaded before the first render (server render and hydration). */
export type PreloadedRemotes = Partial<Record<RemoteInfo['name'], ComponentType>>;

/** Loads the Routes component a remote exposes, through the page's federation runtime. */
export async function loadRemoteRoutes(remote: Pick<RemoteInfo, 'name'>): Promise<{ default: ComponentType }> {
  const mod = await loadRemote<{ default: ComponentType }>(`${remote.name}/${REMOTE_ROUTES_MODULE.slice(2)}`);
  if (!mod?.default) throw new Error(`${remote.name} exposes no Routes component`);
  return mod;
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
