import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import v8 from 'node:v8';
import { ADMIN_CHECK, currentSearch, fakeApi, renderAt, type FakeResponse } from '../../test/harness';

// The chart library clones its settings with structuredClone, which Node has and jsdom's window lacks.
beforeAll(() => {
  globalThis.structuredClone ??= <T,>(value: T): T => v8.deserialize(v8.serialize(value)) as T;
});

const REPORT = {
  success: true,
  by: 'campaign',
  rows: [
    { source: 'newsletter', medium: 'email', campaign: 'spring', views: 8, leads: 2, visitsBooked: 1, qualified: 1, installed: 0 },
    { source: 'google.com', medium: 'referral', campaign: '(none)', views: 40, leads: 1, visitsBooked: 0, qualified: 0, installed: 0 },
    { source: '(direct)', medium: '(none)', campaign: '(none)', views: 0, leads: 0, visitsBooked: 0, qualified: 0, installed: 0 },
  ],
  totals: { views: 48, leads: 3, visitsBooked: 1, qualified: 1, installed: 0 },
};
const PERIOD = 'from=2026-11-01&to=2026-11-29';

function sourcesApi(answers: Record<string, FakeResponse>, check: unknown = ADMIN_CHECK) {
  const routes: Record<string, FakeResponse> = { 'GET /api/admin/check': { status: 200, body: check } };
  for (const [query, answer] of Object.entries(answers)) routes[`GET /api/admin/lead-sources?${query}`] = answer;
  return fakeApi(routes);
}

const table = () => screen.getByRole('table', { name: 'Leads per group' });
const rowTexts = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [within(row).getByRole('rowheader').textContent, ...within(row).getAllByRole('cell').map((c) => c.textContent)]);

describe('the lead sources page (/admin/lead-sources, issue #45)', () => {
  it('shows each group’s leads and stages beside its counted views, with conversion, a total, a chart and the CSV of the same query', async () => {
    sourcesApi({ [`${PERIOD}&by=campaign`]: { status: 200, body: REPORT } });
    renderAt(`/admin/lead-sources?${PERIOD}&by=campaign`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lead sources' })).toBeInTheDocument();
    await screen.findByText('3 leads from 48 counted page views');
    expect(within(table()).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Source / Medium / Campaign', 'Page views', 'Leads', 'Conversion', 'Visits booked', 'Qualified', 'Installed']);
    expect(rowTexts()).toEqual([
      ['newsletter / email / spring', '8', '2', '25.00%', '1', '1', '0'],
      ['google.com / referral / (none)', '40', '1', '2.50%', '0', '0', '0'],
      ['(direct) / (none) / (none)', '0', '0', '—', '0', '0', '0'],
      ['Total', '48', '3', '6.25%', '1', '1', '0'],
    ]);
    expect(screen.getByRole('region', { name: 'Leads and conversion' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /Bar chart of leads for the 2 groups with the most leads/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', `/api/admin/lead-sources.csv?${PERIOD}&by=campaign`);
    // The period with the project's day range fields.
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-29');
  });

  it('groups by landing page or language, held in the address', async () => {
    const api = sourcesApi({
      [`${PERIOD}&by=campaign`]: { status: 200, body: REPORT },
      [`${PERIOD}&by=landing`]: { status: 200, body: { ...REPORT, by: 'landing', rows: [{ landingPage: '/about', views: 10, leads: 1, visitsBooked: 0, qualified: 0, installed: 0 }], totals: { views: 10, leads: 1, visitsBooked: 0, qualified: 0, installed: 0 } } },
    });
    const user = userEvent.setup({ delay: null });
    renderAt(`/admin/lead-sources?${PERIOD}`);
    await screen.findByText('newsletter / email / spring');
    await user.click(screen.getByRole('combobox', { name: 'Group by' }));
    await user.click(await screen.findByRole('option', { name: 'Landing page' }));
    await waitFor(() => expect(rowTexts()[0]).toEqual(['/about', '10', '1', '10.00%', '0', '0', '0']));
    expect(within(table()).getAllByRole('columnheader')[0]).toHaveTextContent('Landing page');
    expect(currentSearch()).toBe(`?${PERIOD}&by=landing`);
    expect(api.calls.map((c) => c.url)).toContain(`/api/admin/lead-sources?${PERIOD}&by=landing`);
  });

  it('says so when the period has nothing, and when the report could not be loaded', async () => {
    sourcesApi({
      [`${PERIOD}&by=campaign`]: { status: 200, body: { ...REPORT, rows: [], totals: { views: 0, leads: 0, visitsBooked: 0, qualified: 0, installed: 0 } } },
      [`${PERIOD}&by=language`]: { status: 500, body: { success: false, error: 'Internal Server Error' } },
    });
    renderAt(`/admin/lead-sources?${PERIOD}`);
    expect(await screen.findByText('No lead and no counted page view in this period.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Leads and conversion' })).not.toBeInTheDocument();
  });

  it('is not offered to a role that may not read it', async () => {
    sourcesApi({}, { isAuthenticated: true, isAdmin: false, user: { username: 'ops', role: 'operations_admin', mustChangePassword: false } });
    renderAt(`/admin/lead-sources?${PERIOD}`);
    expect(await screen.findByText(/Not authorised/)).toBeInTheDocument();
  });
});
