import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_CHECK, currentToast, fakeApi, renderAt, resetToasts, openPage } from '../../test/harness';

const SUPER_CHECK = { ...ADMIN_CHECK, user: { username: 'boss', role: 'super_admin', mustChangePassword: false } };

function member(username: string, extra: Record<string, unknown> = {}) {
  return {
    id: `id-${username}`,
    username,
    name: username[0]!.toUpperCase() + username.slice(1),
    email: `${username}@powernest.example`,
    role: 'admin',
    active: true,
    mustChangePassword: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    ...extra,
  };
}

const BOSS = member('boss', { role: 'super_admin', lastLogin: '2026-03-04T15:00:00.000Z' });
const ADAM = member('adam');
const SALLY = member('sally', { role: 'sales_admin', active: false });
const team = (...members: unknown[]) => ({ status: 200, body: { success: true, members } });

const rows = () => within(screen.getByRole('table', { name: 'Team' })).getAllByRole('row').slice(1);
const rowOf = (name: string) => rows().find((r) => within(r).queryByText(name) !== null)!;

/** The team page for the super admin (boss), the one who may change it; the API answers `routes`. */
const openTeamAsSuperAdmin = (routes: Parameters<typeof openPage>[1]) => openPage('/admin/team', routes, SUPER_CHECK);

beforeEach(() => resetToasts());

