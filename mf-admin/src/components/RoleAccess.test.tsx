// Issue "Every lead gets through" item 3: the admin menu and the page guard read the role table.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ROLE_LABELS, type UserRole } from '@powernest/domain';
import { fakeApi, renderAt } from '../test/harness';

const checkAs = (role: UserRole, extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { isAuthenticated: true, isAdmin: role === 'admin' || role === 'super_admin', user: { username: 'member', role, mustChangePassword: false, ...extra } },
});

const menu = async () => within(await screen.findByRole('navigation', { name: 'Admin' })).getAllByRole('link').map((link) => link.textContent);

describe('the admin menu and page guard per role', () => {
  it.each([
    ['super_admin', ['Admin Dashboard', 'Leads', 'Lead sources', 'Promises kept', 'Partners', 'Service areas', 'Waiting list', 'Availability', 'Team', 'Audit log']],
    ['admin', ['Admin Dashboard', 'Leads', 'Lead sources', 'Promises kept', 'Partners', 'Service areas', 'Waiting list', 'Availability', 'Team', 'Audit log']],
    ['sales_admin', ['Admin Dashboard', 'Leads', 'Lead sources', 'Promises kept', 'Partners', 'Service areas', 'Waiting list', 'Availability', 'Team']],
    ['operations_admin', ['Admin Dashboard', 'Leads', 'Promises kept', 'Partners', 'Service areas', 'Waiting list', 'Availability', 'Team']],
    ['analytics_user', ['Admin Dashboard', 'Leads', 'Lead sources', 'Promises kept', 'Service areas', 'Availability', 'Team']],
  ] as const)('%s sees only its pages in the menu', async (role, entries) => {
    fakeApi({ 'GET /api/admin/check': checkAs(role) });
    renderAt('/admin/team');
    expect(await menu()).toEqual(entries);
  });

  it('answers a page typed in that the role may not use with "Not authorised for your role", under the menu, and loads nothing of it', async () => {
    const api = fakeApi({ 'GET /api/admin/check': checkAs('analytics_user') });
    renderAt('/admin/partners');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Not authorised for your role' })).toBeInTheDocument();
    expect(alert).toHaveTextContent(ROLE_LABELS.analytics_user);
    expect(await menu()).not.toContain('Partners');
    expect(api.calls.filter((call) => call.url.startsWith('/api/admin/partners'))).toHaveLength(0);
  });

  it('sends a staff member on a temporary password to the change first, whatever the role, with a strength meter as they type', async () => {
    fakeApi({ 'GET /api/admin/check': checkAs('sales_admin', { mustChangePassword: true, passwordChangeRequired: true }) });
    renderAt('/admin-dashboard');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your own password' });
    const field = within(dialog).getByLabelText(/^New Password/);
    await userEvent.type(field, 'Welcome2026!');
    const meter = await within(dialog).findByRole('progressbar', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuetext', expect.stringMatching(/weak|Fair/i));
    expect(within(dialog).getByText(/^Password strength: (Very weak|Weak|Fair)/)).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'amber kettle orbit 71 lanterns');
    expect(await within(dialog).findByText('Password strength: Very strong')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar', { name: 'Password strength' })).toHaveAttribute('aria-valuetext', 'Very strong');
  });
});
