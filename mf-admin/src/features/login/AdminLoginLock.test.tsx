import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNED_OUT, currentToast, resetToasts, openPage } from '../../test/harness';

beforeEach(() => resetToasts());

async function signIn(password: string) {
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText('Username'));
  await user.type(screen.getByLabelText('Username'), 'admin');
  await user.clear(screen.getByLabelText('Password'));
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('admin login, locked after too many failures (issue #12 item 10)', () => {
  it('says the account is locked and when to try again, on the page and in the toast', async () => {
    const locked = 'Too many failed sign-in attempts. Try again in 15 minutes.';
    openPage(
      '/admin-login',
      {
        'POST /api/admin/login': { status: 429, body: { success: false, error: locked, retryAfter: 900 } },
      },
      SIGNED_OUT,
    );
    await signIn('the-right-password');
    // The notice on the page (the toast is an alert too, and goes after a few seconds).
    const alert = (await screen.findByText('Account locked')).closest('[role="alert"]');
    expect(alert).toHaveTextContent(`Account locked${locked}`);
    await waitFor(() => expect(currentToast()).toEqual({ title: 'Login Failed', description: locked, variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('a wrong password or the rate limiter’s 429 stays the usual toast, with no lock notice', async () => {
    let answer = { status: 401, body: { success: false, error: 'Invalid username or password' } as Record<string, unknown> };
    openPage('/admin-login', { 'POST /api/admin/login': () => answer }, SIGNED_OUT);
    await signIn('wrong');
    await waitFor(() => expect(currentToast()).toMatchObject({ description: 'Invalid username or password' }));
    answer = { status: 429, body: { success: false, error: 'Too many requests. Please try again later.' } };
    await signIn('wrong');
    await waitFor(() => expect(currentToast()).toMatchObject({ description: 'Too many requests. Please try again later.' }));
    expect(screen.queryByText('Account locked')).not.toBeInTheDocument();
  });
});
