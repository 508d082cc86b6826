import { PLATFORM_VERSION, type FormSubmission, type RawAnswer } from '@powernest/shared-ui';
import { serverEntryOf, type PageMatch, type SiteManifest, type SiteRemote } from '@powernest/domain';
import { isCompatible } from '../../src/remotes/compatibility';
import type { BootData } from '../../src/ssr/bootData';
import type { PreloadedRemotes } from '../../src/remotes/remoteRegistry';
import { LRUCache } from 'lru-cache';
import { renderedUrl } from './pageQuery';
import { createRenderBudget } from './renderBudget';
import { renderShell } from './renderShell';
import { LOAD_BOUND_FACTOR, createServerFederation } from './serverFederation';

export interface SsrSettings {
  /** Bound on loading a remote plus rendering the page; past it the page renders on the client. */
  timeoutMs: number;
  /** How often a remote is asked whether it was redeployed. */
  revalidateMs: number;
  /** After a remote failed, how long its pages skip server rendering (no pile-up on a dead remote). */
  retryAfterMs: number;
  cacheEntries: number;
  cacheTtlMs: number;
  /** Renders made for one request alone (not from the cache) at once, shared fairly between clients (renderBudget.ts). */
  uncachedRenders: number;
}

export const DEFAULT_SSR_SETTINGS: SsrSettings = {
  timeoutMs: 1000,
  revalidateMs: 2000,
  retryAfterMs: 10_000,
  cacheEntries: 200,
  cacheTtlMs: 10 * 60_000,
  // Renders share this process's one JavaScript thread: more at once run no faster, each only
  // slower against its bound, and every cached page waits behind them.
  uncachedRenders: 2,
};

export interface ServerRender {
  /** Markup for #root and <style> tags for <head>; empty when even the frame failed. */
  html: string;
  styles: string;
  boot: BootData;
  /**
   * How the page was made, for the log and the X-SSR header: hit, rendered, degraded, refused,
   * off; `stale`: the page's last good render, kept, because its remote cannot render it now;
   * `deferred`: not rendered, its client being over its share of renders (the browser renders it).
   */
  outcome: 'hit' | 'rendered' | 'degraded' | 'refused' | 'failed' | 'stale' | 'deferred';
}

type Remote = SiteRemote;
type Logger = { warn: (obj: object, msg: string) => void };

/** One page to render through a loaded remote, before `deadline` (ms since the epoch). */
interface PageRender {
  url: string;
  site: SiteManifest;
  remote: Remote;
  Routes: PreloadedRemotes[string];
  formSubmission?: FormSubmission;
  deadline: number;
  /** The remote's version it is rendered with (a cached page of another version is rendered again). */
  version: string;
  /** Who asked (their address): the API answers the render's questions as it would answer them. */
  client: string;
}

/** An API path asked as `client`, answered in the site server's process (see ServerFetch). */
export type AskApi = (url: string, client: string) => Promise<RawAnswer>;

/** A cached page and the remote version it came from. */
interface Kept {
  version: string;
  page: ServerRender;
}


function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout;
  const bound = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms);
  });
  return Promise.race([promise, bound]).finally(() => clearTimeout(timer));
}

/**
 * Server rendering of the site's pages through Module Federation. Public pages (indexable
 * pages of a compatible remote) are rendered whole, their remote loaded from its server entry;
 * other pages (admin) get the shell's frame with the skeleton and render in the browser, as
 * does any page whose remote fails, throws or is slower than the bound. A remote whose
 * contract the host does not satisfy is never loaded: its pages show the refusal. Never throws:
 * the worst case is the frame.
 */
