import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REMOTES, SITE_ROUTES, buildRemotesManifest, findRoute, type RemoteFolder } from '@powernest/domain';
import { cacheControlFor } from './cacheHeaders';
import { createPageRenderer } from './pageHtml';
import { pageSecurityHeaders } from './securityHeaders';
import { registerTileProxy } from './tileProxy';
import { createPreloadHints } from './ssr/preloadHints';
import { createServerRenderer, DEFAULT_SSR_SETTINGS, type ServerRenderer } from './ssr/serverRenderer';

export interface SiteOptions {
  /** The built app whose index.html carries the pages (the shell, or one remote alone). */
  pagesDist: string;
  /** Remote builds served under /remotes/<folder>/ (none when a remote runs alone). */
  remoteDists?: Partial<Record<RemoteFolder, string>>;
  /** Paths answered with a page; everything else gets the 404 page. Default: the whole route table. */
  pagePaths?: string[];
  /** REMOTE_MF_*_URL overrides, SITE_ORIGIN, SSR=off and the SSR_* settings. */
  env?: NodeJS.ProcessEnv;
  /** Extra origins the browser may call (e.g. map tile servers). */
  extraConnectSources?: string[];
}

function originOf(request: FastifyRequest, env: NodeJS.ProcessEnv): string {
  return env.SITE_ORIGIN?.replace(/\/$/, '') || `${request.protocol}://${request.host}`;
}

/**
 * Adds the website to a Fastify instance that already carries the API: per-route HTML with
 * its <head>, the 404 page with status 404, static builds with cache headers, /remotes.json.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const env = options.env ?? process.env;
  const manifest = buildRemotesManifest(Object.fromEntries(REMOTES.map((r) => [r.envVar, env[r.envVar]])));
  const security = pageSecurityHeaders(
    manifest.remotes.map((r) => r.entry),
    options.extraConnectSources,
  );
  const renderPage = createPageRenderer(options.pagesDist);
  const pagePaths = new Set(options.pagePaths ?? SITE_ROUTES.map((r) => r.path));
  // The whole site renders pages on the server; a remote running alone (QA) does not.
  const ssr = options.remoteDists && env.SSR !== 'off' ? siteRenderer(app, manifest.remotes, env) : undefined;
  // Once listening (same-origin remotes are served by this very server), load the remotes.
  if (ssr) app.addHook('onListen', () => void ssr.warmUp());
  const hints = createPreloadHints(options.pagesDist, { timeoutMs: DEFAULT_SSR_SETTINGS.timeoutMs, ttlMs: DEFAULT_SSR_SETTINGS.revalidateMs });

  /** Preload hints for a page the server rendered: the host's core and the rendering remote's entry and routes. */
  const preloadFor = async (rendered: Awaited<ReturnType<ServerRenderer['render']>> | undefined): Promise<string> => {
    if (!ssr || !rendered?.html) return '';
    const remote = rendered.boot.hydrate ? manifest.remotes.find((r) => r.name === rendered.boot.remote) : undefined;
    return hints.forPage(remote ? { name: remote.name, browserEntry: remote.entry, serverEntry: ssr.serverEntry(remote) } : null);
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, found: boolean) => {
    const pathname = request.url.split('?')[0];
    const rendered = await ssr?.render(pathname);
    const html = renderPage(found ? findRoute(pathname) : undefined, pathname, originOf(request, env), rendered, await preloadFor(rendered));
    return reply
      .code(found ? 200 : 404)
      .headers({ ...security, 'cache-control': 'no-cache', 'x-ssr': rendered?.outcome ?? 'off' })
      .type('text/html; charset=utf-8')
      .send(html);
  };

  // Compressed pages and scripts (in the root scope: the API has its own compression).
  await app.register(fastifyCompress, { global: true, threshold: 1024 });

  // The partner locator's base map, through this origin (the map works alone too: QA).
  registerTileProxy(app);

  // Crawlers may read every page (noindex pages must be fetched to be seen as noindex); the API is not for them.
  app.get('/robots.txt', async (_request, reply) =>
    reply.headers({ 'cache-control': 'public, max-age=3600' }).type('text/plain; charset=utf-8').send('User-agent: *\nAllow: /\nDisallow: /api/\n'),
  );

  // Only the whole site has other remotes to offer; a remote running alone has none.
  if (options.remoteDists) {
    app.get('/remotes.json', async (_request, reply) => reply.headers({ 'cache-control': 'no-cache' }).send(manifest));
  }

  for (const pagePath of pagePaths) {
    const handler = (request: FastifyRequest, reply: FastifyReply) => sendPage(request, reply, true);
    app.get(pagePath, handler);
    if (pagePath !== '/') app.get(`${pagePath}/`, handler);
  }

  const staticHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', cacheControlFor(filePath));
    reply.header('x-content-type-options', 'nosniff');
    // Remotes may be loaded by a shell on another origin (a team's own deployment).
    reply.header('access-control-allow-origin', '*');
  };

  for (const [folder, dir] of Object.entries(options.remoteDists ?? {})) {
    await app.register(fastifyStatic, {
      root: path.resolve(dir),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      setHeaders: staticHeaders,
    });
  }
  await app.register(fastifyStatic, {
    root: path.resolve(options.pagesDist),
    prefix: '/',
    decorateReply: false,
    index: false,
    // index.html is only ever served through renderPage, with its <head> filled in.
    allowedPath: (pathName) => !pathName.endsWith('index.html'),
    setHeaders: staticHeaders,
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.code(404).send({ success: false, error: 'Not found' });
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/remotes/') &&
      !path.extname(request.url.split('?')[0]);
    if (wantsPage) return sendPage(request, reply, false);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

/** A non-negative whole number from the environment, or the default. */
function envMs(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name]);
  return env[name] !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback;
}

function siteRenderer(app: FastifyInstance, remotes: ReturnType<typeof buildRemotesManifest>['remotes'], env: NodeJS.ProcessEnv): ServerRenderer {
  // A same-origin remote is fetched from this very server, over loopback, as a browser would.
  const selfOrigin = () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') return env.SITE_ORIGIN ?? 'http://127.0.0.1';
    const host = ['::', '0.0.0.0'].includes(address.address) ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
    return `http://${host}:${address.port}`;
  };
  const serverEntries = Object.fromEntries(REMOTES.filter((r) => env[r.serverEnvVar]).map((r) => [r.scope, env[r.serverEnvVar] as string]));
  return createServerRenderer(
    remotes,
    selfOrigin,
    {
      timeoutMs: envMs(env, 'SSR_TIMEOUT_MS', DEFAULT_SSR_SETTINGS.timeoutMs),
      revalidateMs: envMs(env, 'SSR_REVALIDATE_MS', DEFAULT_SSR_SETTINGS.revalidateMs),
      retryAfterMs: envMs(env, 'SSR_RETRY_AFTER_MS', DEFAULT_SSR_SETTINGS.retryAfterMs),
      cacheEntries: envMs(env, 'SSR_CACHE_ENTRIES', DEFAULT_SSR_SETTINGS.cacheEntries),
      cacheTtlMs: DEFAULT_SSR_SETTINGS.cacheTtlMs,
    },
    app.log,
    serverEntries,
  );
}
