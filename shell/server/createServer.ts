import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import httpProxy from '@fastify/http-proxy';
import { buildApp, loadConfig } from '@powernest/api';
import { discoverRemotes } from '../../tooling/webpack/apps';
import { registerSite } from './registerSite';

const root = path.resolve(__dirname, '..', '..');
export const distOf = (folder: string) => path.join(root, folder, 'dist');

/**
 * The API, then the site on top. With API_URL set (docker-compose) the API runs as its own
 * service and this process proxies /api and /auth to it; otherwise the API runs in-process.
 */
async function apiInstance(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
  if (!env.API_URL) return buildApp(loadConfig(env));
  const app = Fastify({ logger: { level: env.LOG_LEVEL ?? 'info' } });
  await app.register(httpProxy, { upstream: env.API_URL, prefix: '/api', rewritePrefix: '/api' });
  await app.register(httpProxy, { upstream: env.API_URL, prefix: '/auth', rewritePrefix: '/auth' });
  return app;
}

/** The whole site: shell pages, every remote under /remotes/<folder>/, /remotes.json, the API. */
export async function createSiteServer(env: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  const app = await apiInstance(env);
  await registerSite(app, {
    pagesDist: distOf('shell'),
    remotes: discoverRemotes().map((r) => ({ folder: r.folder, dist: distOf(r.folder) })),
    env,
  });
  return app;
}

/** One remote alone at the site root with the API in-process: what its team and QA run. */
export async function createStandaloneServer(folder: string, env: NodeJS.ProcessEnv = process.env): Promise<FastifyInstance> {
  const app = await apiInstance(env);
  await registerSite(app, {
    pagesDist: distOf(folder),
    standalone: folder,
    env,
  });
  return app;
}
