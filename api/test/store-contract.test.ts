// Runs the store contract (api/src/store/contract) on the memory adapter always, and on MongoDB
// when MONGODB_URI is set (a fresh database per run, dropped afterwards): MongoDB, or FerretDB in CI
// (.ci/run). The same tests on both: where FerretDB lacks a feature (nearest first without
// $geoNear) the adapter does it another way (docs/production-store.md).
import { storeContract } from '../src/store/contract';
import { createMemoryStore } from '../src/store/memory';
import type { Store } from '../src/store';
import { mongoServer, useMongoStore } from './support/mongo-server';

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
    // A database of its own, emptied before each test with its indexes kept (unique, TTL, 2dsphere).
    const mongo = useMongoStore(mongoUri, 'powernest_contract');
    it('is the server the globalSetup found (or the skips below would be wrong)', () => {
      expect(mongo().features).toEqual(mongoServer);
    });
    storeContract(mongo);
  });
} else {
  console.log('Store contract: the MongoDB leg was NOT run (MONGODB_URI is not set); only the memory store was checked.');
  describe.skip('mongo store (not run: MONGODB_URI is not set)', () => {
    it('needs MONGODB_URI', () => {});
  });
}
