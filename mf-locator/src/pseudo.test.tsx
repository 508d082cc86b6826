import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import {
  BRAND_NAME,
  COVERAGE_MESSAGES,
  LEAD_MESSAGES,
  LEAD_TEXTS,
  LOCATOR_STATE_OPTIONS,
  businessTypeLabelIn,
  compactPartnerRow,
  matchesPartnerSearch,
  menuLabelIn,
  networkStats,
  pageIn,
  type PartnerLocation,
} from '@powernest/domain';
import { useToastStore, type FormSubmission } from '@powernest/shared-ui';
import { unmarkedTexts } from '../../app-config/jest/pseudoLocale';
import { renderInSpanish, renderWithProviders } from '../../app-config/jest/renderWithProviders';
import { INITIAL_LOCATOR_STATE, useLocatorStore } from './state/locatorStore';
import { LIST_PAGE_SIZE } from './data/usePartners';
import { FIND_LOCATIONS_PAGE, REMOTE_PAGES } from './pages';
import RemoteRoutes from './Routes';

// The pseudo-locale (issue #30): the Spanish catalogue is the English one with every message
// marked (⟦…⟧), so whatever the Spanish page shows unmarked was written by no catalogue: a
// hard-coded string. Only the texts others translate, and the data, may show unmarked.
jest.mock('./i18n/es-US', () => {
  const { EN } = jest.requireActual('./i18n/en-US');
  const { pseudoCatalogue } = jest.requireActual('../../app-config/jest/pseudoLocale');
  return { ES: pseudoCatalogue(EN) };
});

// OpenLayers cannot draw in jsdom: the map card around a stand-in for the map, as spanish.test.tsx.
let mockPopup: HTMLElement;
beforeEach(() => {
  mockPopup = document.body.appendChild(document.createElement('div'));
});
afterEach(() => mockPopup.remove());
jest.mock('./features/map/useLocatorMap', () => ({
  useLocatorMap: () => ({
    targetRef: { current: null },
    popupElement: mockPopup,
    userElement: null,
    ready: true,
    inView: { partners: 3, markers: 1, groups: 1 },
    baseLayer: 'satellite',
    setBaseLayer: () => undefined,
    fitAll: () => undefined,
    centreOnUser: () => undefined,
    closePopup: () => undefined,
    tileError: null,
    retryTiles: () => undefined,
  }),
}));

const partner = (id: string, over: Partial<PartnerLocation>): PartnerLocation => ({
  id,
  businessName: `Tienda ${id}`,
  businessType: 'restaurant',
  address: `${id} Congress Ave`,
  city: 'Austin',
  state: 'TX',
  contactPerson: 'Ana Ruiz',
  phone: '512-555-0100',
  email: `${id}@example.com`,
  latitude: 30.27,
  longitude: -97.74,
  ...over,
});
const FEW = [
  partner('a', {}),
  partner('b', { businessName: 'Seattle Beans', city: 'Seattle', state: 'WA', businessType: 'hotel', latitude: 47.6, longitude: -122.3 }),
  partner('c', { businessName: 'Denver Gym', city: 'Denver', state: 'CO', businessType: 'fitness', latitude: 39.7, longitude: -105 }),
  partner('d', { businessName: 'Corner Laundry', city: 'Denver', state: 'CO', businessType: 'other', latitude: 39.74, longitude: -104.99 }),
];
const MANY = Array.from({ length: LIST_PAGE_SIZE + 5 }, (_, i) => partner(`p${i}`, { businessName: `Café ${i}` }));
const NOT_COVERED = {
  success: true,
  place: { area: 'Missoula, MT', city: 'Missoula', state: 'MT', zipCode: '59801', latitude: 46.86, longitude: -114.03 },
  covered: false,
  radiusMiles: 25,
  nearestMiles: 1212.5,
};
const COVERED = { success: true, place: { area: 'Austin, TX', city: 'Austin', state: 'TX', latitude: 30.27, longitude: -97.74 }, covered: true, radiusMiles: 25, nearestMiles: 1 };

let partners = FEW;
let failing = false;
const answer = (status: number, body: unknown) => ({ ok: status < 400, status, statusText: '', text: async () => JSON.stringify(body), json: async () => body });

