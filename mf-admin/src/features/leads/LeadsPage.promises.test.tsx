import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NO_PROMISE_DUE } from '@powernest/domain';
import { ADMIN_CHECK, adminLead, currentSearch, fakeApi, leadsPageAnswer, renderAt } from '../../test/harness';

const HOUR_MS = 3600_000;
const rows = () => within(screen.getByRole('table', { name: 'Leads' })).getAllByRole('row').slice(1);
const dueIn = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString();

describe('the desk by promises (issue #45)', () => {
  it('shows each row’s time left and marks those at risk or broken; sorts by time left and filters at risk', async () => {
    const user = userEvent.setup();
    fakeApi({
      'GET /api/admin/check': { status: 200, body: ADMIN_CHECK },
      'GET /api/leads': leadsPageAnswer([
        adminLead(3, { promiseDueAt: dueIn(20.5) }),
        adminLead(2, { promiseDueAt: dueIn(2.5) }),
        adminLead(1, { promiseDueAt: dueIn(-3) }),
        adminLead(4, { promiseDueAt: NO_PROMISE_DUE.toISOString() }),
      ]),
      'GET /api/leads?sort=promiseDueAt': leadsPageAnswer([adminLead(1, { promiseDueAt: dueIn(-3) })]),
      'GET /api/leads?promise=at-risk&sort=promiseDueAt': leadsPageAnswer([adminLead(2, { businessName: 'Red Barn', promiseDueAt: dueIn(2.5) })]),
    });
    renderAt('/admin/leads');
    await screen.findByText('Business 3');
    expect(screen.getByRole('columnheader', { name: 'Time left' })).toBeInTheDocument();
    const [open, atRisk, broken, none] = rows();
    expect(open).toHaveTextContent(/20 h 30 min left|20 h 29 min left/);
    expect(within(open!).queryByText('At risk')).not.toBeInTheDocument();
    expect(atRisk).toHaveTextContent(/2 h (30|29) min left/);
    expect(within(atRisk!).getByText('At risk')).toBeInTheDocument();
    expect(broken).toHaveTextContent('3 h late');
    expect(within(broken!).getByText('Promise broken')).toBeInTheDocument();
    expect(none).toHaveTextContent('None owed');

    await user.click(screen.getByRole('button', { name: 'Time left' }));
    await waitFor(() => expect(currentSearch()).toBe('?sort=promiseDueAt'));
    await user.click(screen.getByRole('combobox', { name: 'Promises' }));
    await user.click(await screen.findByRole('option', { name: 'At risk (under 4 h)' }));
    await waitFor(() => expect(currentSearch()).toBe('?promise=at-risk&sort=promiseDueAt'));
    expect(await screen.findByText('Red Barn')).toBeInTheDocument();
  });
});
