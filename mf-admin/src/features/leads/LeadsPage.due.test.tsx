import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN_CHECK, adminLead, currentSearch, fakeApi, leadsPageAnswer, renderAt } from '../../test/harness';

const rows = () => within(screen.getByRole('table', { name: 'Leads' })).getAllByRole('row').slice(1);

describe('the workspace’s "Due" filter (issue #29)', () => {
  it('keeps due=today|overdue in the URL like the other filters, asks the API the same, and rows show their follow-up date', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      'GET /api/admin/check': { status: 200, body: ADMIN_CHECK },
      'GET /api/leads': leadsPageAnswer([adminLead(2), adminLead(1)]),
      'GET /api/leads?due=overdue': leadsPageAnswer([adminLead(5, { businessName: 'Red Barn', status: 'qualified', followUpAt: '2027-03-01' })]),
      'GET /api/leads?due=today&q=cafe': leadsPageAnswer([adminLead(7, { businessName: 'Blue Door Café' })]),
    });
    renderAt('/admin/leads');
    await screen.findByText('Business 2');

    await user.click(screen.getByRole('combobox', { name: 'Due' }));
    await user.click(await screen.findByRole('option', { name: 'Overdue' }));
    await waitFor(() => expect(currentSearch()).toBe('?due=overdue'));
    expect(await screen.findByText('Red Barn')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Follow-up Mar 1');
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/leads/export.csv?due=overdue');
    expect(api.callsTo('GET', '/api/leads?due=overdue')).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: 'Due' }));
    await user.click(await screen.findByRole('option', { name: 'All' }));
    await waitFor(() => expect(currentSearch()).toBe(''));
  });

  it('opens on a shared link filtered to the leads due today (the dashboard’s)', async () => {
    fakeApi({
      'GET /api/admin/check': { status: 200, body: ADMIN_CHECK },
      'GET /api/leads?due=today&q=cafe': leadsPageAnswer([adminLead(7, { businessName: 'Blue Door Café' })]),
    });
    renderAt('/admin/leads?q=cafe&due=today');
    expect(await screen.findByText('Blue Door Café')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Due' })).toHaveTextContent('Due today');
  });
});
