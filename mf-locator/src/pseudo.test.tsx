import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BRAND_NAME, LEAD_MESSAGES, LEAD_TEXTS, LOCATOR_STATE_OPTIONS, businessTypeLabelIn, menuLabelIn, pageIn } from '@powernest/domain';
import { useToastStore } from '@powernest/shared-ui';
import { withDocumentLanguage } from '../../app-config/jest/i18nHooks';
import { unmarkedTexts } from '../../app-config/jest/pseudoLocale';
import { FIND_LOCATIONS_PAGE, REMOTE_PAGES } from './pages';
import { mountMapPopup } from './testing/locatorMapStandIn';
import { COVERAGE_ANSWERS, FEW, MANY, REFUSED_NOTICE, SIGNED_UP_DATA, locatorApiForEachTest, renderLocator, renderLocatorInSpanish as renderPage, spanishWaitingListSubmission as submission } from './testing/locatorFixtures';

// The pseudo-locale (issue #30): the Spanish catalogue is the English one with every message
// marked (⟦…⟧), so whatever the Spanish page shows unmarked was written by no catalogue: a
// hard-coded string. Only the texts others translate, and the data, may show unmarked.
jest.mock('./i18n/es-US', () => {
  const { EN } = jest.requireActual('./i18n/en-US');
  const { pseudoCatalogue } = jest.requireActual('../../app-config/jest/pseudoLocale');
  return { ES: pseudoCatalogue(EN) };
});

// OpenLayers cannot draw in jsdom: the map card around a stand-in for the map.
jest.mock('./features/map/useLocatorMap', () => jest.requireActual('./testing/locatorMapStandIn').locatorMapModule);
mountMapPopup();

withDocumentLanguage('es-US');

const api = locatorApiForEachTest();

beforeEach(() => {
  useToastStore.setState({ current: null });
  // Every place the tests check, and the sign-up.
  api.serve({ ...COVERAGE_ANSWERS.notCovered, ...COVERAGE_ANSWERS.covered, ...COVERAGE_ANSWERS.joined, ...COVERAGE_ANSWERS.unknownPlace });
});

const SPANISH = LEAD_TEXTS['es-US'];
const PAGE = pageIn(FIND_LOCATIONS_PAGE, 'es-US');

/** What may show unmarked: what others translate, and the data. */
const ALLOWED = [
  BRAND_NAME,
  // The domain's Spanish (business types in the filter, badges, popup and legend; the lead's messages).
  ...Object.keys(SPANISH.options.businessType).map((value) => businessTypeLabelIn('es-US', value)),
  SPANISH.required.email,
  SPANISH.errorFallback,
  // The page manifest's Spanish and the menu's.
  PAGE.title,
  PAGE.heading,
  ...REMOTE_PAGES.menu.map((entry) => menuLabelIn(entry, 'es-US')),
  // shared-ui's own Spanish: the error summary's title (shared-ui/src/forms/formText.ts, not exported).
  'Hay un problema',
  // The data: the stand-in partners as the API sends them, the state codes of the filter
  // (LOCATOR_STATE_OPTIONS), the places the coverage check was asked about.
  ...[...FEW, ...MANY].flatMap((p) => [p.businessName, p.address, p.city, p.state, p.contactPerson, p.phone, p.email]),
  ...LOCATOR_STATE_OPTIONS.filter((o) => o.value !== 'all').map((o) => o.label),
  'Missoula',
  'MT',
  'Atlantis',
  'Hellgate Books',
];

async function expectAllMarked(alsoAllowed: readonly string[] = []) {
  expect(unmarkedTexts(document.body, [...ALLOWED, ...alsoAllowed])).toEqual([]);
}

/** The page's heading (the manifest's) and its data loaded. */
async function settled() {
  await screen.findByRole('heading', { level: 1, name: PAGE.heading });
  await waitFor(() => expect(screen.queryByText(/Cargando|Loading/)).not.toBeInTheDocument());
}

describe('nothing hard-coded on the Spanish locator (the pseudo-locale)', () => {
  it.each([
    ['the list, its filters, count, cards and sidebar', '/find-locations?view=list', () => screen.findByRole('article', { name: 'Seattle Beans' })],
    ['the map card and a partner\'s popup', '/find-locations?partner=b', () => screen.findByRole('dialog', { name: 'Seattle Beans' })],
    ['no results', '/find-locations?q=nada+parecido&view=list', () => screen.findByRole('link', { name: /Clear Filters/ })],
    ['a covered place', `/find-locations?place=${encodeURIComponent('Austin, TX')}`, () => screen.findByText(/Good news/)],
    ['a place the API does not know', `/find-locations?place=${encodeURIComponent('Atlantis, TX')}`, () => screen.findByText(/could not find that place|find that place/i)],
  ])('%s', async (_name, path, shown) => {
    renderPage(path);
    await settled();
    await shown();
    await expectAllMarked();
  });

  it('the filtered list and its page links', async () => {
    api.partners = MANY;
    renderPage('/find-locations?view=list&state=TX&businessType=restaurant&q=caf');
    await settled();
    await screen.findByRole('navigation', { name: /pagination navigation/ });
    await expectAllMarked();
  });

  it('the load error', async () => {
    api.failing = true;
    renderPage('/find-locations');
    await screen.findByRole('button', { name: /Retry/ });
    await expectAllMarked();
  });

  it('the browser cannot say where the visitor is', async () => {
    const user = userEvent.setup();
    renderPage('/find-locations');
    await settled();
    await user.click(screen.getByRole('button', { name: /Find Nearest/ }));
    await screen.findByText(/Geolocation is not supported/);
    // The toast's close button is shared-ui's, in its own Spanish (ToastView).
    await expectAllMarked(['Cerrar']);
  });

  it('a place without a partner, the waiting list and a sign-up', async () => {
    const user = userEvent.setup();
    renderPage('/find-locations?place=59801');
    await settled();
    const form = await screen.findByRole('form', { name: /Tell me when one opens/ });
    await expectAllMarked();
    await user.type(within(form).getByRole('textbox', { name: /E-mail/ }), 'sam@example.com');
    await user.click(within(form).getByRole('button', { name: /Join the waiting list/ }));
    await screen.findByText(/You are on the waiting list/);
    await expectAllMarked();
  });

  it.each([
    ['invalid', submission({ fieldErrors: { email: LEAD_MESSAGES.email } }), () => screen.findByRole('alert')],
    ['sent', submission({ outcome: 'sent', values: { place: '59801' }, data: SIGNED_UP_DATA }), () => screen.findByText(/You are on the waiting list/)],
    ['refused', submission({ outcome: 'refused', notice: REFUSED_NOTICE }), () => screen.findByRole('alert')],
  ])('the waiting list sent as a plain form: %s', async (_name, formSubmission, shown) => {
    renderPage('/find-locations', formSubmission);
    await shown();
    await settled();
    await expectAllMarked();
  });

  it('finds the English page unmarked (the check itself works)', async () => {
    renderLocator('/find-locations?view=list');
    await screen.findByText('Found 4 locations');
    expect(unmarkedTexts(document.body, ALLOWED)).toEqual(expect.arrayContaining(['Found 4 locations', '[placeholder] Search by business name, city...']));
  });
});
