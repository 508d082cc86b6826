import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, loadConfig } from '@powernest/api';
import { discoverRemotes } from '@powernest/domain/workspace';
import { pageViewSinkOver } from '@powernest/api/page-view-sink';
import { createApiProxy } from './apiProxy';
import { registerSite } from './registerSite';
import { readSiteSettings, type SiteSettings } from './siteSettings';

const root = path.resolve(__dirname, '..', '..');
export const distOf = (folder: string) => path.join(root, folder, 'dist');

/**
 * The API, then the site on top. With API_URL set (docker-compose) the API runs as its own
 * service and this process proxies /api and /auth to it; otherwise the API runs in-process.
 */
async function apiInstance(env: NodeJS.ProcessEnv, settings: SiteSettings): Promise<FastifyInstance> {
  if (!settings.api) return buildApp(loadConfig(env));
  const proxy = await createApiProxy(settings.api, settings.trustProxy, env.LOG_LEVEL);
  // The API service takes this server's page-view batches signed with a key from the JWT_SECRET both have (issue #45).
  const secret = env.JWT_SECRET?.trim();
  if (secret) proxy.decorate('pageViewSink', pageViewSinkOver(settings.api.url, secret, settings.api.timeoutMs));
  return proxy;
}

/** The whole site: shell pages, every remote under /remotes/<folder>/, /remotes.json, the API. */
export async function createSiteServer(env: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  // First: a bad setting stops the server before the API opens its store.
  const settings = readSiteSettings(env);
  const app = await apiInstance(env, settings);
  await registerSite(app, {
    pagesDist: distOf('shell'),
    remotes: discoverRemotes(root).map((r) => ({ folder: r.folder, dist: distOf(r.folder) })),
    env,
  });
  return app;
}

/** One remote alone at the site root with the API in-process: what its team and QA run. */
export async function createStandaloneServer(folder: string, env: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  const settings = readSiteSettings(env);
  const app = await apiInstance(env, settings);
  await registerSite(app, {
    pagesDist: distOf(folder),
    standalone: folder,
    env,
  });
  return app;
}
