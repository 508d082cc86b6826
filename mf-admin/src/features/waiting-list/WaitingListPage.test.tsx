import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentToast, resetToasts, openPage } from '../../test/harness';

const SERVED_URL = `/api/admin/waiting-list/areas/${encodeURIComponent('Boise, ID')}/served`;

function signUp(id: string, email: string, createdAt: string, extra: Record<string, unknown> = {}) {
  return { id, email, status: 'waiting', priorityScore: 1, createdAt, ...extra };
}

const BOISE = {
  area: 'Boise, ID',
  count: 2,
  waiting: 2,
  status: 'waiting',
  firstAt: '2026-03-01T10:00:00.000Z',
  lastAt: '2026-03-05T10:00:00.000Z',
  entries: [signUp('w1', 'first@example.com', '2026-03-01T10:00:00.000Z', { zipCode: '83702' }), signUp('w2', 'second@example.com', '2026-03-05T10:00:00.000Z', { businessName: 'Basque Market' })],
};
const FARGO = {
  area: 'Fargo, ND',
  count: 1,
  waiting: 0,
  status: 'served',
  firstAt: '2026-02-01T10:00:00.000Z',
  lastAt: '2026-02-01T10:00:00.000Z',
  entries: [signUp('w3', 'sam@example.com', '2026-02-01T10:00:00.000Z', { status: 'served' })],
};
const list = (...areas: unknown[]) => ({ status: 200, body: { success: true, areas } });

const table = () => screen.getByRole('table', { name: 'Waiting list by area' });
const areaRow = (area: string) => within(table()).getByRole('cell', { name: area }).closest('tr')!;
// Without the zero-width space MUI's outlined select keeps in its (empty) legend.
const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent?.replace(/\u200b/g, ''));

beforeEach(() => resetToasts());

