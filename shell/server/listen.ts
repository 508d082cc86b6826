import { healthEndpoint, pathOf } from '@powernest/domain';
import type { FastifyInstance } from 'fastify';

/** Listens, says where and how data is stored, and closes cleanly on SIGINT/SIGTERM. */
export async function listenAndReport(app: FastifyInstance, what: string, env: NodeJS.ProcessEnv = process.env) {
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '0.0.0.0';
  // Handlers first: a signal that arrives before its handler kills the process outright (a
  // supervisor may stop it the moment it reports ready).
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal} received, closing…`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port, host });
  const health = await app.inject({ method: healthEndpoint.method, url: pathOf(healthEndpoint) });
  const store = health.statusCode === 200 ? (health.json() as { store?: string }).store : 'unknown';
  // With the API as a service of its own (the site proxies to it: apiProxy.ts), the health answer is its.
  const storeNote = store === 'memory' ? 'data: in-memory store (lost on restart; set MONGODB_URI to keep it)' : `data: ${store}`;
  console.log(`\n  ${what} is running at http://localhost:${port}\n  ${storeNote}\n`);

}
