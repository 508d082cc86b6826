import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../helper';

/**
 * The stores a whole-app test runs on: the memory store, and with MONGODB_URI the MongoDB adapter
 * (FerretDB in CI) on a database of its own, named `prefix` (use with describe.each).
 */
export function bothStores(prefix: string): [string, NodeJS.ProcessEnv][] {
  const stores: [string, NodeJS.ProcessEnv][] = [['the memory store', {}]];
  const uri = process.env.MONGODB_URI;
  if (uri) {
    const url = new URL(uri);
    url.pathname = `/${prefix}_${Date.now()}_${process.pid}`;
    stores.push(['the MongoDB adapter', { STORE: 'mongo', MONGODB_URI: url.toString() }]);
  }
  return stores;
}

/** One app for the describe block, on `env`'s store; its MongoDB database dropped at the end. */
export function useAppOn(env: NodeJS.ProcessEnv, ready: (app: FastifyInstance) => Promise<void> = async () => {}): () => FastifyInstance {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp(env);
    await ready(app);
  }, 30_000);
  afterAll(async () => {
    if (app.store.kind === 'mongo') await (app.store as unknown as { connection: { dropDatabase(): Promise<void> } }).connection.dropDatabase();
    await app.close();
  });
  return () => app;
}
