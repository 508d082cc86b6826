import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COVERAGE_MESSAGES, LEAD_HONEYPOT_FIELD } from '@powernest/domain';
import { FORM_ID_FIELD } from '@powernest/shared-ui';
import { renderWithProviders } from '../../../../app-config/jest/renderWithProviders';
import { COVERAGE_ANSWERS, COVERED as COVERED_NEAR, NOT_COVERED as NOT_COVERED_NEAR, SIGNED_UP_DATA, WAITING_LIST_VALUES, locatorApi, waitingListSubmission as submission } from '../../testing/locatorFixtures';
import { CoverageCheck } from './CoverageCheck';

// The nearest partner farther off than in the shared answers, at distances with tenths (2.4 and 212.5 miles).
const COVERED = { ...COVERED_NEAR, nearestMiles: 2.4 };
const NOT_COVERED = { ...NOT_COVERED_NEAR, nearestMiles: 212.5 };

/** A stand-in for the API at the network: "METHOD url" -> [status, body], anything else a 404; returns what it is asked. */
const serveApi = locatorApi().serve;

/** The status (of several: the answer, the sign-up) that says this. */
async function statusWith(text: string) {
  return screen.findByText((_, el) => el?.getAttribute('role') === 'status' && (el.textContent ?? '').includes(text));
}

async function check(text: string) {
  const user = userEvent.setup();
  renderWithProviders(<CoverageCheck />, '/find-locations');
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
    const calls = serveApi({ 'GET /api/coverage?place=59801': [200, NOT_COVERED], ...COVERAGE_ANSWERS.joined });
    const user = await check(' 59801 ');
    expect(await screen.findByText('No PowerNest partner within 25 miles of Missoula, MT yet. The nearest one is 212.5 miles away.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Be the first partner in Missoula, MT' })).toHaveAttribute('href', '/partnership-application?location=Missoula%2C%20MT');

    const form = screen.getByRole('form', { name: 'Tell me when one opens' });
    // The spam trap is in the form but out of reach: hidden from assistive technology, not tabbable.
    expect(form.querySelector(`input[name="${LEAD_HONEYPOT_FIELD}"]`)).toHaveAttribute('tabindex', '-1');
    await user.type(within(form).getByRole('textbox', { name: /^E-mail/ }), 'sam@example.com');
    await user.type(within(form).getByRole('textbox', { name: 'Business name (optional)' }), 'Hellgate Books');
    await user.click(within(form).getByRole('button', { name: 'Join the waiting list' }));

    // Where the form was: announced and focused, as the server's answer to the plain form is.
    const joined = await statusWith('You are on the waiting list');
    expect(joined).toHaveTextContent('You are on the waiting list for Missoula, MT. We will e-mail you when a partner opens there.');
    expect(joined).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Tell me when one opens' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', url: '/api/waiting-list', body: { place: '59801', email: 'sam@example.com', businessName: 'Hellgate Books', language: 'en-US' } }]);
  });

  it('says a place in an area PowerNest serves may apply now, and offers no waiting list (issue #44)', async () => {
    serveApi({ 'GET /api/coverage?place=59802': [200, { ...NOT_COVERED, outcome: 'served', serviceArea: { areaName: 'Western Montana', status: 'active' } }] });
    await check('59802');
    expect(await screen.findByRole('status')).toHaveTextContent('PowerNest serves Western Montana: no partner within 25 miles of Missoula, MT yet, so your business can be the first there.');
    expect(screen.getByRole('link', { name: 'Apply now' })).toHaveAttribute('href', '/partnership-application?location=Missoula%2C%20MT');
    expect(screen.queryByRole('form', { name: 'Tell me when one opens' })).not.toBeInTheDocument();
  });

  it('says when PowerNest comes to a coming-soon area, and offers the waiting list (issue #44)', async () => {
    serveApi({ 'GET /api/coverage?place=59803': [200, { ...NOT_COVERED, outcome: 'coming-soon', serviceArea: { areaName: 'Western Montana', status: 'coming-soon', launchDate: '2027-03-01' } }] });
    await check('59803');
    expect(await screen.findByRole('status')).toHaveTextContent('PowerNest is coming to Western Montana on March 1, 2027. Join the waiting list and we will e-mail you when it opens.');
    expect(screen.getByRole('form', { name: 'Tell me when one opens' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Be the first partner in Missoula, MT' })).toBeInTheDocument();
  });

  it('shows the API\'s message for a place it does not know', async () => {
    serveApi(COVERAGE_ANSWERS.unknownPlace);
    await check('Atlantis, TX');
    expect(await screen.findByText(COVERAGE_MESSAGES.placeNotFound)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'ZIP code or city' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('form', { name: 'Tell me when one opens' })).not.toBeInTheDocument();
  });

  it('keeps the form with the API\'s field message when the e-mail is missing', async () => {
    serveApi({
      'GET /api/coverage?place=59801': [200, NOT_COVERED],
      'POST /api/waiting-list': [400, { success: false, error: 'Validation failed', fieldErrors: { email: COVERAGE_MESSAGES.emailRequired } }],
    });
    const user = await check('59801');
    await user.type(await screen.findByRole('textbox', { name: 'Business name (optional)' }), 'Hellgate Books');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: COVERAGE_MESSAGES.emailRequired })).toHaveAttribute('href', '#field-email');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveAccessibleDescription(COVERAGE_MESSAGES.emailRequired);
    expect(screen.getByRole('textbox', { name: 'Business name (optional)' })).toHaveValue('Hellgate Books');
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeEnabled();
  });
});

