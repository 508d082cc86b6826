import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from '@powernest/shared-ui/router';
import { AppProviders, type FormSubmission } from '@powernest/shared-ui';
import { DataProvider } from '@powernest/shared-ui/data';
import { PAGE_FORM_IDS } from '@powernest/domain';
import { translator } from '@powernest/shared-ui/i18n';
import { PARTNERSHIP_TEXT } from '../../i18n';
import { ApplicationWizard } from './ApplicationWizard';
import { labelOfField } from './steps';

// Browser audit #3: the wizard posted without JavaScript and answered with its errors by the
// site server. The summary must work in the server's HTML as GOV.UK's does: in page order, each
// entry "Label: message" and a link to a field on this page, focused on load, the stepper
// marking the steps with errors.

const label = (name: string) => labelOfField(name, translator(PARTNERSHIP_TEXT, 'en-US'));

/** Refused fields of steps 1 and 2, listed out of the page's order (as the schema gives them). */
const FIELD_ERRORS = {
  email: 'Please enter a valid email address',
  location: 'Location is required',
  contactPerson: 'Contact person is required',
  businessType: 'Please select a business type',
  businessName: 'Business name is required',
};

const answer: FormSubmission = {
  form: PAGE_FORM_IDS.application,
  path: '/partnership-application',
  values: { businessName: '', businessType: '', location: '', contactPerson: '', email: 'nope', phone: '512-555-0134', message: 'Hello' },
  outcome: 'invalid',
  fieldErrors: FIELD_ERRORS,
};

/** The application page as the site server renders it after a plain post that came back as `submission`. */
const pageAfter = (submission: FormSubmission) => (
  <MemoryRouter initialEntries={['/partnership-application']}>
    <AppProviders formSubmission={submission}>
      <DataProvider>
        <ApplicationWizard />
      </DataProvider>
    </AppProviders>
  </MemoryRouter>
);

const page = pageAfter(answer);

afterEach(() => {
  document.body.innerHTML = '';
});

function serverHtml() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.appendChild(container);
  return container;
}

describe('the application wizard answered by the server without JavaScript, with errors on two steps', () => {
  it('lists every error in page order as "Label: message", each a link to a field the page holds', () => {
    serverHtml();
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(
      (['businessName', 'businessType', 'location', 'contactPerson', 'email'] as const).map((field) => `${label(field)}: ${FIELD_ERRORS[field]}`),
    );
    for (const link of links) {
      const target = document.getElementById(link.getAttribute('href')!.replace(/^#/, ''));
      expect(target).not.toBeNull();
      // The field itself, inside the form that is posted, holding what was sent.
      expect(target!.closest('form')).toHaveAttribute('id', PAGE_FORM_IDS.application);
    }
    // The page's order is the summary's: each field comes after the one before it.
    const targets = links.map((link) => document.getElementById(link.getAttribute('href')!.slice(1))!);
    targets.slice(1).forEach((target, i) => expect(targets[i]!.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy());
    // A field shown is posted once: not also as a hidden copy.
    expect(document.querySelectorAll('input[name="contactPerson"]')).toHaveLength(1);
    expect((document.getElementById('field-email') as HTMLInputElement).value).toBe('nope');
    expect(document.querySelectorAll('input[name="phone"]')).toHaveLength(1);
  });

  it('is focused on load (autofocus, tabindex -1) and announced by the alert inside it, not on the focused box (GOV.UK)', () => {
    serverHtml();
    const summary = screen.getByRole('region', { name: 'There is a problem' });
    expect(summary).toHaveAttribute('autofocus');
    expect(summary).toHaveAttribute('tabindex', '-1');
    expect(summary).not.toHaveAttribute('role', 'alert');
    expect(within(summary).getByRole('alert')).toHaveTextContent('There is a problem');
  });

  it('marks the steps that have errors in the stepper, and only those', () => {
    serverHtml();
    const marked = [...document.querySelectorAll('.MuiStepLabel-label.Mui-error')].map((el) => el.textContent);
    expect(marked).toEqual(['Business Information', 'Contact Details']);
  });

  it('hydrates without a mismatch, and the title starts with "Error: "', async () => {
    const container = serverHtml();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, page, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    // jsdom lacks the `autofocus` property Chromium has, which React reads while hydrating: the one difference allowed.
    expect(errors.mock.calls.map((call) => call.map(String).join(' ')).filter((text) => !/^\s*[+-]\s+autoFocus=/m.test(text) || /^\s*[+-]\s+(?!autoFocus)\w+=/m.test(text))).toEqual([]);
    expect(document.title).toMatch(/^Error: Partnership Application/);
    expect(within(screen.getByRole('alert', { name: 'There is a problem' })).getAllByRole('link')).toHaveLength(5);
  });
});

describe('the application wizard after a plain post the API took (browser audit #16)', () => {
  /** The page the site server renders after the post, the confirmation e-mail `sent` or `none`. */
  function renderSent(confirmation: string) {
    const sent: FormSubmission = { form: PAGE_FORM_IDS.application, path: '/partnership-application', values: {}, outcome: 'sent', fieldErrors: {}, notice: { title: 'Application Submitted', description: 'Thank you!' }, data: { confirmation } };
    document.body.innerHTML = renderToString(pageAfter(sent));
  }

  it.each([
    ['sent', true],
    ['none', false],
  ])('says the next step (the confirmation e-mail\'s private link) only when that e-mail went out: %s', (confirmation, told) => {
    renderSent(confirmation);
    expect(screen.getByRole('status').textContent?.includes('Next step: check your inbox.')).toBe(told);
  });

  it('shows the notice above the wizard back at step 1, empty, as with JavaScript (product.md §4: after success the wizard resets to step 1)', () => {
    renderSent('sent');
    expect(screen.getByRole('status')).toHaveTextContent('Application Submitted');
    expect(screen.getByTestId('wizard-step')).toHaveTextContent(/^Step 1 of 4/);
    expect(screen.getByLabelText(label('businessName'), { exact: false })).toHaveValue('');
    // The notice comes first: it is what the visitor reads (and what is focused) on load.
    expect(screen.getByRole('status').compareDocumentPosition(screen.getByRole('form')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
