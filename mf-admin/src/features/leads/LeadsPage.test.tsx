import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURSOR_MESSAGE } from '@powernest/domain';
import { ADMIN_CHECK, currentPath, currentSearch, fakeApi, leadsPageAnswer, renderAt, type FakeResponse, adminLead, expectRefusedFilterShown, refusedFilter } from '../../test/harness';

const COUNTS = { new: 2, contacted: 1, lost: 4 };
const page = (leads: unknown[], extra: Record<string, unknown> = {}) => leadsPageAnswer(leads, { statusCounts: COUNTS, total: 7, ...extra });

/** The API answers the queries listed; every GET /api/leads is recorded with its query. */
function workspaceApi(leadPages: Record<string, FakeResponse>) {
  const routes: Record<string, FakeResponse> = { 'GET /api/admin/check': { status: 200, body: ADMIN_CHECK } };
  for (const [query, answer] of Object.entries(leadPages)) routes[`GET /api/leads${query ? `?${query}` : ''}`] = answer;
  const api = fakeApi(routes);
  const leadQueries = () => api.calls.filter((c) => c.url.startsWith('/api/leads')).map((c) => c.url.replace('/api/leads', ''));
  return { ...api, leadQueries };
}

const rows = () => within(screen.getByRole('table', { name: 'Leads' })).getAllByRole('row').slice(1);

