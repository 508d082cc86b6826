import { DAY_MS, HOUR_MS, NO_PROMISE_DUE, SAMPLE_SHORT_LEAD, type LeadSearch } from '@powernest/domain';
import type { Lead, NewLead } from '../ports';
import { nextMillisecond, type GetStore } from './types';

const lead: NewLead = { ...SAMPLE_SHORT_LEAD };

/** The offer's promises kept on each lead (issue #45): made on arrival, kept by the team's status moves, sorted, filtered and tallied. */
export function leadPromiseStoreContract(store: GetStore): void {
  describe('LeadStore promises (issue #45)', () => {
    it('makes a new lead the call and review promises; a team member moving it to contacted keeps the call, by name', async () => {
      const { lead: stored } = await store().leads.create(lead, []);
      const arrived = stored.createdAt.getTime();
      expect(stored.promises).toEqual({
        contact: { startedAt: stored.createdAt, dueAt: new Date(arrived + 24 * HOUR_MS) },
        review: { startedAt: stored.createdAt, dueAt: new Date(arrived + 48 * HOUR_MS) },
      });
      expect(stored.promiseDueAt).toEqual(new Date(arrived + 24 * HOUR_MS));
      expect(await store().leads.get(stored.id)).toEqual(stored);

      const at = new Date(arrived + 3 * HOUR_MS);
      const moved = await store().leads.update(stored.id, 0, { status: 'contacted', by: 'sam' }, at);
      expect(moved).toMatchObject({ outcome: 'updated', lead: { promises: { contact: { keptAt: at, keptBy: 'sam' } }, promiseDueAt: new Date(arrived + 48 * HOUR_MS) } });
      expect((await store().leads.get(stored.id))!.promises!.contact).toEqual({ startedAt: stored.createdAt, dueAt: new Date(arrived + 24 * HOUR_MS), keptAt: at, keptBy: 'sam' });
    });

    it('keeps nothing for a move without a team member (the applicant booking), and refuses a stale version', async () => {
      const { lead: stored } = await store().leads.create(lead, []);
      await store().leads.update(stored.id, 0, { status: 'site_visit_scheduled' }, new Date());
      expect(await store().leads.update(stored.id, 0, { status: 'contacted', by: 'sam' }, new Date())).toMatchObject({ outcome: 'conflict' });
      const read = (await store().leads.get(stored.id))!;
      expect(read.promises!.contact!.keptAt).toBeUndefined();
      expect(read.promiseDueAt).toEqual(read.promises!.contact!.dueAt);
    });

    it('a visit marked held keeps the site visit, by name, with when and by whom on the lead; the version moves on', async () => {
      const { lead: stored } = await store().leads.create(lead, []);
      const arrived = stored.createdAt.getTime();
      const at = (hours: number) => new Date(arrived + hours * HOUR_MS);
      await store().leads.update(stored.id, 0, { status: 'qualified', by: 'sam' }, at(5));
      const held = await store().leads.update(stored.id, 1, { visitHeld: true, by: 'ana' }, at(100));
      expect(held).toMatchObject({ outcome: 'updated', lead: { version: 2, visitHeldAt: at(100), visitHeldBy: 'ana', promiseDueAt: NO_PROMISE_DUE } });
      const read = (await store().leads.get(stored.id))!;
      expect(read.promises!.siteVisit).toEqual({ startedAt: at(5), dueAt: at(5 + 14 * 24), keptAt: at(100), keptBy: 'ana' });
      expect(read).toMatchObject({ status: 'qualified', visitHeldAt: at(100), visitHeldBy: 'ana' });
      // On an older version: refused, nothing kept twice.
      expect(await store().leads.update(stored.id, 1, { visitHeld: true, by: 'lee' }, at(101))).toMatchObject({ outcome: 'conflict', lead: { visitHeldBy: 'ana' } });
    });

    it('a message of the team, sent, keeps the call in writing, by name; the review stays owed, the status and the first contact untouched', async () => {
      const { lead: stored } = await store().leads.create(lead, []);
      const arrived = stored.createdAt.getTime();
      const at = new Date(arrived + 2 * HOUR_MS);
      const written = await store().leads.update(stored.id, 0, { messageSent: true, by: 'lee' }, at);
      expect(written).toMatchObject({ outcome: 'updated', lead: { version: 1, status: 'new', promiseDueAt: new Date(arrived + 48 * HOUR_MS) } });
      const read = (await store().leads.get(stored.id))!;
      expect(read.promises!.contact).toEqual({ startedAt: stored.createdAt, dueAt: new Date(arrived + 24 * HOUR_MS), keptAt: at, keptBy: 'lee', keptWith: 'message' });
      expect(read.firstContactedAt).toBeUndefined();
      // The call that follows keeps nothing more: the promise stays as the message kept it.
      await store().leads.update(stored.id, 1, { status: 'contacted', by: 'sam' }, new Date(arrived + 5 * HOUR_MS));
      expect((await store().leads.get(stored.id))!.promises!.contact).toEqual(read.promises!.contact);
    });

    it('a duplicate owes nothing more: it sorts last', async () => {
      const { lead: stored } = await store().leads.create(lead, []);
      const closed = await store().leads.update(stored.id, 0, { status: 'duplicate', by: 'sam' }, new Date());
      expect(closed).toMatchObject({ outcome: 'updated', lead: { promiseDueAt: NO_PROMISE_DUE } });
    });

    it('sorts by time left and filters the leads at risk or broken, on the clock passed', async () => {
      const made = [];
      for (const name of ['First', 'Second', 'Third']) {
        made.push((await store().leads.create({ ...lead, businessName: name }, [])).lead);
        await nextMillisecond();
      }
      // Second is called: its next promise is the review, due a day after the others' call.
      await store().leads.update(made[1]!.id, 0, { status: 'contacted', by: 'ana' }, new Date(made[1]!.createdAt.getTime() + HOUR_MS));
      const names = async (search: Partial<LeadSearch>) => (await store().leads.search({ sort: 'promiseDueAt', limit: 25, ...search })).items.map((l) => l.businessName);
      expect(await names({})).toEqual(['First', 'Third', 'Second']);
      expect(await names({ sort: '-promiseDueAt' })).toEqual(['Second', 'Third', 'First']);
      const page = await store().leads.search({ sort: 'promiseDueAt', limit: 1 });
      const next = await store().leads.search({ sort: 'promiseDueAt', limit: 1, position: { direction: 'next', key: page.next! } });
      expect(next.items.map((l) => l.businessName)).toEqual(['Third']);

      const first = made[0]!.createdAt.getTime();
      const at = (hours: number) => new Date(first + hours * HOUR_MS);
      expect(await names({ promise: { kind: 'at-risk', now: at(10) } })).toEqual([]);
      expect(await names({ promise: { kind: 'at-risk', now: at(21) } })).toEqual(['First', 'Third']);
      expect(await names({ promise: { kind: 'broken', now: at(25) } })).toEqual(['First', 'Third']);
      expect(await names({ promise: { kind: 'broken', now: at(49) } })).toEqual(['First', 'Third', 'Second']);
      expect((await store().leads.search({ sort: '-createdAt', limit: 25, promise: { kind: 'at-risk', now: at(21) } })).total).toBe(2);
    });

    it('tallies the promises of the leads since a time: kept, broken and open at the moment asked', async () => {
      const { lead: kept } = await store().leads.create(lead, []);
      const { lead: late } = await store().leads.create(lead, []);
      const { lead: alone } = await store().leads.create(lead, []);
      await store().leads.create(lead, []).then(({ lead: dup }) => store().leads.update(dup.id, 0, { status: 'duplicate', by: 'sam' }, new Date()));
      await store().leads.update(kept.id, 0, { status: 'contacted', by: 'sam' }, new Date(kept.createdAt.getTime() + 3 * HOUR_MS));
      await store().leads.update(late.id, 0, { status: 'qualified', by: 'ana' }, new Date(late.createdAt.getTime() + 30 * HOUR_MS));
      const now = new Date(alone.createdAt.getTime() + 36 * HOUR_MS);
      const tallies = await store().leads.promiseTallies(new Date(kept.createdAt.getTime() - 1000), now);
      expect(tallies).toEqual({
        contact: { kept: 1, broken: 2, open: 0 },
        review: { kept: 1, broken: 0, open: 2 },
        siteVisit: { kept: 0, broken: 0, open: 1 },
      });
      const none = await store().leads.promiseTallies(new Date(alone.createdAt.getTime() + 1000), now);
      expect(none.contact).toEqual({ kept: 0, broken: 0, open: 0 });
    });

    // The card's window starts at any instant: the same answers whether it starts at a lead's own
    // millisecond, at the UTC midnight before it or half a day earlier, and either side of a due
    // time (what any way of keeping the card, read whole or counted per day, must answer).
    const midnight = (at: Date) => new Date(`${at.toISOString().slice(0, 10)}T00:00:00Z`);
    const windowsFrom = (first: Lead) => [first.createdAt, midnight(first.createdAt), new Date(midnight(first.createdAt).getTime() - 12 * HOUR_MS)];
    const card = (since: Date, now: Date) => store().leads.promiseTallies(since, now);
    const tally = (kept: number, broken: number, open: number) => ({ kept, broken, open });

    it('the card: new leads owe the call and the review, open until due and broken after, the window starting on a partial or a whole day', async () => {
      const { lead: a } = await store().leads.create(lead, []);
      await nextMillisecond();
      const { lead: b } = await store().leads.create(lead, []);
      const callDue = (l: Lead) => l.promises!.contact!.dueAt.getTime();
      for (const since of windowsFrom(a)) {
        expect(await card(since, a.createdAt)).toEqual({ contact: tally(0, 0, 2), review: tally(0, 0, 2), siteVisit: tally(0, 0, 0) });
        // One millisecond past the first call's due time: broken; the second's not yet due (due is not late).
        expect((await card(since, new Date(callDue(a) + 1))).contact).toEqual(tally(0, 1, 1));
        expect((await card(since, new Date(callDue(b)))).contact).toEqual(tally(0, 1, 1));
        expect((await card(since, new Date(callDue(b) + 1))).contact).toEqual(tally(0, 2, 0));
        expect(await card(since, new Date(a.createdAt.getTime() + 3 * DAY_MS))).toEqual({ contact: tally(0, 2, 0), review: tally(0, 2, 0), siteVisit: tally(0, 0, 0) });
      }
      // From the second lead's very millisecond: it alone; one later: none.
      expect((await card(b.createdAt, b.createdAt)).contact).toEqual(tally(0, 0, 1));
      expect((await card(new Date(b.createdAt.getTime() + 1), b.createdAt)).contact).toEqual(tally(0, 0, 0));
    });

    it('the card follows every change of a lead: kept, kept late, closed, the visit held, the applicant\'s own move, a reopening, a stale change', async () => {
      const made: Lead[] = [];
      for (let i = 0; i < 6; i++) {
        made.push((await store().leads.create(lead, [])).lead);
        await nextMillisecond();
      }
      const [kept, late, lost, duplicate, applicant, qualified] = made as [Lead, Lead, Lead, Lead, Lead, Lead];
      const at = (l: Lead, hours: number) => new Date(l.createdAt.getTime() + hours * HOUR_MS);
      const update = async (l: Lead, version: number, changes: Parameters<ReturnType<typeof store>['leads']['update']>[2], hours: number) =>
        expect(await store().leads.update(l.id, version, changes, at(l, hours))).toMatchObject({ outcome: 'updated' });
      await update(kept, 0, { status: 'contacted', by: 'sam' }, 3);
      await update(late, 0, { status: 'qualified', by: 'ana' }, 30);
      await update(late, 1, { visitHeld: true, by: 'lee' }, 34);
      await update(lost, 0, { status: 'lost', by: 'sam' }, 10);
      await update(duplicate, 0, { status: 'duplicate', by: 'sam' }, 1);
      await update(duplicate, 1, { status: 'new', by: 'sam' }, 2);
      await update(applicant, 0, { status: 'site_visit_scheduled' }, 2);
      await update(qualified, 0, { status: 'qualified', by: 'sam' }, 5);
      // Refused (the lead moved on): counts nothing.
      expect(await store().leads.update(kept.id, 0, { status: 'qualified', by: 'sam' }, at(kept, 4))).toMatchObject({ outcome: 'conflict' });
      // Not a promise's change (an assignment): counts nothing either.
      await update(qualified, 1, { assignedTo: 'sam' }, 6);

      const soon = at(qualified, 36);
      const later = at(qualified, 20 * 24);
      for (const since of windowsFrom(kept)) {
        expect(await card(since, soon)).toEqual({ contact: tally(2, 2, 0), review: tally(3, 0, 2), siteVisit: tally(1, 0, 1) });
        expect(await card(since, later)).toEqual({ contact: tally(2, 2, 0), review: tally(3, 2, 0), siteVisit: tally(1, 1, 0) });
      }
      // The window from the late lead on: the four after it.
      expect(await card(late.createdAt, soon)).toEqual({ contact: tally(1, 2, 0), review: tally(3, 0, 1), siteVisit: tally(1, 0, 1) });
    });
  });
}
