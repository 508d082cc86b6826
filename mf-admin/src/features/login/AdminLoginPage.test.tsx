import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_CHECK, SIGNED_OUT, currentPath, currentToast, fakeApi, renderAt, resetToasts, leadsPageAnswer, openPage } from '../../test/harness';

const LOGIN_OK = { status: 200, body: { success: true, token: 'header.payload.sig', isAdmin: true, user: ADMIN_CHECK.user } };
const EMPTY_DASHBOARD = {
  'GET /api/leads': leadsPageAnswer([]),
  'GET /api/analytics': { status: 200, body: { success: true, analytics: { totalLeads: 0, totalPartners: 0, leadsThisWeek: 0, leadsByStatus: { new: 0, active: 0 } } } },
};

beforeEach(() => resetToasts());

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup({ delay: null });
  if (username) await user.type(screen.getByLabelText('Username'), username);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

/** The login page for a visitor not signed in, the API answering `routes` (a sign-in's answer). */
const openLogin = (routes: Parameters<typeof openPage>[1] = {}) => openPage('/admin-login', routes, SIGNED_OUT);

describe('admin login (product.md §2 "Admin login")', () => {
  it.each(['/admin-login', '/admin', '/admin/login'])('%s shows the login form with the note', async (path) => {
    openPage(path, {}, SIGNED_OUT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByText('New to admin access? Contact your system administrator.')).toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    openLogin();
    const user = userEvent.setup({ delay: null });
    const field = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it.each([
    ['both empty', '', ''],
    ['blank username', '   ', 'secret'],
    ['no password', 'admin', ''],
  ])('%s: toast "Error: Please enter both username and password." and nothing is sent', async (_name, username, password) => {
    const api = openLogin();
    await fillAndSubmit(username, password);
    expect(currentToast()).toEqual({ title: 'Error', description: 'Please enter both username and password.', variant: 'destructive' });
    expect(api.callsTo('POST', '/api/admin/login')).toHaveLength(0);
  });

  it('signs in: "Signing In..." while pending, "Login Successful", then the dashboard; the token is not stored in the browser', async () => {
    let release!: () => void;
    let signedIn = false;
    const api = fakeApi({
      'GET /api/admin/check': () => ({ status: 200, body: signedIn ? ADMIN_CHECK : SIGNED_OUT }),
      'POST /api/admin/login': () =>
        new Promise((resolve) => {
          release = () => {
            signedIn = true;
            resolve(LOGIN_OK);
          };
        }),
      ...EMPTY_DASHBOARD,
    });
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    renderAt('/admin-login');
    await fillAndSubmit('admin', 'correct horse');

    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect(pending).toBeDisabled();
    expect(api.callsTo('POST', '/api/admin/login')[0]!.body).toEqual({ username: 'admin', password: 'correct horse' });
    expect(api.callsTo('POST', '/api/admin/login')[0]!.init.credentials).toBe('include');

    release();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeInTheDocument();
    expect(currentPath()).toBe('/admin-dashboard');
    expect(currentToast()).toMatchObject({ title: 'Login Successful' });
    expect(setItem).not.toHaveBeenCalled();
    expect(JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage })).not.toContain('header.payload.sig');
  });

  it.each([
    ['a refused sign-in', 401, 'Invalid username or password'],
    ['the rate limit', 429, 'Too many requests. Please try again later.'],
  ])('%s: toast "Login Failed" with the server message as it says it; the form is usable again', async (_case, status, error) => {
    openLogin({ 'POST /api/admin/login': { status, body: { success: false, error } } });
    await fillAndSubmit('admin', 'wrong');
    await waitFor(() => expect(currentToast()).toEqual({ title: 'Login Failed', description: error, variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(currentPath()).toBe('/admin-login');
  });

  it('without a server message: "Invalid credentials. Please try again."', async () => {
    const api = openLogin();
    api.fetchMock.mockImplementation(async (url: string) => {
      if (url === '/api/admin/login') throw new TypeError('Failed to fetch');
      return { ok: true, status: 200, statusText: '', headers: new Map<string, string>(), text: async () => JSON.stringify(SIGNED_OUT) };
    });
    await fillAndSubmit('admin', 'x');
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Login Failed', description: 'Invalid credentials. Please try again.' }));
  });

  it('an admin who is already signed in is offered the dashboard', async () => {
    openPage('/admin-login');
    expect(await screen.findByText('You are signed in as admin.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open dashboard' })).toHaveAttribute('href', '/admin-dashboard');
  });
});
