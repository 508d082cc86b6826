import type { NewLead, NewOutboxMessage } from '../ports';
import { nextMillisecond, type GetStore } from './types';
import { LEAD_SORTS, SAMPLE_SHORT_LEAD, type LeadSearch } from '@powernest/domain';

const lead: NewLead = { ...SAMPLE_SHORT_LEAD };
const mails: NewOutboxMessage[] = [
  { kind: 'admin-notification', to: 'ops@powernest.example', templateParams: { business_name: 'Blue Door Café' } },
  { kind: 'applicant-confirmation', to: 'dana@bluedoor.example', templateParams: { to_name: 'Dana Reyes' } },
];

export function leadStoreContract(store: GetStore): void {
  describe('LeadStore', () => {
    it('creates a lead with numeric ids and the product.md §3 defaults', async () => {
      const before = Date.now();
      const { lead: first } = await store().leads.create(lead, []);
      const { lead: second } = await store().leads.create({ ...lead, message: 'Hi' }, []);
      expect(first).toMatchObject({ ...lead, id: 1, status: 'new', leadScore: 0, version: 0 });
      expect(second.id).toBe(2);
      expect(second.message).toBe('Hi');
      expect(first.createdAt).toBeInstanceOf(Date);
      expect(first.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(first.lastActivityAt).toBeInstanceOf(Date);
      expect(first).not.toHaveProperty('assignedTo');
    });

    it('stores the lead and its outbox messages together, linked by lead id', async () => {
      const { lead: stored, outbox } = await store().leads.create(lead, mails);
      expect(outbox.map((m) => [m.kind, m.to, m.status, m.attempts, m.leadId])).toEqual([
        ['admin-notification', 'ops@powernest.example', 'pending', 0, stored.id],
        ['applicant-confirmation', 'dana@bluedoor.example', 'pending', 0, stored.id],
      ]);
      const listed = await store().outbox.list({ leadId: stored.id });
      expect(listed.map((m) => m.id).sort()).toEqual(outbox.map((m) => m.id).sort());
      expect((await store().outbox.get(outbox[0]!.id))!.templateParams).toEqual({ business_name: 'Blue Door Café' });
    });

    it('gets a lead by id, or null', async () => {
      const { lead: stored } = await store().leads.create(lead, []);
      expect(await store().leads.get(stored.id)).toEqual(stored);
      expect(await store().leads.get(999)).toBeNull();
    });

    it('flags a lead with the same e-mail, phone, or business and location as an earlier one, and finds its matches', async () => {
      // Nothing in common with anyone, unless a field is taken from `lead`.
      const stranger = (n: number): NewLead => ({ ...lead, businessName: `Shop ${n}`, email: `owner${n}@shop.example`, phone: `(212) 555-01${n}0`, location: `Town ${n}, NY` });
      const { lead: first } = await store().leads.create(lead, []);
      const { lead: unrelated } = await store().leads.create(stranger(1), []);
      const { lead: samePhone } = await store().leads.create({ ...stranger(2), phone: `+1 ${lead.phone.replace(/\D/g, '.')}` }, []);
      const { lead: samePlace } = await store().leads.create({ ...stranger(3), businessName: lead.businessName.toUpperCase(), location: `  ${lead.location} ` }, []);
      const { lead: sameEmail } = await store().leads.create({ ...stranger(4), email: lead.email.toUpperCase() }, []);
      const { lead: likeUnrelated } = await store().leads.create({ ...stranger(5), email: stranger(1).email }, []);
      expect(first.duplicateOf).toBeUndefined();
      expect(unrelated.duplicateOf).toBeUndefined();
      expect([samePhone.duplicateOf, samePlace.duplicateOf, sameEmail.duplicateOf, likeUnrelated.duplicateOf]).toEqual([first.id, first.id, first.id, unrelated.id]);
      expect((await store().leads.get(samePhone.id))!.duplicateOf).toBe(first.id);
      expect((await store().leads.matches(first, 10)).map((l) => l.id)).toEqual([samePhone.id, samePlace.id, sameEmail.id]);
      expect((await store().leads.matches(first, 2)).map((l) => l.id)).toEqual([samePhone.id, samePlace.id]);
      expect((await store().leads.matches(sameEmail, 10)).map((l) => l.id)).toEqual([first.id]);
      expect(await store().leads.get(first.id)).not.toHaveProperty('matchKeys');
      // By address alone (the applicant asking for a fresh status link): case does not count.
      expect((await store().leads.withEmail(` ${lead.email.toUpperCase()}`, 10)).map((l) => l.id)).toEqual([first.id, sameEmail.id]);
      expect((await store().leads.withEmail(lead.email, 1)).map((l) => l.id)).toEqual([first.id]);
      expect(await store().leads.withEmail('nobody@shop.example', 10)).toEqual([]);
    });

    it('stores a new lead\'s status link with it: its token opens the lead as soon as the lead is stored; a newer link is kept', async () => {
      const link = { tokenHash: 'hash-of-the-token', expiresAt: new Date(Date.now() + 86_400_000), createdAt: new Date() };
      const { lead: stored } = await store().leads.create(lead, mails, link);
      expect(await store().applicationLinks.find('hash-of-the-token', new Date())).toEqual({ ...link, leadId: stored.id });
      const newer = { leadId: stored.id, tokenHash: 'a-newer-hash', expiresAt: link.expiresAt, createdAt: new Date() };
      await store().applicationLinks.replace(newer);
      await store().outbox.claimDue(new Date(), 10); // the worker's poll: nothing is left to relay
      expect(await store().applicationLinks.find('a-newer-hash', new Date())).toEqual(newer);
      expect(await store().applicationLinks.find('hash-of-the-token', new Date())).toBeNull();
    });

    it('flags one of two leads sent at the same moment with one e-mail, whichever is stored first', async () => {
      const results = await Promise.all([store().leads.create(lead, []), store().leads.create({ ...lead, businessName: 'Other Name', location: 'Elsewhere, NM', phone: '(505) 555-0199' }, [])]);
      const [older, newer] = results.map((r) => r.lead).sort((a, b) => a.id - b.id);
      expect((await store().leads.get(older!.id))!.duplicateOf).toBeUndefined();
      expect((await store().leads.get(newer!.id))!.duplicateOf).toBe(older!.id);
    });

    describe('search (the leads workspace)', () => {
      const page: LeadSearch = { sort: '-createdAt', limit: 25 };
      const names = (result: { items: { businessName: string }[] }) => result.items.map((l) => l.businessName);
      /** The leads (names, first page) each text search finds, compared at once so a failure shows every text. */
      const expectTextFinds = async (expected: Record<string, string[]>) => {
        const found: Record<string, string[]> = {};
        for (const text of Object.keys(expected)) found[text] = names(await store().leads.search({ ...page, text }));
        expect(found).toEqual(expected);
      };

      beforeEach(async () => {
        const leads: Partial<NewLead>[] = [
          { businessName: 'Alpha Café', location: 'Austin, TX', businessType: 'restaurant', email: 'owner@alpha.example' },
          { businessName: 'bravo Books', location: 'Portland, OR', businessType: 'retail', contactPerson: 'Lee Park' },
          { businessName: 'Charlie Gym', location: 'Dallas, tx', businessType: 'fitness', phone: '(555) 777-0000' },
          { businessName: 'Delta Diner', location: 'Somewhere', businessType: 'restaurant' },
        ];
        for (const l of leads) {
          await store().leads.create({ ...lead, ...l }, []);
          await nextMillisecond();
        }
      });

      it('pages newest first by key (issue #27), with the total and the counts per status', async () => {
        const first = await store().leads.search({ ...page, limit: 3 });
        expect(names(first)).toEqual(['Delta Diner', 'Charlie Gym', 'bravo Books']);
        expect(first).toMatchObject({ total: 4, totalCapped: false, statusCounts: { new: 4 } });
        expect(first.prev).toBeUndefined();
        const bravo = first.items[2]!;
        expect(first.next).toEqual([bravo.createdAt.getTime(), bravo.id]);
        const second = await store().leads.search({ ...page, limit: 3, position: { direction: 'next', key: first.next! } });
        expect(names(second)).toEqual(['Alpha Café']);
        expect(second.next).toBeUndefined();
        const back = await store().leads.search({ ...page, limit: 3, position: { direction: 'prev', key: second.prev! } });
        expect(names(back)).toEqual(names(first));
        expect(back.prev).toBeUndefined();
        // Past the end (a cursor kept while the filters changed): an empty page without cursors.
        const past = await store().leads.search({ ...page, position: { direction: 'next', key: [0, 1] } });
        expect(past).toMatchObject({ items: [], total: 4 });
        expect(past.next ?? past.prev).toBeUndefined();
      });

      // One test per sort, each from the same leads (the four above and four names equal but for
      // case and accents), a lead arriving between every two pages. It was one test walking every
      // sort in turn over the leads the walks before it had added (8 at the first sort, 256 at the
      // last): on FerretDB, which reads every document for each command, 160-200 s of the leg.
      describe.each(LEAD_SORTS)('pages by key under every sort (%s), forward and back', (sort) => {
        it('each lead once, ties of name, case and time included, while leads arrive', async () => {
          // Names and places equal but for case and accents, so the id breaks the tie in both stores.
          for (const businessName of ['Cafe', 'café', 'CAFE', 'cafe']) await store().leads.create({ ...lead, businessName, location: 'Austin, TX' }, []);
          let arrivals = 0;
          const search: LeadSearch = { sort, limit: 3 };
          const before = (await store().leads.search({ ...search, limit: 1000 })).items.map((l) => l.id);
          const seen: number[] = [];
          let result = await store().leads.search(search);
          for (;;) {
            seen.push(...result.items.map((l) => l.id));
            // Someone applies between the admin's requests, with a name that ties with the rest.
            await store().leads.create({ ...lead, businessName: arrivals % 2 ? 'CAFÉ' : 'Zulu Bar', location: 'Austin, TX' }, []);
            arrivals++;
            if (!result.next) break;
            result = await store().leads.search({ ...search, position: { direction: 'next', key: result.next } });
          }
          const after = (await store().leads.search({ ...search, limit: 1000 })).items.map((l) => l.id);
          expect({ sort, repeated: seen.length - new Set(seen).size }).toEqual({ sort, repeated: 0 });
          // Every lead there at the start, in the list's order; the new ones where the order puts them.
          expect({ sort, seen: seen.filter((id) => before.includes(id)) }).toEqual({ sort, seen: before });
          expect({ sort, order: seen }).toEqual({ sort, order: after.filter((id) => seen.includes(id)) });

          // Back from the last page to the first: every lead before it once, in order.
          const back: number[] = [];
          let up = result;
          while (up.prev) {
            up = await store().leads.search({ ...search, position: { direction: 'prev', key: up.prev } });
            back.unshift(...up.items.map((l) => l.id));
          }
          const now = (await store().leads.search({ ...search, limit: 1000 })).items.map((l) => l.id);
          expect({ sort, back }).toEqual({ sort, back: now.slice(0, now.indexOf(result.items[0]!.id)) });
        });
      });

      it('sorts by business name or location, either way, ignoring case', async () => {
        expect(names(await store().leads.search({ ...page, sort: 'businessName' }))).toEqual(['Alpha Café', 'bravo Books', 'Charlie Gym', 'Delta Diner']);
        expect(names(await store().leads.search({ ...page, sort: '-businessName' }))).toEqual(['Delta Diner', 'Charlie Gym', 'bravo Books', 'Alpha Café']);
        expect(names(await store().leads.search({ ...page, sort: 'location' }))).toEqual(['Alpha Café', 'Charlie Gym', 'bravo Books', 'Delta Diner']);
        expect(names(await store().leads.search({ ...page, sort: 'createdAt' }))).toEqual(['Alpha Café', 'bravo Books', 'Charlie Gym', 'Delta Diner']);
      });

      it('filters by language: the default one also finds leads stored without one, and the counts agree with the list', async () => {
        await store().leads.create({ ...lead, businessName: 'Echo Eatery', language: 'es-US' }, []);
        await nextMillisecond();
        await store().leads.create({ ...lead, businessName: 'Foxtrot Fitness', language: 'en-US' }, []);
        const english = await store().leads.search({ ...page, language: 'en-US' });
        expect(names(english)).toEqual(['Foxtrot Fitness', 'Delta Diner', 'Charlie Gym', 'bravo Books', 'Alpha Café']);
        expect(english).toMatchObject({ total: 5, statusCounts: { new: 5 } });
        const spanish = await store().leads.search({ ...page, language: 'es-US' });
        expect(names(spanish)).toEqual(['Echo Eatery']);
        expect(spanish).toMatchObject({ total: 1, statusCounts: { new: 1 } });
      });

      it('filters by business type and by the state read from the location', async () => {
        expect(names(await store().leads.search({ ...page, businessType: 'restaurant' }))).toEqual(['Delta Diner', 'Alpha Café']);
        const texas = await store().leads.search({ ...page, state: 'TX' });
        expect(names(texas)).toEqual(['Charlie Gym', 'Alpha Café']);
        expect(texas.items[0]!.state).toBe('TX');
        expect(texas.total).toBe(2);
      });

      it('searches business, contact, e-mail, phone and location, any case, pattern characters as separators', async () => {
        await expectTextFinds({
          BRAVO: ['bravo Books'],
          'lee park': ['bravo Books'],
          '@alpha.': ['Alpha Café'],
          '777-0000': ['Charlie Gym'],
          portland: ['bravo Books'],
          // Pattern characters are separators, never patterns.
          '.*': [],
          '(555) 777': ['Charlie Gym'],
        });
      });

      it('finds leads having a word that starts with each term: accents and order aside, never mid-word (issue #27: was any substring)', async () => {
        await expectTextFinds({
          cafe: ['Alpha Café'],
          'CAFÉ aus': ['Alpha Café'],
          'park lee': ['bravo Books'],
          '5557770000': ['Charlie Gym'],
          'owner@alpha.example': ['Alpha Café'],
          // Mid-word text no longer matches (the index reads word prefixes only).
          lpha: [],
          ortland: [],
          // Text without letters or digits has no terms: nothing.
          '!!': [],
        });
      });

      it('finds a phone by its digits in any format, with or without the country code, and an e-mail by any part (issue #29)', async () => {
        await store().leads.create({ ...lead, businessName: 'Echo Books', phone: '+1 512.555.0101', email: 'lee.park@echo-books.example' }, []);
        await expectTextFinds({
          // Charlie Gym's phone is "(555) 777-0000", Echo Books' "+1 512.555.0101".
          '5557770000': ['Charlie Gym'],
          '+1 (555) 777-0000': ['Charlie Gym'],
          '15557770000': ['Charlie Gym'],
          '555 777': ['Charlie Gym'],
          '7770000': ['Charlie Gym'],
          '5125550101': ['Echo Books'],
          '(512) 555': ['Echo Books'],
          '512-555-0101': ['Echo Books'],
          '555-0101': ['Echo Books'],
          '5125550102': [],
          'alpha.example': ['Alpha Café'],
          'owner@': ['Alpha Café'],
          leepark: ['Echo Books'],
          'echobooks.example': ['Echo Books'],
        });
      });

      it('keeps the filters with a position: the pages of one filter only', async () => {
        const first = await store().leads.search({ ...page, businessType: 'restaurant', limit: 1 });
        const second = await store().leads.search({ ...page, businessType: 'restaurant', limit: 1, position: { direction: 'next', key: first.next! } });
        expect([...names(first), ...names(second)]).toEqual(['Delta Diner', 'Alpha Café']);
        expect(second.next).toBeUndefined();
        expect(second.total).toBe(2);
      });

      it('hands over every match one at a time, in the search order (the export)', async () => {
        const seen: string[] = [];
        for await (const l of store().leads.each({ sort: 'businessName', businessType: 'restaurant' })) seen.push(l.businessName);
        expect(seen).toEqual(['Alpha Café', 'Delta Diner']);
      });

      it('exports a hand-picked selection in the search order, with the other filters kept', async () => {
        const all = (await store().leads.search({ ...page })).items;
        const picked = [all[3]!.id, all[0]!.id, 999_999];
        const seen: string[] = [];
        for await (const l of store().leads.each({ sort: 'businessName', ids: picked })) seen.push(l.businessName);
        expect(seen).toEqual([all[0]!.businessName, all[3]!.businessName].sort((a, b) => a.localeCompare(b)));
        const restaurants: number[] = [];
        for await (const l of store().leads.each({ sort: 'businessName', ids: picked, businessType: 'restaurant' })) restaurants.push(l.id);
        const byId = (a: number, b: number) => a - b;
        expect(restaurants.sort(byId)).toEqual(picked.filter((id) => all.find((l) => l.id === id)?.businessType === 'restaurant').sort(byId));
        expect(restaurants.length).toBeGreaterThan(0);
      });

      it('filters by status (the counts leave that filter out), assignee and creation date', async () => {
        const contacted = await store().leads.search({ ...page, status: 'contacted' });
        expect(contacted).toEqual({ items: [], total: 0, totalCapped: false, statusCounts: { new: 4 } });
        expect((await store().leads.search({ ...page, assignee: 'unassigned' })).total).toBe(4);
        expect((await store().leads.search({ ...page, assignee: 'someone' })).total).toBe(0);
        const now = Date.now();
        expect((await store().leads.search({ ...page, createdFrom: new Date(now - 60_000), createdBefore: new Date(now + 60_000) })).total).toBe(4);
        expect((await store().leads.search({ ...page, createdBefore: new Date(now - 60_000) })).total).toBe(0);
        expect((await store().leads.search({ ...page, createdFrom: new Date(now + 60_000) })).total).toBe(0);
      });
    });

    describe('follow-ups and the due lists (issue #29)', () => {
      const today = '2027-03-09';
      const ids: Record<string, number> = {};
      /** Every page of a search, walked forward by key one lead at a time, then back: the names, and each way's. */
      const walk = async (search: LeadSearch) => {
        const forward: string[] = [];
        let result = await store().leads.search({ ...search, limit: 1 });
        forward.push(...result.items.map((l) => l.businessName));
        while (result.next) {
          result = await store().leads.search({ ...search, limit: 1, position: { direction: 'next', key: result.next } });
          forward.push(...result.items.map((l) => l.businessName));
        }
        const backward = result.items.map((l) => l.businessName);
        while (result.prev) {
          result = await store().leads.search({ ...search, limit: 1, position: { direction: 'prev', key: result.prev } });
          backward.unshift(...result.items.map((l) => l.businessName));
        }
        return { forward, backward };
      };

      beforeEach(async () => {
        const leads: [name: string, status: string, followUpAt?: string][] = [
          ['Fresh', 'new'],
          ['Today', 'contacted', today],
          ['Late', 'qualified', '2027-03-08'],
          ['Closed', 'lost', '2027-03-08'],
          ['Later', 'contacted', '2027-03-10'],
          ['New late', 'new', '2027-03-01'],
          ['Visit today', 'site_visit_scheduled', today],
        ];
        for (const [businessName, status, followUpAt] of leads) {
          const { lead: made } = await store().leads.create({ ...lead, businessName }, []);
          ids[businessName] = made.id;
          const changes = { ...(status !== 'new' ? { status } : {}), ...(followUpAt ? { followUpAt, followUpNote: `Call ${businessName}` } : {}) };
          if (Object.keys(changes).length > 0) await store().leads.update(made.id, 0, changes, new Date());
          await nextMillisecond();
        }
      });

      it('keeps a follow-up date and note at the version read, and clears either with null', async () => {
        const id = ids.Fresh!;
        const set = await store().leads.update(id, 0, { followUpAt: '2027-03-12', followUpNote: 'Ask about the second site' }, new Date());
        expect(set).toMatchObject({ outcome: 'updated', lead: { version: 1, followUpAt: '2027-03-12', followUpNote: 'Ask about the second site' } });
        expect(await store().leads.get(id)).toMatchObject({ followUpAt: '2027-03-12', followUpNote: 'Ask about the second site' });
        expect(await store().leads.update(id, 0, { followUpAt: null }, new Date())).toMatchObject({ outcome: 'conflict' });
        const cleared = await store().leads.update(id, 1, { followUpAt: null, followUpNote: null }, new Date());
        expect(cleared.outcome === 'updated' && cleared.lead).not.toHaveProperty('followUpAt');
        expect(await store().leads.get(id)).not.toHaveProperty('followUpNote');
      });

      it('due today: an open lead with today’s date, and a lead still new past the promise; overdue: an open lead with an earlier date', async () => {
        const withinPromise = { today, newBefore: new Date(Date.now() - 3600_000) };
        const pastPromise = { today, newBefore: new Date(Date.now() + 3600_000) };
        const list = async (due: LeadSearch['due'], more: Partial<LeadSearch> = {}) => (await store().leads.search({ sort: 'businessName', limit: 25, due, ...more })).items.map((l) => l.businessName);
        expect(await list({ kind: 'today', ...withinPromise })).toEqual(['Today', 'Visit today']);
        expect(await list({ kind: 'today', ...pastPromise })).toEqual(['Fresh', 'New late', 'Today', 'Visit today']);
        expect(await list({ kind: 'overdue', ...pastPromise })).toEqual(['Late', 'New late']);
        // A closed lead is never due, even filtered by its status; the counts per status follow the due filter.
        expect(await list({ kind: 'overdue', ...pastPromise }, { status: 'lost' })).toEqual([]);
        expect(await list({ kind: 'today', ...pastPromise }, { status: 'contacted' })).toEqual(['Today']);
        const counted = await store().leads.search({ sort: '-createdAt', limit: 25, due: { kind: 'today', ...pastPromise } });
        expect(counted).toMatchObject({ total: 4, statusCounts: { new: 2, contacted: 1, site_visit_scheduled: 1 } });
        const exported: string[] = [];
        for await (const l of store().leads.each({ sort: '-businessName', due: { kind: 'overdue', ...pastPromise } }, 1)) exported.push(l.businessName);
        expect(exported).toEqual(['New late', 'Late']);
      });

      it('pages a due list by key under every sort, forward and back, each lead once', async () => {
        const due = { kind: 'today' as const, today, newBefore: new Date(Date.now() + 3600_000) };
        for (const sort of LEAD_SORTS) {
          const all = (await store().leads.search({ sort, limit: 25, due })).items.map((l) => l.businessName);
          expect(all.slice().sort()).toEqual(['Fresh', 'New late', 'Today', 'Visit today']);
          expect(await walk({ sort, limit: 1, due })).toEqual({ forward: all, backward: all });
        }
      });
    });

    describe('each (the CSV export, in keyset batches: issue #27)', () => {
      const all = async (search: Parameters<ReturnType<GetStore>['leads']['each']>[0], batchSize: number, meanwhile?: () => Promise<unknown>) => {
        const seen: number[] = [];
        for await (const l of store().leads.each(search, batchSize)) {
          seen.push(l.id);
          // Someone applies while the export is being downloaded.
          if (meanwhile) await meanwhile();
        }
        return seen;
      };

      it('hands over every lead once, in order, across batches, names equal but for case and accents included', async () => {
        for (const businessName of ['Cafe', 'café', 'CAFE', 'Bakery', 'cafe', 'Diner', 'CAFÉ']) await store().leads.create({ ...lead, businessName }, []);
        const order = (await store().leads.search({ sort: 'businessName', limit: 100 })).items.map((l) => l.id);
        expect(order).toEqual([4, 1, 2, 3, 5, 7, 6]);
        for (const batch of [1, 2, 3, 7, 100]) expect(await all({ sort: 'businessName' }, batch)).toEqual(order);
        expect(await all({ sort: '-businessName' }, 2)).toEqual([6, 7, 5, 3, 2, 1, 4]);
      });

      it('never repeats or skips a lead when new ones arrive during the export (newest first: they are not in it)', async () => {
        for (let i = 0; i < 5; i++) {
          await store().leads.create({ ...lead, businessName: `Shop ${i}` }, []);
          await nextMillisecond();
        }
        expect(await all({ sort: '-createdAt' }, 2, () => store().leads.create({ ...lead, businessName: 'Late' }, []))).toEqual([5, 4, 3, 2, 1]);
      });
    });

    describe('update (optimistic locking)', () => {
      it('changes status and assignee at the version read, and bumps it', async () => {
        const { lead: stored } = await store().leads.create(lead, []);
        expect(stored.version).toBe(0);
        const at = new Date(stored.createdAt.getTime() + 60_000);
        const first = await store().leads.update(stored.id, 0, { status: 'contacted', assignedTo: 'sam' }, at);
        expect(first).toMatchObject({ outcome: 'updated', lead: { status: 'contacted', assignedTo: 'sam', version: 1, lastActivityAt: at, firstContactedAt: at } });
        const later = new Date(at.getTime() + 60_000);
        const second = await store().leads.update(stored.id, 1, { status: 'qualified', assignedTo: null }, later);
        expect(second.outcome).toBe('updated');
        const read = await store().leads.get(stored.id);
        expect(read).toMatchObject({ status: 'qualified', version: 2, firstContactedAt: at, lastActivityAt: later });
        expect(read).not.toHaveProperty('assignedTo');
      });

      it('refuses a change made on an older version, and tells the current state', async () => {
        const { lead: stored } = await store().leads.create(lead, []);
        await store().leads.update(stored.id, 0, { assignedTo: 'sam' }, new Date());
        const stale = await store().leads.update(stored.id, 0, { status: 'lost' }, new Date());
        expect(stale).toMatchObject({ outcome: 'conflict', lead: { status: 'new', assignedTo: 'sam', version: 1 } });
        expect((await store().leads.get(stored.id))!.status).toBe('new');
      });

      it('keeps the first contact time when a lead is contacted again after a reopen', async () => {
        const { lead: stored } = await store().leads.create(lead, []);
        const first = new Date(stored.createdAt.getTime() + 1000);
        await store().leads.update(stored.id, 0, { status: 'contacted' }, first);
        await store().leads.update(stored.id, 1, { status: 'lost' }, new Date());
        await store().leads.update(stored.id, 2, { status: 'new' }, new Date());
        await store().leads.update(stored.id, 3, { status: 'contacted' }, new Date());
        expect((await store().leads.get(stored.id))!.firstContactedAt).toEqual(first);
      });

      it('firstContactDelays: the newest contacted leads since a time, newest first, at most the limit', async () => {
        const delays: number[] = [];
        for (const seconds of [10, 20, 30]) {
          const { lead: stored } = await store().leads.create(lead, []);
          await store().leads.update(stored.id, 0, { status: 'contacted' }, new Date(stored.createdAt.getTime() + seconds * 1000));
          delays.push(seconds * 1000);
          await nextMillisecond();
        }
        await store().leads.create(lead, []); // never contacted
        const since = new Date(0);
        expect(await store().leads.firstContactDelays(since, 10)).toEqual([30_000, 20_000, 10_000]);
        expect(await store().leads.firstContactDelays(since, 2)).toEqual([30_000, 20_000]);
        expect(await store().leads.firstContactDelays(new Date(Date.now() + 60_000), 10)).toEqual([]);
      });

      it('corrects fields at the version read (issue #29): the state, search words, match keys and duplicate flag follow; an optional field can be cleared', async () => {
        const { lead: first } = await store().leads.create({ ...lead, website: 'https://bluedoor.example' }, []);
        const { lead: other } = await store().leads.create({ ...lead, businessName: 'Red Barn', email: 'sam@redbarn.example', phone: '(737) 555-0199', location: 'Denver, CO' }, []);
        const { lead: typo } = await store().leads.create({ ...lead, businessName: 'Green Gate', email: 'dana@bluedoor.exmaple', phone: '(512) 555-0101', location: 'Dallas, TX' }, []);
        expect(typo.duplicateOf).toBeUndefined();

        const found = async (text: string) => (await store().leads.search({ sort: 'createdAt', limit: 10, text })).items.map((l) => l.id);
        const fixed = await store().leads.update(typo.id, 0, { fields: { email: 'dana@bluedoor.example', location: 'Austin, TX' } }, new Date());
        expect(fixed).toMatchObject({ outcome: 'updated', lead: { email: 'dana@bluedoor.example', location: 'Austin, TX', state: 'TX', duplicateOf: first.id, version: 1 } });
        // Found by its new words only; the possible duplicates now include it.
        expect(await found('exmaple')).toEqual([]);
        expect(await found('green bluedoor')).toEqual([typo.id]);
        expect((await store().leads.matches(first, 10)).map((l) => l.id)).toEqual([typo.id]);
        expect((await store().leads.get(typo.id))!).not.toHaveProperty('matchKeys');

        // Now it looks like another earlier lead (the phone); the old keys find it no more.
        const moved = await store().leads.update(typo.id, 1, { fields: { email: 'green@gate.example', phone: '737-555-0199', location: 'Denver' } }, new Date());
        expect(moved).toMatchObject({ outcome: 'updated', lead: { duplicateOf: other.id } });
        expect(moved.outcome === 'updated' && moved.lead).not.toHaveProperty('state');
        expect((await store().leads.matches(first, 10)).map((l) => l.id)).toEqual([]);
        expect((await store().leads.matches(other, 10)).map((l) => l.id)).toEqual([typo.id]);
        expect(await found('7375550199')).toEqual([other.id, typo.id]);
        // Like no one: no flag.
        await store().leads.update(typo.id, 2, { fields: { phone: '(303) 555-0123' } }, new Date());
        expect(await store().leads.get(typo.id)).not.toHaveProperty('duplicateOf');
        expect((await store().leads.matches(other, 10)).map((l) => l.id)).toEqual([]);

        // An optional field cleared; a stale version refused with the lead as it is.
        await store().leads.update(first.id, 0, { fields: { website: null, businessName: 'Blue Door Coffee' } }, new Date());
        expect(await store().leads.get(first.id)).toMatchObject({ businessName: 'Blue Door Coffee', version: 1 });
        expect(await store().leads.get(first.id)).not.toHaveProperty('website');
        expect(await store().leads.update(first.id, 0, { fields: { businessName: 'Late' } }, new Date())).toMatchObject({ outcome: 'conflict', lead: { businessName: 'Blue Door Coffee' } });
        expect(await store().leads.update(999, 0, { fields: { businessName: 'Nobody' } }, new Date())).toEqual({ outcome: 'not-found' });
      });

      it('answers not-found for a lead that does not exist', async () => {
        expect(await store().leads.update(999, 0, { status: 'contacted' }, new Date())).toEqual({ outcome: 'not-found' });
      });
    });

    it('counts all, since a date, by status', async () => {
      await store().leads.create(lead, []);
      await nextMillisecond();
      const mark = new Date();
      await store().leads.create(lead, []);
      expect(await store().leads.count()).toBe(2);
      expect(await store().leads.count({ since: mark })).toBe(1);
      expect(await store().leads.count({ status: 'new' })).toBe(2);
      expect(await store().leads.count({ status: 'active' })).toBe(0);
      expect(await store().leads.countByStatus()).toEqual({ new: 2 });
    });

    it('keeps the service area a lead came from: counted per area, filtered served or elsewhere (issue #44)', async () => {
      await store().leads.create({ ...lead, businessName: 'Boise Bakery', serviceArea: 'Boise' }, []);
      await store().leads.create({ ...lead, businessName: 'Boise Books', serviceArea: 'Boise' }, []);
      await store().leads.create({ ...lead, businessName: 'Elsewhere Eats' }, []);
      expect(await store().leads.countByServiceArea()).toEqual({ Boise: 2 });
      const names = async (area: 'served' | 'elsewhere') => (await store().leads.search({ area, sort: 'businessName', limit: 10 })).items.map((l) => [l.businessName, l.serviceArea ?? null]);
      expect(await names('served')).toEqual([['Boise Bakery', 'Boise'], ['Boise Books', 'Boise']]);
      expect(await names('elsewhere')).toEqual([['Elsewhere Eats', null]]);
    });
  });
}
