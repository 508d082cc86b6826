import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COVERAGE_MESSAGES, LEAD_HONEYPOT_FIELD } from '@powernest/domain';
import { renderWithProviders } from '../../../tooling/jest/renderWithProviders';
import { CoverageCheck } from './CoverageCheck';

interface Call {
  method: string;
  url: string;
  body: unknown;
}

const place = (area: string, extra: Record<string, unknown> = {}) => {
  const [city, state] = area.split(', ');
  return { area, city, state, latitude: 46.86, longitude: -114.03, ...extra };
};
const COVERED = { success: true, place: place('Austin, TX'), covered: true, radiusMiles: 25, nearestMiles: 2.4 };
const NOT_COVERED = { success: true, place: place('Missoula, MT', { zipCode: '59801' }), covered: false, radiusMiles: 25, nearestMiles: 212.5 };

/** A stand-in for the API at the network: "METHOD url" -> [status, body]. */
function serveApi(routes: Record<string, [number, unknown]>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined });
    const [status, body] = routes[`${method} ${url}`] ?? [404, { success: false, error: 'Not found' }];
    return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
  return calls;
}

async function check(text: string) {
  const user = userEvent.setup();
  renderWithProviders(<CoverageCheck />);
  expect(screen.getByRole('heading', { name: 'Is there a charging kiosk near you?' })).toBeInTheDocument();
  await user.type(screen.getByRole('textbox', { name: 'ZIP code or city' }), text);
  await user.click(screen.getByRole('button', { name: 'Check' }));
  return user;
}

describe('the coverage check', () => {
  it('says a covered place is covered, with the nearest distance, and offers no waiting list', async () => {
    serveApi({ [`GET /api/coverage?place=${encodeURIComponent('Austin, TX')}`]: [200, COVERED] });
    await check('Austin, TX');
    expect(await screen.findByText('Good news: a PowerNest partner is 2.4 miles from Austin, TX.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Join the waiting list' })).not.toBeInTheDocument();
  });

  it('offers the waiting list and the first-partner application where no partner is near, and confirms a sign-up', async () => {
    const calls = serveApi({
      'GET /api/coverage?place=59801': [200, NOT_COVERED],
      'POST /api/waiting-list': [201, { success: true, area: 'Missoula, MT' }],
    });
    const user = await check(' 59801 ');
    expect(await screen.findByText('No PowerNest partner within 25 miles of Missoula, MT yet. The nearest one is 212.5 miles away.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Be the first partner in Missoula, MT' })).toHaveAttribute('href', '/partnership-application?location=Missoula%2C%20MT');

    const form = screen.getByRole('form', { name: 'Tell me when one opens' });
    // The spam trap is in the form but out of reach: hidden from assistive technology, not tabbable.
    expect(form.querySelector(`input[name="${LEAD_HONEYPOT_FIELD}"]`)).toHaveAttribute('tabindex', '-1');
    await user.type(within(form).getByRole('textbox', { name: /^E-mail/ }), 'sam@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Business name (optional)' }), 'Hellgate Books');
    await user.click(within(form).getByRole('button', { name: 'Join the waiting list' }));

    expect(await screen.findByText('You are on the waiting list for Missoula, MT. We will e-mail you when a partner opens there.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/waiting-list', body: { place: '59801', email: 'sam@example.com', businessName: 'Hellgate Books' } }]);
  });

  it('shows the API\'s message for a place it does not know', async () => {
    serveApi({
      [`GET /api/coverage?place=${encodeURIComponent('Atlantis, TX')}`]: [400, { success: false, error: 'Validation failed', fieldErrors: { place: COVERAGE_MESSAGES.placeNotFound } }],
    });
    await check('Atlantis, TX');
    expect(await screen.findByText(COVERAGE_MESSAGES.placeNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('keeps the form with the API\'s field message when the e-mail is missing', async () => {
    serveApi({
      'GET /api/coverage?place=59801': [200, NOT_COVERED],
      'POST /api/waiting-list': [400, { success: false, error: 'Validation failed', fieldErrors: { email: COVERAGE_MESSAGES.emailRequired } }],
    });
    const user = await check('59801');
    await user.click(await screen.findByRole('button', { name: 'Join the waiting list' }));
    expect(await screen.findByText(COVERAGE_MESSAGES.emailRequired)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
  });
});
