import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_CHECK, adminLead, currentSearch, fakeApi, leadsPageAnswer, renderAt } from '../../../test/harness';
import { installFakeEventSource } from '../../../test/fakeEventSource';

// Issue #29: the board (/admin/leads?view=board): a column per open status under the list's
// filters, each with its count and newest cards, and the way to the rest in the list. Moving a
// card (pointer or keyboard) needs layout: the e2e test drives it in a browser.

const stream = installFakeEventSource();
const COUNTS = { new: 23, contacted: 1, qualified: 0, site_visit_scheduled: 0, lost: 4 };
const column = (status: string, leads: unknown[]) => [`GET /api/leads?q=cafe&status=${status}&pageSize=20`, leadsPageAnswer(leads, { statusCounts: COUNTS, total: COUNTS[status as keyof typeof COUNTS] })] as const;

function boardApi(contacted: unknown[] = [adminLead(3, { status: 'contacted', assignedTo: 'sam', version: 2 })]) {
  return fakeApi({
    'GET /api/admin/check': { status: 200, body: ADMIN_CHECK },
    ...Object.fromEntries([
      column('new', [adminLead(2, { version: 0 }), adminLead(1, { version: 0 })]),
      column('contacted', contacted),
      column('qualified', []),
      column('site_visit_scheduled', []),
    ]),
  });
}

describe('the leads board', () => {
  it('shows a column per open status with its count and cards, under the same filters as the list', async () => {
    const api = boardApi();
    renderAt('/admin/leads?q=cafe&view=board');
    const board = await screen.findByRole('region', { name: 'Leads board' });
    expect(within(board).getByRole('heading', { name: 'New (23)' })).toBeInTheDocument();
    const newColumn = within(board).getByRole('region', { name: 'New' });
    expect(await within(newColumn).findByRole('link', { name: 'Business 2' })).toHaveAttribute('href', '/admin/leads/2');
    expect(within(board).getByRole('region', { name: 'Contacted' })).toHaveTextContent(/Business 3.*Austin, TX.*sam/);
    expect(within(within(board).getByRole('region', { name: 'Qualified' })).getByText('No leads here.')).toBeInTheDocument();
    // 23 new, 2 shown: the rest in the list, filtered to New.
    expect(within(newColumn).getByRole('link', { name: 'All 23 in the list' })).toHaveAttribute('href', '/admin/leads?status=new&q=cafe');
    // Each column asked once, the list not at all.
    expect(api.calls.filter((c) => c.url.startsWith('/api/leads')).map((c) => c.url).sort()).toEqual([
      '/api/leads?q=cafe&status=contacted&pageSize=20',
      '/api/leads?q=cafe&status=new&pageSize=20',
      '/api/leads?q=cafe&status=qualified&pageSize=20',
      '/api/leads?q=cafe&status=site_visit_scheduled&pageSize=20',
    ]);
    expect(stream().url).toBe('/api/admin/events');
  });

  it('switches between list and board, keeping the filters', async () => {
    boardApi();
    renderAt('/admin/leads?q=cafe&view=board');
    const views = await screen.findByRole('tablist', { name: 'How the leads are shown' });
    expect(within(views).getByRole('tab', { name: 'Board', selected: true })).toBeInTheDocument();
    expect(within(views).getByRole('tab', { name: 'List' })).toHaveAttribute('href', '/admin/leads?q=cafe');
    expect(currentSearch()).toBe('?q=cafe&view=board');
  });

  it('shows a card that cannot be read as such, and the rest of the column', async () => {
    boardApi([{ id: 'x' }, adminLead(3, { status: 'contacted', version: 1 })]);
    renderAt('/admin/leads?q=cafe&view=board');
    const contacted = await screen.findByRole('region', { name: 'Contacted' });
    expect(await within(contacted).findByText('Error displaying lead data')).toBeInTheDocument();
    expect(within(contacted).getByRole('link', { name: 'Business 3' })).toBeInTheDocument();
  });
  it('marks the targets a lifted card may not go to as soon as the drag starts, and clears them when it is cancelled (browser audit #14)', async () => {
    const user = userEvent.setup();
    boardApi();
    renderAt('/admin/leads?q=cafe&view=board');
    const board = await screen.findByRole('region', { name: 'Leads board' });
    const target = (name: string) => within(board).getByRole(['New', 'Contacted', 'Qualified', 'Site visit scheduled'].includes(name) ? 'region' : 'group', { name });
    await within(target('New')).findByRole('link', { name: 'Business 2' });
    for (const name of ['Qualified', 'Installed']) expect(target(name)).not.toHaveAttribute('aria-disabled');

    // Lift a new lead with the keyboard (its Move button, space): no drop yet. dnd-kit scrolls the
    // card into view, which jsdom cannot do.
    Element.prototype.scrollIntoView = jest.fn();
    within(target('New')).getByRole('button', { name: 'Move Business 2' }).focus();
    await user.keyboard(' ');
    // The pipeline (domain): a new lead goes to Contacted, Lost or Duplicate; nowhere else.
    for (const name of ['Qualified', 'Site visit scheduled', 'Installed']) {
      expect(target(name)).toHaveAttribute('aria-disabled', 'true');
      expect(target(name)).toHaveTextContent('Not allowed from New');
    }
    for (const name of ['New', 'Contacted', 'Lost', 'Duplicate']) {
      expect(target(name)).not.toHaveAttribute('aria-disabled');
      expect(target(name)).not.toHaveTextContent('Not allowed');
    }

    await user.keyboard('{Escape}');
    for (const name of ['Qualified', 'Site visit scheduled', 'Installed']) expect(target(name)).not.toHaveAttribute('aria-disabled');
    expect(board).not.toHaveTextContent('Not allowed');
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('keeps the closing targets reachable while dragging: each column scrolls on its own and the closing row sticks to the bottom of the window while a card is in hand (browser audit #14)', async () => {
    const user = userEvent.setup();
    boardApi();
    renderAt('/admin/leads?q=cafe&view=board');
    const board = await screen.findByRole('region', { name: 'Leads board' });
    for (const name of ['New leads', 'Contacted leads', 'Qualified leads', 'Site visit scheduled leads']) {
      expect(within(board).getByRole('list', { name })).toHaveStyle({ overflowY: 'auto' });
    }
    const closing = within(board).getByRole('region', { name: 'Close a lead' });
    // At rest it stays in its place (on a phone it would hide the cards under it).
    expect(closing).toHaveStyle({ position: 'static' });
    Element.prototype.scrollIntoView = jest.fn();
    (await within(board).findByRole('button', { name: 'Move Business 2' })).focus();
    await user.keyboard(' ');
    expect(closing).toHaveStyle({ position: 'sticky', bottom: '0px' });
    await user.keyboard('{Escape}');
    expect(closing).toHaveStyle({ position: 'static' });
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });
});
