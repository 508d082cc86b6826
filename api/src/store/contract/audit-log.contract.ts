import { nextMillisecond, type GetStore } from './types';

const entry = { userId: 'u1', userRole: 'admin', action: 'lead.update', resourceType: 'lead' };

export function auditLogStoreContract(store: GetStore): void {
  describe('AuditLogStore', () => {
    it('appends with a timestamp and keeps the details', async () => {
      const e = await store().auditLog.append({ ...entry, resourceId: '7', oldValues: { status: 'new' }, newValues: { status: 'active' }, ipAddress: '127.0.0.1' });
      expect(e).toMatchObject({ ...entry, resourceId: '7', oldValues: { status: 'new' }, newValues: { status: 'active' } });
      expect(e.timestamp).toBeInstanceOf(Date);
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

    describe('search (the audit log page)', () => {
      const day = (text: string) => new Date(`${text}T00:00:00.000Z`);
      const all = { offset: 0, limit: 100 };
      const actions = async (search: Parameters<ReturnType<GetStore>['auditLog']['search']>[0]) => {
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

      it('pages newest first with the total of all matches', async () => {
        expect(await actions(all)).toEqual({ actions: ['lead.status', 'user.role', 'lead.status', 'user.create', 'admin.login'], total: 5 });
        expect(await actions({ offset: 1, limit: 2 })).toEqual({ actions: ['user.role', 'lead.status'], total: 5 });
        expect(await actions({ offset: 5, limit: 2 })).toEqual({ actions: [], total: 5 });
        const { items } = await store().auditLog.search({ ...all, action: 'user.create' });
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
    });
  });
}
