// The promise card's counters on the MongoDB adapter (issue #45; promise-counters.ts), with
// MONGODB_URI (FerretDB in CI): each change of a lead reaches them once, also when the process is
// "killed" between the lead's write and theirs (the worker's poll finishes it a minute later), and
// the migration builds the same counters from the leads. The card's answers themselves are the
// store contract's (lead-promises.contract.ts), on both stores.
import { HOUR_MS, SAMPLE_SHORT_LEAD } from '@powernest/domain';
import type { Lead } from '../src/store';
import type { MongoPromiseCounters } from '../src/store/mongo/promise-counters';
import { up as buildCounters } from '../src/store/mongo/migrations/20261208000020-promise-counters';
import { trusted } from '../src/store/mongo/connection';
import { mongoServer, useMongoStore } from './support/mongo-server';

const mongoUri = process.env.MONGODB_URI;

if (mongoUri) {
  describe(`the promise card's counters on ${mongoServer.server}`, () => {
    const mongo = useMongoStore(mongoUri, 'powernest_promise_counters');
    afterEach(() => jest.restoreAllMocks());

    const counters = () => (mongo().leads as unknown as { promiseCounters: MongoPromiseCounters }).promiseCounters;
    const leftOnLeads = () => mongo().leads.model.countDocuments({ pendingTalliesAt: trusted({ $exists: true }) });
    /** Three leads: one called, one qualified (a site visit owed), one left alone; the card from their UTC day (its counters alone), a day and a half on. */
    const threeLeads = async () => {
      const made: Lead[] = [];
      for (let i = 0; i < 3; i++) made.push((await mongo().leads.create(SAMPLE_SHORT_LEAD, [])).lead);
      const since = new Date(`${made[0]!.createdAt.toISOString().slice(0, 10)}T00:00:00Z`);
      const now = new Date(made[0]!.createdAt.getTime() + 36 * HOUR_MS);
      return { made, card: () => mongo().leads.promiseTallies(since, now), at: (hours: number) => new Date(made[0]!.createdAt.getTime() + hours * HOUR_MS) };
    };
    const expected = { contact: { kept: 2, broken: 1, open: 0 }, review: { kept: 1, broken: 0, open: 2 }, siteVisit: { kept: 0, broken: 0, open: 1 } };

    it('each change is applied by its own write: nothing is left on the leads; the migration builds the same counters from the leads, again the same', async () => {
      const { made, card, at } = await threeLeads();
      await mongo().leads.update(made[0]!.id, 0, { status: 'contacted', by: 'sam' }, at(2));
      await mongo().leads.update(made[1]!.id, 0, { status: 'qualified', by: 'ana' }, at(3));
      expect(await card()).toEqual(expected);
      expect(await leftOnLeads()).toBe(0);
      await buildCounters(mongo().connection.db!);
      expect(await card()).toEqual(expected);
      await buildCounters(mongo().connection.db!);
      expect(await card()).toEqual(expected);
    });

    it('killed after the lead was changed, before its counters were: the change stands, and the poll a minute later adds it, once', async () => {
      const { made, card, at } = await threeLeads();
      await mongo().leads.update(made[0]!.id, 0, { status: 'contacted', by: 'sam' }, at(2));
      jest.spyOn(counters(), 'apply').mockRejectedValueOnce(new Error('killed'));
      expect(await mongo().leads.update(made[1]!.id, 0, { status: 'qualified', by: 'ana' }, at(3))).toMatchObject({ outcome: 'updated' });
      expect((await card()).siteVisit).toEqual({ kept: 0, broken: 0, open: 0 });
      // A change not a minute old is its own write's: the poll leaves it.
      await mongo().leads.relay();
      expect(await leftOnLeads()).toBe(1);
      const later = Date.now() + 61_000;
      jest.spyOn(Date, 'now').mockReturnValue(later);
      await mongo().leads.relay();
      await mongo().leads.relay();
      expect(await leftOnLeads()).toBe(0);
      expect(await card()).toEqual(expected);
    });

    it('killed after the counters were changed, before the change left the lead: the poll finds it marked and adds nothing twice', async () => {
      const { made, card, at } = await threeLeads();
      await mongo().leads.update(made[0]!.id, 0, { status: 'contacted', by: 'sam' }, at(2));
      jest.spyOn(mongo().leads.model, 'updateOne').mockRejectedValueOnce(new Error('killed'));
      expect(await mongo().leads.update(made[1]!.id, 0, { status: 'qualified', by: 'ana' }, at(3))).toMatchObject({ outcome: 'updated' });
      jest.restoreAllMocks();
      expect(await leftOnLeads()).toBe(1);
      jest.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
      await mongo().leads.relay();
      expect(await leftOnLeads()).toBe(0);
      expect(await card()).toEqual(expected);
    });
  });
} else {
  describe.skip('the promise card\'s counters (not run: MONGODB_URI is not set)', () => {
    it('needs MONGODB_URI', () => {});
  });
}