export function createServerRenderer(
  selfOrigin: () => string,
  settings: SsrSettings,
  log: Logger,
  /** How a render asks the API for the answers its first view shows. */
  askApi: AskApi,
  /** The server entry of a remote where the site server reaches it by another URL. */
  serverEntryFor: (folder: string) => string | undefined = () => undefined,
) {
  let federation: ReturnType<typeof createServerFederation> | undefined;
  // Server entries are resolved on use: a same-origin remote lives on this server's own port.
  const serverEntry = (r: Remote) => serverEntryFor(r.folder) ?? serverEntryOf(r.entry, selfOrigin());
  const getFederation = () => (federation ??= createServerFederation(settings));
  const loadRemote = (r: Remote) => getFederation().load({ name: r.name, serverEntry: serverEntry(r) });
  // Rendered public pages by key (the address as rendered + the composed site's versions), with
  // the version of the remote they came from: rendered again after the TTL (the footer's year, a
  // remote that changed behind an unchanged entry) or for another version; concurrent first
  // visitors of a page share one render. A page past its TTL, or whose new render failed, is kept
  // (until evicted): while its remote cannot render, visitors get that copy, form and all
  // (issue #40), not the frame with a skeleton.
  const cache = new LRUCache<string, Kept, PageRender>({
    max: settings.cacheEntries,
    ttl: settings.cacheTtlMs,
    noDeleteOnStaleGet: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (_key, _stale, { context }) => ({ version: context.version, page: await renderNow(context) }),
  });
  const cacheKey = (url: string, site: SiteManifest) => `${url}\n${site.remotes.map((r) => `${r.name}@${r.version}`).join(',')}`;
  /**
   * The page's last good render, fresh or not, for when it cannot be rendered now. Only plain
   * pages are kept: a page with a query gets its plain page (the GET form, without its answer).
   */
  const keptCopy = (url: string, site: SiteManifest): ServerRender | undefined => {
    const kept = cache.get(cacheKey(url.split('?')[0]!, site), { allowStale: true });
    return kept && { ...kept.page, boot: { ...kept.page.boot, site }, outcome: 'stale' };
  };
  const budget = createRenderBudget(settings.uncachedRenders);
  /** What a client over its share of renders gets: the page's head and the template, rendered in the browser. */
  const deferred = (site: SiteManifest): ServerRender => ({ html: '', styles: '', boot: { site, remote: null, hydrate: false }, outcome: 'deferred' });
  const downUntil = new Map<string, number>();
  const warned = new Set<string>();

  async function frame(url: string, site: SiteManifest, remote: Remote | null, outcome: 'degraded' | 'refused', client: string, formSubmission?: FormSubmission): Promise<ServerRender> {
    const boot: BootData = { site, remote: null, hydrate: false, ...(formSubmission ? { formSubmission } : {}) };
    // Made for this request alone: within the client's share.
    const release = budget.take(client);
    if (!release) return deferred(site);
    try {
      const { html, styles } = await renderShell(url, site, {}, { formSubmission });
      // A shell page (404, test pages) and a refusal are complete; a remote's page renders in the browser.
      const complete = !remote || outcome === 'refused';
      return { html, styles, boot: { ...boot, hydrate: complete }, outcome: remote ? outcome : 'rendered' };
    } catch (err) {
      log.warn({ err, url }, 'server render of the page frame failed; the page renders in the browser');
      return { html: '', styles: '', boot, outcome: 'failed' };
    } finally {
      release();
    }
  }

  /**
   * `url` is the path with the query the page reads (pageQuery.ts): a GET form's answer (the ROI
   * calculator's results, the locator's list) is in the HTML. Such pages, the answers to a posted
   * form and private pages are rendered for the request alone, within the client's share, and
   * not kept (endless variations would evict the plain pages; a private page shows one visitor's
   * data as it is now); a client over its share gets the plain page as kept, or the template.
   */
  async function renderRemotePage(url: string, site: SiteManifest, remote: Remote, client: string, formSubmission?: FormSubmission, privatePage = false): Promise<ServerRender> {
    const started = Date.now();
    const forRequest = url.includes('?') || formSubmission !== undefined || privatePage;
    const release = forRequest ? budget.take(client) : undefined;
    if (forRequest && !release) return (privatePage || formSubmission ? undefined : keptCopy(url, site)) ?? deferred(site);
    try {
      // A page may embed another remote's module (the process page embeds marketing's ContactBlock).
      getFederation().registerAll(site.remotes.filter((r) => isCompatible(r, PLATFORM_VERSION)).map((r) => ({ name: r.name, serverEntry: serverEntry(r) })));
      const { version, Routes } = await withTimeout(loadRemote(remote), settings.timeoutMs, `loading ${remote.name}`);
      const render = { url, site, remote, Routes, formSubmission, deadline: started + settings.timeoutMs, version, client };
      if (forRequest) return await renderNow(render);
      // The composed site is part of the page (menus, boot data): a remote's new menu entry is a new page.
      const key = cacheKey(url, site);
      const hit = cache.get(key);
      if (hit?.version === version) return { ...hit.page, boot: { ...hit.page.boot, site }, outcome: 'hit' };
      return (await cache.fetch(key, { context: render, forceRefresh: true }))!.page;
    } finally {
      release?.();
    }
  }

  async function renderNow({ url, site, remote, Routes, formSubmission, deadline, client }: PageRender): Promise<ServerRender> {
    const abort = new AbortController();
    const left = Math.max(deadline - Date.now(), 50);
    const preloaded: PreloadedRemotes = { [remote.name]: Routes };
    // The render's questions to the API end with it: an answer later than the render's bound is none.
    const serverFetch = (apiPath: string) => withTimeout(askApi(apiPath, client), Math.max(deadline - Date.now(), 1), `asking ${apiPath}`).catch(() => null);
    const rendered = await withTimeout(renderShell(url, site, preloaded, { signal: abort.signal, formSubmission, serverFetch }), left, `rendering ${url}`).catch((err) => {
      abort.abort();
      throw err;
    });
    if (rendered.errors.length) {
      // A lazy chunk failed inside a Suspense boundary: React rendered that part for the client.
      // Do not keep such a page; drop the remote's container so a poisoned React.lazy goes too.
      getFederation().forget(remote.name);
      throw rendered.errors[0];
    }
    const boot: BootData = { site, remote: remote.name, hydrate: true, ...(formSubmission ? { formSubmission } : {}) };
    return { html: rendered.html, styles: rendered.styles, boot, outcome: 'rendered' };
  }

  return {
    serverEntry,
    /**
     * Loads every compatible remote that owns a public page, so the first visitor after a start
     * is not the one who pays for fetching and evaluating the server entries. Failures only log.
     */
    async warmUp(site: SiteManifest): Promise<void> {
      await Promise.all(
        site.remotes
          .filter((r) => r.pages.some((p) => p.index) && isCompatible(r, PLATFORM_VERSION))
          // Bounded: a load whose fetch timed out can leave the runtime's promise pending for good,
          // and the server is ready (GET /ready) only once this settles. A remote not warmed is
          // loaded by its first visitor's render, as after a redeploy.
          .map((r) =>
            withTimeout(loadRemote(r), settings.timeoutMs * LOAD_BOUND_FACTOR, `warming up ${r.name}`).catch((err) =>
              log.warn({ err: String(err), remote: r.name }, 'could not warm up a remote for server rendering'),
            ),
          ),
      );
    },
    /** `client`: who asked (their IP), whose share of renders a render made for them alone comes from. */
    async render(url: string, site: SiteManifest, match: PageMatch | undefined, formSubmission?: FormSubmission, client = ''): Promise<ServerRender> {
      const remote = match?.remote ?? null;
      // Only the query the page reads is rendered (and keyed): `?junk=N` is the page itself.
      const pageUrl = match ? renderedUrl(url, match.page.path) : url;
      if (remote && !isCompatible(remote, PLATFORM_VERSION)) {
        if (!warned.has(`${remote.name}@${remote.version}`)) {
          warned.add(`${remote.name}@${remote.version}`);
          log.warn({ remote: remote.name, version: remote.version, requires: remote.contract, provides: PLATFORM_VERSION }, 'refusing a remote built against another platform (contract) version; its pages show "being updated"');
        }
        return frame(pageUrl, site, remote, 'refused', client, formSubmission);
      }
      // Public pages, and private ones (a secret link's page), are rendered whole; admin pages are not.
      if (!remote || !(match?.page.index || match?.page.private)) return frame(pageUrl, site, remote, 'degraded', client, formSubmission);
      // A remote that cannot render now: its page as last rendered (its form included), else the frame.
      const unrendered = () => (formSubmission ? undefined : keptCopy(pageUrl, site)) ?? frame(pageUrl, site, remote, 'degraded', client, formSubmission);
      if ((downUntil.get(remote.name) ?? 0) > Date.now()) return unrendered();
      try {
        return await renderRemotePage(pageUrl, site, remote, client, formSubmission, match.page.private !== undefined);
      } catch (err) {
        downUntil.set(remote.name, Date.now() + settings.retryAfterMs);
        log.warn({ err: String(err), remote: remote.name, url }, 'server render through the remote failed; the page renders in the browser');
        return unrendered();
      }
    },
  };
}

export type ServerRenderer = ReturnType<typeof createServerRenderer>;
