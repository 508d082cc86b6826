// The migrations and the index sync as `npm run migrate` runs them, on a real server (MONGODB_URI:
// FerretDB in CI), against a database filled the way older versions stored it: up, down to the
// start, up again. Without MONGODB_URI this file only says it was not run.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { MongoClient, type Db } from 'mongodb';
import { openMongoStore } from '../src/store/mongo';
import { indexesOf } from '../src/store/mongo/indexes';
import { mongoServer } from './support/mongo-server';

const run = promisify(execFile);
const mongoUri = process.env.MONGODB_URI;
const TSX = path.join(__dirname, '../../node_modules/.bin/tsx');

/** `npm run migrate -w api -- <args>` against `url`. */
const migrate = (url: string, ...args: string[]) => run(TSX, [path.join(__dirname, '../src/migrate.ts'), ...args], { env: { ...process.env, MONGODB_URI: url }, cwd: path.join(__dirname, '..') });

/** Leads, visits and waiting-list entries as the version before issue #42 stored them. */
async function fillAsBefore(db: Db): Promise<void> {
  const at = (day: number) => new Date(Date.UTC(2026, 10, day, 15));
  await db.collection('leads').insertMany([
    { _id: 1, businessName: 'Zulu Café', contactPerson: 'Ana Ruiz', email: 'ana@zulu.example', phone: '5125550101', location: 'Austin, TX', businessType: 'restaurant', status: 'new', createdAt: at(1), version: 0 },
    { _id: 2, businessName: 'alpha books', contactPerson: 'Bo Li', email: 'bo@alpha.example', phone: '5125550102', location: 'Dallas, TX', businessType: 'retail', status: 'contacted', createdAt: at(2), version: 1 },
  ] as never[]);
  await db.collection('visits').insertMany([
    { _id: 'v1', leadId: 1, start: at(20), end: at(20), timeZone: 'America/Chicago', status: 'booked', sequence: 0, statusBefore: 'new', createdAt: at(3), updatedAt: at(3) },
    { _id: 'v2', leadId: 2, start: at(20), end: at(20), timeZone: 'America/Chicago', status: 'booked', sequence: 0, statusBefore: 'contacted', createdAt: at(4), updatedAt: at(4) },
  ] as never[]);
  await db.collection('visit_slots').insertOne({ _id: at(20), booked: 2 } as never);
  await db.collection('waiting_list').insertMany([
    { _id: 'w1', email: 'Kim@Example.com', area: 'Boise, ID', priorityScore: 1, status: 'waiting', createdAt: at(5) },
    { _id: 'w2', email: 'kim@example.com', area: 'Boise, ID', priorityScore: 1, status: 'waiting', createdAt: at(6) },
    { _id: 'w3', email: 'kim@example.com', area: 'Reno, NV', priorityScore: 1, status: 'waiting', createdAt: at(7) },
  ] as never[]);
}

