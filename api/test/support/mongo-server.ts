import type { MongoStore } from '../../src/store/mongo';
import { MONGODB_FEATURES, type ServerFeatures } from '../../src/store/mongo/server-features';

/** The server MONGODB_URI points at, as mongo-server.globalSetup.ts found it (MongoDB when unknown). */
export const mongoServer: ServerFeatures = JSON.parse(process.env.MONGODB_SERVER_FEATURES ?? 'null') ?? MONGODB_FEATURES;


/**
 * The MongoDB adapter on MONGODB_URI for one test file: a database of its own (named `prefix`,
 * the time and the process), emptied before each test with its indexes kept, dropped at the end.
 * Call inside a describe; the getter answers the open store.
 */
export function useMongoStore(uri: string, prefix: string): () => MongoStore {
  let store: MongoStore;
  beforeAll(async () => {
    const { openMongoStore } = await import('../../src/store/mongo');
    store = await openMongoStore(uri, { dbName: `${prefix}_${Date.now()}_${process.pid}` });
  }, 30_000);
  beforeEach(async () => {
    for (const collection of await store.connection.db!.collections()) await collection.deleteMany({});
  });
  afterAll(async () => {
    await store?.connection.dropDatabase();
    await store?.close();
  });
  return () => store;
}
