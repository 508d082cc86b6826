import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_ROUTES_MODULE } from '@powernest/domain';
import { fetchOk } from './boundedFetchPlugin';
import type { ScriptsAfterPaint } from './scriptsAfterPaint';

type Hints = Pick<ScriptsAfterPaint, 'preload' | 'fetch'>;

/** The part of an mf-manifest.json the hints read. */
interface MfManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  shared?: Array<{ name: string; assets?: { js?: { sync?: string[] } } }>;
  exposes?: Array<{ path: string; assets?: { js?: { sync?: string[] } } }>;
}

// What every page needs before it can hydrate: React, its DOM renderer and Emotion (whose chunk
// also holds MUI's styling core); the host's manifest says which files hold them. Only packages
// whose listed files every page really runs (an e2e test checks): a preload nobody uses is
// waste, and Chromium warns about it. Not the router: its manifest entry lists two copies of one
// small chunk (the host's provided copy and its consume fallback), of which only one ever runs.
const HOST_PACKAGES = new Set(['react', 'react-dom/client', '@emotion/react', '@emotion/cache']);

function hostScripts(hostDist: string): string[] {
  const file = path.join(hostDist, 'mf-manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as MfManifest;
  const files = (manifest.shared ?? []).filter((s) => HOST_PACKAGES.has(s.name)).flatMap((s) => s.assets?.js?.sync ?? []);
  return [...new Set(files)].map((f) => `/${f}`);
}

/**
 * Preloads for a server-rendered page: the host's core chunks and, for the remote that rendered
 * the page, its manifest, remoteEntry.js and the chunks of its ./Routes, read from the remote's
 * own mf-manifest.json. The browser then fetches them in parallel (once the page has painted,
 * scriptsAfterPaint.ts) instead of discovering them one round trip at a time.
 */
export function createPreloadHints(hostDist: string, { timeoutMs, ttlMs }: { timeoutMs: number; ttlMs: number }) {
  const host = hostScripts(hostDist);
  const remoteLinks = new Map<string, { at: number; links: Promise<Hints> }>();

  async function readRemote(browserEntry: string, serverEntry: string): Promise<Hints> {
    // The manifest sits beside the server build's folder; the browser's URLs come from its entry.
    const manifestUrl = new URL('../mf-manifest.json', serverEntry).href;
    const manifest = (await (await fetchOk(manifestUrl, timeoutMs)).json()) as MfManifest;
    const base = browserEntry.slice(0, browserEntry.lastIndexOf('/') + 1);
    const entry = manifest.metaData?.remoteEntry;
    const routes = manifest.exposes?.find((e) => e.path === REMOTE_ROUTES_MODULE)?.assets?.js?.sync ?? [];
    const files = [`${entry?.path ?? ''}${entry?.name ?? 'remoteEntry.js'}`, ...routes];
    // The runtime reads the manifest with fetch() (CORS mode): its hint must say so to be used.
    return { preload: files.map((f) => base + f), fetch: [browserEntry] };
  }

  return {
    /** The hints for a page; a remote whose manifest cannot be read simply gets none. */
    async forPage(remote: { name: string; browserEntry: string; serverEntry: string } | null): Promise<Hints> {
      if (!remote) return { preload: host, fetch: [] };
      let cached = remoteLinks.get(remote.name);
      if (!cached || Date.now() - cached.at > ttlMs) {
        cached = { at: Date.now(), links: readRemote(remote.browserEntry, remote.serverEntry).catch(() => ({ preload: [], fetch: [] })) };
        remoteLinks.set(remote.name, cached);
      }
      const links = await cached.links;
      return { preload: [...host, ...links.preload], fetch: links.fetch };
    },
  };
}
