import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SERVICE_AREA_MESSAGES, serviceAreaChangeSchema, serviceAreaSchema, type UserRole } from '@powernest/domain';
import { openPage, resetToasts, type FakeResponse } from '../../test/harness';

const URL = '/api/admin/service-areas';
const CHANGED_MEANWHILE = 'Someone else changed this area meanwhile. Here it is as it is now.';

function area(id: string, fields: Record<string, unknown>) {
  return { id, waiting: 0, told: 0, createdAt: '2026-03-01T10:00:00.000Z', updatedAt: '2026-03-01T10:00:00.000Z', version: 1, ...fields };
}
const DENVER = area('a1', { areaName: 'Denver Metro', state: 'CO', city: 'Denver', kind: 'city', status: 'coming-soon', isActive: false, comingSoon: true, launchDate: '2026-09-01', waiting: 3, version: 2 });
const AUSTIN = area('a2', { areaName: 'Downtown Austin', state: 'TX', zipCode: '78701', kind: 'zip', status: 'active', isActive: true, comingSoon: false, activatedAt: '2026-03-02T15:00:00.000Z', told: 5 });
const MONTANA = area('a3', { areaName: 'Montana', state: 'MT', kind: 'state', status: 'retired', isActive: false, comingSoon: false });
const OPENED_DENVER = { ...DENVER, status: 'active', isActive: true, comingSoon: false, launchDate: undefined, waiting: 0, told: 3, activatedAt: '2026-04-01T15:00:00.000Z', version: 3 };

const list = (...areas: unknown[]): FakeResponse => ({ status: 200, body: { success: true, areas } });
const saved = (a: unknown, launch?: unknown, status = 200): FakeResponse => ({ status, body: { success: true, area: a, ...(launch ? { launch } : {}) } });
const checkAs = (role: UserRole) => ({ isAuthenticated: true, isAdmin: role === 'admin' || role === 'super_admin', user: { username: 'member', role, mustChangePassword: false } });
const OPERATIONS = checkAs('operations_admin');

const table = () => screen.getByRole('table', { name: 'Service areas' });
const rowOf = (name: string) => within(table()).getByRole('cell', { name }).closest('tr')!;
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
/** What the page says the last change did (its live region, once no dialog hides the page). */
const expectSaid = (words: string) => waitFor(() => expect(screen.getByRole('status', { name: 'Last change' })).toHaveTextContent(words));

beforeEach(() => resetToasts());