describe('the coverage check as plain forms (the server renders their answers)', () => {
  it('is a GET form for the place and a POST form for the waiting list, with the fields the site server reads', async () => {
    serveApi({ 'GET /api/coverage?place=59801': [200, NOT_COVERED] });
    renderWithProviders(<CoverageCheck />, '/find-locations?place=59801&state=TX');
    // The URL's place is the one answered (the server rendered this answer; the browser asks the same).
    expect(await screen.findByText(/^No PowerNest partner within 25 miles of Missoula, MT yet\./)).toBeInTheDocument();
    const check = screen.getByRole('form', { name: 'Is there a charging kiosk near you?' });
    expect(check).toHaveAttribute('method', 'get');
    expect(check).toHaveAttribute('action', '/find-locations');
    expect(screen.getByRole('textbox', { name: 'ZIP code or city' })).toHaveValue('59801');
    // The list's filters go with it, so checking a place keeps the list.
    expect(check.querySelector('input[type="hidden"][name="state"]')).toHaveValue('TX');

    const join = screen.getByRole('form', { name: 'Tell me when one opens' });
    expect(join).toHaveAttribute('method', 'post');
    expect(join).toHaveAttribute('action', '/find-locations');
    expect(join.querySelector(`input[type="hidden"][name="${FORM_ID_FIELD}"]`)).toHaveValue('waiting-list');
    expect(join.querySelector('input[type="hidden"][name="place"]')).toHaveValue('59801');
    expect(within(join).getByRole('textbox', { name: /^E-mail/ })).toHaveAttribute('name', 'email');
    expect(within(join).getByRole('textbox', { name: 'Business name (optional)' })).toHaveAttribute('name', 'businessName');
  });

  it('sent: the success where the form was, announced and focused', async () => {
    serveApi({ 'GET /api/coverage?place=59801': [200, NOT_COVERED] });
    // The site server says it was taken and under which area; the words are the page's.
    renderWithProviders(<CoverageCheck />, '/find-locations', { formSubmission: submission({ outcome: 'sent', data: SIGNED_UP_DATA }) });
    const joined = await statusWith('You are on the waiting list');
    expect(joined).toHaveTextContent('Waiting list');
    expect(joined).toHaveTextContent('You are on the waiting list for Missoula, MT. We will e-mail you when a partner opens there.');
    expect(joined).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Tell me when one opens' })).not.toBeInTheDocument();
    // The page answering the post has no ?place=: the place it was for is checked again.
    expect(await screen.findByText(/^No PowerNest partner within 25 miles of Missoula, MT yet\./)).toBeInTheDocument();
  });

  it('invalid: the form again with an error summary linking to the fields, their messages and every value', async () => {
    serveApi({ 'GET /api/coverage?place=59801': [200, NOT_COVERED] });
    renderWithProviders(<CoverageCheck />, '/find-locations', {
      formSubmission: submission({ outcome: 'invalid', values: { ...WAITING_LIST_VALUES, email: 'sam@' }, fieldErrors: { email: 'Invalid email address' } }),
    });
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('heading', { name: 'There is a problem' })).toBeInTheDocument();
    const link = within(summary).getByRole('link', { name: 'Invalid email address' });
    const email = screen.getByRole('textbox', { name: /^E-mail/ });
    expect(link).toHaveAttribute('href', `#${email.id}`);
    expect(email).toHaveValue('sam@');
    expect(email).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByRole('textbox', { name: 'Business name (optional)' })).toHaveValue('Hellgate Books');
    expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus();
  });

  it('refused: the summary says why, the form is kept', () => {
    serveApi({});
    renderWithProviders(<CoverageCheck />, '/find-locations', {
      formSubmission: submission({ outcome: 'refused', notice: { title: 'Could not join the waiting list', description: 'Too many requests. Please try again in 10 minutes.' } }),
    });
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('Could not join the waiting list');
    expect(summary).toHaveTextContent('Too many requests. Please try again in 10 minutes.');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('sam@example.com');
  });
});
