// Runs the store contract (api/src/store/contract) on the memory adapter always, and on MongoDB
// when MONGODB_URI is set (a fresh database per run, dropped afterwards): MongoDB, or FerretDB in CI
// (.ci/run), where what FerretDB lacks is skipped with the reason in the test's name.
import { storeContract } from '../src/store/contract';
import { createMemoryStore } from '../src/store/memory';
import type { MongoStore } from '../src/store/mongo';
import type { Store } from '../src/store';
import { mongoLacks, mongoServer } from './support/mongo-server';

describe('memory store', () => {
  let store: Store;
  beforeEach(() => {
    store = createMemoryStore();
  });
  storeContract(() => store);
});

const mongoUri = process.env.MONGODB_URI;

if (mongoUri) {
  describe(`mongo store (${mongoServer.server})`, () => {
    let store: MongoStore;
    beforeAll(async () => {
      const { openMongoStore } = await import('../src/store/mongo');
      store = await openMongoStore(mongoUri, { dbName: `powernest_contract_${Date.now()}_${process.pid}` });
      // The globalSetup's answer and the store's own must agree, or the skips would be wrong.
      expect(store.features).toEqual(mongoServer);
    }, 30_000);
    beforeEach(async () => {
      // Empty every collection but keep the indexes (unique, TTL, 2dsphere) the contract relies on.
      for (const collection of await store.connection.db!.collections()) await collection.deleteMany({});
    });
    afterAll(async () => {
      await store?.connection.dropDatabase();
      await store?.close();
    });
    storeContract(() => store, { lacks: mongoLacks });
  });
} else {
  console.log('Store contract: the MongoDB leg was NOT run (MONGODB_URI is not set); only the memory store was checked.');
  describe.skip('mongo store (not run: MONGODB_URI is not set)', () => {
    it('needs MONGODB_URI', () => {});
  });
}
