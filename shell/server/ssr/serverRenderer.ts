import { SITE_ROUTES, findRoute, serverEntryOf, type RemotesManifest } from '@powernest/domain';
import type { BootData } from '../../src/ssr/bootData';
import type { PreloadedRemotes } from '../../src/remotes/remoteRegistry';
import { createPageCache } from './pageCache';
import { renderShell } from './renderShell';
import { createServerFederation } from './serverFederation';

export interface SsrSettings {
  /** Bound on loading a remote plus rendering the page; past it the page renders on the client. */
  timeoutMs: number;
  /** How often a remote is asked whether it was redeployed. */
  revalidateMs: number;
  /** After a remote failed, how long its pages skip server rendering (no pile-up on a dead remote). */
  retryAfterMs: number;
  cacheEntries: number;
  cacheTtlMs: number;
}

export const DEFAULT_SSR_SETTINGS: SsrSettings = {
  timeoutMs: 1000,
  revalidateMs: 2000,
  retryAfterMs: 10_000,
  cacheEntries: 200,
  cacheTtlMs: 10 * 60_000,
};

export interface ServerRender {
  /** Markup for #root and <style> tags for <head>; empty when even the frame failed. */
  html: string;
  styles: string;
  boot: BootData;
  /** How the page was made, for the log and the X-SSR header: hit, rendered, degraded, off. */
  outcome: 'hit' | 'rendered' | 'degraded' | 'failed';
}

type Remote = RemotesManifest['remotes'][number];
type Logger = { warn: (obj: object, msg: string) => void };

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

/**
 * Server rendering of the site's pages through Module Federation. Public pages (indexable
 * routes) are rendered whole, their remote loaded from its server entry; other routes (admin)
 * get the shell's frame with the skeleton and render in the browser, as does any page whose
 * remote fails, throws or is slower than the bound. Never throws: the worst case is the frame.
 */
export function createServerRenderer(
  remotes: Remote[],
  selfOrigin: () => string,
  settings: SsrSettings,
  log: Logger,
  /** Server entries by remote name where the site server reaches a remote by another URL. */
  serverEntries: Record<string, string> = {},
) {
  let federation: ReturnType<typeof createServerFederation> | undefined;
  // Server entries are resolved on first use: a same-origin remote lives on this server's own port.
  const serverEntry = (r: Remote) => serverEntries[r.name] ?? serverEntryOf(r.entry, selfOrigin());
  const getFederation = () => (federation ??= createServerFederation(remotes.map((r) => ({ name: r.name, serverEntry: serverEntry(r) })), settings));
  const cache = createPageCache<ServerRender>({ maxEntries: settings.cacheEntries, ttlMs: settings.cacheTtlMs });
  const downUntil = new Map<string, number>();

  async function frame(pathname: string, remote: Remote | undefined): Promise<ServerRender> {
    const boot: BootData = { remotes, remote: null, hydrate: false };
    try {
      const { html, styles } = await renderShell(pathname, remotes, {});
      // A shell-owned page (404, test pages) is complete; a remote's page renders in the browser.
      return { html, styles, boot: { ...boot, hydrate: !remote }, outcome: remote ? 'degraded' : 'rendered' };
    } catch (err) {
      log.warn({ err, pathname }, 'server render of the page frame failed; the page renders in the browser');
      return { html: '', styles: '', boot, outcome: 'failed' };
    }
  }

  async function renderRemotePage(pathname: string, remote: Remote): Promise<ServerRender> {
    const fed = getFederation();
    const started = Date.now();
    const { version, Routes } = await withTimeout(fed.load(remote.name), settings.timeoutMs, `loading ${remote.name}`);
    const key = `${pathname}\n${remote.name}@${version}`;
    const hit = cache.get(key);
    if (hit) return { ...hit, outcome: 'hit' };
    const abort = new AbortController();
    const left = Math.max(settings.timeoutMs - (Date.now() - started), 50);
    const preloaded: PreloadedRemotes = { [remote.name]: Routes };
    const rendered = await withTimeout(renderShell(pathname, remotes, preloaded, { signal: abort.signal }), left, `rendering ${pathname}`).catch((err) => {
      abort.abort();
      throw err;
    });
    if (rendered.errors.length) {
      // A lazy chunk failed inside a Suspense boundary: React rendered that part for the client.
      // Do not keep such a page; drop the remote's container so a poisoned React.lazy goes too.
      fed.forget(remote.name);
      throw rendered.errors[0];
    }
    const page: ServerRender = { html: rendered.html, styles: rendered.styles, boot: { remotes, remote: remote.name, hydrate: true }, outcome: 'rendered' };
    cache.set(key, page);
    return page;
  }

  return {
    serverEntry,
    /**
     * Loads every remote that owns a public page, so the first visitor after a start is not
     * the one who pays for fetching and evaluating the server entries. Failures only log.
     */
    async warmUp(): Promise<void> {
      const owners = new Set(SITE_ROUTES.filter((r) => r.index && r.owner !== 'shell').map((r) => r.owner));
      await Promise.all(
        remotes
          .filter((r) => owners.has(r.folder))
          .map((r) => getFederation().load(r.name).catch((err) => log.warn({ err: String(err), remote: r.name }, 'could not warm up a remote for server rendering'))),
      );
    },
    async render(pathname: string): Promise<ServerRender> {
      const route = findRoute(pathname);
      const remote = route && route.owner !== 'shell' ? remotes.find((r) => r.folder === route.owner) : undefined;
      if (!remote || !route?.index) return frame(pathname, remote);
      if ((downUntil.get(remote.name) ?? 0) > Date.now()) return frame(pathname, remote);
      try {
        return await renderRemotePage(pathname, remote);
      } catch (err) {
        downUntil.set(remote.name, Date.now() + settings.retryAfterMs);
        log.warn({ err: String(err), remote: remote.name, pathname }, 'server render through the remote failed; the page renders in the browser');
        return frame(pathname, remote);
      }
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