/** The API stood in for as spanish.test.tsx does: partners (filters, paging, stats, one partner), coverage, waiting list. */
function serveApi(more: Record<string, [number, unknown]> = {}) {
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    const own = more[`${init.method ?? 'GET'} ${url}`];
    if (own) return answer(...own);
    const { pathname, searchParams: query } = new URL(url, 'http://x');
    if (!pathname.startsWith('/api/partners')) return answer(404, { success: false, error: 'Not found' });
    if (failing) return answer(500, { success: false, error: 'boom' });
    const one = /^\/api\/partners\/([^/]+)$/.exec(pathname);
    if (one && one[1] !== 'stats') {
      const found = partners.find((p) => p.id === decodeURIComponent(one[1]!));
      return found ? answer(200, { partner: found }) : answer(404, { success: false, error: 'Partner not found' });
    }
    let found = partners.filter(
      (p) =>
        (!query.get('state') || p.state === query.get('state')) &&
        (!query.get('businessType') || p.businessType === query.get('businessType')) &&
        matchesPartnerSearch(p, query.get('q') ?? ''),
    );
    if (pathname === '/api/partners/stats') return answer(200, networkStats(found.map(compactPartnerRow)));
    const total = found.length;
    const offset = Number(query.get('offset') ?? 0);
    found = found.slice(offset, offset + Number(query.get('limit') ?? found.length));
    return answer(200, query.get('format') === 'compact' ? { total, columns: [], rows: found.map(compactPartnerRow) } : { partners: found, total });
  }) as unknown as typeof fetch;
}

// The page as the site server writes it: <html lang> in its language (the toast reads it).
beforeEach(() => {
  document.documentElement.lang = 'es-US';
});
afterEach(() => document.documentElement.removeAttribute('lang'));

beforeEach(() => {
  useLocatorStore.setState(INITIAL_LOCATOR_STATE);
  useToastStore.setState({ current: null });
  partners = FEW;
  failing = false;
  serveApi({
    'GET /api/coverage?place=59801': [200, NOT_COVERED],
    [`GET /api/coverage?place=${encodeURIComponent('Austin, TX')}`]: [200, COVERED],
    'POST /api/waiting-list': [201, { success: true, area: 'Missoula, MT' }],
    [`GET /api/coverage?place=${encodeURIComponent('Atlantis, TX')}`]: [400, { success: false, error: 'Validation failed', fieldErrors: { place: COVERAGE_MESSAGES.placeNotFound } }],
  });
});

function renderPage(path: string, formSubmission?: FormSubmission) {
  return renderInSpanish(
    <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
      <RemoteRoutes />
    </SWRConfig>,
    path,
    { formSubmission },
  );
}

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
  it('the list, its filters, count, cards and sidebar', async () => {
    renderPage('/find-locations?view=list');
    await settled();
    await screen.findByRole('article', { name: 'Seattle Beans' });
    await expectAllMarked();
  });

  it('the filtered list and its page links', async () => {
    partners = MANY;
    renderPage('/find-locations?view=list&state=TX&businessType=restaurant&q=caf');
    await settled();
    await screen.findByRole('navigation', { name: /pagination navigation/ });
    await expectAllMarked();
  });

  it('the map card and a partner\'s popup', async () => {
    renderPage('/find-locations?partner=b');
    await settled();
    await screen.findByRole('dialog', { name: 'Seattle Beans' });
    await expectAllMarked();
  });

  it('no results', async () => {
    renderPage('/find-locations?q=nada+parecido&view=list');
    await settled();
    await screen.findByRole('link', { name: /Clear Filters/ });
    await expectAllMarked();
  });

  it('the load error', async () => {
    failing = true;
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

  it('a covered place', async () => {
    renderPage(`/find-locations?place=${encodeURIComponent('Austin, TX')}`);
    await settled();
    await screen.findByText(/Good news/);
    await expectAllMarked();
  });

  it('a place the API does not know', async () => {
    renderPage(`/find-locations?place=${encodeURIComponent('Atlantis, TX')}`);
    await settled();
    await screen.findByText(/could not find that place|find that place/i);
    await expectAllMarked();
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

  it('the waiting list sent as a plain form, invalid, then sent and refused', async () => {
    const base = { form: 'waiting-list', path: '/es/find-locations', values: { place: '59801', email: 'sam@', businessName: 'Hellgate Books', website: '' }, fieldErrors: {} } as const;
    const { unmount } = renderPage('/find-locations', { ...base, outcome: 'invalid', fieldErrors: { email: LEAD_MESSAGES.email } });
    await screen.findByRole('alert');
    await settled();
    await expectAllMarked();
    unmount();
    const sent = renderPage('/find-locations', {
      ...base,
      outcome: 'sent',
      values: { place: '59801' },
      notice: { title: 'Waiting list', description: 'You are on the waiting list for Missoula, MT. We will e-mail you when a partner opens there.' },
    });
    await screen.findByText(/You are on the waiting list/);
    await settled();
    await expectAllMarked();
    sent.unmount();
    renderPage('/find-locations', { ...base, outcome: 'refused', notice: { title: 'Could not join the waiting list', description: LEAD_TEXTS['en-US'].errorFallback } });
    await screen.findByRole('alert');
    await settled();
    await expectAllMarked();
  });

  it('finds the English page unmarked (the check itself works)', async () => {
    renderWithProviders(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <RemoteRoutes />
      </SWRConfig>,
      '/find-locations?view=list',
    );
    await screen.findByText('Found 4 locations');
    expect(unmarkedTexts(document.body, ALLOWED)).toEqual(expect.arrayContaining(['Found 4 locations', '[placeholder] Search by business name, city...']));
  });
});