describe('the leads workspace (/admin/leads)', () => {
  it('opens on the filters its URL holds and asks the API the same', async () => {
    const api = workspaceApi({ 'status=new&q=cafe': page([adminLead(2), adminLead(1)], { total: 2 }) });
    renderAt('/admin/leads?q=cafe&status=new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(await screen.findByText('Business 2')).toBeInTheDocument();
    expect(api.leadQueries()).toEqual(['?status=new&q=cafe']);
    expect(screen.getByText('2 leads')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('cafe');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/leads/export.csv?status=new&q=cafe');
    // Counts per status under the other filters; the status filter is the selected tab.
    expect(screen.getByRole('tab', { name: 'New (2)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (7)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Lost (4)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Qualified (0)' })).toBeInTheDocument();
    expect(within(rows()[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      '', // the row's checkbox for bulk actions
      'Business 2Contact 2',
      'owner2@example.com(555) 010-0000',
      'Austin, TX',
      'Elsewhere', // not from a service area PowerNest serves (issue #44)
      'Restaurant/Café',
      'New',
      'Unassigned',
      'None owed', // no promise clock in the row (issue #45)
      'Mar 4, 2026',
    ]);
  });

  it('filters by area (issue #44): the URL and the API say area=served; a row names its area', async () => {
    const api = workspaceApi({ 'area=served': page([{ ...adminLead(3), serviceArea: 'Boise' }], { total: 1 }) });
    renderAt('/admin/leads?area=served');
    expect(await screen.findByText('Business 3')).toBeInTheDocument();
    expect(api.leadQueries()).toEqual(['?area=served']);
    expect(screen.getByRole('combobox', { name: 'Area' })).toHaveTextContent('Served areas');
    expect(within(rows()[0]!).getAllByRole('cell')[4]).toHaveTextContent('Boise');
  });

  it('a status tab, a column sort and the next page each become a history entry', async () => {
    const user = userEvent.setup();
    const api = workspaceApi({
      '': page([adminLead(2), adminLead(1)], { total: 60, next: 'n.1' }),
      'status=lost': page([adminLead(9, { status: 'lost' })], { total: 4 }),
      'status=lost&sort=businessName': page([adminLead(9, { status: 'lost' })], { total: 4 }),
      'sort=businessName': page([adminLead(1), adminLead(2)], { total: 60, next: 'n.2' }),
      'sort=businessName&cursor=n.2': page([adminLead(30)], { total: 60, prev: 'p.30' }),
    });
    renderAt('/admin/leads');
    await screen.findByText('Business 2');

    await user.click(screen.getByRole('tab', { name: 'Lost (4)' }));
    await waitFor(() => expect(currentSearch()).toBe('?status=lost'));
    expect(await screen.findByText('Business 9')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'All (7)' }));
    await waitFor(() => expect(currentSearch()).toBe(''));
    await user.click(screen.getByRole('button', { name: 'Business' }));
    await waitFor(() => expect(currentSearch()).toBe('?sort=businessName'));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: 'Business' })).toHaveAttribute('aria-sort', 'ascending'));

    const pager = () => within(screen.getByRole('navigation', { name: 'Leads pages' }));
    await waitFor(() => expect(pager().getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/admin/leads?sort=businessName&cursor=n.2'));
    expect(pager().getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(pager().getByRole('link', { name: 'Next' }));
    await waitFor(() => expect(currentSearch()).toBe('?sort=businessName&cursor=n.2'));
    expect(await screen.findByText('Business 30')).toBeInTheDocument();
    // The sort stays in the links: back a page, or to the first.
    expect(pager().getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/admin/leads?sort=businessName&cursor=p.30');
    expect(pager().getByRole('link', { name: 'First' })).toHaveAttribute('href', '/admin/leads?sort=businessName');
    expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled();
    // The CSV export takes the filters and sort, never the cursor.
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/leads/export.csv?sort=businessName');
    // Back on "All", the list already fetched is shown again without a request.
    expect(api.leadQueries()).toEqual(['', '?status=lost', '?sort=businessName', '?sort=businessName&cursor=n.2']);
  });

  it('a new sort starts at its first page: a cursor belongs to its sort', async () => {
    const user = userEvent.setup();
    const api = workspaceApi({
      'state=TX&cursor=n.1': page([adminLead(3)], { total: 60, prev: 'p.3', next: 'n.3' }),
      'state=TX&sort=businessName': page([adminLead(4)], { total: 60 }),
    });
    renderAt('/admin/leads?state=TX&cursor=n.1');
    await screen.findByText('Business 3');
    await user.click(screen.getByRole('button', { name: 'Business' }));
    await waitFor(() => expect(currentSearch()).toBe('?state=TX&sort=businessName'));
    expect(await screen.findByText('Business 4')).toBeInTheDocument();
    expect(api.leadQueries()).toEqual(['?state=TX&cursor=n.1', '?state=TX&sort=businessName']);
  });

  it('the search asks again once typing pauses, from the first page', async () => {
    const user = userEvent.setup();
    const api = workspaceApi({
      'cursor=n.3': page([adminLead(3)], { total: 60, prev: 'p.3' }),
      'q=bakery': page([adminLead(5, { businessName: 'Blue Bakery' })], { total: 1 }),
    });
    renderAt('/admin/leads?cursor=n.3');
    await screen.findByText('Business 3');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bakery');
    expect(await screen.findByText('Blue Bakery')).toBeInTheDocument();
    expect(currentSearch()).toBe('?q=bakery');
    // One request for the whole word, not one per keystroke.
    expect(api.leadQueries()).toEqual(['?cursor=n.3', '?q=bakery']);
  });

  it('a cursor the API refuses (an edited link) is named, with a way back to the first page', async () => {
    const user = userEvent.setup();
    workspaceApi({
      'status=new&cursor=edited': refusedFilter('cursor', CURSOR_MESSAGE),
      'status=new': page([adminLead(1)], { total: 1 }),
    });
    renderAt('/admin/leads?status=new&cursor=edited');
    await expectRefusedFilterShown(CURSOR_MESSAGE);
    await user.click(screen.getByRole('link', { name: 'Go to the first page' }));
    await waitFor(() => expect(currentSearch()).toBe('?status=new'));
    expect(await screen.findByText('Business 1')).toBeInTheDocument();
  });

  it('no match: says so and offers to clear the filters', async () => {
    const user = userEvent.setup();
    workspaceApi({
      'state=WY': leadsPageAnswer([], { statusCounts: {} }),
      '': page([adminLead(1)], { total: 1 }),
    });
    renderAt('/admin/leads?state=WY');
    expect(await screen.findByText('No leads match these filters')).toBeInTheDocument();
    const clear = screen.getAllByRole('button', { name: 'Clear filters' });
    await user.click(clear[clear.length - 1]!);
    await waitFor(() => expect(currentSearch()).toBe(''));
    expect(await screen.findByText('Business 1')).toBeInTheDocument();
    expect(currentPath()).toBe('/admin/leads');
  });

  it('a filter the API refuses (a hand-edited link) is named, and the page stays usable', async () => {
    workspaceApi({ 'state=ZZ': refusedFilter('state', 'state must be a US state code such as TX') });
    renderAt('/admin/leads?state=ZZ');
    await expectRefusedFilterShown('state must be a US state code such as TX');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  });

  it('a row the page cannot show says so; the others stand (product.md §2)', async () => {
    workspaceApi({ '': page([adminLead(2), { id: 7, businessName: { bad: true } }, adminLead(1)], { total: 3 }) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt('/admin/leads');
    await screen.findByText('Business 2');
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Business 2'), 'Error displaying lead data', expect.stringContaining('Business 1')]);
  });

  it('"My leads" lists the leads assigned to the signed-in admin, keeps the other filters, and is in the URL (issue #29)', async () => {
    const user = userEvent.setup();
    const api = workspaceApi({
      'status=new': page([adminLead(2), adminLead(1)], { total: 2 }),
      'status=new&assignee=me': page([adminLead(1, { assignedTo: 'admin' })], { total: 1, statusCounts: { new: 1 } }),
    });
    renderAt('/admin/leads?status=new');
    await screen.findByText('Business 2');
    const whose = screen.getByRole('tablist', { name: 'Whose leads' });
    expect(within(whose).getByRole('tab', { name: 'All leads', selected: true })).toBeInTheDocument();

    await user.click(within(whose).getByRole('tab', { name: 'My leads' }));
    await waitFor(() => expect(currentSearch()).toBe('?status=new&assignee=me'));
    await waitFor(() => expect(screen.queryByText('Business 2')).not.toBeInTheDocument());
    expect(rows().map((r) => r.textContent)).toEqual([expect.stringContaining('Business 1')]);
    expect(within(whose).getByRole('tab', { name: 'My leads', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'New (1)', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/leads/export.csv?status=new&assignee=me');

    await user.click(within(whose).getByRole('tab', { name: 'All leads' }));
    await waitFor(() => expect(currentSearch()).toBe('?status=new'));
    expect(await screen.findByText('Business 2')).toBeInTheDocument();
    expect(api.leadQueries()).toEqual(['?status=new', '?status=new&assignee=me']);
  });
  it('fits a 1366 px window: the table is laid out by its column widths (Created keeps its width, long text wraps in its cell) and each filter is wide enough for its longest choice (browser audit #17)', async () => {
    workspaceApi({ '': page([adminLead(1, { email: 'a-very-long-address-for-a-business-owner@some-long-domain.example' })]) });
    renderAt('/admin/leads');
    const table = await screen.findByRole('table', { name: 'Leads' });
    await within(table).findByText('Business 1');
    expect(table).toHaveStyle({ tableLayout: 'fixed' });
    expect(within(table).getByRole('columnheader', { name: 'Created' })).toHaveStyle({ width: '9rem', whiteSpace: 'nowrap' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toHaveStyle({ width: '12.5rem' });
    // A long e-mail breaks inside its cell instead of widening the table.
    expect(within(rows()[0]!).getByText(/a-very-long-address/)).toHaveStyle({ overflowWrap: 'anywhere' });
    const filters = screen.getByRole('search', { name: 'Filter leads' });
    expect(getComputedStyle(filters).gridTemplateColumns).toContain('minmax(11rem, 1fr)');
  });
});
