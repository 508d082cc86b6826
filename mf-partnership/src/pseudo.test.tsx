import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAME, LEAD_TEXTS, PAGE_FORM_IDS, menuLabelIn, offerFiguresIn, pageIn } from '@powernest/domain';
import { EN } from './i18n/en-US';
import { renderInSpanish, renderWithProviders } from '../../app-config/jest/renderWithProviders';
import { unmarkedTexts } from '../../app-config/jest/pseudoLocale';
import { leadCreatedAnswer } from '../../app-config/jest/apiAnswers';
import { failOnMissingTexts } from '../../app-config/jest/i18nHooks';
import { APPLICATION_PAGE, APPLICATION_STATUS_PAGE, FAQ_PAGE, PROCESS_PAGE, REMOTE_PAGES, ROI_CALCULATOR_PAGE } from './pages';
import RemoteRoutes from './Routes';
import { application, serve, slots, statusApi } from './testing/applicationStatusFixtures';
import { useToastStore } from '@powernest/shared-ui';

// The pseudo-locale (issue #30): the Spanish catalogue is the English one with every message
// marked ⟦…⟧, so whatever a Spanish page shows unmarked was written by no catalogue of this
// remote: a hard-coded string, unless it is one of the texts below that others own or the data.
jest.mock('./i18n/es-US', () => {
  const { EN } = jest.requireActual('./i18n/en-US');
  const { pseudoCatalogue } = jest.requireActual('../../app-config/jest/pseudoLocale');
  return { ES: pseudoCatalogue(EN) };
});

/** Every string in a (nested) value: the domain's Spanish lead texts, options included. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(stringsOf) : [];

const LEAD_ES = LEAD_TEXTS['es-US'];
const leadES = [...stringsOf(LEAD_ES), LEAD_ES.success.teamWillReview('application')];

/** What others translate: the domain's and the manifest's Spanish, shared-ui's own words. */
const OTHERS = [
  BRAND_NAME,
  ...leadES,
  ...Object.values(offerFiguresIn('es-US')),
  ...REMOTE_PAGES.pages.flatMap((page) => {
    const es = pageIn(page, 'es-US');
    return [es.title, es.heading, es.description];
  }),
  ...REMOTE_PAGES.menu.map((entry) => menuLabelIn(entry, 'es-US')),
  // shared-ui's form words in Spanish (shared-ui/src/forms/formText.ts): the error summary's title and the spam trap's label.
  'Hay un problema',
  'Deje este campo vacío',
  // The toast's close button (shared-ui/src/toast/ToastView.tsx: MUI Alert's default closeText, "Close", in every language): shared-ui's to translate.
  'Close',
];

/** The slots' days as Intl writes them in Spanish ("martes, 1 de diciembre"): the legends of the times to book. */
const slotDay = new Intl.DateTimeFormat('es-US', { timeZone: slots.timeZone, weekday: 'long', month: 'long', day: 'numeric' });

/** The data shown: the business's name and contact, the days of its slots. */
const DATA = [
  application.businessName,
  application.contact.email,
  ...slots.slots.map((slot) => slotDay.format(new Date(slot.start))),
];

const ALLOWED = [...OTHERS, ...DATA];

beforeEach(() => sessionStorage.clear());
failOnMissingTexts();
// The toast store outlives a test's render.
afterEach(() => act(() => useToastStore.getState().dismiss()));

/** What the page shows that no catalogue marked: its body, and what unmarkedTexts does not read (the document's title, values read out). */
function unmarked() {
  const read = document.createElement('div');
  for (const text of [document.title, ...[...document.querySelectorAll('[aria-valuetext]')].map((e) => e.getAttribute('aria-valuetext') ?? '')]) {
    read.append(Object.assign(document.createElement('p'), { textContent: text }));
  }
  return [...unmarkedTexts(document.body, ALLOWED), ...unmarkedTexts(read, ALLOWED)];
}

