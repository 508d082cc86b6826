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
  });
}
