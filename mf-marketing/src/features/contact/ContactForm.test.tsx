import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LEAD_MESSAGES } from '@powernest/domain';
import { useToastStore } from '@powernest/shared-ui';
import { renderWithProviders } from '../../../../app-config/jest/renderWithProviders';
import ContactBlock from './ContactBlock';
import { leadCreatedAnswer } from '../../../../app-config/jest/apiAnswers';

function answer(status: number, body: unknown) {
  const fetchMock = jest.fn().mockResolvedValue({
    ok: status < 400,
    status,
    statusText: '',
    text: async () => JSON.stringify(body),
  });
  global.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/**
 * Fills every field with valid answers. With 'type' it types like a visitor, key by key; the other
 * tests paste each value (one input event per field), which is what keeps them fast on a busy machine.
 */
async function fillValidForm(enter: 'type' | 'paste' = 'paste') {
  const user = userEvent.setup({ delay: null });
  const put = async (field: HTMLElement, value: string) => {
    if (enter === 'type') {
      await user.type(field, value);
    } else {
      await user.click(field);
      await user.paste(value);
    }
  };
  await put(screen.getByLabelText(/Business Name/), 'Café Solana');
  await put(screen.getByLabelText(/Contact Person/), 'Maria Gonzalez');
  await put(screen.getByLabelText(/Email Address/), 'maria@cafesolana.com');
  await put(screen.getByLabelText(/Phone Number/), '512-555-0134');
  await put(screen.getByLabelText(/Location/), 'Austin, TX');
  await user.selectOptions(screen.getByLabelText(/Business Type/), 'Restaurant/Café');
  await put(screen.getByLabelText('Message'), 'We have 120 guests a day.');
  return user;
}

const created = leadCreatedAnswer;

/** The form sent with every required field empty and a malformed e-mail; the fetch it must not call. */
async function sendWithMistakes() {
  const fetchMock = answer(201, created({ adminSent: true, userSent: true }));
  renderWithProviders(<ContactBlock />, '/contact');
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/Email Address/), 'not-an-email');
  await user.click(screen.getByRole('button', { name: 'Request FREE Equipment' }));
  return fetchMock;
}

