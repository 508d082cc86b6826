import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGNED_OUT, currentToast, openPage, resetToasts } from '../../test/harness';

const status = (email: object) => ({ status: 200, body: { success: true, email } });

beforeEach(() => resetToasts());

/** What a region of the guide lists: the text of each item's `selector` element (a step's title, a variable's name). */
const listedIn = (region: string, selector: string) =>
  within(screen.getByRole('region', { name: region }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector(selector)!.textContent);

/** The guide as an admin sees it when the API reports this transport and these counts: its status badges. */
async function badgesFor(transport: string, configured: boolean, outbox: { sent: number; pending: number; failed: number }, delivery?: object) {
  openPage('/email-setup', { 'GET /api/admin/email-status': status({ transport, configured, outbox, ...(delivery ? { delivery } : {}) }) });
  return within(await screen.findByTestId('email-status'));
}

function setClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: jest.fn(writeText) }, configurable: true });
  return navigator.clipboard.writeText as jest.Mock;
}

describe('e-mail setup guide at /email-setup (product.md §2)', () => {
  it('has the 4 steps, the 4 variable names, both previews and the free tier', async () => {
    openPage('/email-setup', {}, SIGNED_OUT);
    expect(await screen.findByRole('heading', { level: 1, name: 'Email Setup Guide' })).toBeInTheDocument();

    expect(listedIn('Setup in 4 steps', 'p')).toEqual([
      'Step 1: Create an account',
      'Step 2: Add an e-mail service',
      'Step 3: Create the templates',
      'Step 4: Add the secrets',
    ]);

    expect(listedIn('Environment variables', 'code')).toEqual([
      'EMAILJS_PUBLIC_KEY',
      'EMAILJS_SERVICE_ID',
      'EMAILJS_ADMIN_TEMPLATE_ID',
      'EMAILJS_USER_TEMPLATE_ID',
    ]);
    expect(screen.getAllByRole('button', { name: /^Copy EMAILJS_/ })).toHaveLength(4);

    // Previews come from the real templates: the admin one lists the application, the applicant
    // one has the revenue projection (restaurant, high traffic: $300 x 2) and the 48-hour survey.
    const admin = screen.getByRole('article', { name: 'Admin notification preview' });
    expect(admin).toHaveTextContent('Subject: New partnership application: Blue Door Café');
    expect(admin).toHaveTextContent('Business name: Blue Door Café');
    expect(admin).toHaveTextContent('Pain points: Not specified');
    const applicant = screen.getByRole('article', { name: 'Applicant confirmation preview' });
    expect(applicant).toHaveTextContent('Estimated monthly revenue: $600');
    expect(applicant).toHaveTextContent('Estimated annual revenue: $7,200');
    expect(applicant).toHaveTextContent('Site survey within 48 hours');

    expect(screen.getByText(/Free tier: 200 e-mails per month/)).toBeInTheDocument();
  });

  it('for visitors the live status is not shown', async () => {
    const api = openPage('/email-setup', {}, SIGNED_OUT);
    expect(await screen.findByText('Live status visible to admins')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/email-status')).toHaveLength(0);
  });

  it('with the log transport, what it "sent" is counted as recorded only, never as delivered', async () => {
    const badges = await badgesFor('log', false, { sent: 18, pending: 3, failed: 1 }, { delivered: 0, recorded: 18, queued: 2, retrying: 1, failed: 1 });
    expect(badges.getByText('Awaiting configuration')).toBeInTheDocument();
    expect(badges.getByText('Recorded only (the log transport sends nothing): 18')).toBeInTheDocument();
    expect(badges.getByText('Delivered: 0')).toBeInTheDocument();
    expect(badges.queryByText(/Delivered: 18/)).not.toBeInTheDocument();
    expect(badges.getByText('Queued: 2')).toBeInTheDocument();
    expect(badges.getByText('Retrying: 1')).toBeInTheDocument();
    expect(badges.getByText('Failed: 1')).toBeInTheDocument();
  });

  it('an API that sends only the plain outbox counts still never shows the log transport as delivering', async () => {
    const badges = await badgesFor('log', false, { sent: 12, pending: 3, failed: 1 });
    expect(badges.getByText('Recorded only (the log transport sends nothing): 12')).toBeInTheDocument();
    expect(badges.getByText('Delivered: 0')).toBeInTheDocument();
  });

  it('with SMTP, delivered e-mail is counted as delivered and no "recorded only" badge appears', async () => {
    const badges = await badgesFor('smtp', true, { sent: 1240, pending: 0, failed: 0 }, { delivered: 1240, recorded: 0, queued: 0, retrying: 0, failed: 0 });
    expect(badges.getByText('Delivered: 1,240')).toBeInTheDocument();
    expect(badges.queryByText(/Recorded only/)).not.toBeInTheDocument();
  });

  it('a configured transport is named', async () => {
    openPage('/email-setup', { 'GET /api/admin/email-status': status({ transport: 'emailjs', configured: true, outbox: { sent: 0, pending: 0, failed: 0 } }) });
    expect(await screen.findByText('Configured: EmailJS')).toBeInTheDocument();
    expect(screen.queryByText('Awaiting configuration')).not.toBeInTheDocument();
  });
});

describe('copy buttons (product.md §8 "Clipboard copy")', () => {
  it('copies the name, shows "Copied!" for 2 seconds, then "Copy" again', async () => {
    jest.useFakeTimers();
    openPage('/email-setup', {}, SIGNED_OUT);
    // user-event installs its own clipboard stub; ours replaces it afterwards.
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = setClipboard(async () => {});
    await user.click(await screen.findByRole('button', { name: 'Copy EMAILJS_SERVICE_ID' }));

    expect(writeText).toHaveBeenCalledWith('EMAILJS_SERVICE_ID');
    const button = await screen.findByRole('button', { name: 'Copied! EMAILJS_SERVICE_ID' });
    expect(button).toHaveTextContent('Copied!');
    expect(currentToast()).toMatchObject({ title: 'Copied!' });
    // Only that button changed.
    expect(screen.getByRole('button', { name: 'Copy EMAILJS_PUBLIC_KEY' })).toHaveTextContent('Copy');

    act(() => jest.advanceTimersByTime(1900));
    expect(button).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(200));
    expect(button).toHaveTextContent(/^Copy$/);
    expect(button).toHaveAccessibleName('Copy EMAILJS_SERVICE_ID');
  });

  it('a refused clipboard: "Copy Failed" with "Please copy manually"', async () => {
    openPage('/email-setup', {}, SIGNED_OUT);
    const user = userEvent.setup();
    setClipboard(async () => {
      throw new DOMException('Write permission denied', 'NotAllowedError');
    });
    await user.click(await screen.findByRole('button', { name: 'Copy EMAILJS_PUBLIC_KEY' }));
    await waitFor(() => expect(currentToast()).toEqual({ title: 'Copy Failed', description: 'Please copy manually', variant: 'destructive' }));
    expect(screen.getByRole('button', { name: 'Copy EMAILJS_PUBLIC_KEY' })).toHaveTextContent(/^Copy$/);
  });

  it('no clipboard at all (an insecure page): "Copy Failed" too', async () => {
    openPage('/email-setup', {}, SIGNED_OUT);
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(await screen.findByRole('button', { name: 'Copy EMAILJS_USER_TEMPLATE_ID' }));
    await waitFor(() => expect(currentToast()).toMatchObject({ title: 'Copy Failed', description: 'Please copy manually' }));
  });
});

describe('a signed-in member whose role may not read the e-mail status (browser audit #5)', () => {
  const SALES = { isAuthenticated: true, isAdmin: false, user: { username: 'sam', role: 'sales_admin', mustChangePassword: false } };

  it('is told their role cannot see it, not to sign in, and the status is never asked for', async () => {
    const api = openPage('/email-setup', { 'GET /api/admin/email-status': { status: 403, body: { success: false, error: 'Not authorised for your role' } } }, SALES);
    expect(await screen.findByText('Your role cannot see the live status')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Sign in to see it' })).not.toBeInTheDocument();
    expect(screen.queryByText('Live status visible to admins')).not.toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/email-status')).toHaveLength(0);
  });

  it('an operations_admin (isAdmin false, but the role table lets it read the status) sees the live status', async () => {
    openPage(
      '/email-setup',
      { 'GET /api/admin/email-status': status({ transport: 'smtp', configured: true, outbox: { sent: 1, pending: 0, failed: 0 } }) },
      { ...SALES, user: { ...SALES.user, role: 'operations_admin' } },
    );
    expect(within(await screen.findByTestId('email-status')).getByText('Configured: SMTP')).toBeInTheDocument();
  });
});
