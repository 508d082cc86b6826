import type { GetStore } from './types';

export function liveEventStoreContract(store: GetStore): void {
  describe('LiveEventStore', () => {
    it('numbers events in the order they are appended and reads those after an id, oldest first', async () => {
      const before = await store().liveEvents.lastId();
      const first = await store().liveEvents.append('lead.created', '{"n":1}');
      const second = await store().liveEvents.append('lead.updated', '{"n":2}');
      expect(first.id).toBeGreaterThan(before);
      expect(second.id).toBe(first.id + 1);
      expect(await store().liveEvents.lastId()).toBe(second.id);
      expect(await store().liveEvents.after(before)).toEqual([
        { id: first.id, type: 'lead.created', data: '{"n":1}' },
        { id: second.id, type: 'lead.updated', data: '{"n":2}' },
      ]);
      expect(await store().liveEvents.after(first.id, 10)).toEqual([{ id: second.id, type: 'lead.updated', data: '{"n":2}' }]);
      expect(await store().liveEvents.after(second.id)).toEqual([]);
    });

    it('gives simultaneous appends distinct ids with no gap', async () => {
      const before = await store().liveEvents.lastId();
      const appended = await Promise.all(Array.from({ length: 20 }, (_, i) => store().liveEvents.append('lead.updated', `{"n":${i}}`)));
      expect(appended.map((e) => e.id).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
      expect((await store().liveEvents.after(before))!.map((e) => e.id)).toEqual(Array.from({ length: 20 }, (_, i) => before + 1 + i));
    });
  });

  describe('LiveStreamStore', () => {
    const staleMs = 30_000;
    const t0 = new Date('2026-11-29T10:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);

    it("answers each stream's place among its member's open streams; a closed one frees its place", async () => {
      const member = `m-${Math.random()}`;
      const opened = [];
      for (let i = 0; i < 3; i++) opened.push(await store().liveStreams.open({ member, instance: 'i1' }, staleMs, t0));
      expect(opened.map((o) => o.place)).toEqual([1, 2, 3]);
      expect((await store().liveStreams.open({ member: `other-${member}`, instance: 'i1' }, staleMs, t0)).place).toBe(1);
      await store().liveStreams.close(opened[0]!.id);
      expect((await store().liveStreams.open({ member, instance: 'i2' }, staleMs, t0)).place).toBe(3);
    });

    it('gives simultaneous opens distinct places, the first ones the lowest', async () => {
      const member = `m-${Math.random()}`;
      const opened = await Promise.all(Array.from({ length: 10 }, (_, i) => store().liveStreams.open({ member, instance: `i${i % 2}` }, staleMs, t0)));
      expect(opened.map((o) => o.place).sort((x, y) => x - y)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    });

    it('stops counting a stream its instance no longer marks as seen, and sweeps it', async () => {
      const member = `m-${Math.random()}`;
      const kept = await store().liveStreams.open({ member, instance: 'alive' }, staleMs, t0);
      await store().liveStreams.open({ member, instance: 'dead' }, staleMs, t0);
      await store().liveStreams.seen([kept.id], at(20_000));
      // At t0 + 40 s the dead instance's stream was last seen 40 s ago: not counted.
      expect((await store().liveStreams.open({ member, instance: 'alive' }, staleMs, at(40_000))).place).toBe(2);
      await store().liveStreams.sweep(staleMs, at(40_000));
      expect((await store().liveStreams.open({ member, instance: 'alive' }, staleMs, at(40_000))).place).toBe(3);
    });
  });
}
