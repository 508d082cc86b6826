import type { MongoStore } from '../../src/store/mongo';
import { MONGODB_FEATURES, type ServerFeatures } from '../../src/store/mongo/server-features';

/** The server MONGODB_URI points at, as mongo-server.globalSetup.ts found it (MongoDB when unknown). */
export const mongoServer: ServerFeatures = JSON.parse(process.env.MONGODB_SERVER_FEATURES ?? 'null') ?? MONGODB_FEATURES;


/** The commands that can leave documents in a collection (bulk writes are sent as these). */
const WRITES = new Set(['insert', 'update', 'findAndModify']);

/**
 * The MongoDB adapter on MONGODB_URI for one test file: a database of its own (named `prefix`,
 * the time and the process), emptied before each test with its indexes kept, dropped at the end.
 * Only the collections written since the last emptying are emptied (the client's command
 * monitoring names them): a test writes to a few of some twenty, and on FerretDB each delete
 * costs a command, one at a time. Call inside a describe; the getter answers the open store.
 */
export function useMongoStore(uri: string, prefix: string): () => MongoStore {
  let store: MongoStore;
  const written = new Set<string>();
  beforeAll(async () => {
    const { openMongoStore } = await import('../../src/store/mongo');
    const monitored = new URL(uri);
    monitored.searchParams.set('monitorCommands', 'true');
    store = await openMongoStore(monitored.toString(), { dbName: `${prefix}_${Date.now()}_${process.pid}` });
    store.connection.getClient().on('commandStarted', (event) => {
      if (WRITES.has(event.commandName)) written.add(String(event.command[event.commandName]));
    });
  }, 30_000);
  beforeEach(async () => {
    for (const name of [...written]) await store.connection.db!.collection(name).deleteMany({});
    written.clear();
  });
  afterAll(async () => {
    await store?.connection.dropDatabase();
    await store?.close();
  });
  return () => store;
}
