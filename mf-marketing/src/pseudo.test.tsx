import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAME, LEAD_TEXTS, leadSuccessNotice, menuLabelIn, offerFiguresIn, pageIn } from '@powernest/domain';
import { useToastStore, type FormSubmission } from '@powernest/shared-ui';
import { answerEveryRequest as answer, leadCreatedAnswer } from '../../app-config/jest/apiAnswers';
import { withDocumentLanguage } from '../../app-config/jest/i18nHooks';
import { unmarkedTexts } from '../../app-config/jest/pseudoLocale';
import { renderInSpanish, renderWithProviders } from '../../app-config/jest/renderWithProviders';
import { ABOUT_PAGE, CONTACT_PAGE, HOME_PAGE, REMOTE_PAGES, SERVICES_PAGE, TESTIMONIALS_PAGE } from './pages';
import { TESTIMONIALS } from './features/testimonials/stories';
import RemoteRoutes from './Routes';

// The pseudo-locale (issue #30): the Spanish catalogue is the English one with every message
// marked (⟦…⟧), so whatever a Spanish page shows unmarked was written by no catalogue: a
// hard-coded string. Only the texts others translate, and the data, may show unmarked.
jest.mock('./i18n/es-US', () => {
  const { EN } = jest.requireActual('./i18n/en-US');
  const { pseudoCatalogue } = jest.requireActual('../../app-config/jest/pseudoLocale');
  return { ES: pseudoCatalogue(EN) };
});

withDocumentLanguage('es-US');

beforeEach(() => useToastStore.setState({ current: null }));

/** Every string of the domain's Spanish lead texts, option labels included (the functions left out). */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

const PAGES = [HOME_PAGE, ABOUT_PAGE, SERVICES_PAGE, CONTACT_PAGE, TESTIMONIALS_PAGE];

/** What may show unmarked: what others translate, and the data. */
const ALLOWED = [
  BRAND_NAME,
  // The domain's Spanish: the lead's messages, notices and option labels, the offer's figures.
  ...stringsOf(LEAD_TEXTS['es-US']),
  LEAD_TEXTS['es-US'].success.checkInbox('contact'),
  ...Object.values(offerFiguresIn('es-US')),
  // The page manifest's Spanish and the menu's.
  ...PAGES.flatMap((page) => [pageIn(page, 'es-US').title, pageIn(page, 'es-US').heading]),
  ...REMOTE_PAGES.menu.map((entry) => menuLabelIn(entry, 'es-US')),
  // shared-ui's own Spanish (shared-ui/src/forms/formText.ts): the error summary's title, the spam trap's label.
  'Hay un problema',
  'Deje este campo vacío',
  // The data: the success stories' people, businesses and places (stories.ts).
  ...TESTIMONIALS.flatMap((story) => [story.name, story.business, story.location]),
];

function expectAllMarked() {
  expect(unmarkedTexts(document.body, ALLOWED)).toEqual([]);
}

describe('nothing hard-coded on the Spanish pages (the pseudo-locale)', () => {
  it.each(PAGES.map((page) => [page.path, page] as const))('%s', async (_path, page) => {
    renderInSpanish(<RemoteRoutes />, page.path);
    await screen.findByRole('heading', { level: 1, name: page.translations['es-US'].heading });
    expectAllMarked();
  });

  it('/contact: the field messages after an invalid submit (the browser\'s own check)', async () => {
    answer(201, leadCreatedAnswer());
    renderInSpanish(<RemoteRoutes />, '/contact');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: /Request FREE Equipment/ }));
    // Under the field and in the error summary.
    await screen.findAllByText(LEAD_TEXTS['es-US'].required.businessName);
    expectAllMarked();
  });

  /** The contact form filled in and sent. */
  async function sendContact() {
    const user = userEvent.setup({ delay: null });
    const put = async (label: RegExp, value: string) => {
      await user.click(screen.getByLabelText(label));
      await user.paste(value);
    };
    await screen.findByRole('form');
    await put(/Business Name/, 'Café Solana');
    await put(/Contact Person/, 'María González');
    await put(/Email/, 'maria@cafesolana.com');
    await put(/Phone/, '512-555-0134');
    await put(/Location/, 'Austin, TX');
    await user.selectOptions(screen.getByLabelText(/Business Type/), LEAD_TEXTS['es-US'].options.businessType.restaurant);
    await user.click(screen.getByRole('button', { name: /Request FREE Equipment/ }));
  }

  it('/contact: the success notice', async () => {
    answer(201, leadCreatedAnswer({ adminSent: true, userSent: true }));
    renderInSpanish(<RemoteRoutes />, '/contact');
    await sendContact();
    await screen.findByRole('status');
    expectAllMarked();
  });

  it('/contact: the API refuses the lead (a Spanish lead is answered with the domain\'s Spanish messages)', async () => {
    answer(400, { success: false, error: 'Validation failed', fieldErrors: { email: LEAD_TEXTS['es-US'].required.email } });
    renderInSpanish(<RemoteRoutes />, '/contact');
    await sendContact();
    await screen.findAllByText(LEAD_TEXTS['es-US'].required.email);
    await screen.findByText(LEAD_TEXTS['es-US'].errorTitles.contact);
    // The toast is shared-ui's: its close button in its own Spanish (ToastView), and for refused
    // fields the domain's Spanish "review your information", not the API's English `error`.
    await screen.findByText(LEAD_TEXTS['es-US'].errorFallback);
    expect(unmarkedTexts(document.body, [...ALLOWED, 'Cerrar'])).toEqual([]);
  });

  describe('/contact sent as a plain form (the site server answers a Spanish page in Spanish)', () => {
    const submission = (over: Partial<FormSubmission>): FormSubmission => ({
      form: 'lead-contact',
      path: '/es/contact',
      values: { businessName: 'Café Solana', contactPerson: '', email: 'nope', phone: '512-555-0134', location: 'Austin, TX', businessType: 'restaurant', message: '' },
      outcome: 'invalid',
      fieldErrors: {},
      ...over,
    });
    const ES_TEXTS = LEAD_TEXTS['es-US'];

    it.each([
      ['invalid: the error summary', submission({ fieldErrors: { contactPerson: ES_TEXTS.required.contactPerson, email: ES_TEXTS.required.email } }), 'Hay un problema'],
      ['refused', submission({ outcome: 'refused', notice: { title: ES_TEXTS.errorTitles.contact, description: ES_TEXTS.errorFallback } }), ES_TEXTS.errorTitles.contact],
      ['sent', submission({ outcome: 'sent', values: {}, notice: leadSuccessNotice('contact', { adminSent: true, userSent: true }, 'es-US') }), ES_TEXTS.success.contact.title],
    ] as const)('%s', async (_name, formSubmission, shown) => {
      renderInSpanish(<RemoteRoutes />, '/contact', { formSubmission });
      await screen.findByText(shown);
      expectAllMarked();
    });
  });

  it('finds the English page unmarked (the check itself works)', () => {
    renderWithProviders(<RemoteRoutes />, '/');
    expect(unmarkedTexts(document.body, ALLOWED)).toEqual(expect.arrayContaining(['Zero Cost']));
  });
});
