// A new lead's writes on the MongoDB adapter (MONGODB_URI: FerretDB in CI), with the process
// "killed" between each pair of them: the write after the step fails, as a crash would leave it,
// then the outbox worker's next poll runs. Whatever step failed: the lead is stored once, its
// status link opens it before any e-mail can be claimed, and each e-mail is in the outbox once.
import { SAMPLE_SHORT_LEAD } from '@powernest/domain';
import type { MongoStore } from '../src/store/mongo';
import { mongoServer } from './support/mongo-server';

const mongoUri = process.env.MONGODB_URI;

const mails = [
  { kind: 'admin-notification' as const, to: 'ops@powernest.example', templateParams: {} },
  { kind: 'applicant-confirmation' as const, to: 'dana@bluedoor.example', templateParams: {} },
];

if (mongoUri) {
  describe(`a new lead on ${mongoServer.server}, the process killed between its writes`, () => {
    let store: MongoStore;
    beforeAll(async () => {
      const { openMongoStore } = await import('../src/store/mongo');
      store = await openMongoStore(mongoUri, { dbName: `powernest_crash_${Date.now()}_${process.pid}` });
    }, 30_000);
    beforeEach(async () => {
      for (const collection of await store.connection.db!.collections()) await collection.deleteMany({});
    });
    afterEach(() => jest.restoreAllMocks());
    afterAll(async () => {
      await store?.connection.dropDatabase();
      await store?.close();
    });

    const crashes: [string, () => void][] = [
      ['after the lead (with its e-mails and link) was inserted, before its link was copied', () => jest.spyOn(store.applicationLinks.model, 'updateOne').mockRejectedValueOnce(new Error('killed'))],
      ['after its link was copied, before its e-mails were', () => jest.spyOn(store.outbox.model, 'bulkWrite').mockRejectedValueOnce(new Error('killed'))],
      ['after its e-mails were copied, before they were removed from the lead', () => jest.spyOn(store.leads.model, 'updateOne').mockRejectedValueOnce(new Error('killed'))],
    ];

    it.each(crashes)('killed %s: the next poll finishes the step, nothing twice and no dead link', async (_when, crash) => {
      const link = { tokenHash: `hash-${Math.random()}`, expiresAt: new Date(Date.now() + 86_400_000), createdAt: new Date() };
      crash();
      await expect(store.leads.create(SAMPLE_SHORT_LEAD, mails, link)).rejects.toThrow('killed');
      jest.restoreAllMocks();

      const claimed = await store.outbox.claimDue(new Date(Date.now() + 1000), 10);
      const [lead] = (await store.leads.search({ sort: '-createdAt', limit: 10 })).items;
      expect((await store.leads.search({ sort: '-createdAt', limit: 10 })).total).toBe(1);
      // The link the e-mails carry opens the lead.
      expect(await store.applicationLinks.find(link.tokenHash, new Date())).toMatchObject({ leadId: lead!.id });
      // Each e-mail once, for this lead, whichever poll copied it.
      const all = await store.outbox.list({ leadId: lead!.id });
      expect(all.map((m) => m.kind).sort()).toEqual(['admin-notification', 'applicant-confirmation']);
      expect(claimed.map((m) => m.kind).sort()).toEqual(['admin-notification', 'applicant-confirmation']);
      // A second poll finds nothing more to relay or send.
      await store.leads.relay();
      expect(await store.outbox.list({ leadId: lead!.id })).toHaveLength(2);
      expect(await store.leads.model.countDocuments({ pendingOutbox: { $exists: true } } as never)).toBe(0);
    });
  });
} else {
  describe.skip('a new lead, the process killed between its writes (not run: MONGODB_URI is not set)', () => {
    it('needs MONGODB_URI', () => {});
  });
}