describe('every text of a Spanish page comes from a catalogue (the pseudo-locale)', () => {
  it.each([
    [PROCESS_PAGE.path, PROCESS_PAGE],
    [FAQ_PAGE.path, FAQ_PAGE],
    [`${FAQ_PAGE.path}?category=liability`, FAQ_PAGE],
    [ROI_CALCULATOR_PAGE.path, ROI_CALCULATOR_PAGE],
    [`${ROI_CALCULATOR_PAGE.path}?businessType=retail&dailyCustomers=500&averageSpending=200`, ROI_CALCULATOR_PAGE],
    [`${ROI_CALCULATOR_PAGE.path}?businessType=hotel`, ROI_CALCULATOR_PAGE],
  ])('%s', async (path, page) => {
    renderInSpanish(<RemoteRoutes />, path);
    await screen.findByRole('heading', { level: 1, name: pageIn(page, 'es-US').heading });
    expect(unmarked()).toEqual([]);
  });

  it(`${APPLICATION_PAGE.path}: each step, the error summary, the success notice`, async () => {
    serve({ 'POST /api/leads': [201, leadCreatedAnswer()] });
    const user = userEvent.setup({ delay: null });
    const { container } = renderInSpanish(<RemoteRoutes />, APPLICATION_PAGE.path);
    await screen.findByRole('heading', { level: 1, name: pageIn(APPLICATION_PAGE, 'es-US').heading });
    const nextStep = () => screen.getByRole('button', { name: '⟦Next Step⟧' });
    const submit = () => screen.getByRole('button', { name: '⟦Submit Application⟧' });
    for (let step = 1; step <= 4; step++) {
      expect(unmarked()).toEqual([]);
      if (step < 4) await user.click(nextStep());
    }

    await user.click(submit());
    await screen.findByTestId('wizard-errors');
    expect(unmarked()).toEqual([]);

    const field = (name: string) => container.querySelector(`[name="${name}"]`) as HTMLElement;
    const fill = async (name: string, value: string) => {
      await user.click(field(name));
      await user.paste(value);
    };
    await fill('businessName', 'Café Azul');
    await user.selectOptions(field('businessType'), 'retail');
    await fill('location', 'Austin, TX');
    await user.click(nextStep());
    await fill('contactPerson', 'Ana Pérez');
    await fill('email', 'ana@cafeazul.example');
    await fill('phone', '(555) 123-4567');
    for (let step = 2; step < 4; step++) await user.click(nextStep());
    await user.click(submit());
    await screen.findByText(LEAD_ES.success.application.title);
    await waitFor(() => expect(screen.queryByTestId('wizard-errors')).not.toBeInTheDocument());
    expect(unmarked()).toEqual([]);
  });

  it.each([
    ['a later step', { outcome: 'continued' as const, fieldErrors: {}, data: { step: 3 } }],
    ['refused fields, one on another step', { outcome: 'invalid' as const, fieldErrors: { businessName: LEAD_ES.required.businessName, phone: LEAD_ES.required.phone }, data: { step: 2 } }],
  ])(`${APPLICATION_PAGE.path} as the site server answers its plain form: %s`, async (_name, answer) => {
    const formSubmission = { form: PAGE_FORM_IDS.application, path: `/es${APPLICATION_PAGE.path}`, values: { businessName: 'Café Azul' }, ...answer };
    renderInSpanish(<RemoteRoutes />, APPLICATION_PAGE.path, { formSubmission });
    await screen.findByRole('heading', { level: 1, name: pageIn(APPLICATION_PAGE, 'es-US').heading });
    expect(unmarked()).toEqual([]);
  });

  describe(`${APPLICATION_STATUS_PAGE.path}`, () => {
    const variants: [string, object, string][] = [
      ['a booked visit, times to move it to', application, '⟦Move my visit to this time⟧'],
      ['a received application, times to book', { ...application, stage: 'received', stageLabel: 'Received', visit: undefined }, '⟦Book this time⟧'],
      ['a visit too late to change', { ...application, canBook: false, visit: { ...application.visit, canChange: false } }, '⟦Your site visit⟧'],
      ['a closed application', { ...application, stage: 'closed', stageLabel: 'Closed', canBook: false, visit: undefined }, '⟦Questions?⟧'],
    ];
    it.each(variants.map(([name, app, shown], i) => [name, app, shown, `tok_pseudo_${i}`] as const))('%s', async (_name, app, shown, token) => {
      serve(statusApi(app, token));
      renderInSpanish(<RemoteRoutes />, `/application-status/${token}`);
      await screen.findByText(shown);
      expect(unmarked()).toEqual([]);
    });

    it.each([
      ['the notice after booking', application],
      ['the notice after cancelling', { ...application, visit: undefined }],
    ])('%s', async (_name, app) => {
      const token = `tok_pseudo_${app.visit ? 'booked' : 'cancelled'}`;
      serve(statusApi(app, token));
      const path = `/application-status/${token}`;
      // The site server's own notice is not shown: the page words it from the visit as it now is.
      const formSubmission = { form: PAGE_FORM_IDS.visit, path, values: {}, outcome: 'sent' as const, fieldErrors: {}, notice: { title: 'x', description: 'x' } };
      renderInSpanish(<RemoteRoutes />, path, { formSubmission });
      await screen.findByText(app.visit ? '⟦Your site visit is booked⟧' : '⟦Your site visit is cancelled⟧');
      expect(unmarked()).toEqual([]);
    });

    it('the wrong-link page', async () => {
      serve({});
      renderInSpanish(<RemoteRoutes />, '/application-status/tok_pseudo_gone');
      await screen.findByRole('heading', { level: 1, name: '⟦This link does not work⟧' });
      expect(unmarked()).toEqual([]);
    });
  });

  it('finds the English of a page not rendered in the pseudo-locale (the check itself works)', async () => {
    renderWithProviders(<RemoteRoutes />, FAQ_PAGE.path);
    await screen.findByRole('heading', { level: 1, name: FAQ_PAGE.heading });
    expect(unmarked()).toEqual(expect.arrayContaining([EN['faq.intro'], EN['faq.cost-free.question'], `[aria-label] ${EN['faq.adminLogin']}`]));
  });
});
