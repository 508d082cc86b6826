import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_CHECK, currentSearch, expectRefusedFilterShown, fakeApi, refusedFilter, renderAt, type FakeResponse } from '../../test/harness';

const TEAM = {
  status: 200,
  body: {
    success: true,
    members: [
      { id: 'id-boss', username: 'boss', email: 'boss@powernest.example', role: 'super_admin', active: true, mustChangePassword: false, createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 'id-kim', username: 'kim', email: 'kim@powernest.example', role: 'admin', active: false, mustChangePassword: false, createdAt: '2026-03-02T10:00:00.000Z' },
    ],
  },
};

function entry(id: string, extra: Record<string, unknown>) {
  return { id, timestamp: '2026-03-03T12:00:00.000Z', userId: 'id-boss', username: 'boss', userRole: 'super_admin', resourceType: 'user', ...extra };
}

const DEACTIVATED = entry('e1', { action: 'user.deactivate', resourceId: 'id-kim', resourceName: 'kim', oldValues: { active: true }, newValues: { active: false }, ipAddress: '10.0.0.7' });
const ROLE = entry('e2', { action: 'user.role', resourceId: 'id-kim', resourceName: 'kim', oldValues: { role: 'admin' }, newValues: { role: 'sales_admin' } });
const NOTE = entry('e3', { action: 'lead.note', resourceType: 'lead', resourceId: '42', resourceName: 'Blue Door Café', newValues: { text: 'Called the owner' } });
const FAILED = entry('e4', { userId: 'unknown', username: undefined, userRole: 'none', action: 'admin.login_failed', resourceType: 'session', newValues: { username: 'ghost', reason: 'unknown user' } });

const page = (entries: unknown[], extra: Record<string, unknown> = {}): FakeResponse => ({ status: 200, body: { success: true, entries, total: entries.length, totalCapped: false, pageSize: 50, ...extra } });

/** The API answers the queries listed; every GET /api/audit-log is recorded with its query. */
function auditApi(pages: Record<string, FakeResponse>) {
  const routes: Record<string, FakeResponse> = { 'GET /api/admin/check': { status: 200, body: ADMIN_CHECK }, 'GET /api/team': TEAM };
  for (const [query, answer] of Object.entries(pages)) routes[`GET /api/audit-log${query ? `?${query}` : ''}`] = answer;
  const api = fakeApi(routes);
  return { ...api, queries: () => api.calls.filter((c) => c.url.startsWith('/api/audit-log')).map((c) => c.url.replace('/api/audit-log', '')) };
}

const pager = () => within(screen.getByRole('navigation', { name: 'Audit log pages' }));
const rows = () => within(screen.getByRole('table', { name: 'Audit log' })).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);

