import { REMOTES, defaultRemoteEntry, type RemotesManifest } from './remotes';
import { SITE_ROUTES } from './routes';

/**
 * The runtime config the shell reads at start-up: where each remote lives and which routes it
 * owns. `overrides` maps a remote's env var name (REMOTE_MF_*_URL) to a deployed manifest URL.
 */
export function buildRemotesManifest(overrides: Partial<Record<string, string>> = {}): RemotesManifest {
  return {
    remotes: REMOTES.map((r) => ({
      name: r.scope,
      folder: r.folder,
      entry: overrides[r.envVar] || defaultRemoteEntry(r.folder),
      routes: SITE_ROUTES.filter((route) => route.owner === r.folder).map((route) => route.path),
    })),
  };
}
