import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { partnerChangeSchema } from '@powernest/domain';
import { currentSearch, currentToast, resetToasts, type FakeResponse, openPage } from '../../test/harness';

const PARTNER = {
  id: 'p1',
  businessName: 'Blue Door Café',
  businessType: 'restaurant',
  address: '1200 Congress Ave',
  city: 'Austin',
  state: 'TX',
  contactPerson: 'Dana Reyes',
  phone: '(555) 201-3344',
  email: 'dana@bluedoor.example',
  latitude: 30.2672,
  longitude: -97.7431,
  status: 'active',
  leadId: 42,
  dateInstalled: '2026-11-20T15:00:00.000Z',
  createdAt: '2026-11-20T15:00:00.000Z',
};
const list = (partners: object[], extra: object = {}): FakeResponse => ({ status: 200, body: { success: true, partners, total: partners.length, totalCapped: false, pageSize: 25, ...extra } });

beforeEach(() => resetToasts());

describe('the partners list (/admin/partners)', () => {
  it('lists partners with their lead, and searches through the URL', async () => {
    const user = userEvent.setup();
    const api = openPage('/admin/partners', {
      'GET /api/admin/partners': list([PARTNER]),
      'GET /api/admin/partners?q=blue': list([PARTNER]),
    });
    const table = await screen.findByRole('table', { name: 'Partners' });
    const row = (await within(table).findByText('Blue Door Café')).closest('tr')!;
    expect(row).toHaveTextContent('1200 Congress Ave, Austin, TX');
    expect(within(row).getByRole('link', { name: 'From lead #42' })).toHaveAttribute('href', '/admin/leads/42');
    expect(screen.getByText('1 partner')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'blue');
    await waitFor(() => expect(currentSearch()).toBe('?q=blue'));
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/partners?q=blue')).not.toHaveLength(0));
  });

  it('pages Next and Previous by the API\'s cursors, each a link that keeps the status filter', async () => {
    const user = userEvent.setup();
    const api = openPage('/admin/partners?status=inactive', {
      'GET /api/admin/partners?status=inactive': list([{ ...PARTNER, status: 'inactive' }], { total: 30, next: 'n.1' }),
      'GET /api/admin/partners?status=inactive&cursor=n.1': list([{ ...PARTNER, id: 'p2', businessName: 'Red Door Deli', status: 'inactive' }], { total: 30, prev: 'p.2' }),
    });
    await screen.findByText('Blue Door Café');
    expect(screen.getByText('30 partners')).toBeInTheDocument();
    const pager = () => within(screen.getByRole('navigation', { name: 'Partners pages' }));
    expect(pager().getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pager().getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/partners?status=inactive&cursor=n.1');
    await user.click(pager().getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Red Door Deli')).toBeInTheDocument();
    expect(currentSearch()).toBe('?status=inactive&cursor=n.1');
    expect(pager().getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/partners?status=inactive&cursor=p.2');
    expect(pager().getByRole('link', { name: 'First' })).toHaveAttribute('href', '/admin/partners?status=inactive');
    expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(api.callsTo('GET', '/api/admin/partners?status=inactive&cursor=n.1')).toHaveLength(1);
  });

  it('takes a partner off the locator and puts it back', async () => {
    const user = userEvent.setup();
    let status = 'active';
    const api = openPage('/admin/partners', {
      'GET /api/admin/partners': () => list([{ ...PARTNER, status }]),
      'PATCH /api/admin/partners/p1': (body) => {
        status = (body as { status: string }).status;
        return { status: 200, body: { success: true, partner: { ...PARTNER, status } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate Blue Door Café' }));
    await waitFor(() => expect(currentToast()?.title).toBe('Blue Door Café is off the locator'));
    expect(api.callsTo('PATCH', '/api/admin/partners/p1')[0]!.body).toEqual({ status: 'inactive' });
    await user.click(await screen.findByRole('button', { name: 'Activate Blue Door Café' }));
    expect(api.callsTo('PATCH', '/api/admin/partners/p1')[1]!.body).toEqual({ status: 'active' });
  });

  it('edits a partner; the API’s refusal shows under the field', async () => {
    const user = userEvent.setup();
    const api = openPage('/admin/partners', {
      'GET /api/admin/partners': list([PARTNER]),
      'PATCH /api/admin/partners/p1': (body) =>
        (body as { latitude: unknown }).latitude === 95
          ? { status: 400, body: { success: false, error: 'Latitude must be a number from -90 to 90', fieldErrors: { latitude: 'Latitude must be a number from -90 to 90' } } }
          : { status: 200, body: { success: true, partner: { ...PARTNER, ...(body as object) } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Door Café' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blue Door Café' });
    const latitude = within(dialog).getByRole('textbox', { name: 'Latitude' });
    await user.clear(latitude);
    await user.type(latitude, '95');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Latitude must be a number from -90 to 90')).toBeInTheDocument();
    await user.clear(latitude);
    await user.type(latitude, '30.3');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentToast()?.title).toBe('Blue Door Café saved'));
    expect(api.callsTo('PATCH', '/api/admin/partners/p1')[1]!.body).toMatchObject({ latitude: 30.3, longitude: -97.7431, businessName: 'Blue Door Café' });
  });

  it('a required field cleared is refused with its message, never saved as unchanged (issue #25)', async () => {
    const user = userEvent.setup();
    const api = openPage('/admin/partners', {
      'GET /api/admin/partners': list([PARTNER]),
      // The API's own schema decides, as the server would.
      'PATCH /api/admin/partners/p1': (body) => {
        const parsed = partnerChangeSchema.safeParse(body);
        if (parsed.success) return { status: 200, body: { success: true, partner: { ...PARTNER, ...parsed.data } } };
        const fieldErrors = Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
        return { status: 400, body: { success: false, error: Object.values(fieldErrors)[0], fieldErrors } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Blue Door Café' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Blue Door Café' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Business name' }));
    await user.clear(within(dialog).getByRole('textbox', { name: 'Phone' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Business name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Phone number is required')).toBeInTheDocument();
    expect(currentToast()?.title).not.toBe('Blue Door Café saved');
    expect(api.callsTo('PATCH', '/api/admin/partners/p1')[0]!.body).toMatchObject({ businessName: '', phone: '' });
  });
});

describe('the partners list for a role that only reads partners (browser audit #4)', () => {
  it('shows a sales_admin the list read-only up front: no Edit, no Deactivate, and says who may change it', async () => {
    const api = openPage(
      '/admin/partners',
      { 'GET /api/admin/partners': list([PARTNER, { ...PARTNER, id: 'p2', businessName: 'Red Door Deli', status: 'inactive' }]) },
      { isAuthenticated: true, isAdmin: false, user: { username: 'sam', role: 'sales_admin', mustChangePassword: false } },
    );
    const table = await screen.findByRole('table', { name: 'Partners' });
    await within(table).findByText('Blue Door Café');
    expect(screen.getByText('Only admins and operations admins edit, deactivate or reactivate partners.')).toBeInTheDocument();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    expect(api.callsTo('PATCH', '/api/admin/partners/p1')).toHaveLength(0);
  });

  it('still offers Edit and Deactivate to an operations_admin', async () => {
    openPage('/admin/partners', { 'GET /api/admin/partners': list([PARTNER]) }, { isAuthenticated: true, isAdmin: false, user: { username: 'ops', role: 'operations_admin', mustChangePassword: false } });
    expect(await screen.findByRole('button', { name: 'Deactivate Blue Door Café' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Blue Door Café' })).toBeInTheDocument();
    expect(screen.queryByText(/Only admins and operations admins/)).not.toBeInTheDocument();
  });
});
