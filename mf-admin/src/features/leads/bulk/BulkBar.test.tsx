import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_CHECK, adminLead, fakeApi, leadsPageAnswer, renderAt } from '../../../test/harness';
import { installFakeEventSource } from '../../../test/fakeEventSource';

// Issue #29: bulk actions on the workspace: pick rows (or all the filters match), assign or move
// them, and read per lead what was refused.

installFakeEventSource();
const TEAM = { success: true, members: [{ id: 'u1', username: 'sam', name: 'Sam', email: 'sam@powernest.example', role: 'sales_admin', active: true, mustChangePassword: false, createdAt: '2026-01-01T00:00:00.000Z' }] };
const api = (bulk: (body: unknown) => { status: number; body: unknown } = () => ({ status: 200, body: { success: true, results: [] } })) =>
  fakeApi({
    'GET /api/admin/check': { status: 200, body: ADMIN_CHECK },
    'GET /api/leads?q=shop': leadsPageAnswer([adminLead(1), adminLead(2), adminLead(3)], { total: 5 }),
    'GET /api/team': { status: 200, body: TEAM },
    'GET /api/leads/ids?q=shop': { status: 200, body: { success: true, ids: [5, 4, 3, 2, 1], capped: false } },
    'POST /api/leads/bulk': bulk,
  });

describe('bulk actions on the leads workspace', () => {
  it('moves the picked rows and says which were refused and why', async () => {
    const user = userEvent.setup();
    const calls = api((body) => {
      const { ids } = body as { ids: number[] };
      return { status: 200, body: { success: true, results: ids.map((id) => (id === 2 ? { id, ok: false, error: 'A lead that is Qualified cannot move to Contacted' } : { id, ok: true })) } };
    });
    renderAt('/admin/leads?q=shop');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Business 1' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Business 2' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('2 leads selected')).toBeInTheDocument();
    expect(within(bar).getByRole('link', { name: 'Export these 2 (CSV)' })).toHaveAttribute('href', '/api/leads/export.csv?sort=-createdAt&ids=1%2C2');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Move to' }), 'contacted');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(calls.callsTo('POST', '/api/leads/bulk')[0]!.body).toEqual({ ids: [1, 2], status: 'contacted' });
    const alert = await within(bar).findByRole('alert');
    expect(alert).toHaveTextContent('1 lead changed, 1 lead not');
    expect(within(alert).getByRole('link', { name: 'Lead #2: A lead that is Qualified cannot move to Contacted' })).toHaveAttribute('href', '/admin/leads/2');
  });

  it('selects every lead the filters match, then assigns them all', async () => {
    const user = userEvent.setup();
    const calls = api((body) => ({ status: 200, body: { success: true, results: (body as { ids: number[] }).ids.map((id) => ({ id, ok: true })) } }));
    renderAt('/admin/leads?q=shop');
    await user.click(await screen.findByRole('checkbox', { name: 'Select every lead on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    expect(within(bar).getByText('3 leads selected')).toBeInTheDocument();
    await user.click(within(bar).getByRole('button', { name: 'Select all 5 leads matching' }));
    expect(await within(bar).findByText('5 leads selected')).toBeInTheDocument();
    await waitFor(() => expect(within(within(bar).getByRole('combobox', { name: 'Assign to' })).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Assign to' }), 'sam');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(calls.callsTo('POST', '/api/leads/bulk')[0]!.body).toEqual({ ids: [5, 4, 3, 2, 1], assignedTo: 'sam' });
    expect(await screen.findByText('5 leads changed')).toBeInTheDocument();
  });
  it('assigns and moves at once: says how many were assigned and moved, and which move was refused though the lead was assigned (browser audit #8)', async () => {
    const user = userEvent.setup();
    // The API's answer (api/test/lead-bulk.test.ts): a refused move does not hold back the assignment.
    const calls = api((body) => {
      const { ids } = body as { ids: number[] };
      const results = ids.map((id) =>
        id === 2 ? { id, ok: false, moved: false, assigned: true, error: 'A lead that is Qualified cannot move to Contacted' } : { id, ok: true, moved: true, assigned: true },
      );
      return { status: 200, body: { success: true, results } };
    });
    renderAt('/admin/leads?q=shop');
    await user.click(await screen.findByRole('checkbox', { name: 'Select every lead on this page' }));
    const bar = screen.getByRole('region', { name: 'Bulk actions' });
    await waitFor(() => expect(within(within(bar).getByRole('combobox', { name: 'Assign to' })).getAllByRole('option')).toHaveLength(3));
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Assign to' }), 'sam');
    await user.selectOptions(within(bar).getByRole('combobox', { name: 'Move to' }), 'contacted');
    await user.click(within(bar).getByRole('button', { name: 'Apply' }));
    expect(calls.callsTo('POST', '/api/leads/bulk')[0]!.body).toEqual({ ids: [1, 2, 3], status: 'contacted', assignedTo: 'sam' });
    const alert = await within(bar).findByRole('alert');
    expect(within(alert).getByText('3 leads assigned to sam, 2 leads moved to Contacted')).toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Lead #2: A lead that is Qualified cannot move to Contacted (assigned to sam all the same)' })).toHaveAttribute('href', '/admin/leads/2');
    expect(within(alert).getAllByRole('link')).toHaveLength(1);
  });
});
