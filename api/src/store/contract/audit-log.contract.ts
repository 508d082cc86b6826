import { nextMillisecond, type GetStore } from './types';

const entry = { userId: 'u1', userRole: 'admin', action: 'lead.update', resourceType: 'lead' };

export function auditLogStoreContract(store: GetStore): void {
  describe('AuditLogStore', () => {
    it('appends with a timestamp and keeps the details', async () => {
      const e = await store().auditLog.append({ ...entry, resourceId: '7', oldValues: { status: 'new' }, newValues: { status: 'active' }, ipAddress: '127.0.0.1' });
      expect(e).toMatchObject({ ...entry, resourceId: '7', oldValues: { status: 'new' }, newValues: { status: 'active' } });
      expect(e.timestamp).toBeInstanceOf(Date);
    });

    it('appends an entry whose id is given once, however often it is written (a step finished again after a crash, issue #42)', async () => {
      const at = new Date('2027-03-01T15:00:00Z');
      const given = { ...entry, id: '0000000000ff-00000000-aaaaaaaaaaaa', resourceId: '8', timestamp: at };
      expect(await store().auditLog.append(given)).toMatchObject({ id: given.id, resourceId: '8', timestamp: at });
      expect(await store().auditLog.append(given)).toMatchObject({ id: given.id });
      expect((await store().auditLog.list({ resourceId: '8' })).map((e) => e.id)).toEqual([given.id]);
    });

    it('lists newest first, filtered by user and resource type, with a limit', async () => {
      await store().auditLog.append({ ...entry, action: 'first' });
      await nextMillisecond();
      await store().auditLog.append({ ...entry, action: 'second', userId: 'u2' });
      await nextMillisecond();
      await store().auditLog.append({ ...entry, action: 'third', resourceType: 'partner' });
      expect((await store().auditLog.list()).map((e) => e.action)).toEqual(['third', 'second', 'first']);
      expect((await store().auditLog.list({ userId: 'u1' })).map((e) => e.action)).toEqual(['third', 'first']);
      expect((await store().auditLog.list({ resourceType: 'lead' })).map((e) => e.action)).toEqual(['second', 'first']);
      expect((await store().auditLog.list({ limit: 1 })).map((e) => e.action)).toEqual(['third']);
    });

    it('lists one resource: a lead’s timeline', async () => {
      await store().auditLog.append({ ...entry, action: 'lead.status', resourceId: '7' });
      await store().auditLog.append({ ...entry, action: 'lead.note', resourceId: '8' });
      await nextMillisecond();
      await store().auditLog.append({ ...entry, action: 'lead.note', resourceId: '7' });
      expect((await store().auditLog.list({ resourceType: 'lead', resourceId: '7' })).map((e) => e.action)).toEqual(['lead.note', 'lead.status']);
    });

    it('keeps entries of one millisecond in the order they were appended, in the timeline and the log page alike (issue #27: was by a random id in MongoDB)', async () => {
      // One request's changes share a millisecond (a status and an assignee in one PATCH); a few
      // more than two, so a random order cannot pass by chance.
      const at = new Date('2026-03-04T10:00:00.000Z');
      const actions = Array.from({ length: 12 }, (_, i) => `lead.change.${i}`);
      for (const action of actions) await store().auditLog.append({ ...entry, action, resourceId: '7', timestamp: at });
      const newestFirst = [...actions].reverse();
      expect((await store().auditLog.list({ resourceType: 'lead', resourceId: '7' })).map((e) => e.action)).toEqual(newestFirst);
      expect((await store().auditLog.search({ limit: 100 })).items.map((e) => e.action)).toEqual(newestFirst);
      // Appended later with an earlier time: time first, then the order of appending.
      await store().auditLog.append({ ...entry, action: 'backdated', resourceId: '7', timestamp: new Date(at.getTime() - 1) });
      await store().auditLog.append({ ...entry, action: 'last', resourceId: '7', timestamp: at });
      expect((await store().auditLog.list({ resourceType: 'lead', resourceId: '7' })).map((e) => e.action)).toEqual(['last', ...newestFirst, 'backdated']);
    });

    describe('search (the audit log page)', () => {
      const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
      const all = { limit: 100 };
      type Search = Parameters<ReturnType<GetStore>['auditLog']['search']>[0];
      const actions = async (search: Search) => {
        const { items, total } = await store().auditLog.search(search);
        return { actions: items.map((e) => e.action), total };
      };

      beforeEach(async () => {
        // Five entries on three days, by two people, on two kinds of resource.
        await store().auditLog.append({ ...entry, action: 'admin.login', resourceType: 'session', timestamp: new Date('2026-03-01T09:00:00Z') });
        await store().auditLog.append({ ...entry, action: 'user.create', resourceType: 'user', resourceId: 'u9', newValues: { username: 'kim' }, timestamp: new Date('2026-03-01T23:59:59.999Z') });
        await store().auditLog.append({ ...entry, userId: 'u2', action: 'lead.status', timestamp: new Date('2026-03-02T00:00:00Z') });
        await store().auditLog.append({ ...entry, userId: 'u2', action: 'user.role', resourceType: 'user', resourceId: 'u9', timestamp: new Date('2026-03-03T12:00:00Z') });
        await store().auditLog.append({ ...entry, action: 'lead.status', timestamp: new Date('2026-03-03T13:00:00Z') });
      });

      it('answers the newest entries with the total of all matches', async () => {
        expect(await actions(all)).toEqual({ actions: ['lead.status', 'user.role', 'lead.status', 'user.create', 'admin.login'], total: 5 });
        const { items, totalCapped } = await store().auditLog.search({ ...all, action: 'user.create' });
        expect(totalCapped).toBe(false);
        expect(items[0]).toMatchObject({ ...entry, action: 'user.create', resourceType: 'user', resourceId: 'u9', newValues: { username: 'kim' } });
        expect(items[0]!.timestamp).toEqual(new Date('2026-03-01T23:59:59.999Z'));
      });

      it('filters by who, what and kind of resource, together', async () => {
        expect(await actions({ ...all, userId: 'u2' })).toEqual({ actions: ['user.role', 'lead.status'], total: 2 });
        expect(await actions({ ...all, action: 'lead.status' })).toEqual({ actions: ['lead.status', 'lead.status'], total: 2 });
        expect(await actions({ ...all, resourceType: 'user' })).toEqual({ actions: ['user.role', 'user.create'], total: 2 });
        expect(await actions({ ...all, userId: 'u1', action: 'lead.status', resourceType: 'lead' })).toEqual({ actions: ['lead.status'], total: 1 });
        expect(await actions({ ...all, userId: 'nobody' })).toEqual({ actions: [], total: 0 });
      });

      it('filters by time: from included, before excluded', async () => {
        expect(await actions({ ...all, from: day('2026-03-02') })).toEqual({ actions: ['lead.status', 'user.role', 'lead.status'], total: 3 });
        expect(await actions({ ...all, before: day('2026-03-02') })).toEqual({ actions: ['user.create', 'admin.login'], total: 2 });
        expect(await actions({ ...all, from: day('2026-03-02'), before: day('2026-03-03') })).toEqual({ actions: ['lead.status'], total: 1 });
        expect(await actions({ ...all, from: day('2026-03-03'), userId: 'u2', limit: 1 })).toEqual({ actions: ['user.role'], total: 1 });
      });

      it('pages by key (issue #27): older with next, newer with prev; the first page has no prev, the last no next', async () => {
        const first = await store().auditLog.search({ limit: 2 });
        expect(first.items.map((e) => e.action)).toEqual(['lead.status', 'user.role']);
        expect(first.prev).toBeUndefined();
        expect(first.next).toEqual([first.items[1]!.timestamp.getTime(), first.items[1]!.id]);
        const second = await store().auditLog.search({ limit: 2, position: { direction: 'next', key: first.next! } });
        expect(second.items.map((e) => e.timestamp.toISOString())).toEqual(['2026-03-02T00:00:00.000Z', '2026-03-01T23:59:59.999Z']);
        expect(second.total).toBe(5);
        const last = await store().auditLog.search({ limit: 2, position: { direction: 'next', key: second.next! } });
        expect(last.items.map((e) => e.action)).toEqual(['admin.login']);
        expect(last.next).toBeUndefined();
        // Back: the page before the last is the second again, and before it the first.
        const back = await store().auditLog.search({ limit: 2, position: { direction: 'prev', key: last.prev! } });
        expect(back.items.map((e) => e.id)).toEqual(second.items.map((e) => e.id));
        expect(back.next).toEqual(second.next);
        const top = await store().auditLog.search({ limit: 2, position: { direction: 'prev', key: back.prev! } });
        expect(top.items.map((e) => e.id)).toEqual(first.items.map((e) => e.id));
        expect(top.prev).toBeUndefined();
        expect(top.next).toEqual(first.next);
      });

      it('keeps the filters with a position: the pages of one filter only', async () => {
        const first = await store().auditLog.search({ limit: 1, resourceType: 'user' });
        const next = await store().auditLog.search({ limit: 1, resourceType: 'user', position: { direction: 'next', key: first.next! } });
        expect([...first.items, ...next.items].map((e) => e.action)).toEqual(['user.role', 'user.create']);
        expect(next.next).toBeUndefined();
        expect(next.total).toBe(2);
      });

      it('never repeats or skips an entry when new ones arrive between pages, ties in one millisecond included', async () => {
        // Six more entries in one millisecond: the page edges fall between them (ordered by id).
        const tie = new Date('2026-03-02T08:00:00Z');
        for (let i = 0; i < 6; i++) await store().auditLog.append({ ...entry, action: `tie.${i}`, timestamp: tie });
        const everything = (await store().auditLog.search(all)).items.map((e) => e.id);
        expect(everything).toHaveLength(11);

        const seen: string[] = [];
        let page = await store().auditLog.search({ limit: 3 });
        for (let arrivals = 0; ; arrivals++) {
          seen.push(...page.items.map((e) => e.id));
          // Someone acts between the reader's requests: a newer entry and one in the tie.
          await store().auditLog.append({ ...entry, action: `later.${arrivals}`, timestamp: new Date(Date.UTC(2026, 3, 1, 0, 0, arrivals)) });
          await store().auditLog.append({ ...entry, action: `late-tie.${arrivals}`, timestamp: tie });
          if (!page.next) break;
          page = await store().auditLog.search({ limit: 3, position: { direction: 'next', key: page.next } });
        }
        // Each entry once, in order; the ones in the tie that sort after a page edge may be met.
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.filter((id) => everything.includes(id))).toEqual(everything);
        const latest = (await store().auditLog.search({ limit: 1000 })).items.map((e) => e.id);
        expect(seen).toEqual(latest.filter((id) => seen.includes(id)));
        expect(seen.some((id) => !everything.includes(id) && latest.indexOf(id) < latest.indexOf(everything[0]!))).toBe(false);

        // Walking back from the oldest entry meets every entry newer than it once, the new ones too.
        const back: string[] = [];
        let up = await store().auditLog.search({ limit: 4, position: { direction: 'prev', key: [new Date('2026-03-01T09:00:00Z').getTime(), latest[latest.length - 1]!] } });
        for (;;) {
          back.unshift(...up.items.map((e) => e.id));
          if (!up.prev) break;
          up = await store().auditLog.search({ limit: 4, position: { direction: 'prev', key: up.prev } });
        }
        expect(back).toEqual(latest.slice(0, -1));
      });

      it('answers an empty page without cursors for a position past the end', async () => {
        const past = await store().auditLog.search({ limit: 2, position: { direction: 'next', key: [new Date('2020-01-01T00:00:00Z').getTime(), 'zzzz'] } });
        expect(past).toEqual({ items: [], total: 5, totalCapped: false });
      });
    });
  });
}
