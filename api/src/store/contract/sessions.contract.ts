import type { GetStore } from './types';

export function sessionStoreContract(store: GetStore): void {
  describe('SessionStore', () => {
    it('creates and reads a session until it expires', async () => {
      const expiresAt = new Date(Date.now() + 60_000);
      const s = await store().sessions.create({ userId: 'u1', expiresAt });
      expect(s).toMatchObject({ userId: 'u1', expiresAt });
      expect(typeof s.id).toBe('string');
      expect(await store().sessions.get(s.id)).toEqual(s);
      expect(await store().sessions.get(s.id, new Date(Date.now() + 61_000))).toBeNull();
      expect(await store().sessions.get('missing')).toBeNull();
    });

    it('treats an already expired session as absent', async () => {
      const s = await store().sessions.create({ userId: 'u1', expiresAt: new Date(Date.now() - 1000) });
      expect(await store().sessions.get(s.id)).toBeNull();
    });

    it('deletes one session, or all of a user', async () => {
      const later = new Date(Date.now() + 60_000);
      const a = await store().sessions.create({ userId: 'u1', expiresAt: later });
      const b = await store().sessions.create({ userId: 'u1', expiresAt: later });
      const c = await store().sessions.create({ userId: 'u2', expiresAt: later });
      await store().sessions.delete(a.id);
      expect(await store().sessions.get(a.id)).toBeNull();
      expect(await store().sessions.deleteForUser('u1')).toBe(1);
      expect(await store().sessions.get(b.id)).toBeNull();
      expect(await store().sessions.get(c.id)).not.toBeNull();
    });

    it('revokes the other sessions of a user and keeps the one named', async () => {
      const later = new Date(Date.now() + 60_000);
      const keep = await store().sessions.create({ userId: 'u1', expiresAt: later });
      const other1 = await store().sessions.create({ userId: 'u1', expiresAt: later });
      const other2 = await store().sessions.create({ userId: 'u1', expiresAt: later });
      const stranger = await store().sessions.create({ userId: 'u2', expiresAt: later });
      expect(await store().sessions.deleteForUser('u1', { exceptId: keep.id })).toBe(2);
      expect(await store().sessions.get(keep.id)).not.toBeNull();
      expect(await store().sessions.get(other1.id)).toBeNull();
      expect(await store().sessions.get(other2.id)).toBeNull();
      expect(await store().sessions.get(stranger.id)).not.toBeNull();
    });
  });
}