describe('the waiting list page (/admin/waiting-list)', () => {
  it('lists the areas with counts, dates and status, and unfolds an area\'s sign-ups', async () => {
    const user = userEvent.setup();
    openPage('/admin/waiting-list', { 'GET /api/admin/waiting-list': list(BOISE, FARGO) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Waiting list' })).toBeInTheDocument();
    expect(await screen.findByText('2 areas, 2 waiting')).toBeInTheDocument();
    expect(cells(areaRow('Boise, ID')).slice(1)).toEqual(['Boise, ID', '2', '2', 'Mar 1, 2026', 'Mar 5, 2026', 'Waiting', 'Mark as served']);
    expect(cells(areaRow('Fargo, ND')).slice(1)).toEqual(['Fargo, ND', '1', '0', 'Feb 1, 2026', 'Feb 1, 2026', 'Served', '']);
    expect(screen.getByRole('link', { name: 'Waiting list' })).toHaveAttribute('aria-current', 'page');

    expect(screen.queryByRole('table', { name: 'Sign-ups in Boise, ID' })).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show sign-ups in Boise, ID' });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await user.click(show);
    const entries = screen.getByRole('table', { name: 'Sign-ups in Boise, ID' });
    expect(within(entries).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['first@example.com', '—', '83702', 'Mar 1, 2026', 'English', '54321', 'Waiting'],
      ['second@example.com', 'Basque Market', '—', 'Mar 5, 2026', 'English', '54321', 'Waiting'],
    ]);
    await user.click(screen.getByRole('button', { name: 'Hide sign-ups in Boise, ID' }));
    expect(screen.queryByRole('table', { name: 'Sign-ups in Boise, ID' })).not.toBeInTheDocument();
  });

  it('marks an area served after a confirmation, then says so and shows the list anew', async () => {
    const user = userEvent.setup();
    let served = false;
    const api = openPage('/admin/waiting-list', {
      'GET /api/admin/waiting-list': () => (served ? list(FARGO, { ...BOISE, waiting: 0, status: 'served' }) : list(BOISE, FARGO)),
      [`POST ${SERVED_URL}`]: () => {
        served = true;
        return { status: 200, body: { success: true, area: 'Boise, ID', served: 2 } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark Boise, ID as served' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Boise, ID as served?' });
    expect(dialog).toHaveTextContent('2 waiting sign-ups are marked served.');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', SERVED_URL)).toEqual([]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Mark Boise, ID as served' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Mark Boise, ID as served?' })).getByRole('button', { name: 'Mark as served' }));
    expect(await screen.findByText('2 areas, 0 waiting')).toBeInTheDocument();
    expect(api.callsTo('POST', SERVED_URL)).toHaveLength(1);
    expect(currentToast()).toEqual({ title: 'Boise, ID marked as served', description: undefined, variant: 'success' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cells(areaRow('Boise, ID'))).toContain('Served');
    expect(screen.queryByRole('button', { name: 'Mark Boise, ID as served' })).not.toBeInTheDocument();
  });

  it('keeps a refusal in the dialog', async () => {
    const user = userEvent.setup();
    openPage('/admin/waiting-list', {
      'GET /api/admin/waiting-list': list(BOISE),
      [`POST ${SERVED_URL}`]: { status: 404, body: { success: false, error: 'No waiting-list entries for this area' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark Boise, ID as served' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark Boise, ID as served?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark as served' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Not marked: No waiting-list entries for this area');
    expect(currentToast()).toBeNull();
  });

  it('shows each sign-up\'s language, priority and, once served, whether an e-mail told them and how it went', async () => {
    const user = userEvent.setup();
    const DENVER = {
      area: 'Denver, CO',
      count: 4,
      waiting: 1,
      status: 'waiting',
      firstAt: '2026-03-01T10:00:00.000Z',
      lastAt: '2026-03-04T10:00:00.000Z',
      // The API's order (highest priority first), kept as it comes.
      entries: [
        signUp('d1', 'ana@example.com', '2026-03-02T10:00:00.000Z', { priorityScore: 4, language: 'es-US', status: 'served', servedAt: '2026-04-01T15:00:00.000Z', servedBy: 'Denver Metro', notice: { delivery: 'queued', at: '2026-04-01T15:00:01.000Z' } }),
        signUp('d2', 'bo@example.com', '2026-03-01T10:00:00.000Z', { priorityScore: 3, status: 'served', servedAt: '2026-04-01T15:00:00.000Z', servedBy: 'Denver Metro', notice: { delivery: 'recorded', at: '2026-04-01T15:00:01.000Z' } }),
        signUp('d3', 'cy@example.com', '2026-03-03T10:00:00.000Z', { priorityScore: 2, status: 'served', servedAt: '2026-04-01T15:00:00.000Z', servedBy: 'Denver Metro' }),
        signUp('d4', 'di@example.com', '2026-03-04T10:00:00.000Z', { status: 'served', servedAt: '2026-03-20T15:00:00.000Z' }),
      ],
    };
    openPage('/admin/waiting-list', { 'GET /api/admin/waiting-list': list(DENVER) });
    await user.click(await screen.findByRole('button', { name: 'Show sign-ups in Denver, CO' }));
    const rows = within(screen.getByRole('table', { name: 'Sign-ups in Denver, CO' })).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]!.textContent)).toEqual(['ana@example.com', 'bo@example.com', 'cy@example.com', 'di@example.com']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[4]!.textContent)).toEqual(['Spanish', 'English', 'English', 'English']);
    expect(rows.map((row) => within(row).getAllByRole('cell')[6]!.textContent)).toEqual([
      'ServedTold on Apr 1, 2026 · QueuedWhen Denver Metro opened',
      'ServedTold on Apr 1, 2026 · Recorded only: the log transport sends nothingWhen Denver Metro opened',
      'ServedServed on Apr 1, 2026, no e-mailWhen Denver Metro opened',
      'ServedServed on Mar 20, 2026, no e-mailMarked served by the team',
    ]);
    expect(screen.getByRole('combobox', { name: 'Priority of ana@example.com' })).toHaveValue('4');
  });

  it('changes a sign-up\'s priority at once, says so, and shows the list in the API\'s new order', async () => {
    const user = userEvent.setup();
    const FIRST = BOISE.entries[0]!;
    const SECOND = BOISE.entries[1]!;
    let changed = false;
    const api = openPage('/admin/waiting-list', {
      'GET /api/admin/waiting-list': () => list(changed ? { ...BOISE, entries: [{ ...SECOND, priorityScore: 5 }, FIRST] } : BOISE),
      'PATCH /api/admin/waiting-list/w2': (body) => {
        changed = true;
        return { status: 200, body: { success: true, entry: { ...SECOND, ...(body as object) } } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Show sign-ups in Boise, ID' }));
    const emails = () => within(screen.getByRole('table', { name: 'Sign-ups in Boise, ID' })).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(emails()).toEqual(['first@example.com', 'second@example.com']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority of second@example.com' }), '5');
    await waitFor(() => expect(emails()).toEqual(['second@example.com', 'first@example.com']));
    expect(api.callsTo('PATCH', '/api/admin/waiting-list/w2').map((c) => c.body)).toEqual([{ priorityScore: 5 }]);
    expect(currentToast()).toEqual({ title: 'Priority of second@example.com set to 5', description: undefined, variant: 'success' });
    expect(screen.getByRole('combobox', { name: 'Priority of second@example.com' })).toHaveValue('5');
  });

  it('says when a priority was not changed, in the API\'s words', async () => {
    const user = userEvent.setup();
    openPage('/admin/waiting-list', {
      'GET /api/admin/waiting-list': list(BOISE),
      'PATCH /api/admin/waiting-list/w1': { status: 404, body: { success: false, error: 'Waiting-list entry not found' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Show sign-ups in Boise, ID' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority of first@example.com' }), '3');
    await waitFor(() => expect(currentToast()).toEqual({ title: 'Priority not changed', description: 'Waiting-list entry not found', variant: 'destructive' }));
    expect(screen.getByRole('combobox', { name: 'Priority of first@example.com' })).toHaveValue('1');
  });

  it('says when nobody is waiting', async () => {
    openPage('/admin/waiting-list', { 'GET /api/admin/waiting-list': list() });
    expect(await screen.findByText('Nobody is on the waiting list yet.')).toBeInTheDocument();
  });
});
