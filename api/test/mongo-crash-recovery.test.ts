// A new lead's writes on the MongoDB adapter (MONGODB_URI: FerretDB in CI), with the process
// "killed" between each pair of them: the write after the step fails, as a crash would leave it,
// then the outbox worker's next poll runs. Whatever step failed: the lead is stored once, its
// status link opens it before any e-mail can be claimed, and each e-mail is in the outbox once.
import { SAMPLE_SHORT_LEAD } from '@powernest/domain';
import { mongoServer, useMongoStore } from './support/mongo-server';

const mongoUri = process.env.MONGODB_URI;

const mails = [
  { kind: 'admin-notification' as const, to: 'ops@powernest.example', templateParams: {} },
  { kind: 'applicant-confirmation' as const, to: 'dana@bluedoor.example', templateParams: {} },
];

if (mongoUri) {
  describe(`a new lead on ${mongoServer.server}, the process killed between its writes`, () => {
    const mongo = useMongoStore(mongoUri, 'powernest_crash');
    afterEach(() => jest.restoreAllMocks());

    const crashes: [string, () => void][] = [
      ['after the lead (with its e-mails and link) was inserted, before its link was copied', () => jest.spyOn(mongo().applicationLinks.model, 'updateOne').mockRejectedValueOnce(new Error('killed'))],
      ['after its link was copied, before its e-mails were', () => jest.spyOn(mongo().outbox.model, 'bulkWrite').mockRejectedValueOnce(new Error('killed'))],
      ['after its e-mails were copied, before they were removed from the lead', () => jest.spyOn(mongo().leads.model, 'updateOne').mockRejectedValueOnce(new Error('killed'))],
    ];

    it.each(crashes)('killed %s: the next poll finishes the step, nothing twice and no dead link', async (_when, crash) => {
      const link = { tokenHash: `hash-${Math.random()}`, expiresAt: new Date(Date.now() + 86_400_000), createdAt: new Date() };
      crash();
      await expect(mongo().leads.create(SAMPLE_SHORT_LEAD, mails, link)).rejects.toThrow('killed');
      jest.restoreAllMocks();

      const claimed = await mongo().outbox.claimDue(new Date(Date.now() + 1000), 10);
      const [lead] = (await mongo().leads.search({ sort: '-createdAt', limit: 10 })).items;
      expect((await mongo().leads.search({ sort: '-createdAt', limit: 10 })).total).toBe(1);
      // The link the e-mails carry opens the lead.
      expect(await mongo().applicationLinks.find(link.tokenHash, new Date())).toMatchObject({ leadId: lead!.id });
      // Each e-mail once, for this lead, whichever poll copied it.
      const all = await mongo().outbox.list({ leadId: lead!.id });
      expect(all.map((m) => m.kind).sort()).toEqual(['admin-notification', 'applicant-confirmation']);
      expect(claimed.map((m) => m.kind).sort()).toEqual(['admin-notification', 'applicant-confirmation']);
      // A second poll finds nothing more to relay or send.
      await mongo().leads.relay();
      expect(await mongo().outbox.list({ leadId: lead!.id })).toHaveLength(2);
      expect(await mongo().leads.model.countDocuments({ pendingOutbox: { $exists: true } } as never)).toBe(0);
    });
  });
} else {
  describe.skip('a new lead, the process killed between its writes (not run: MONGODB_URI is not set)', () => {
    it('needs MONGODB_URI', () => {});
  });
}
