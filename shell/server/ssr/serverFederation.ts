/* eslint-disable @typescript-eslint/no-require-imports -- the host must hand remotes the very module objects it renders with */
import { createHash } from 'node:crypto';
import type { ComponentType } from 'react';
import { init, registerGlobalPlugins } from '@module-federation/enhanced/runtime';
import { REMOTE_ROUTES_MODULE } from '@powernest/domain';
import { boundedFetchPlugin, fetchOk } from './boundedFetchPlugin';
import { withRemoteData } from '../../src/remotes/withRemoteData';

const version = (pkg: string): string => require(`${pkg}/package.json`).version;

/** A module this process already loaded, offered to every remote as the singleton to use. */
function provide(lib: unknown, pkg: string) {
  const v = version(pkg);
  return { version: v, lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${v}` } };
}

/**
 * Everything whose identity must be one on the page: React and its renderers, the router,
 * Emotion and MUI's theme plumbing, SWR, zustand and the shared UI (toast store, providers).
 * The remotes bundle the same list as shared singletons (app-config/webpack/shared.ts); MUI
 * components come from each remote's own build, as in the browser.
 */
function hostShared() {
  return {
    react: provide(require('react'), 'react'),
    'react/jsx-runtime': provide(require('react/jsx-runtime'), 'react'),
    'react-dom': provide(require('react-dom'), 'react-dom'),
    '@emotion/react': provide(require('@emotion/react'), '@emotion/react'),
    '@emotion/styled': provide(require('@emotion/styled'), '@emotion/styled'),
    '@emotion/cache': provide(require('@emotion/cache'), '@emotion/cache'),
    '@mui/styled-engine': provide(require('@mui/styled-engine'), '@mui/styled-engine'),
    swr: provide(require('swr'), 'swr'),
    zustand: provide(require('zustand'), 'zustand'),
    '@powernest/shared-ui': provide(require('@powernest/shared-ui'), '@powernest/shared-ui'),
    '@powernest/shared-ui/router': provide(require('@powernest/shared-ui/router'), '@powernest/shared-ui'),
  };
}

export interface ServerRemote {
  name: string;
  /** Absolute URL of the remote's server remoteEntry.js. */
  serverEntry: string;
}

interface Loaded {
  version: string;
  routes: Promise<ComponentType>;
  /** When the load began, while it has not settled. */
  pendingSince?: number;
}

/**
 * A remote's load (its entry and chunks, each fetch bounded by the render bound) may take this many
 * render bounds; one still pending after that is taken as stuck and begun again. A fetch the bound
 * cut short can leave the federation runtime's promise pending for good: kept, that load made every
 * later render of the remote wait out its bound and degrade, for as long as the server ran (a site
 * server started on a busy machine served its pages unrendered for minutes; issue #41).
 */
export const LOAD_BOUND_FACTOR = 10;

/**
 * One federation runtime for the whole process (never one per request): it fetches each
 * remote's server entry over HTTP, as the browser fetches the browser entry. A remote's
 * version is the hash of its entry (which names every chunk by content hash); when it changes
 * the remote is registered again, so a redeploy shows up without restarting this server.
 */
let fetchBound: number | undefined;

export function createServerFederation({ timeoutMs, revalidateMs }: { timeoutMs: number; revalidateMs: number }) {
  // Global plugins are per process: the first site server's bound holds for all of them.
  if (fetchBound === undefined) {
    fetchBound = timeoutMs;
    registerGlobalPlugins([boundedFetchPlugin(timeoutMs)]);
  }
  // The process's global instance (init, not createInstance): a page that embeds another
  // remote's module through shared-ui's RemoteModule calls the global loadRemote.
  const mf = init({
    name: 'powernest_site_server',
    remotes: [],
    shareStrategy: 'loaded-first',
    shared: hostShared(),
  });
  // Remotes are registered as the site's page manifests name them (a new remote needs no restart).
  const byName = new Map<string, ServerRemote>();

  function register(remote: ServerRemote): void {
    const known = byName.get(remote.name);
    if (known?.serverEntry === remote.serverEntry) return;
    byName.set(remote.name, remote);
    loaded.delete(remote.name);
    mf.registerRemotes([{ name: remote.name, entry: remote.serverEntry }], { force: Boolean(known) });
  }
  const loaded = new Map<string, Loaded>();
  const checked = new Map<string, { at: number; version: Promise<string> }>();

  /** The deployed version, asked of the remote at most once per revalidateMs. */
  function currentVersion(remote: ServerRemote): Promise<string> {
    const last = checked.get(remote.name);
    if (last && Date.now() - last.at < revalidateMs) return last.version;
    const version = fetchOk(remote.serverEntry, timeoutMs, { cache: 'no-cache' })
      .then((res) => res.text())
      .then((code) => createHash('sha256').update(code).digest('hex').slice(0, 12));
    checked.set(remote.name, { at: Date.now(), version });
    version.catch(() => checked.delete(remote.name)); // ask again next time
    return version;
  }

  /** Drops the loaded container, so the next load fetches the entry again (redeploy, or a poisoned lazy chunk). */
  function forget(name: string): void {
    const remote = byName.get(name);
    loaded.delete(name);
    if (remote) mf.registerRemotes([{ name: remote.name, entry: remote.serverEntry }], { force: true });
  }

  /** The remote's Routes component and the version it came from. */
  async function load(remote: ServerRemote): Promise<{ version: string; Routes: ComponentType }> {
    register(remote);
    const { name } = remote;
    const version = await currentVersion(remote);
    let entry = loaded.get(name);
    const stuck = entry?.pendingSince !== undefined && Date.now() - entry.pendingSince > timeoutMs * LOAD_BOUND_FACTOR;
    if (entry && (entry.version !== version || stuck)) {
      forget(name);
      entry = undefined;
    }
    if (!entry) {
      const routes = mf.loadRemote<{ default: ComponentType }>(`${name}/${REMOTE_ROUTES_MODULE.slice(2)}`).then((mod) => {
        if (!mod?.default) throw new Error(`${name} exposes no Routes component`);
        // As the browser shows it (see withRemoteData): one tree on both sides.
        return withRemoteData(mod.default);
      });
      const started: Loaded = { version, routes, pendingSince: Date.now() };
      entry = started;
      loaded.set(name, started);
      routes.then(
        () => delete started.pendingSince,
        () => {
          if (loaded.get(name) === started) forget(name);
        },
      );
    }
    return { version, Routes: await entry.routes };
  }

  return {
    load,
    forget,
    /** Makes the site's remotes known, so a page embedding another remote's module (RemoteModule) finds it. */
    registerAll(remotes: ServerRemote[]): void {
      remotes.forEach(register);
    },
  };
}
