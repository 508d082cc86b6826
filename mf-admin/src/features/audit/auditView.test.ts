import { auditViewParams, readAuditView } from './auditView';
import { changeSummary } from './auditSummary';

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
    expect(changeSummary({ role: 'admin' }, { role: 'sales_admin' })).toBe('role: admin → sales_admin');
    expect(changeSummary(undefined, { username: 'kim', role: 'admin' })).toBe('username: kim; role: admin');
    expect(changeSummary({ active: true }, { active: false })).toBe('active: true → false');
    expect(changeSummary({ assignedTo: 'kim' }, { assignedTo: null })).toBe('assignedTo: kim → —');
    expect(changeSummary({ note: 'x' }, {})).toBe('note: x → —');
    expect(changeSummary(undefined, undefined)).toBe('');
  });

  it('cuts long values and objects short', () => {
    expect(changeSummary(undefined, { text: 'a'.repeat(100) })).toBe(`text: ${'a'.repeat(59)}…`);
    expect(changeSummary(undefined, { filters: { status: 'new' } })).toBe('filters: {"status":"new"}');
  });
});
