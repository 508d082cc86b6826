import type { GetStore } from './types';

export function limitStoreContract(store: GetStore): void {
  describe('LimitStore', () => {
    const t0 = new Date('2026-11-24T10:00:00Z');
    const at = (ms: number) => new Date(t0.getTime() + ms);

    it('counts events in a fixed window that the first event opens', async () => {
      const key = `hit:${Math.random()}`;
      expect(await store().limits.hit(key, 60_000, t0)).toEqual({ count: 1, expiresAt: at(60_000) });
      expect(await store().limits.hit(key, 60_000, at(10_000))).toEqual({ count: 2, expiresAt: at(60_000) });
      expect(await store().limits.peek(key, at(20_000))).toEqual({ count: 2, expiresAt: at(60_000) });
      // The window is over: the next event starts a new one.
      expect(await store().limits.peek(key, at(60_000))).toBeNull();
      expect(await store().limits.hit(key, 60_000, at(61_000))).toEqual({ count: 1, expiresAt: at(121_000) });
    });

    it('counts every one of many simultaneous events', async () => {
      const key = `burst:${Math.random()}`;
      const hits = await Promise.all(Array.from({ length: 25 }, () => store().limits.hit(key, 60_000, t0)));
      expect(hits.map((h) => h.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    });

    it('puts and deletes a counter outright', async () => {
      const key = `lock:${Math.random()}`;
      await store().limits.put(key, { count: 3, expiresAt: at(5_000) });
      expect(await store().limits.peek(key, t0)).toEqual({ count: 3, expiresAt: at(5_000) });
      await store().limits.delete(key);
      expect(await store().limits.peek(key, t0)).toBeNull();
      expect(await store().limits.peek('never-set', t0)).toBeNull();
    });
  });
}
