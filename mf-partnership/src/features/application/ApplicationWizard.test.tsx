import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../../../app-config/jest/renderWithProviders';
import RemoteRoutes from '../../Routes';
import { DRAFT_KEY } from './draft';
import { translator } from '@powernest/shared-ui/i18n';
import { PARTNERSHIP_TEXT } from '../../i18n';
import { labelOfField as labelIn } from './steps';
import { FULL_APPLICATION } from '../../../e2e/fullApplication';
import { leadCreatedAnswer } from '../../../../app-config/jest/apiAnswers';

/** A field's English label. */
const labelOfField = (name: string) => labelIn(name, translator(PARTNERSHIP_TEXT, 'en-US'));

type FetchMock = jest.Mock<Promise<Partial<Response>>, [string, RequestInit?]>;
let fetchMock: FetchMock;

function reply(status: number, body: unknown): Partial<Response> {
  return { ok: status < 400, status, statusText: String(status), text: async () => JSON.stringify(body) };
}
const created = (emails = { adminSent: true, userSent: true }) => reply(201, leadCreatedAnswer(emails));

beforeEach(() => {
  sessionStorage.clear();
  fetchMock = jest.fn(async (_url: string, _init?: RequestInit) => created());
  // The page also asks where PowerNest serves (its aside, issue #44): answered apart, so each test's
  // answers are the lead's whenever the page asks again.
  const areas = async () => reply(200, { success: true, areas: [] });
  Object.assign(globalThis, { fetch: (url: string, init?: RequestInit) => (url === '/api/service-areas' ? areas() : fetchMock(url, init)) });
});

async function renderWizard() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<RemoteRoutes />, '/partnership-application');
  await screen.findByRole('heading', { level: 1, name: 'Partnership Application' });
  return { user, ...view };
}

const stepLine = () => screen.getByTestId('wizard-step');
const next = () => screen.getByRole('button', { name: 'Next Step' });
const previous = () => screen.getByRole('button', { name: 'Previous' });
const leadPosts = () => fetchMock.mock.calls.filter(([url, init]) => url === '/api/leads' && init?.method === 'POST');

// Typed answers by their field label; the values come from the shared fixture.
const FULL_ANSWERS: Record<string, string> = Object.fromEntries(
  (['businessName', 'location', 'businessAddress', 'website', 'contactPerson', 'decisionMakerTitle', 'email', 'phone', 'operatingHours', 'customerBase', 'currentPainPoints', 'message'] as const).map(
    (field) => [labelOfField(field), FULL_APPLICATION[field]],
  ),
);

/** Enters a field's answer in one go (click, then paste): typing key by key into a dozen MUI fields takes seconds in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByLabelText(label, { exact: false }));
  await user.paste(FULL_ANSWERS[label]);
}

/** Types a field's answer key by key, as a visitor does. */
async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.type(screen.getByLabelText(label, { exact: false }), FULL_ANSWERS[label]);
}

