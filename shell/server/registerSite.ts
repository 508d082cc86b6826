import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import { COMPRESSION_OPTIONS } from '@powernest/api/compression';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PLATFORM_VERSION, type FormSubmission } from '@powernest/shared-ui';
import {
  DEFAULT_LANGUAGE,
  defaultRemoteEntry,
  findPage,
  languagesOfPage,
  pagePathParams,
  pathInLanguage,
  remoteServerUrlEnvVar,
  remoteUrlEnvVar,
  scopeOf,
  splitLanguage,
  type PageMatch,
  NOT_FOUND_BODY,
  isApiPath,
  healthEndpoint,
  pathOf,
  sourceKeyOf,
} from '@powernest/domain';
import { SHELL_PAGES } from '../src/pages/shellPages';
import { cacheControlFor } from './cacheHeaders';
import { registerEveryAnswer } from './everyAnswer';
import { registerFormPosts } from './forms/formPosts';
import { createSentNotices } from './forms/sentNotice';
import { languageSuggestion, registerLanguageSwitch } from './languageSwitch';
import { createPageRenderer } from './pageHtml';
import { pageSecurityHeaders } from './securityHeaders';
import { envMs, readSiteSettings } from './siteSettings';
import { registerTileProxy } from './tileProxy';
import { createRemoteCatalog, type RemoteLocation } from './site/remoteCatalog';
import { renderSitemap } from './site/sitemap';
import { createPreloadHints } from './ssr/preloadHints';
import { createServerRenderer, DEFAULT_SSR_SETTINGS, type AskApi, type ServerRenderer } from './ssr/serverRenderer';
import type {} from '@powernest/api/page-view-sink';
import { countsAsView } from './visits/countsAsView';
import { createPageViewCounter, type PageViewCounter } from './visits/pageViewCounter';
import { ownHostOf, visitSourceOf } from './visits/visitSource';

export interface SiteOptions {
  /** The built app whose index.html carries the pages (the shell, or one remote alone). */
  pagesDist: string;
  /**
   * The remotes the site is composed of. `dist`: served by this server under
   * /remotes/<folder>/ (the same-origin default); REMOTE_<FOLDER>_URL points elsewhere.
   */
  remotes?: Array<{ folder: string; dist?: string }>;
  /** One remote alone at the site root (its team's and QA's server): its own pages only. */
  standalone?: string;
  /** REMOTE_*_URL overrides, SSR=off, the SSR_* settings and the site's own (readSiteSettings: SITE_ORIGIN, NODE_ENV). */
  env?: NodeJS.ProcessEnv;
  /** Extra origins the browser may call (e.g. map tile servers). */
  extraConnectSources?: string[];
}

/** Where each remote lives, as the browser reaches it. */
function remoteLocations(options: SiteOptions, env: NodeJS.ProcessEnv): RemoteLocation[] {
  if (options.standalone) return [{ name: scopeOf(options.standalone), folder: options.standalone, entry: '/mf-manifest.json' }];
  return (options.remotes ?? []).map(({ folder }) => ({ name: scopeOf(folder), folder, entry: env[remoteUrlEnvVar(folder)] || defaultRemoteEntry(folder) }));
}

/** How long the site keeps a remote's page manifest before asking again (a redeploy shows up within it). */
const PAGE_MANIFEST_TTL_MS = 5000;

/**
 * A private page's link parameter as the API makes it (api/src/application/status-link.ts:
 * 32 random bytes, base64url without padding).
 */
const SECRET_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The file a build-time compressed copy (<file>.br, <file>.gz: app-config/webpack/precompress.ts) stands for. */
const uncompressedName = (file: string) => file.replace(/\.(br|gz)$/, '');

/**
 * Adds the website to a Fastify instance that already carries the API: pages composed from the
 * remotes' page manifests (each with its <head>, server-rendered where it is public), the 404
 * page with status 404, static builds with cache headers, /remotes.json and sitemap.xml.
 */