describe('the team page (/admin/team)', () => {
  it('lists the team with role chips and status; a plain admin reads it only', async () => {
    const api = openPage('/admin/team', { 'GET /api/team': team(BOSS, ADAM, SALLY) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    await screen.findByText('Boss');
    expect(screen.getByText('3 members')).toBeInTheDocument();
    expect(within(rows()[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Bossboss', 'boss@powernest.example', 'Super admin', 'Active', expect.stringMatching(/^Mar 4, 2026/)]);
    expect(within(rowOf('Sally')).getAllByRole('cell').map((c) => c.textContent)).toEqual(['Sallysally', 'sally@powernest.example', 'Sales admin', 'Deactivated', 'Never']);
    expect(screen.getByText('Only a super admin can add members, change roles or deactivate.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add team member' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a super admin adds a member and sees the temporary password once, with a copy button', async () => {
    const user = userEvent.setup();
    let added = false;
    const kim = member('kim.lee', { name: 'Kim Lee', mustChangePassword: true, role: 'sales_admin' });
    const api = openTeamAsSuperAdmin({
      'GET /api/team': () => (added ? team(BOSS, ADAM, kim) : team(BOSS, ADAM)),
      'POST /api/team': () => {
        added = true;
        return { status: 201, body: { success: true, member: kim, temporaryPassword: 'Temp-Pass-123456789' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add team member' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), ' Kim.Lee');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Kim Lee');
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'kim@powernest.example');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'Sales admin');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));

    const done = await screen.findByRole('dialog', { name: 'Member added' });
    expect(api.callsTo('POST', '/api/team')[0]!.body).toEqual({ username: 'kim.lee', name: 'Kim Lee', email: 'kim@powernest.example', role: 'sales_admin' });
    expect(within(done).getByText('Kim Lee can now sign in as kim.lee with this temporary password.')).toBeInTheDocument();
    expect(within(done).getByRole('status', { name: 'Temporary password' })).toHaveTextContent('Temp-Pass-123456789');
    // The copy button names what it copies, not the password itself.
    expect(within(done).getByRole('button', { name: 'Copy Temporary password' })).toBeInTheDocument();
    expect(within(done).getByText(/shown only this once/)).toBeInTheDocument();
    // The list already counts the new member behind the dialog.
    expect(await screen.findByText('3 members')).toBeInTheDocument();

    // Escape does not lose it; Done does close it, and it is gone for good.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Member added' })).toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Temp-Pass-123456789')).not.toBeInTheDocument();
    expect(within(rowOf('Kim Lee')).getByText('Password not changed yet')).toBeInTheDocument();
  });

  it('checks the form before sending, and shows the API’s refusal under its field', async () => {
    const user = userEvent.setup();
    const api = openTeamAsSuperAdmin({
      'GET /api/team': team(BOSS, ADAM),
      'POST /api/team': { status: 409, body: { success: false, error: 'This username is already taken', fieldErrors: { username: 'This username is already taken' } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add team member' }));
    const dialog = screen.getByRole('dialog', { name: 'Add team member' });
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'not-an-email');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    expect(await within(dialog).findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(within(dialog).getByText('Name is required (at most 100 characters)')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/team')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /^Username/ }), 'adam');
    await user.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Adam Two');
    await user.clear(within(dialog).getByRole('textbox', { name: /^E-mail/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^E-mail/ }), 'adam2@powernest.example');
    await user.click(within(dialog).getByRole('button', { name: 'Add member' }));
    // Above the form and under the field.
    await waitFor(() => expect(within(dialog).getAllByRole('alert').map((a) => a.textContent)).toEqual(['This username is already taken', 'This username is already taken']));
    expect(within(dialog).getByRole('textbox', { name: /^Username/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('POST', '/api/team')).toHaveLength(1);
  });

  it('deactivates after a confirmation; cancelling sends nothing', async () => {
    const user = userEvent.setup();
    let deactivated = false;
    const api = openTeamAsSuperAdmin({
      'GET /api/team': () => team(BOSS, { ...ADAM, active: !deactivated }),
      'PATCH /api/team/id-adam': () => {
        deactivated = true;
        return { status: 200, body: { success: true, member: { ...ADAM, active: false } } };
      },
    });
    // Their own row has no actions.
    await screen.findByText('Adam');
    expect(within(rowOf('Boss')).getByText('You')).toBeInTheDocument();
    expect(within(rowOf('Boss')).queryByRole('button')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate adam' }));
    let dialog = screen.getByRole('dialog', { name: 'Deactivate Adam?' });
    expect(dialog).toHaveTextContent('They are signed out at once and can no longer sign in.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/team/id-adam')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deactivate adam' }));
    dialog = screen.getByRole('dialog', { name: 'Deactivate Adam?' });
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/team/id-adam').map((c) => c.body)).toEqual([{ active: false }]);
    expect(currentToast()).toMatchObject({ title: 'Adam updated', variant: 'success' });
    expect(await screen.findByRole('button', { name: 'Reactivate adam' })).toBeInTheDocument();
    expect(within(rowOf('Adam')).getByText('Deactivated')).toBeInTheDocument();
  });

  it('changes a role after a confirmation; a refusal stays in the dialog in the API’s words', async () => {
    const user = userEvent.setup();
    const api = openTeamAsSuperAdmin({
      'GET /api/team': team(BOSS, ADAM),
      'PATCH /api/team/id-adam': { status: 409, body: { success: false, error: 'This is the last active super admin: make someone else super admin first' } },
    });
    await user.click(await screen.findByRole('combobox', { name: 'Role of adam' }));
    await user.click(await screen.findByRole('option', { name: 'Super admin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make Adam Super admin?' });
    await user.click(within(dialog).getByRole('button', { name: 'Change role' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not changed: This is the last active super admin: make someone else super admin first');
    expect(api.callsTo('PATCH', '/api/team/id-adam').map((c) => c.body)).toEqual([{ role: 'super_admin' }]);
    // The select still shows the role the member has.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Role of adam' })).toHaveTextContent('Admin');
  });

  it('says so when the team cannot be loaded', async () => {
    openTeamAsSuperAdmin({ 'GET /api/team': { status: 403, body: { success: false, error: 'You do not have permission to do this' } } });
    expect(await screen.findByText('Error loading the team')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this')).toBeInTheDocument();
  });
});

describe('an admin on a temporary password', () => {
  it('must choose their own before any admin page shows; nothing else is loaded meanwhile', async () => {
    const user = userEvent.setup();
    let changed = false;
    const api = fakeApi({
      'GET /api/admin/check': () => ({
        status: 200,
        body: { ...ADMIN_CHECK, user: { username: 'kim', role: 'admin', mustChangePassword: !changed, ...(changed ? {} : { passwordChangeRequired: true }) } },
      }),
      'POST /api/admin/change-password': () => {
        changed = true;
        return { status: 200, body: { success: true, message: 'Your password has been successfully changed.' } };
      },
      'GET /api/team': team(BOSS, member('kim')),
    });
    renderAt('/admin/team');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your own password' });
    expect(screen.queryByRole('heading', { level: 1, name: 'Team' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Choose your own password' })).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/^Current Password/), 'Temp-Pass-123456789');
    await user.type(within(dialog).getByLabelText(/^New Password/), 'a-password-of-my-own');
    await user.type(within(dialog).getByLabelText(/^Confirm New Password/), 'a-password-of-my-own');
    await user.click(within(dialog).getByRole('button', { name: 'Update Password' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/change-password')[0]!.body).toEqual({ currentPassword: 'Temp-Pass-123456789', newPassword: 'a-password-of-my-own', confirmPassword: 'a-password-of-my-own' });
    // The page's data was asked for only once the password was changed.
    const order = api.calls.map((c) => `${c.method} ${c.url}`);
    expect(order.indexOf('GET /api/team')).toBeGreaterThan(order.indexOf('POST /api/admin/change-password'));
  });

  it('can sign out instead', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/check': { status: 200, body: { ...ADMIN_CHECK, user: { username: 'kim', role: 'admin', mustChangePassword: true, passwordChangeRequired: true } } },
      'POST /api/admin/logout': { status: 200, body: { success: true } },
    });
    renderAt('/admin/team');
    const dialog = await screen.findByRole('dialog', { name: 'Choose your own password' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/admin/logout')).toHaveLength(1));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
  });
});

describe('the way there', () => {
  it('every admin page has the admin menu, with the current page marked', async () => {
    const user = userEvent.setup();
    openPage('/admin-dashboard', {
      'GET /api/leads': { status: 200, body: { success: true, leads: [], total: 0, page: 1, pageSize: 25, statusCounts: {} } },
      'GET /api/analytics': { status: 200, body: { success: true, analytics: { totalLeads: 0, totalPartners: 0, leadsThisWeek: 0, leadsByStatus: {} } } },
      'GET /api/team': team(BOSS),
    });
    const nav = await screen.findByRole('navigation', { name: 'Admin' });
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Admin Dashboard', '/admin-dashboard'],
      ['Leads', '/admin/leads'],
      ['Lead sources', '/admin/lead-sources'],
      ['Promises kept', '/admin/promises'],
      ['Partners', '/admin/partners'],
      ['Service areas', '/admin/service-areas'],
      ['Waiting list', '/admin/waiting-list'],
      ['Availability', '/admin/availability'],
      ['Team', '/admin/team'],
      ['Audit log', '/admin/audit-log'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(nav).getByRole('link', { name: 'Team' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Team' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  });
});