describe('contact form', () => {
  beforeEach(() => useToastStore.setState({ current: null }));

  it('marks the required fields and uses email and tel inputs', () => {
    renderWithProviders(<ContactBlock />, '/contact');
    for (const label of [/Business Name/, /Contact Person/, /Email Address/, /Phone Number/, /Location/]) {
      expect(screen.getByLabelText(label)).toBeRequired();
    }
    expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/Phone Number/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText('Message')).toHaveAttribute('rows', '4');
    // The visible mark is in the label (MUI hides the asterisk from screen readers, which read "required").
    expect(document.getElementById('field-businessType-label')).toHaveTextContent('Business Type *');
  });

  it('shows the product.md §5 message under each invalid field and sends nothing', async () => {
    const fetchMock = await sendWithMistakes();
    for (const message of Object.values(LEAD_MESSAGES)) {
      // Under its field and in the error summary.
      expect(await screen.findAllByText(message)).toHaveLength(2);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with JavaScript too, a send with mistakes shows the error summary, focused, each entry a link to its field in the form\'s order (browser audit #16)', async () => {
    const fetchMock = await sendWithMistakes();
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    await waitFor(() => expect(screen.getByRole('region', { name: 'There is a problem' })).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#field-businessName', '#field-contactPerson', '#field-email', '#field-phone', '#field-location', '#field-businessType']);
    expect(links[0]).toHaveTextContent(LEAD_MESSAGES.businessName);
    for (const link of links) expect(document.getElementById(link.getAttribute('href')!.slice(1))).not.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('tells the next step once sent: the confirmation e-mail\'s private link, only when that e-mail goes out (browser audit #16)', async () => {
    answer(201, created({ adminSent: true, userSent: true }));
    renderWithProviders(<ContactBlock />, '/contact');
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Request FREE Equipment' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Next step: check your inbox.');
  });

  it.each([
    [{ adminSent: true, userSent: true }, 'to discuss your free equipment installation'],
    [{ adminSent: false, userSent: true }, 'A confirmation email will follow shortly.'],
    [{ adminSent: false, userSent: false }, 'Our team will review your request and contact you within 24 hours.'],
  ])('sends the lead and shows "Request Submitted" for e-mails %j where the form was, focused', async (emails, text) => {
    const fetchMock = answer(201, created(emails));
    renderWithProviders(<ContactBlock />, '/contact');
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Request FREE Equipment' }));

    const shown = await screen.findByRole('status');
    expect(shown).toHaveTextContent('Request Submitted');
    expect(shown).toHaveTextContent(text);
    await waitFor(() => expect(shown).toHaveFocus());
    // No empty form under a toast: the answer stands where the form was.
    expect(screen.queryByRole('button', { name: 'Request FREE Equipment' })).not.toBeInTheDocument();
    expect(useToastStore.getState().current).toBeNull();
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/leads');
    expect(JSON.parse(init.body)).toMatchObject({
      businessName: 'Café Solana',
      contactPerson: 'Maria Gonzalez',
      email: 'maria@cafesolana.com',
      phone: '512-555-0134',
      location: 'Austin, TX',
      businessType: 'restaurant',
      message: 'We have 120 guests a day.',
    });
  });

  it('shows "Sending Emails..." on a disabled button while sending', async () => {
    let release: (v: unknown) => void = () => {};
    global.fetch = jest.fn(
      () => new Promise((resolve) => (release = resolve)),
    ) as unknown as typeof fetch;
    renderWithProviders(<ContactBlock />, '/contact');
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Request FREE Equipment' }));
    expect(screen.getByRole('button', { name: 'Sending Emails...' })).toBeDisabled();
    release({ ok: true, status: 201, statusText: '', text: async () => JSON.stringify(created({ adminSent: true, userSent: true })) });
    expect(await screen.findByRole('status')).toHaveTextContent('Request Submitted');
  });

  it('on failure shows "Contact Error" and keeps everything typed', async () => {
    answer(500, { success: false, error: 'Store unavailable' });
    renderWithProviders(<ContactBlock />, '/contact');
    const user = await fillValidForm('type'); // the one test that types every answer key by key
    await user.click(screen.getByRole('button', { name: 'Request FREE Equipment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Contact Error');
    expect(alert).toHaveTextContent('Store unavailable');
    expect(screen.getByLabelText(/Business Name/)).toHaveValue('Café Solana');
    expect(screen.getByLabelText('Message')).toHaveValue('We have 120 guests a day.');
  });

  it('falls back to "Please review your information and try again." without a server message', async () => {
    answer(502, '');
    global.fetch = jest.fn().mockResolvedValue({ ok: false, status: 502, statusText: 'Bad Gateway', text: async () => '' }) as unknown as typeof fetch;
    renderWithProviders(<ContactBlock />, '/contact');
    const user = await fillValidForm();
    await user.click(screen.getByRole('button', { name: 'Request FREE Equipment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please review your information and try again.');
  });

  describe('as a plain HTML form (before its script runs, or without it)', () => {
    it('is a form that posts to its page, naming itself, with enabled fields', () => {
      const { container } = renderWithProviders(<ContactBlock />, '/partnership-process');
      const form = screen.getByRole('form', { name: 'Request FREE Equipment' });
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', '/partnership-process');
      expect(container.querySelector('input[type="hidden"][name="form"]')).toHaveValue('lead-contact');
      for (const name of ['businessName', 'contactPerson', 'email', 'phone', 'location', 'businessType', 'message', 'referralCode']) {
        expect(container.querySelector(`[name="${name}"]`)).toBeEnabled();
      }
      expect(screen.getByRole('button', { name: 'Request FREE Equipment' })).toBeEnabled();
    });

    it("shows the server's answer: the refused fields' messages, an error summary linking to them, every value kept", () => {
      const values = { businessName: 'Café Solana', contactPerson: '', email: 'nope', phone: '512-555-0134', location: 'Austin, TX', businessType: 'restaurant', message: 'Hi', referralCode: '' };
      const fieldErrors = { contactPerson: LEAD_MESSAGES.contactPerson, email: 'Invalid email address' };
      renderWithProviders(<ContactBlock />, '/contact', { formSubmission: { form: 'lead-contact', path: '/contact', values, outcome: 'invalid', fieldErrors } });
      const summary = screen.getByRole('alert', { name: 'There is a problem' });
      expect(within(summary).getByRole('link', { name: LEAD_MESSAGES.contactPerson })).toHaveAttribute('href', '#field-contactPerson');
      expect(screen.getByLabelText(/Business Name/)).toHaveValue('Café Solana');
      expect(screen.getByLabelText(/Email Address/)).toHaveValue('nope');
      expect(screen.getByLabelText(/Business Type/)).toHaveValue('restaurant');
      expect(screen.getByLabelText(/Email Address/)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getAllByText('Invalid email address')).toHaveLength(2); // in the summary and under the field
    });

    it.each([
      ['sent', 'Next step: check your inbox.'],
      ['none', undefined],
    ])('after a sent post whose confirmation e-mail went out: %s, the page says the next step only if it did (browser audit #16)', (confirmation, next) => {
      const notice = { title: 'Request Submitted', description: 'Thank you!' };
      renderWithProviders(<ContactBlock />, '/contact', { formSubmission: { form: 'lead-contact', path: '/contact', values: {}, outcome: 'sent', fieldErrors: {}, notice, data: { confirmation } } });
      const status = screen.getByRole('status');
      if (next) expect(status).toHaveTextContent(next);
      else expect(status).not.toHaveTextContent('inbox');
    });

    it("shows the server's success notice in place of the form", () => {
      const notice = { title: 'Request Submitted', description: 'Thank you!' };
      renderWithProviders(<ContactBlock />, '/contact', { formSubmission: { form: 'lead-contact', path: '/contact', values: {}, outcome: 'sent', fieldErrors: {}, notice } });
      expect(screen.getByRole('status')).toHaveTextContent('Request SubmittedThank you!');
      expect(screen.queryByRole('form')).not.toBeInTheDocument();
    });
  });
});