describe('the audit log page (/admin/audit-log)', () => {
  it('shows each entry: when, who, what, on what, and the change in one line', async () => {
    const api = auditApi({ '': page([DEACTIVATED, ROLE, NOTE, FAILED], { total: 120 }) });
    renderAt('/admin/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    await screen.findByText('Team member deactivated');
    expect(screen.getByText('120 entries')).toBeInTheDocument();
    expect(cells(rows()[0]!)).toEqual([expect.stringMatching(/^Mar 3, 2026/), 'boss10.0.0.7', 'Team member deactivateduser.deactivate', 'kimMember id-kim', 'Active: yes → no']);
    expect(cells(rows()[1]!).slice(2)).toEqual(['Role changeduser.role', 'kimMember id-kim', 'Role: Admin → Sales admin']);
    expect(cells(rows()[2]!).slice(3)).toEqual(['Blue Door CaféLead #42', 'Note: Called the owner']);
    expect(within(rows()[2]!).getByRole('link', { name: 'Blue Door Café' })).toHaveAttribute('href', '/admin/leads/42');
    expect(cells(rows()[3]!).slice(1)).toEqual(['Unknown user', 'Sign-in failedadmin.login_failed', 'session', 'Username: ghost; Reason: unknown user']);
    expect(api.queries()).toEqual(['']);
  });

  it('names partners, leads and members (a link where they have a page, the id below), the applicant, and what was deleted', async () => {
    const PARTNER_ID = '3f2a9c1e-5b7d-4e21-9a0b-6c8d2e4f1a73';
    auditApi({
      '': page([
        entry('p1', { action: 'partner.update', resourceType: 'partner', resourceId: PARTNER_ID, resourceName: 'Cedar Books', newValues: { status: 'inactive' } }),
        entry('v1', { userId: 'applicant', username: undefined, userRole: 'applicant', action: 'visit.booked', resourceType: 'lead', resourceId: '42', resourceName: 'Blue Door Café' }),
        entry('d1', { action: 'partner.update', resourceType: 'partner', resourceId: 'gone-1' }),
        entry('d2', { action: 'lead.note', resourceType: 'lead', resourceId: '7' }),
        entry('d3', { action: 'user.role', resourceId: 'id-old' }),
        entry('w1', { action: 'waiting_list.served', resourceType: 'waiting_list_area', resourceId: 'Austin, TX' }),
      ]),
    });
    renderAt('/admin/audit-log');
    await screen.findByRole('link', { name: 'Cedar Books' });
    // The partner by name, found on the partners list; its UUID only as secondary text.
    expect(screen.getByRole('link', { name: 'Cedar Books' })).toHaveAttribute('href', '/admin/partners?q=Cedar+Books');
    expect(cells(rows()[0]!)[3]).toBe(`Cedar BooksPartner ${PARTNER_ID}`);
    expect(cells(rows()[1]!).slice(1, 2)).toEqual(['Applicant']);
    expect(within(rows()[1]!).getByRole('link', { name: 'Blue Door Café' })).toHaveAttribute('href', '/admin/leads/42');
    // No longer stored: the id, said deleted, and no link to a page that is gone.
    expect(rows().slice(2, 5).map((row) => cells(row)[3])).toEqual(['Partner gone-1 (deleted)', 'Lead #7 (deleted)', 'Member id-old (deleted)']);
    for (const row of rows().slice(2, 5)) expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(cells(rows()[5]!)[3]).toBe('waiting_list_area Austin, TX');
  });

  it('filters by who, what and when, each a history entry in the URL the API is asked with', async () => {
    const user = userEvent.setup();
    const api = auditApi({
      '': page([DEACTIVATED, ROLE, NOTE]),
      'userId=id-boss': page([DEACTIVATED, ROLE, NOTE]),
      'userId=id-boss&action=user.role': page([ROLE]),
      'userId=id-boss&action=user.role&from=2026-03-03': page([ROLE]),
    });
    renderAt('/admin/audit-log');
    await screen.findByText('Team member deactivated');

    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByRole('option', { name: 'boss' }));
    await waitFor(() => expect(currentSearch()).toBe('?userId=id-boss'));
    // A deactivated member is still someone whose actions can be looked up.
    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    expect(await screen.findByRole('option', { name: 'kim' })).toBeInTheDocument();
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'Role changed' }));
    await waitFor(() => expect(currentSearch()).toBe('?userId=id-boss&action=user.role'));
    await waitFor(() => expect(rows()).toHaveLength(1));

    await user.type(screen.getByLabelText('From'), '2026-03-03');
    await waitFor(() => expect(currentSearch()).toBe('?userId=id-boss&action=user.role&from=2026-03-03'));
    expect(api.queries()).toEqual(['', '?userId=id-boss', '?userId=id-boss&action=user.role', '?userId=id-boss&action=user.role&from=2026-03-03']);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(currentSearch()).toBe(''));
    await waitFor(() => expect(rows()).toHaveLength(3));
  });

  it('opens on the URL’s filters and pages Older and Newer by the API’s cursors, each page a link', async () => {
    const user = userEvent.setup();
    const api = auditApi({
      'action=user.role': page([ROLE], { total: 60, next: 'older.1' }),
      'action=user.role&cursor=older.1': page([ROLE], { total: 60, prev: 'newer.1', next: 'older.2' }),
      'action=user.role&cursor=older.2': page([ROLE], { total: 60, prev: 'newer.2' }),
      'action=user.role&cursor=newer.2': page([ROLE], { total: 60, prev: 'newer.1', next: 'older.2' }),
    });
    renderAt('/admin/audit-log?action=user.role');
    await screen.findByText('Role changed', { selector: 'p' });
    expect(screen.getByRole('combobox', { name: 'What' })).toHaveTextContent('Role changed');
    expect(screen.getByText('60 entries')).toBeInTheDocument();
    // The newest page: nothing newer.
    expect(pager().getByRole('button', { name: 'Newest' })).toBeDisabled();
    expect(pager().getByRole('button', { name: 'Newer' })).toBeDisabled();
    expect(pager().getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/admin/audit-log?action=user.role&cursor=older.1');

    await user.click(pager().getByRole('link', { name: 'Older' }));
    await waitFor(() => expect(currentSearch()).toBe('?action=user.role&cursor=older.1'));
    await waitFor(() => expect(pager().getByRole('link', { name: 'Older' })).toHaveAttribute('href', '/admin/audit-log?action=user.role&cursor=older.2'));
    expect(pager().getByRole('link', { name: 'Newer' })).toHaveAttribute('href', '/admin/audit-log?action=user.role&cursor=newer.1');
    expect(pager().getByRole('link', { name: 'Newest' })).toHaveAttribute('href', '/admin/audit-log?action=user.role');

    // The oldest page: nothing older.
    await user.click(pager().getByRole('link', { name: 'Older' }));
    await waitFor(() => expect(pager().getByRole('button', { name: 'Older' })).toBeDisabled());
    await user.click(pager().getByRole('link', { name: 'Newer' }));
    await waitFor(() => expect(currentSearch()).toBe('?action=user.role&cursor=newer.2'));
    expect(api.queries()).toEqual(['?action=user.role', '?action=user.role&cursor=older.1', '?action=user.role&cursor=older.2', '?action=user.role&cursor=newer.2']);
  });

  it('opens on a cursor in the URL (a reload, a shared link), keeps it when the page size changes, and drops it with a filter', async () => {
    const user = userEvent.setup();
    const api = auditApi({
      'cursor=older.1': page([ROLE], { prev: 'newer.1' }),
      'pageSize=100&cursor=older.1': page([ROLE], { prev: 'newer.1', pageSize: 100 }),
      'pageSize=100': page([ROLE], { pageSize: 100 }),
      'userId=id-boss&pageSize=100': page([ROLE], { pageSize: 100 }),
    });
    renderAt('/admin/audit-log?cursor=older.1');
    await screen.findByText('Role changed', { selector: 'p' });
    await user.click(pager().getByRole('combobox', { name: 'Entries per page' }));
    await user.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(currentSearch()).toBe('?pageSize=100&cursor=older.1'));
    await user.click(screen.getByRole('combobox', { name: 'Who' }));
    await user.click(await screen.findByRole('option', { name: 'boss' }));
    await waitFor(() => expect(currentSearch()).toBe('?userId=id-boss&pageSize=100'));
    expect(api.queries()).toEqual(['?cursor=older.1', '?pageSize=100&cursor=older.1', '?userId=id-boss&pageSize=100']);
  });

  it('says when the count stopped at the API’s bound', async () => {
    auditApi({ '': page([DEACTIVATED], { total: 10_000, totalCapped: true, next: 'older.1' }) });
    renderAt('/admin/audit-log');
    expect(await screen.findByText('10,000+ entries')).toBeInTheDocument();
  });

  it('names a cursor the API refuses and leads back to the newest entries', async () => {
    const user = userEvent.setup();
    auditApi({
      'action=user.role&cursor=edited': refusedFilter('cursor', 'cursor is not valid (edited, cut short or from another list): open the first page and page from there'),
      'action=user.role': page([ROLE]),
    });
    renderAt('/admin/audit-log?action=user.role&cursor=edited');
    await expectRefusedFilterShown('cursor is not valid (edited, cut short or from another list): open the first page and page from there');
    await user.click(screen.getByRole('link', { name: 'Go to the newest entries' }));
    await waitFor(() => expect(currentSearch()).toBe('?action=user.role'));
    await screen.findByText('Role changed', { selector: 'p' });
  });

  it('names a filter the API refuses', async () => {
    auditApi({ 'from=2026-03-09&to=2026-03-01': refusedFilter('from', 'from must not be after to') });
    renderAt('/admin/audit-log?from=2026-03-09&to=2026-03-01');
    await expectRefusedFilterShown('from must not be after to');
  });

  it('says when nothing matches', async () => {
    auditApi({ 'userId=id-kim': page([]) });
    renderAt('/admin/audit-log?userId=id-kim');
    expect(await screen.findByText('Nothing was recorded for these filters.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Who' })).toHaveTextContent('kim');
  });

  it('leads back to the newest entries from a page past the end (a link kept with other filters)', async () => {
    auditApi({ 'userId=id-kim&cursor=older.9': page([]) });
    renderAt('/admin/audit-log?userId=id-kim&cursor=older.9');
    expect(await screen.findByText('Nothing was recorded for these filters.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the newest entries' })).toHaveAttribute('href', '/admin/audit-log?userId=id-kim');
  });
  it('shows the actions in words, statuses by their labels and every time in the team\'s time zone, never a raw code or UTC ISO time (browser audit #18)', async () => {
    const BOOKED = entry('b1', {
      userId: 'applicant', username: undefined, userRole: 'applicant', action: 'lead.visit.booked', resourceType: 'lead', resourceId: '42', resourceName: 'Blue Door Café',
      newValues: { start: '2026-03-10T15:00:00.000Z', timeZone: 'America/Chicago' },
    });
    const MOVED_BACK = entry('s1', { action: 'lead.status', resourceType: 'lead', resourceId: '42', resourceName: 'Blue Door Café', oldValues: { status: 'site_visit_scheduled' }, newValues: { status: 'new' } });
    const MESSAGE = entry('m1', { action: 'lead.message', resourceType: 'lead', resourceId: '42', resourceName: 'Blue Door Café', newValues: { template: 'first_contact', subject: 'Hello', to: 'dana@example.com', emailId: 'x1' } });
    auditApi({ '': page([BOOKED, MOVED_BACK, MESSAGE], { timeZone: 'America/Los_Angeles' }) });
    renderAt('/admin/audit-log');
    await screen.findByText('Site visit booked');
    // 12:00 UTC is 4:00 AM in Los Angeles on March 3 (PST).
    for (const row of rows()) expect(cells(row)[0]).toBe('Mar 3, 2026, 4:00 AM PST');
    expect(within(rows()[0]!).getByRole('cell', { name: /Site visit booked/ })).toBeInTheDocument();
    // The visit at the business's local time, as its card says it.
    expect(cells(rows()[0]!)[4]).toBe('Visit: Tuesday, March 10, 2026 at 10:00 AM CDT');
    expect(cells(rows()[1]!)[4]).toBe('Status: Site visit scheduled → New');
    expect(within(rows()[2]!).getByText('Message sent to the applicant')).toBeInTheDocument();
    expect(cells(rows()[2]!)[4]).toBe('Template: first_contact; Subject: Hello; To: dana@example.com');
    const text = screen.getByRole('table', { name: 'Audit log' }).textContent!;
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).not.toMatch(/site_visit_scheduled/);
  });
});
