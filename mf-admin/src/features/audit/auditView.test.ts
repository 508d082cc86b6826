import { auditViewParams, readAuditView } from './auditView';
import { changeSummary } from './auditSummary';

const TZ = 'America/New_York';

describe('the audit log page’s URL', () => {
  it('reads the filters, page size and cursor, leaving out what it cannot use (a page number from an older link too)', () => {
    const view = readAuditView(new URLSearchParams('action=user.create&userId=u1&from=2026-03-01&page=2&pageSize=7&sort=x&to=%20&cursor=abc.12'));
    expect(view).toEqual({ filters: { action: 'user.create', userId: 'u1', from: '2026-03-01' }, pageSize: 50, cursor: 'abc.12' });
    expect(readAuditView(new URLSearchParams('cursor=%20&pageSize=100'))).toEqual({ filters: {}, pageSize: 100 });
  });

  it('writes them back in a fixed order without defaults, so one view is one URL', () => {
    expect(auditViewParams({ filters: { to: '2026-03-02', userId: 'u1' }, pageSize: 50 }).toString()).toBe('userId=u1&to=2026-03-02');
    expect(auditViewParams({ filters: { action: 'lead.note' }, pageSize: 100, cursor: 'abc.12' }).toString()).toBe('action=lead.note&pageSize=100&cursor=abc.12');
  });
});

describe('an entry’s changes in one line', () => {
  it('shows old → new, what was only set, and what was only cleared', () => {
    expect(changeSummary({ role: 'admin' }, { role: 'sales_admin' }, TZ)).toBe('Role: Admin → Sales admin');
    expect(changeSummary(undefined, { username: 'kim', role: 'admin' }, TZ)).toBe('Username: kim; Role: Admin');
    expect(changeSummary({ active: true }, { active: false }, TZ)).toBe('Active: yes → no');
    expect(changeSummary({ assignedTo: 'kim' }, { assignedTo: null }, TZ)).toBe('Assigned to: kim → —');
    expect(changeSummary({ note: 'x' }, {}, TZ)).toBe('note: x → —');
    expect(changeSummary(undefined, undefined, TZ)).toBe('');
  });

  it('cuts long values and objects short', () => {
    expect(changeSummary(undefined, { text: 'a'.repeat(100) }, TZ)).toBe(`Note: ${'a'.repeat(59)}…`);
    expect(changeSummary(undefined, { filters: { status: 'new' } }, TZ)).toBe('filters: {"status":"new"}');
  });
});
