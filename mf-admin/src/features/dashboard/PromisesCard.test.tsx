import { screen, waitFor, within } from '@testing-library/react';
import { adminLead, leadsPageAnswer, openPage } from '../../test/harness';
import { installFakeEventSource } from '../../test/fakeEventSource';

const stream = installFakeEventSource();

const HOUR_MS = 3600_000;
const tally = (kept: number, broken: number, open: number) => ({ kept, broken, open });
const card = (contact = tally(8, 2, 1)) => ({ status: 200, body: { success: true, since: '2026-10-30T10:00:00.000Z', tallies: { contact, review: tally(5, 0, 3), siteVisit: tally(0, 0, 0) } } });

function dashboard(routes = {}) {
  return openPage('/admin-dashboard', {
    'GET /api/analytics/promises': card(),
    'GET /api/leads?promise=at-risk&sort=promiseDueAt&pageSize=5': leadsPageAnswer([adminLead(7, { version: 0, promiseDueAt: new Date(Date.now() + 2 * HOUR_MS).toISOString() })]),
    ...routes,
  });
}

const promisesCard = () => screen.findByRole('region', { name: 'Promises kept, last 30 days' });

describe('dashboard: Promises kept, last 30 days (issue #45)', () => {
  it('shows kept, broken, open and the share kept per promise, in the offer’s words', async () => {
    dashboard();
    const region = await promisesCard();
    const table = await within(region).findByRole('table', { name: 'Promises kept, last 30 days' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Promise', 'Kept', 'Broken', 'Open', '% kept'],
      ['Call within 24 hours', '8', '2', '1', '80%'],
      ['Review within 24-48 hours', '5', '0', '3', '100%'],
      ['Site visit within 1-2 weeks', '0', '0', '0', '—'],
    ]);
  });

  it('marks the leads within 4 hours of breaking a promise, and links to them on the desk', async () => {
    dashboard();
    const region = await promisesCard();
    expect(await within(region).findByText('1 lead within 4 hours of breaking a promise')).toBeInTheDocument();
    const list = within(region).getByRole('list', { name: '1 lead within 4 hours of breaking a promise' });
    expect(within(list).getByRole('link', { name: 'Business 7' })).toHaveAttribute('href', '/admin/leads/7');
    expect(within(list).getByLabelText(/^A promise breaks in (1 h 59 min|2 h)$/)).toHaveTextContent('At risk');
    expect(within(region).getByRole('link', { name: 'Show them on the desk' })).toHaveAttribute('href', '/admin/leads?promise=at-risk&sort=promiseDueAt');
    expect(within(region).getByRole('link', { name: 'Weekly report' })).toHaveAttribute('href', '/admin/promises');
  });

  it('reads the card again when a lead changes in another tab (a kept promise)', async () => {
    let kept = 8;
    dashboard({ 'GET /api/analytics/promises': () => card(tally(kept, 2, 1)) });
    const region = await promisesCard();
    await within(region).findByRole('cell', { name: '80%' });
    kept = 9;
    stream().send('ready');
    stream().send('lead.updated', { lead: { id: 7, businessName: 'Business 7', location: 'Austin, TX', status: 'contacted', version: 1, createdAt: '2026-03-04T15:00:00.000Z' }, by: 'sam' });
    await waitFor(() => expect(within(region).getByRole('cell', { name: '82%' })).toBeInTheDocument());
  });
});
