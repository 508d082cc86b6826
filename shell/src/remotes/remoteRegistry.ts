import { registerRemotes } from '@module-federation/enhanced/runtime';
import { buildRemotesManifest, normalizePath, type RemotesManifest } from '@powernest/shared-ui/domain';

export type RemoteInfo = RemotesManifest['remotes'][number];

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

export async function registerSiteRemotes(): Promise<RemoteInfo[]> {
  const manifest = await fetchRemotesManifest();
  registerRemotes(manifest.remotes.map(({ name, entry }) => ({ name, entry })));
  return manifest.remotes;
}

/** Forget a remote's cached entry so the next load really fetches it again (Retry). */
export function reregisterRemote(remote: RemoteInfo): void {
  registerRemotes([{ name: remote.name, entry: remote.entry }], { force: true });
}

export function remoteForPath(remotes: RemoteInfo[], pathname: string): RemoteInfo | undefined {
  const path = normalizePath(pathname);
  return remotes.find((r) => r.routes.includes(path));
}