describe('the service areas page (/admin/service-areas)', () => {
  it('lists every area: kind, state, status with the launch day, waiting, told and when it opened', async () => {
    openPage('/admin/service-areas', { [`GET ${URL}`]: list(DENVER, AUSTIN, MONTANA) }, OPERATIONS);
    expect(await screen.findByRole('heading', { level: 1, name: 'Service areas' })).toBeInTheDocument();
    expect(await screen.findByText('3 areas: 1 active, 1 coming soon')).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Area', 'Kind', 'State', 'Status', 'Waiting', 'Told', 'Opened', 'Actions']);
    expect(cells(rowOf('Denver Metro'))).toEqual(['Denver Metro', 'City: Denver', 'CO', 'Coming soon · Sep 1, 2026', '3', '0', '—', 'EditOpen nowRetire']);
    expect(cells(rowOf('Downtown Austin'))).toEqual(['Downtown Austin', 'ZIP code 78701', 'TX', 'Active', '0', '5', 'Mar 2, 2026', 'EditComing soonRetire']);
    expect(cells(rowOf('Montana'))).toEqual(['Montana', 'Whole state', 'MT', 'Retired', '0', '0', '—', 'EditOpen nowComing soon']);
    expect(screen.getByRole('button', { name: 'Add area' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Admin' })).getByRole('link', { name: 'Service areas' })).toHaveAttribute('aria-current', 'page');
  });

  it('checks the form with the API\'s messages before sending, shows the API\'s field errors, then adds the area and says so', async () => {
    const user = userEvent.setup();
    let answer: FakeResponse = { status: 400, body: { success: false, error: SERVICE_AREA_MESSAGES.stateCode, fieldErrors: { state: SERVICE_AREA_MESSAGES.stateCode } } };
    const BOISE = area('a9', { areaName: 'Boise', state: 'ID', city: 'Boise', kind: 'city', status: 'coming-soon', isActive: false, comingSoon: true, launchDate: '2026-10-15' });
    const api = openPage('/admin/service-areas', { [`GET ${URL}`]: list(DENVER), [`POST ${URL}`]: () => answer }, OPERATIONS);
    await user.click(await screen.findByRole('button', { name: 'Add area' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a service area' });
    await user.click(within(dialog).getByRole('button', { name: 'Add area' }));
    expect(await within(dialog).findByText(SERVICE_AREA_MESSAGES.areaName)).toBeInTheDocument();
    expect(within(dialog).getByText(SERVICE_AREA_MESSAGES.state)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Area name/ })).toHaveAttribute('aria-invalid', 'true');

    await user.type(within(dialog).getByRole('textbox', { name: /Area name/ }), 'Boise');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /State/ }), 'ID');
    await user.type(within(dialog).getByRole('textbox', { name: 'City' }), 'Boise');
    await user.type(within(dialog).getByRole('textbox', { name: 'ZIP code' }), '83702');
    await user.click(within(dialog).getByRole('button', { name: 'Add area' }));
    expect(await within(dialog).findByText(SERVICE_AREA_MESSAGES.cityOrZip)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'ZIP code' }));
    expect(api.callsTo('POST', URL)).toEqual([]);

    // The API's refusal of one field appears under it.
    await user.click(within(dialog).getByRole('button', { name: 'Add area' }));
    expect(await within(dialog).findByText(SERVICE_AREA_MESSAGES.stateCode)).toBeInTheDocument();

    answer = saved(BOISE, undefined, 201);
    expect(within(dialog).getByRole('combobox', { name: /Status/ })).toHaveValue('coming-soon');
    await user.type(within(dialog).getByLabelText('Launch date'), '2026-10-15');
    await user.click(within(dialog).getByRole('button', { name: 'Add area' }));
    await expectSaid('Boise added (coming soon).');
    const body = api.callsTo('POST', URL).at(-1)!.body;
    expect(body).toEqual({ areaName: 'Boise', state: 'ID', city: 'Boise', status: 'coming-soon', launchDate: '2026-10-15' });
    expect(serviceAreaSchema.safeParse(body).success).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a launch date goes with "coming soon" only: choosing Active takes the field away', async () => {
    const user = userEvent.setup();
    openPage('/admin/service-areas', { [`GET ${URL}`]: list() }, OPERATIONS);
    await user.click(await screen.findByRole('button', { name: 'Add area' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a service area' });
    expect(within(dialog).getByLabelText('Launch date')).toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Status/ }), 'active');
    expect(within(dialog).queryByLabelText('Launch date')).not.toBeInTheDocument();
    expect(await screen.findByText('No service areas yet.')).toBeInTheDocument();
  });

  it.each([
    [{ served: 3, emailed: 3, capped: 0 }, 'Denver Metro is open. 3 on its waiting list were told: 3 e-mails queued.'],
    [{ served: 3, emailed: 2, capped: 1 }, 'Denver Metro is open. 2 on its waiting list were told: 2 e-mails queued. 1 was marked served without an e-mail (its inbox had its share today).'],
    [{ served: 0, emailed: 0, capped: 0 }, 'Denver Metro is open. Nobody was waiting in it.'],
  ])('"Open now" asks first, sends the whole area at its version, and says what the opening did (%j)', async (launch, words) => {
    const user = userEvent.setup();
    let opened = false;
    const api = openPage(
      '/admin/service-areas',
      {
        [`GET ${URL}`]: () => (opened ? list(OPENED_DENVER) : list(DENVER)),
        [`PATCH ${URL}/a1`]: () => {
          opened = true;
          return saved(OPENED_DENVER, launch);
        },
      },
      OPERATIONS,
    );
    await user.click(await screen.findByRole('button', { name: 'Open Denver Metro now' }));
    const dialog = screen.getByRole('dialog', { name: 'Open Denver Metro now?' });
    expect(dialog).toHaveTextContent('3 people waiting in it are marked served and e-mailed that they can apply.');
    await user.click(within(dialog).getByRole('button', { name: 'Open now' }));
    await expectSaid(words);
    expect(screen.getByRole('status', { name: 'Last change' })).not.toHaveTextContent(/sent/i);
    const body = api.callsTo('PATCH', `${URL}/a1`)[0]!.body;
    expect(body).toEqual({ areaName: 'Denver Metro', state: 'CO', city: 'Denver', status: 'active', version: 2 });
    expect(serviceAreaChangeSchema.safeParse(body).success).toBe(true);
    await waitFor(() => expect(cells(rowOf('Denver Metro'))[3]).toBe('Active'));
    expect(cells(rowOf('Denver Metro'))[5]).toBe('3');
  });

  it('marks an area coming soon with a launch date, and retires one after asking', async () => {
    const user = userEvent.setup();
    const api = openPage(
      '/admin/service-areas',
      {
        [`GET ${URL}`]: list(AUSTIN, DENVER),
        [`PATCH ${URL}/a2`]: (body) => saved({ ...AUSTIN, ...(body as object), isActive: false, comingSoon: true, version: 2 }),
        [`PATCH ${URL}/a1`]: () => saved({ ...DENVER, status: 'retired', comingSoon: false, launchDate: undefined, version: 3 }),
      },
      OPERATIONS,
    );
    await user.click(await screen.findByRole('button', { name: 'Mark Downtown Austin coming soon' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Downtown Austin coming soon' });
    await user.type(within(dialog).getByLabelText('Launch date'), '2026-12-01');
    await user.click(within(dialog).getByRole('button', { name: 'Mark coming soon' }));
    await expectSaid('Downtown Austin is coming soon, opening Dec 1, 2026.');
    expect(api.callsTo('PATCH', `${URL}/a2`)[0]!.body).toEqual({ areaName: 'Downtown Austin', state: 'TX', zipCode: '78701', status: 'coming-soon', launchDate: '2026-12-01', version: 1 });

    await user.click(screen.getByRole('button', { name: 'Retire Denver Metro' }));
    const confirm = screen.getByRole('dialog', { name: 'Retire Denver Metro?' });
    await user.click(within(confirm).getByRole('button', { name: 'Retire' }));
    await expectSaid('Denver Metro is retired.');
    expect(api.callsTo('PATCH', `${URL}/a1`)[0]!.body).toEqual({ areaName: 'Denver Metro', state: 'CO', city: 'Denver', status: 'retired', version: 2 });
  });

  it('on a 409 shows the area as someone else left it, says so, reads the list again, and saves at the new version', async () => {
    const user = userEvent.setup();
    const THEIRS = { ...DENVER, areaName: 'Denver and Aurora', version: 3 };
    let patches = 0;
    const api = openPage(
      '/admin/service-areas',
      {
        [`GET ${URL}`]: () => (patches === 0 ? list(DENVER) : list(THEIRS)),
        [`PATCH ${URL}/a1`]: (body) => {
          patches += 1;
          return patches === 1 ? { status: 409, body: { success: false, error: CHANGED_MEANWHILE, area: THEIRS } } : saved({ ...THEIRS, ...(body as object), version: 4 });
        },
      },
      OPERATIONS,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Denver Metro' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Denver Metro' });
    const name = within(dialog).getByRole('textbox', { name: /Area name/ });
    await user.clear(name);
    await user.type(name, 'Denver Metro Area');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CHANGED_MEANWHILE);
    expect(within(dialog).getByRole('textbox', { name: /Area name/ })).toHaveValue('Denver and Aurora');
    await waitFor(() => expect(api.callsTo('GET', URL).length).toBeGreaterThanOrEqual(2));

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await expectSaid('Denver and Aurora saved.');
    expect(api.callsTo('PATCH', `${URL}/a1`)[1]!.body).toMatchObject({ areaName: 'Denver and Aurora', version: 3 });
    expect(within(table()).getByRole('cell', { name: 'Denver and Aurora' })).toBeInTheDocument();
  });

  it('a 409 to a quick action stays in its dialog in the API\'s words, and the list is read again', async () => {
    const user = userEvent.setup();
    const THEIRS = { ...DENVER, status: 'retired', comingSoon: false, launchDate: undefined, version: 3 };
    let refused = false;
    openPage(
      '/admin/service-areas',
      {
        [`GET ${URL}`]: () => (refused ? list(THEIRS) : list(DENVER)),
        [`PATCH ${URL}/a1`]: () => {
          refused = true;
          return { status: 409, body: { success: false, error: CHANGED_MEANWHILE, area: THEIRS } };
        },
      },
      OPERATIONS,
    );
    await user.click(await screen.findByRole('button', { name: 'Open Denver Metro now' }));
    const dialog = screen.getByRole('dialog', { name: 'Open Denver Metro now?' });
    await user.click(within(dialog).getByRole('button', { name: 'Open now' }));
    expect(await within(dialog).findByText(CHANGED_MEANWHILE)).toBeInTheDocument();
    expect(dialog).toHaveTextContent(`Not changed: ${CHANGED_MEANWHILE}`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(cells(rowOf('Denver Metro'))[3]).toBe('Retired'));
    expect(screen.queryByText(/is open/)).not.toBeInTheDocument();
  });

  it.each(['sales_admin', 'analytics_user'] as const)('shows a %s the list without any button, and who changes it', async (role) => {
    openPage('/admin/service-areas', { [`GET ${URL}`]: list(DENVER, AUSTIN) }, checkAs(role));
    expect(await within(await screen.findByRole('table', { name: 'Service areas' })).findByRole('cell', { name: 'Denver Metro' })).toBeInTheDocument();
    expect(screen.getByText('Only admins and operations admins add, open or retire service areas.')).toBeInTheDocument();
    expect(within(table()).getAllByRole('columnheader').map((c) => c.textContent)).not.toContain('Actions');
    expect(screen.queryByRole('button', { name: 'Add area' })).not.toBeInTheDocument();
    expect(within(table()).queryAllByRole('button')).toEqual([]);
  });
});
