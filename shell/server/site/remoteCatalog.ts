import {
  describeIssues,
  pageManifestSchema,
  pageManifestUrlOf,
  type PageManifest,
  type RemotePages,
  type SiteManifest,
  type SiteRemote,
} from '@powernest/domain';
import { fetchOk } from '../ssr/boundedFetchPlugin';
import legacyPages from './legacy-v0.1.0-pages.json';

/** Where the site finds a remote: its container name, folder and browser mf-manifest.json. */
export interface RemoteLocation {
  name: string;
  folder: string;
  entry: string;
}

type Logger = { warn: (obj: object, msg: string) => void };

/**
 * Remotes built before the contract (release v0.1.0) publish no page manifest. Their pages are
 * known from that release's route table, frozen here, so such a remote is refused cleanly on
 * its own pages (its platform range is the old 0.1.0) instead of its paths turning into 404s.
 */
const LEGACY: Record<string, RemotePages> = legacyPages as Record<string, RemotePages>;
const LEGACY_CONTRACT = '0.1.0';

interface Known {
  remote: SiteRemote;
  /** When the remote was last asked; it is asked again after the time-to-live. */
  at: number;
}

/**
 * The site as its remotes describe it: each remote's page manifest, read over HTTP from where
 * the remote is deployed (as the browser reads its code), kept for `ttlMs` and then refreshed
 * in the background, so a redeployed remote's new pages and menu entries show up without a
 * shell release. A remote that cannot be reached keeps its last known manifest; one never
 * reached has no pages yet (or, for a remote of the first release, its frozen ones).
 */
export function createRemoteCatalog(
  locations: RemoteLocation[],
  { origin, timeoutMs, ttlMs, hostContract, log }: { origin: () => string; timeoutMs: number; ttlMs: number; hostContract: string; log: Logger },
) {
  const known = new Map<string, Known>();
  const pending = new Map<string, Promise<SiteRemote>>();

  function fromManifest(location: RemoteLocation, manifest: PageManifest): SiteRemote {
    if (manifest.scope !== location.name) throw new Error(`page manifest of ${manifest.scope} found where ${location.name} was expected`);
    return { ...location, version: manifest.build ? `${manifest.version}+${manifest.build}` : manifest.version, contract: manifest.contract, pages: manifest.pages, menu: manifest.menu };
  }

  /** A remote of the first release: its mf-manifest.json answers, its page manifest does not. */
  async function legacy(location: RemoteLocation): Promise<SiteRemote | null> {
    const pages = LEGACY[location.folder];
    if (!pages) return null;
    await fetchOk(new URL(location.entry, origin()).href, timeoutMs);
    return { ...location, version: LEGACY_CONTRACT, contract: LEGACY_CONTRACT, ...pages };
  }

  async function ask(location: RemoteLocation): Promise<SiteRemote> {
    const url = pageManifestUrlOf(location.entry, origin());
    const res = await fetch(url, { cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
    if (res.status === 404) {
      const old = await legacy(location);
      if (old) return old;
    }
    if (!res.ok) throw new Error(`GET ${url} -> HTTP ${res.status}`);
    const parsed = pageManifestSchema.safeParse(await res.json());
    if (!parsed.success) throw new Error(`${url} is not a valid page manifest: ${describeIssues(parsed.error)}`);
    return fromManifest(location, parsed.data);
  }

  function refresh(location: RemoteLocation): Promise<SiteRemote> {
    let running = pending.get(location.name);
    if (!running) {
      running = ask(location)
        .then((remote) => {
          known.set(location.name, { remote, at: Date.now() });
          return remote;
        })
        .catch((err) => {
          const last = known.get(location.name);
          log.warn({ err: String(err), remote: location.name }, last ? 'could not refresh a page manifest; keeping the last one' : 'could not read a page manifest; its pages are unknown for now');
          // Ask again after the time-to-live, not on every request.
          const fallback = last?.remote ?? unreachable(location);
          known.set(location.name, { remote: fallback, at: Date.now() });
          return fallback;
        })
        .finally(() => pending.delete(location.name));
      pending.set(location.name, running);
    }
    return running;
  }

  /** A remote never reached: the first release's pages if it is one of them (so its paths show the unavailable fallback), else none. */
  function unreachable(location: RemoteLocation): SiteRemote {
    const pages = LEGACY[location.folder] ?? { pages: [], menu: [] };
    // '*': let the browser try it (and show "unavailable" with Retry if it is still down).
    return { ...location, version: 'unknown', contract: '*', ...pages };
  }

  return {
    /** The composed site. Only the first call waits for the remotes (bounded); later ones refresh in the background. */
    async site(): Promise<SiteManifest> {
      const remotes = await Promise.all(
        locations.map((location) => {
          const entry = known.get(location.name);
          if (!entry) return refresh(location);
          if (Date.now() - entry.at > ttlMs) void refresh(location);
          return entry.remote;
        }),
      );
      return { contract: hostContract, remotes };
    },
  };
}