export async function registerSite(app: FastifyInstance, options: SiteOptions): Promise<void> {
  const env = options.env ?? process.env;
  const settings = readSiteSettings(env);
  // Absolute URLs (canonical, Open Graph, JSON-LD, sitemap) never come from a request's Host
  // header: SITE_ORIGIN, or outside production this server's own address.
  const ownOrigin = () => selfOrigin(app, settings.origin);
  const publicOrigin = () => settings.origin ?? ownOrigin();
  const locations = remoteLocations(options, env);
  const security = pageSecurityHeaders(locations.map((r) => r.entry), {
    extraConnect: options.extraConnectSources,
    production: settings.production,
  });
  const renderPage = createPageRenderer(options.pagesDist);
  const catalog = createRemoteCatalog(locations, {
    origin: ownOrigin,
    timeoutMs: DEFAULT_SSR_SETTINGS.timeoutMs,
    ttlMs: envMs(env, 'SITE_MANIFEST_TTL_MS', PAGE_MANIFEST_TTL_MS),
    hostContract: PLATFORM_VERSION,
    log: app.log,
  });
  const wholeSite = !options.standalone;
  // The whole site renders pages on the server; a remote running alone (QA) does not.
  /**
   * An API path asked as the visitor (`client`: their address), in this process (the API, or the
   * proxy to its service, is registered on this server): the API's limits count it as theirs, and
   * nothing goes back out to this server's own port.
   */
  const askApi: AskApi = async (url, client) => {
    const res = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' }, remoteAddress: client });
    let body: unknown = null;
    try {
      body = res.json();
    } catch {
      // Not JSON (a proxy's HTML error page): the status alone says what happened.
    }
    return { status: res.statusCode, body };
  };
  const ssr = wholeSite && env.SSR !== 'off' ? siteRenderer(app, env, ownOrigin, askApi) : undefined;
  // Once listening (same-origin remotes are served by this very server), load the remotes; the
  // server is ready (GET /ready) when that is done, so its first visitors get rendered pages.
  let warm = !ssr;
  if (ssr)
    app.addHook('onListen', () => {
      void catalog
        .site()
        .then((site) => ssr.warmUp(site))
        .catch((err: unknown) => app.log.warn({ err: String(err) }, 'could not read the remotes to warm up server rendering'))
        .finally(() => (warm = true));
    });
  /**
   * Readiness, for a load balancer or an orchestrator (and the test servers): 200 once server
   * rendering is warmed up and the API's health answers 200, else 503. Liveness is /api/health.
   */
  app.get('/ready', async (_request, reply) => {
    const api = await app.inject({ method: healthEndpoint.method, url: pathOf(healthEndpoint) });
    const ready = warm && api.statusCode === 200;
    return reply
      .code(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ ready, serverRendering: warm ? 'warm' : 'warming up', api: api.statusCode === 200 ? 'ok' : 'unavailable' });
  });
  const hints = createPreloadHints(options.pagesDist, { timeoutMs: DEFAULT_SSR_SETTINGS.timeoutMs, ttlMs: DEFAULT_SSR_SETTINGS.revalidateMs });

  /**
   * How a page the server rendered loads its scripts: the host's core and the rendering remote's
   * entry and routes; a page hydrated on interaction only the host's, run on that interaction.
   */
  const scriptsFor = async (rendered: Awaited<ReturnType<ServerRenderer['render']>> | undefined, match: PageMatch | undefined) => {
    if (!ssr || !rendered?.html) return undefined;
    const onInteraction = rendered.boot.hydrate && match?.page.hydration === 'interaction';
    const wanted = rendered.boot.hydrate && match?.remote?.name === rendered.boot.remote && !onInteraction;
    const remote = wanted ? match.remote : undefined;
    const links = await hints.forPage(remote ? { name: remote.name, browserEntry: remote.entry, serverEntry: ssr.serverEntry(remote) } : null);
    return { ...links, start: onInteraction ? ('interaction' as const) : ('paint' as const) };
  };

  /** The status of a private page's API path (its `:params` filled), asked as the visitor. */
  const statusOf = async (request: FastifyRequest, apiPath: string, params: Record<string, string>): Promise<number> => {
    const url = apiPath.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
    return (await askApi(url, request.ip)).status;
  };

  // Where visits come from and how many pages they read (issue #45): counted here, sent in batches.
  const pageViews = wholeSite ? pageViewCounterFor(app, env) : undefined;
  // A link from one of the site's own pages is reading on, not arriving: its public origin, this server, the Host asked for.
  const ownHostsFor = (request: FastifyRequest) => [settings.origin, ownOrigin(), request.headers.host].flatMap((host) => ownHostOf(host) ?? []);

  // The notice of a form post the API took, shown by the page the post redirected to (sentNotice.ts).
  const notices = ssr ? createSentNotices({ secure: settings.production, key: settings.noticeKey }) : undefined;

  /**
   * A page, rendered for its path and query (a GET form's answer is part of it), or answering a
   * posted form at once (`posted`: its messages, a wizard's next step) or after its redirect.
   */
  const sendPage = async (request: FastifyRequest, reply: FastifyReply, posted?: { submission: FormSubmission; status: number }) => {
    const [pathname, query] = request.url.split(/\?(.*)/s) as [string, string | undefined];
    // After a post the API took (303 here): the page with its notice, once.
    const sent = posted ? undefined : notices?.take(request, reply, pathname);
    const answering = posted ?? (sent && { submission: sent, status: 200 });
    // The language is the path's prefix (/es/about); the page is found by the rest.
    const { language, path } = splitLanguage(pathname);
    const site = await catalog.site();
    const match = findPage(site.remotes, wholeSite ? SHELL_PAGES : [], path);
    if (answering && !match) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    // A page not (or no longer) offered in this language: its English page, never a half-translated one.
    if (match && language !== DEFAULT_LANGUAGE && !languagesOfPage(match.page).includes(language)) {
      return reply.redirect(`${pathInLanguage(path, DEFAULT_LANGUAGE)}${query ? `?${query}` : ''}`, 302);
    }
    const privatePage = match?.page.private;
    const linkParams = privatePage && match ? (pagePathParams(match.page.path, path) ?? {}) : {};
    // A secret link that is not one (not a token as the API makes them) is answered 404 at once,
    // neither rendered nor asked of the API: made-up links cost nothing (issue #40). The browser
    // renders the page (its "this link does not work" and the form for a new one).
    const madeUp = privatePage !== undefined && !Object.values(linkParams).every((value) => SECRET_LINK_TOKEN.test(value));
    const [rendered, privateStatus] = madeUp
      ? [undefined, 404]
      : await Promise.all([
          ssr?.render(answering ? pathname : request.url, site, match, answering?.submission, request.ip),
          privatePage?.statusFrom ? statusOf(request, privatePage.statusFrom, linkParams) : undefined,
        ]);
    const suggestion = match && !answering ? languageSuggestion(request, language, path, languagesOfPage(match.page)) : '';
    const showsErrors = answering?.submission.outcome === 'invalid' || answering?.submission.outcome === 'refused';
    const html = renderPage(match?.page, path, publicOrigin(), rendered, await scriptsFor(rendered, match), language, suggestion, showsErrors);
    // A public page notes the visit's source (a cookie) and counts as a view; never a private page (its path is a secret link).
    if (pageViews && match?.page.index && !privatePage && !answering) {
      const { source, setCookie } = visitSourceOf(request, { landingPage: match.page.path, ownHosts: ownHostsFor(request), secure: settings.production });
      if (setCookie) reply.header('set-cookie', setCookie);
      if (countsAsView(request)) pageViews.count({ page: match.page.path, language, ...sourceKeyOf(source) });
    }
    return reply
      .code(answering?.status ?? (privateStatus === 404 ? 404 : match ? 200 : 404))
      // The answer to a form holds what the visitor typed, a private page one visitor's data: never kept by a cache.
      .headers({ 'cache-control': answering || privatePage ? 'no-store' : 'no-cache', 'x-ssr': rendered?.outcome ?? 'off', vary: 'accept-language, cookie' })
      // A private page's link is its key: not sent on to other sites, not indexed.
      .headers(privatePage ? { 'referrer-policy': 'no-referrer', 'x-robots-tag': 'noindex' } : {})
      .type('text/html; charset=utf-8')
      .send(html);
  };


  // Protections, a cache-control and the site's own error answers on everything below (everyAnswer.ts).
  registerEveryAnswer(app, security);

  // Compressed pages and scripts (in the root scope: the API has its own compression).
  await app.register(fastifyCompress, { global: true, ...COMPRESSION_OPTIONS });

  // The public pages' forms work as plain HTML forms too (ARCHITECTURE "Progressive enhancement").
  if (ssr && notices) await registerFormPosts(app, (request, reply, submission, status) => sendPage(request, reply, { submission, status }), notices);

  // The partner locator's base map, through this origin (the map works alone too: QA), and
  // the layers' run-time configuration (MAP_TILE_LAYERS) for the browser.
  registerTileProxy(app, { layers: settings.tileLayers });

  // The language switcher's links work without JavaScript: remember the choice, show the page in it.
  if (wholeSite) registerLanguageSwitch(app, { secure: settings.production });

  // Crawlers may read every page (noindex pages must be fetched to be seen as noindex); the API is not for them.
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .headers({ 'cache-control': 'public, max-age=3600' })
      .type('text/plain; charset=utf-8')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n${wholeSite ? `\nSitemap: ${publicOrigin()}/sitemap.xml\n` : ''}`),
  );

  // Only the whole site has other remotes to offer; a remote running alone has none.
  if (wholeSite) {
    app.get('/remotes.json', async (_request, reply) => reply.headers({ 'cache-control': 'no-cache' }).send(await catalog.site()));
    app.get('/sitemap.xml', async (_request, reply) =>
      reply.headers({ 'cache-control': 'public, max-age=300' }).type('application/xml; charset=utf-8').send(renderSitemap(await catalog.site(), publicOrigin())),
    );
  }

  const staticHeaders = (reply: FastifyReply, sentPath: string) => {
    const filePath = uncompressedName(sentPath);
    reply.header('cache-control', cacheControlFor(filePath));
    // Remotes may be loaded by a shell on another origin (a team's own deployment).
    reply.header('access-control-allow-origin', '*');
  };

  for (const { folder, dist } of options.remotes ?? []) {
    if (!dist) continue;
    await app.register(fastifyStatic, {
      root: path.resolve(dist),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      preCompressed: true,
      setHeaders: staticHeaders,
    });
  }
  await app.register(fastifyStatic, {
    root: path.resolve(options.pagesDist),
    prefix: '/',
    decorateReply: false,
    index: false,
    // index.html is only ever served through renderPage, with its <head> filled in (its .br or .gz neither).
    allowedPath: (pathName) => !uncompressedName(pathName).endsWith('index.html'),
    // Scripts as the build compressed them (app-config/webpack/precompress.ts), else compressed here.
    preCompressed: true,
    setHeaders: staticHeaders,
  });

  // The home page is a directory to the static files below; it is a page.
  app.get('/', (request, reply) => sendPage(request, reply));

  // Pages are whatever the remotes' manifests say today, so every page request comes here.
  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url)) return reply.code(404).send(NOT_FOUND_BODY);
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/remotes/') &&
      !path.extname(request.url.split('?')[0]);
    if (wantsPage) return sendPage(request, reply);
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

/** How often the page views counted in memory are sent to the API. */
const PAGE_VIEWS_FLUSH_MS = 10_000;

/**
 * The page-view counter, sending its batches to the API's store in this process, or to the API
 * service (createServer.ts); none when neither is there (an API this server cannot sign for).
 */
function pageViewCounterFor(app: FastifyInstance, env: NodeJS.ProcessEnv): PageViewCounter | undefined {
  const sink = app.pageViewSink;
  if (!sink) {
    app.log.warn('page views are not counted: no API to send them to (with API_URL, set JWT_SECRET)');
    return undefined;
  }
  const counter = createPageViewCounter({ flushMs: envMs(env, 'PAGE_VIEWS_FLUSH_MS', PAGE_VIEWS_FLUSH_MS), log: app.log, send: sink });
  // Before the store closes: what was counted since the last batch is sent.
  app.addHook('preClose', () => counter.close());
  return counter;
}

/** This server's own address: a same-origin remote is fetched from it over loopback, as a browser would. */
function selfOrigin(app: FastifyInstance, notListening = 'http://127.0.0.1'): string {
  const address = app.server.address();
  if (!address || typeof address === 'string') return notListening;
  const host = ['::', '0.0.0.0'].includes(address.address) ? '127.0.0.1' : address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

function siteRenderer(app: FastifyInstance, env: NodeJS.ProcessEnv, ownOrigin: () => string, askApi: AskApi): ServerRenderer {
  // Where the site server reaches a remote's server build, when not beside its browser build.
  const serverEntryFor = (folder: string) => env[remoteServerUrlEnvVar(folder)];
  return createServerRenderer(
    ownOrigin,
    {
      timeoutMs: envMs(env, 'SSR_TIMEOUT_MS', DEFAULT_SSR_SETTINGS.timeoutMs),
      revalidateMs: envMs(env, 'SSR_REVALIDATE_MS', DEFAULT_SSR_SETTINGS.revalidateMs),
      retryAfterMs: envMs(env, 'SSR_RETRY_AFTER_MS', DEFAULT_SSR_SETTINGS.retryAfterMs),
      cacheEntries: envMs(env, 'SSR_CACHE_ENTRIES', DEFAULT_SSR_SETTINGS.cacheEntries),
      cacheTtlMs: DEFAULT_SSR_SETTINGS.cacheTtlMs,
      uncachedRenders: DEFAULT_SSR_SETTINGS.uncachedRenders,
    },
    app.log,
    askApi,
    serverEntryFor,
  );
}
