import { screen, within } from '@testing-library/react';
import { FORM_ID_FIELD } from '@powernest/shared-ui';
import { PAGE_FORM_IDS } from '@powernest/domain';
import { renderWithProviders } from '../../../../app-config/jest/renderWithProviders';
import RemoteRoutes from '../../Routes';

// The status page as the applicant's browser shows it, the API answered at the network (fetch).
// A token per test: SWR keeps answers by URL for the whole file.
let TOKEN = '';
beforeEach(() => {
  TOKEN = `tok_${Math.random().toString(36).slice(2)}`;
});
const application = {
  businessName: 'Blue Door Café',
  receivedAt: '2026-11-27T15:00:00.000Z',
  stage: 'received',
  reached: ['received'],
  stageLabel: 'Received',
  nextStep: 'Our team reviews your application and calls you within 24 hours. You can also book your site visit now.',
  nextStepBy: '2026-11-28T15:00:00.000Z',
  canBook: true,
  timeZone: 'America/Chicago',
  contact: { phone: '(555) 010-0100', email: 'partners@powernest.example' },
};
const slots = {
  success: true,
  timeZone: 'America/Chicago',
  slots: [
    { start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T16:00:00.000Z' },
    { start: '2026-12-01T16:00:00.000Z', end: '2026-12-01T17:00:00.000Z' },
    { start: '2026-12-02T15:00:00.000Z', end: '2026-12-02T16:00:00.000Z' },
  ],
};

/** What fetch resolves with, as much of a Response as the page reads. */
function answer(status: number, body: unknown) {
  return Promise.resolve({ status, ok: status < 300, json: async () => body });
}

function serve(answers: Record<string, [number, unknown]>) {
  global.fetch = jest.fn((url: string) => {
    const path = new URL(url, 'http://localhost').pathname;
    const [status, body] = answers[path] ?? [404, { success: false, error: 'Not found' }];
    return answer(status, body);
  }) as unknown as typeof fetch;
}

describe('an applicant’s status page', () => {
  it('shows the stage, what comes next and the times to book in the business’s local time, as a plain POST form', async () => {
    serve({ [`/api/application/${TOKEN}`]: [200, { success: true, application }], [`/api/application/${TOKEN}/slots`]: [200, slots] });
    renderWithProviders(<RemoteRoutes />, `/application-status/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Where it stands: Received' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Application progress' })).getByText('Received').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText(/calls you within 24 hours/)).toBeInTheDocument();
    const day = await screen.findByRole('group', { name: 'Tuesday, December 1' });
    expect(within(day).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(['9:00 AM', '10:00 AM']);
    const form = screen.getByRole('button', { name: 'Book this time' }).closest('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form.querySelector(`input[name="${FORM_ID_FIELD}"]`)).toHaveValue(PAGE_FORM_IDS.visit);
    expect(screen.getByRole('link', { name: '(555) 010-0100' })).toHaveAttribute('href', 'tel:(555) 010-0100');
  });

  it('shows a booked visit with its cancel button, and offers to move it', async () => {
    const visit = { start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T16:00:00.000Z', timeZone: 'America/Chicago', canChange: true, changeUntil: '2026-11-30T15:00:00.000Z' };
    serve({
      [`/api/application/${TOKEN}`]: [200, { success: true, application: { ...application, stage: 'site_visit_scheduled', stageLabel: 'Site visit scheduled', visit } }],
      [`/api/application/${TOKEN}/slots`]: [200, slots],
    });
    renderWithProviders(<RemoteRoutes />, `/application-status/${TOKEN}`);
    const card = await screen.findByRole('region', { name: 'Your site visit' });
    expect(card).toHaveTextContent('Tuesday, December 1, 2026 at 9:00 AM CST');
    expect(within(card).getByRole('button', { name: 'Cancel the visit' })).toHaveAttribute('value', 'cancel');
    expect(await screen.findByRole('button', { name: 'Move my visit to this time' })).toHaveAttribute('value', 'move');
  });

  it('ticks only the stages the application went through (issue #40): booked straight from "received", Contacted and Qualified are not done', async () => {
    const visit = { start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T16:00:00.000Z', timeZone: 'America/Chicago', canChange: true, changeUntil: '2026-11-30T15:00:00.000Z' };
    const booked = { ...application, stage: 'site_visit_scheduled', stageLabel: 'Site visit scheduled', visit };
    serve({
      [`/api/application/${TOKEN}`]: [200, { success: true, application: { ...booked, reached: ['received', 'site_visit_scheduled'] } }],
      [`/api/application/${TOKEN}/slots`]: [200, slots],
    });
    renderWithProviders(<RemoteRoutes />, `/application-status/${TOKEN}`);
    const steps = await screen.findByRole('list', { name: 'Application progress' });
    expect(within(steps).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['✓ Received', 'Contacted', 'Qualified', 'Site visit scheduled', 'Installed']);
  });

  const bookedVisit = { start: '2026-12-01T15:00:00.000Z', end: '2026-12-01T16:00:00.000Z', timeZone: 'America/Chicago', canChange: true, changeUntil: '2026-11-30T15:00:00.000Z' };
  /** The page after a visit form's post, as the site server renders it from its one-minute cookie: the change it made, and the server's English notice. */
  const afterPost = (change: string) => ({
    formSubmission: {
      form: PAGE_FORM_IDS.visit,
      path: `/application-status/${TOKEN}`,
      values: {},
      outcome: 'sent' as const,
      fieldErrors: {},
      notice: { title: 'Your site visit is booked', description: 'We come on …' },
      data: { change },
    },
  });

  it.each([
    ['moved', 'Your site visit is moved', /We now come on Tuesday, December 1, 2026 at 9:00 AM CST/],
    ['booked', 'Your site visit is booked', /We come on Tuesday, December 1, 2026 at 9:00 AM CST/],
  ])('after a visit is %s, says so (issue #40 §6: never "booked" after a move)', async (change, title, text) => {
    serve({
      [`/api/application/${TOKEN}`]: [200, { success: true, application: { ...application, stage: 'site_visit_scheduled', reached: ['received', 'site_visit_scheduled'], visit: bookedVisit } }],
      [`/api/application/${TOKEN}/slots`]: [200, slots],
    });
    renderWithProviders(<RemoteRoutes />, `/application-status/${TOKEN}`, afterPost(change));
    await screen.findByRole('region', { name: 'Your site visit' });
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    if (change === 'moved') expect(screen.queryByText('Your site visit is booked')).not.toBeInTheDocument();
  });

  it('for a visit "scheduled" by the team with none booked, names the stage as being arranged, never as booked (issue #40 §6)', async () => {
    serve({
      [`/api/application/${TOKEN}`]: [200, { success: true, application: { ...application, stage: 'site_visit_scheduled', stageLabel: 'Site visit scheduled', reached: ['received', 'contacted', 'site_visit_scheduled'] } }],
      [`/api/application/${TOKEN}/slots`]: [200, slots],
    });
    renderWithProviders(<RemoteRoutes />, `/application-status/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Where it stands: Site visit being arranged' })).toBeInTheDocument();
    const steps = screen.getByRole('list', { name: 'Application progress' });
    expect(within(steps).getByText('Site visit being arranged').closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(steps).queryByText(/Site visit scheduled/)).not.toBeInTheDocument();
    expect(screen.getByText(/arrange the time of your site visit with you by phone/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your site visit' })).not.toBeInTheDocument();
  });

  it('for a wrong or expired link, shows nothing of any application and offers a new link', async () => {
    serve({});
    renderWithProviders(<RemoteRoutes />, `/application-status/${TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This link does not work' })).toBeInTheDocument();
    expect(screen.queryByText(/Blue Door/)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send me a new link' })).toHaveAttribute('method', 'post');
    expect(screen.getByLabelText(/E-mail address/)).toHaveAttribute('type', 'email');
  });
});