if (mongoUri) {
  describe(`npm run migrate on ${mongoServer.server}`, () => {
    const dbName = `powernest_migrate_${Date.now()}_${process.pid}`;
    const url = new URL(mongoUri);
    url.pathname = `/${dbName}`;
    let client: MongoClient;
    let db: Db;
    beforeAll(async () => {
      client = await MongoClient.connect(mongoUri);
      db = client.db(dbName);
      await fillAsBefore(db);
    });
    afterAll(async () => {
      await db?.dropDatabase();
      await client?.close();
    });

    it('fills what the new code reads, builds the declared indexes, undoes it all, and does it again', async () => {
      await migrate(url.toString());
      const leads = await db.collection('leads').find({}, { sort: { _id: 1 } }).toArray();
      expect(leads.map((l) => [l.businessNameKey, l.locationKey])).toEqual([['zulu cafe', 'austin, tx'], ['alpha books', 'dallas, tx']]);
      expect(leads.every((l) => Array.isArray(l.searchWords) && Array.isArray(l.matchKeys))).toBe(true);
      const visits = await db.collection('visits').find({}, { sort: { _id: 1 } }).toArray();
      expect(visits.map((v) => [v.seat, v.bookedLead])).toEqual([['2026-11-20T15:00:00.000Z#0', 1], ['2026-11-20T15:00:00.000Z#1', 2]]);
      expect(await db.listCollections({ name: 'visit_slots' }).toArray()).toEqual([]);
      // The same visitor twice in one area: the older entry stays.
      expect((await db.collection('waiting_list').find({}, { sort: { _id: 1 } }).toArray()).map((e) => [e._id, e.emailKey])).toEqual([['w1', 'kim@example.com'], ['w3', 'kim@example.com']]);

      // Every declared index is there (what a production start checks), and the store works on it.
      const store = await openMongoStore(url.toString(), { indexes: 'check' });
      try {
        expect((await store.leads.search({ sort: 'businessName', limit: 10 })).items.map((l) => l.id)).toEqual([2, 1]);
        expect((await store.visits.book({ id: 'v-after-migration', leadId: 3, start: visits[0]!.start, end: visits[0]!.end, timeZone: 'America/Chicago', statusBefore: 'new' }, 2, new Date(), { at: new Date(), audit: { id: 'a', userId: 'u', userRole: 'admin', action: 'lead.visit.booked', resourceType: 'lead' }, emailIds: [], heldEmailIds: [], dropOtherReminders: false })).outcome).toBe('full');
        expect(indexesOf(store.connection).length).toBeGreaterThan(0);
      } finally {
        await store.close();
      }

      const { stdout: second } = await migrate(url.toString());
      expect(second).toContain('Nothing to migrate.');

      await migrate(url.toString(), 'down', '--all');
      expect(await db.collection('changelog').countDocuments()).toBe(0);
      expect((await db.collection('leads').find({}).toArray()).map((l) => [l.businessNameKey, l.searchWords])).toEqual([[undefined, undefined], [undefined, undefined]]);
      expect(await db.collection('visit_slots').find({}).toArray()).toEqual([{ _id: visits[0]!.start, booked: 2 }]);
      expect((await db.collection('visits').find({}).toArray()).map((v) => v.seat)).toEqual([undefined, undefined]);

      await migrate(url.toString());
      expect((await db.collection('leads').find({}, { sort: { _id: 1 } }).toArray()).map((l) => l.businessNameKey)).toEqual(['zulu cafe', 'alpha books']);
    }, 120_000);

    it('a production start refuses a database whose indexes `npm run migrate` has not built', async () => {
      const empty = new URL(url.toString());
      empty.pathname = `/${dbName}_empty`;
      await expect(openMongoStore(empty.toString(), { indexes: 'check' })).rejects.toThrow(/lacks \d+ index\(es\) \(.*\): run `npm run migrate -w api`/);
      await client.db(`${dbName}_empty`).dropDatabase();
    });

    it('lets one migration run at a time: a second is refused while the first holds the lock', async () => {
      await db.collection('migration_lock').insertOne({ _id: 'migrations', holder: 'other-host:1', since: new Date(), until: new Date(Date.now() + 60_000) } as never);
      await expect(migrate(url.toString())).rejects.toMatchObject({ stderr: expect.stringContaining('Another migration is running (other-host:1') });
      // A lock its holder stopped renewing (it died) is taken over.
      await db.collection('migration_lock').updateOne({ _id: 'migrations' } as never, { $set: { until: new Date(Date.now() - 1000) } });
      const { stdout } = await migrate(url.toString());
      expect(stdout).toContain('Nothing to migrate.');
      expect(await db.collection('migration_lock').countDocuments()).toBe(0);
    }, 60_000);
  });
} else {
  describe.skip('npm run migrate on a real server (not run: MONGODB_URI is not set)', () => {
    it('needs MONGODB_URI', () => {});
  });
}
