import { StoreConflictError } from '../errors';
import { nextMillisecond, type GetStore } from './types';

export function userStoreContract(store: GetStore): void {
  describe('UserStore', () => {
    it('creates a user with role user, no forced password change, e-mail lower-cased', async () => {
      const u = await store().users.create({ email: 'Pat@Example.com', name: 'Pat' });
      expect(u).toMatchObject({ email: 'pat@example.com', name: 'Pat', role: 'user', mustChangePassword: false, passwordChangeRequired: false, active: true });
      expect(typeof u.id).toBe('string');
      expect(u.createdAt).toBeInstanceOf(Date);
      expect(await store().users.get(u.id)).toEqual(u);
      expect(await store().users.get('missing')).toBeNull();
      expect(await store().users.count()).toBe(1);
    });

    it('refuses a second user with the same e-mail (any case) or username', async () => {
      await store().users.create({ email: 'pat@example.com', username: 'pat' });
      await expect(store().users.create({ email: 'PAT@example.com' })).rejects.toBeInstanceOf(StoreConflictError);
      await expect(store().users.create({ email: 'other@example.com', username: 'pat' })).rejects.toMatchObject({ field: 'username' });
      // Users without a username do not collide with each other.
      await store().users.create({ email: 'a@example.com' });
      await store().users.create({ email: 'b@example.com' });
      expect(await store().users.count()).toBe(3);
    });

    it('finds by e-mail (case-insensitive) and by username', async () => {
      const u = await store().users.create({ email: 'pat@example.com', username: 'admin' });
      expect((await store().users.findByEmail('PAT@example.com'))!.id).toBe(u.id);
      expect((await store().users.findByUsername('admin'))!.id).toBe(u.id);
      expect(await store().users.findByUsername('nobody')).toBeNull();
      expect(await store().users.findByEmail('nobody@example.com')).toBeNull();
    });

    it('never returns the password hash with a user', async () => {
      const u = await store().users.create({ email: 'pat@example.com', username: 'admin', passwordHash: 'scrypt$abc', mustChangePassword: true });
      expect(u).not.toHaveProperty('passwordHash');
      expect(await store().users.get(u.id)).not.toHaveProperty('passwordHash');
      expect(await store().users.findByUsername('admin')).not.toHaveProperty('passwordHash');
      expect(await store().users.getPasswordHash(u.id)).toBe('scrypt$abc');
      expect(await store().users.getPasswordHash('missing')).toBeNull();
    });

    it('sets password, role and last login', async () => {
      const u = await store().users.create({ email: 'pat@example.com', mustChangePassword: true });
      await store().users.setPassword(u.id, 'scrypt$new', false);
      await store().users.setRole(u.id, 'admin');
      const at = new Date('2025-02-03T04:05:06Z');
      await store().users.recordLogin(u.id, at);
      expect(await store().users.getPasswordHash(u.id)).toBe('scrypt$new');
      expect(await store().users.get(u.id)).toMatchObject({ role: 'admin', mustChangePassword: false, lastLogin: at });
    });

    it('keeps a temporary password until the user sets their own', async () => {
      const u = await store().users.create({ email: 'new@example.com', username: 'newbie', passwordHash: 'scrypt$temp', mustChangePassword: true, passwordChangeRequired: true });
      expect(u).toMatchObject({ mustChangePassword: true, passwordChangeRequired: true });
      expect(await store().users.findByUsername('newbie')).toMatchObject({ passwordChangeRequired: true });
      await store().users.setPassword(u.id, 'scrypt$own', false);
      expect(await store().users.get(u.id)).toMatchObject({ mustChangePassword: false, passwordChangeRequired: false });
      await store().users.setPassword(u.id, 'scrypt$temp2', true, true);
      expect(await store().users.get(u.id)).toMatchObject({ mustChangePassword: true, passwordChangeRequired: true });
    });

    it('deactivates and reactivates a user', async () => {
      const u = await store().users.create({ email: 'pat@example.com', username: 'pat' });
      await store().users.setActive(u.id, false);
      expect(await store().users.get(u.id)).toMatchObject({ active: false });
      expect(await store().users.findByUsername('pat')).toMatchObject({ active: false });
      await store().users.setActive(u.id, true);
      expect(await store().users.findByEmail('pat@example.com')).toMatchObject({ active: true });
      await store().users.setActive('missing', false); // no error
    });

    it('lists users oldest first, by role and by active state, without password hashes', async () => {
      const boss = await store().users.create({ email: 'boss@example.com', username: 'boss', role: 'super_admin', passwordHash: 'scrypt$x' });
      await nextMillisecond();
      const visitor = await store().users.create({ email: 'visitor@example.com' });
      await nextMillisecond();
      const sales = await store().users.create({ email: 'sales@example.com', username: 'sales', role: 'sales_admin' });
      await nextMillisecond();
      const admin = await store().users.create({ email: 'admin@example.com', username: 'admin', role: 'admin' });
      await store().users.setActive(sales.id, false);

      const ids = (users: { id: string }[]) => users.map((u) => u.id);
      expect(ids(await store().users.list())).toEqual([boss.id, visitor.id, sales.id, admin.id]);
      expect(ids(await store().users.list({ roles: ['admin', 'super_admin', 'sales_admin'] }))).toEqual([boss.id, sales.id, admin.id]);
      expect(ids(await store().users.list({ roles: ['super_admin'], active: true }))).toEqual([boss.id]);
      expect(ids(await store().users.list({ active: false }))).toEqual([sales.id]);
      expect(ids(await store().users.list({ roles: [] }))).toEqual([]);
      const [first] = await store().users.list();
      expect(first).toEqual(await store().users.get(boss.id));
      expect(first).not.toHaveProperty('passwordHash');
    });
  });
}