async function choose(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

/** A native select's choices, as the phone's picker lists them. */
const choicesOf = (label: string) => within(screen.getByRole('combobox', { name: label })).getAllByRole('option').map((o) => o.textContent);

/** The wizard with only the required answers (a retail store and its contact), on step 3. */
async function wizardWithRequiredAnswers() {
  const { user } = await renderWizard();
  await fill(user, 'Business Name');
  await choose(user, 'Business Type', 'Retail Store');
  await fill(user, 'Location (City, State)');
  await user.click(next());
  await fill(user, 'Contact Person');
  await fill(user, 'Email Address');
  await fill(user, 'Phone Number');
  await user.click(next());
  return user;
}

describe('application wizard', () => {
  it('starts at step 1 of 4: title, progress, Previous disabled, no Submit', async () => {
    await renderWizard();
    expect(stepLine()).toHaveTextContent('Step 1 of 4');
    expect(document.title).toBe('Partnership Application – Step 1 of 4 | PowerNest');
    expect(screen.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('heading', { level: 2, name: 'Business Information' })).toBeInTheDocument();
    expect(previous()).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Submit/ })).not.toBeInTheDocument();
  });

  it('moves forward and back without validating; Submit appears only on step 4 with the benefits summary', async () => {
    const { user } = await renderWizard();
    const titles = ['Business Information', 'Contact Details', 'Business Operations', 'Partnership Preferences'];
    for (let step = 2; step <= 4; step++) {
      await user.click(next());
      expect(stepLine()).toHaveTextContent(`Step ${step} of 4`);
      expect(document.title).toBe(`Partnership Application – Step ${step} of 4 | PowerNest`);
      expect(screen.getByRole('heading', { level: 2, name: titles[step - 1] })).toHaveFocus();
      expect(screen.getByRole('progressbar', { name: 'Application progress' })).toHaveAttribute('aria-valuenow', String(step * 25));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument(); // nothing was validated
    }
    expect(screen.queryByRole('button', { name: 'Next Step' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Your Partnership Benefits' })).toBeInTheDocument();
    expect(screen.getByText('$4,000+ FREE')).toBeInTheDocument();

    await user.click(previous());
    expect(stepLine()).toHaveTextContent('Step 3 of 4');
    expect(screen.queryByRole('heading', { name: 'Your Partnership Benefits' })).not.toBeInTheDocument();
    expect(leadPosts()).toHaveLength(0);
  });

  it('labels every field, marks the six required ones, and uses email/tel inputs and 3-row text areas', async () => {
    const { user } = await renderWizard();
    const seen: string[] = [];
    const required: string[] = [];
    for (let step = 1; step <= 4; step++) {
      const form = screen.getByRole('form');
      // Each field's label (a <label>, or the labelling element of a select) has id "field-<name>-label".
      for (const label of Array.from(form.querySelectorAll<HTMLElement>('.MuiFormLabel-root[id^="field-"]'))) {
        const name = label.id.replace(/^field-/, '').replace(/-label$/, '');
        seen.push(name);
        // The control is named by its label text.
        // A select is a native <select> (role combobox); the others are text fields.
        const control = form.querySelector(`#field-${name}`)!;
        expect(within(form).getByRole(control.tagName === 'SELECT' ? 'combobox' : 'textbox', { name: label.textContent!.replace(/\s*\*$/, '') })).toBeInTheDocument();
        if (label.querySelector('.MuiFormLabel-asterisk')?.textContent?.includes('*')) required.push(name);
      }
      if (step < 4) await user.click(next());
    }
    expect(seen.sort()).toEqual(
      [
        'businessName', 'businessType', 'businessSize', 'location', 'businessAddress', 'website',
        'contactPerson', 'decisionMakerTitle', 'email', 'phone',
        'operatingHours', 'footTrafficEstimate', 'hasExistingCharging', 'customerBase', 'currentPainPoints',
        'preferredInstallTimeline', 'message',
      ].sort(),
    );
    expect(required.sort()).toEqual(['businessName', 'businessType', 'contactPerson', 'email', 'location', 'phone'].sort());
  });

  it('uses the input types and row counts of product.md §5 and the §3 option labels', async () => {
    const { user } = await renderWizard();
    expect(choicesOf('Business Type')).toEqual([
      'Select one', 'Restaurant/Café', 'Retail Store', 'Office/Co-working', 'Hotel/Hospitality', 'Healthcare', 'Automotive', 'Beauty/Salon', 'Fitness/Gym', 'Other',
    ]);
    expect(choicesOf('Business Size')).toEqual([
      'Not specified', 'Micro (1-10 employees)', 'Small (11-50 employees)', 'Medium (51-200 employees)', 'Large (200+ employees)',
    ]);
    await user.click(next());
    expect(screen.getByLabelText('Email Address', { exact: false })).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Phone Number', { exact: false })).toHaveAttribute('type', 'tel');
    await user.click(next());
    for (const label of ['Your Customers', 'Current Challenges']) {
      const area = screen.getByLabelText(label);
      expect(area.tagName).toBe('TEXTAREA');
      expect(area).toHaveAttribute('rows', '3');
    }
    expect(choicesOf('Daily Foot Traffic')).toEqual([
      'Not specified', 'Low (1-25 customers/day)', 'Moderate (26-100 customers/day)', 'High (101-300 customers/day)', 'Very High (300+ customers/day)',
    ]);
    await user.click(next());
    expect(screen.getByLabelText('Additional Message')).toHaveAttribute('rows', '3');
  });

  it('never sends on Enter before step 4 (nor on Enter in a field of step 4)', async () => {
    const { user } = await renderWizard();
    await typeInto(user, 'Business Name');
    await user.keyboard('{Enter}');
    await user.click(next());
    await typeInto(user, 'Contact Person');
    await user.keyboard('{Enter}');
    await user.click(next());
    await typeInto(user, 'Operating Hours');
    await user.keyboard('{Enter}');
    expect(stepLine()).toHaveTextContent('Step 3 of 4');
    await user.click(next());
    await user.click(screen.getByRole('combobox', { name: 'Preferred Installation Timeline' }));
    await user.keyboard('{Escape}');
    expect(leadPosts()).toHaveLength(0);
  });

  it('on Submit with errors shows every step’s errors and goes to the first step that has one', async () => {
    const { user } = await renderWizard();
    // Step 1 complete, step 2 left empty.
    await fill(user, 'Business Name');
    await choose(user, 'Business Type', 'Healthcare');
    await fill(user, 'Location (City, State)');
    for (let i = 0; i < 3; i++) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    await waitFor(() => expect(stepLine()).toHaveTextContent('Step 2 of 4'));
    expect(leadPosts()).toHaveLength(0);
    const summary = screen.getByTestId('wizard-errors');
    expect(within(summary).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Contact Person (step 2): Contact person is required',
      'Email Address (step 2): Invalid email address',
      'Phone Number (step 2): Phone number is required',
    ]);
    expect(screen.getByText('Contact person is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Contact Person', { exact: false })).toHaveFocus();
    expect(screen.getByLabelText('Email Address', { exact: false })).toHaveAttribute('aria-invalid', 'true');
  });

  it('lists the summary\'s entries as links flowing in their line (browser audit #13: a wrapped entry\'s bullet beside its second line), each going to its field', async () => {
    const { user } = await renderWizard();
    await fill(user, 'Business Name');
    for (let i = 0; i < 3; i++) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(stepLine()).toHaveTextContent('Step 1 of 4'));
    const entries = within(screen.getByTestId('wizard-errors')).getAllByRole('link');
    expect(entries).toHaveLength(within(screen.getByTestId('wizard-errors')).getAllByRole('listitem').length);
    for (const entry of entries) {
      // An inline link wraps under its own first line; an inline-block (a <button>) wraps as a box whose baseline is its last line.
      expect(entry.tagName).toBe('A');
      expect(['', 'inline']).toContain(getComputedStyle(entry).display);
      expect(entry.getAttribute('href')).toMatch(/^#field-/);
    }
    await user.click(within(screen.getByTestId('wizard-errors')).getByRole('link', { name: /^Contact Person/ }));
    await waitFor(() => expect(stepLine()).toHaveTextContent('Step 2 of 4'));
    expect(screen.getByLabelText('Contact Person', { exact: false })).toHaveFocus();
  });

  it('with everything empty it goes back to step 1 and shows the schema messages under the fields', async () => {
    const { user } = await renderWizard();
    for (let i = 0; i < 3; i++) await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(stepLine()).toHaveTextContent('Step 1 of 4'));
    expect(screen.getByText('Business name is required')).toBeInTheDocument();
    expect(screen.getByText('Business type is required')).toBeInTheDocument();
    expect(screen.getByText('Location is required')).toBeInTheDocument();
    expect(within(screen.getByTestId('wizard-errors')).getAllByRole('listitem')).toHaveLength(6);
    // A message is corrected as the visitor types.
    await typeInto(user, 'Business Name');
    expect(screen.queryByText('Business name is required')).not.toBeInTheDocument();
  });

  it('sends every field once on Submit, says "Sending Emails...", then toasts, resets to step 1 and forgets the draft', async () => {
    let release!: (r: Partial<Response>) => void;
    fetchMock.mockImplementationOnce(() => new Promise((resolve) => (release = resolve)));
    const { user } = await renderWizard();
    await fill(user, 'Business Name');
    await choose(user, 'Business Type', 'Restaurant/Café');
    await choose(user, 'Business Size', 'Small (11-50 employees)');
    await fill(user, 'Location (City, State)');
    await fill(user, 'Business Address');
    await fill(user, 'Website');
    await user.click(next());
    await fill(user, 'Contact Person');
    await fill(user, 'Your Title');
    await fill(user, 'Email Address');
    await fill(user, 'Phone Number');
    await user.click(next());
    await fill(user, 'Operating Hours');
    await choose(user, 'Daily Foot Traffic', 'High (101-300 customers/day)');
    await choose(user, 'Existing Charging for Customers', 'Basic (wall outlets only)');
    await fill(user, 'Your Customers');
    await fill(user, 'Current Challenges');
    await user.click(next());
    await choose(user, 'Preferred Installation Timeline', '1-2 weeks');
    await fill(user, 'Additional Message');
    expect(sessionStorage.getItem(DRAFT_KEY)).toContain('Blue Bean Café');

    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    const sending = await screen.findByRole('button', { name: 'Sending Emails...' });
    expect(sending).toBeDisabled();
    expect(leadPosts()).toHaveLength(1);
    expect(JSON.parse(leadPosts()[0][1]!.body as string)).toEqual({ ...FULL_APPLICATION, referralCode: '', language: 'en-US' });

    await act(async () => release(created({ adminSent: true, userSent: false })));
    expect(await screen.findByText('Application Submitted')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your partnership application has been submitted successfully! Our team will review your application and contact you within 24 hours.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(stepLine()).toHaveTextContent('Step 1 of 4'));
    expect(screen.getByLabelText('Business Name', { exact: false })).toHaveValue('');
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('on a server error shows "Application Error" and keeps everything typed', async () => {
    fetchMock.mockResolvedValueOnce(reply(500, { success: false, error: 'Database unavailable' }));
    const user = await wizardWithRequiredAnswers();
    await user.click(next());
    await fill(user, 'Additional Message');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await screen.findByText('Application Error')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(stepLine()).toHaveTextContent('Step 4 of 4');
    expect(screen.getByLabelText('Additional Message')).toHaveValue('Please call after 2pm');
    expect(screen.getByRole('button', { name: 'Submit Application' })).toBeEnabled();
    await user.click(previous());
    await user.click(previous());
    expect(screen.getByLabelText('Email Address', { exact: false })).toHaveValue('dana@bluebean.example');
  });

  it('puts the server’s field messages under their fields and goes to that step', async () => {
    fetchMock.mockResolvedValueOnce(reply(400, { success: false, error: 'Validation failed', fieldErrors: { phone: 'Phone number is required' } }));
    const user = await wizardWithRequiredAnswers();
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    await waitFor(() => expect(stepLine()).toHaveTextContent('Step 2 of 4'));
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
  });

  it('restores the answers and the step after a reload (sessionStorage draft)', async () => {
    const first = await renderWizard();
    await fill(first.user, 'Business Name');
    await first.user.click(next());
    await fill(first.user, 'Email Address');
    first.unmount();

    await renderWizard();
    expect(stepLine()).toHaveTextContent('Step 2 of 4');
    expect(screen.getByLabelText('Email Address', { exact: false })).toHaveValue('dana@bluebean.example');
    await userEvent.setup().click(previous());
    expect(screen.getByLabelText('Business Name', { exact: false })).toHaveValue('Blue Bean Café');
  });
});

describe('application wizard, opened from the locator', () => {
  it('pre-fills the location from ?location= (over a saved draft\'s) and keeps the rest of the draft', async () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 1, values: { businessName: 'Hellgate Books', location: 'Austin, TX' } }));
    renderWithProviders(<RemoteRoutes />, '/partnership-application?location=Missoula%2C%20MT');
    await screen.findByRole('heading', { level: 1, name: 'Partnership Application' });
    await waitFor(() => expect(screen.getByLabelText(labelOfField('location'), { exact: false })).toHaveValue('Missoula, MT'));
    expect(screen.getByLabelText(labelOfField('businessName'), { exact: false })).toHaveValue('Hellgate Books');
  });
});
