import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@powernest/shared-ui/router';
import { renderWithProviders } from '../../../../app-config/jest/renderWithProviders';
import { useLocatorStore } from '../../state/locatorStore';
import { LIST_PAGE_SIZE, partnerPageQuery, partnersQuery } from '../../data/usePartners';
import { FIRST_VIEW_DATA_ID } from '@powernest/shared-ui/data';
import { FEW, locatorApiForEachTest, partner, withFreshCache } from '../../testing/locatorFixtures';
import { FindLocationsPage } from './FindLocationsPage';

// The canvas map cannot run in jsdom; its logic is tested in the browser (e2e) and as pure functions.
jest.mock('../map/LocatorMap', () => ({
  LocatorMap: (props: { selectedId: string | null; selectedPartner: { businessName: string } | null }) => (
    <div data-testid="map-stub">
      selected:{String(props.selectedId)} popup:{props.selectedPartner?.businessName ?? 'none'}
    </div>
  ),
}));

/** The query string the page has put in the URL. */
function UrlProbe() {
  return <output data-testid="url">{useLocation().search}</output>;
}
const url = () => new URLSearchParams(screen.getByTestId('url').textContent ?? '');

/** The page at a URL, with a cache of its own and no retries (a failure shows at once). */
function renderPage(path = '/find-locations') {
  return renderWithProviders(
    withFreshCache(
      <>
        <FindLocationsPage />
        <UrlProbe />
      </>,
    ),
    path,
  );
}

/** The answers the server's HTML carries for the first view, as it embeds them, fresh; the caller removes the script. */
function embedFirstViewData(answers: Record<string, { status: number; body: unknown }>) {
  const script = document.createElement('script');
  script.id = FIRST_VIEW_DATA_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({ at: Date.now(), answers });
  document.body.append(script);
  return script;
}

/** The filters are native selects (they work before hydration and without JavaScript). */
async function choose(combobox: string, option: string) {
  await userEvent.selectOptions(screen.getByRole('combobox', { name: combobox }), option);
}

/** The API at the network: GET /api/partners (filters, paging, near), /api/partners/stats and /api/partners/:id. */
const api = locatorApiForEachTest();

it('leaves "all" out of the server query and sends the search text', () => {
  expect(partnersQuery({ state: 'all', businessType: 'all', searchText: '' })).toBe('/api/partners');
  expect(partnersQuery({ state: 'TX', businessType: 'all', searchText: '' })).toBe('/api/partners?state=TX');
  expect(partnersQuery({ state: 'all', businessType: 'hotel', searchText: ' café ' }, { limit: 60 })).toBe(
    '/api/partners?businessType=hotel&q=caf%C3%A9&limit=60',
  );
  expect(partnerPageQuery({ state: 'TX', businessType: 'all', searchText: '' }, 3)).toBe(`/api/partners?state=TX&limit=${LIST_PAGE_SIZE}&offset=${2 * LIST_PAGE_SIZE}`);
});

it('shows three skeleton cards while the list loads, then the cards', async () => {
  let release: () => void = () => {};
  api.pending = new Promise<void>((r) => (release = r));
  renderPage('/find-locations?view=list');
  expect(screen.getAllByTestId('partner-skeleton')).toHaveLength(3);
  release();
  expect(await screen.findAllByRole('article')).toHaveLength(4);
  const card = screen.getByRole('article', { name: 'Seattle Beans' });
  expect(within(card).getByText('Hotel/Hospitality')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Directions' })).toHaveAttribute('target', '_blank');
});

it('with a slow API, a new filter shows the skeletons and "Loading", never the previous answer (browser audit 10)', async () => {
  renderPage('/find-locations?view=list');
  expect(await screen.findByText('Found 4 locations')).toBeInTheDocument();
  expect(await screen.findAllByRole('article')).toHaveLength(4);
  let release: () => void = () => {};
  api.pending = new Promise<void>((r) => (release = r));
  await choose('State', 'CO');
  expect(url().get('state')).toBe('CO');
  expect(await screen.findAllByTestId('partner-skeleton')).toHaveLength(3);
  expect(screen.getByText('Loading locations…')).toHaveAttribute('role', 'status');
  expect(screen.queryByText(/Found \d+ location/)).not.toBeInTheDocument();
  expect(screen.queryAllByRole('article')).toHaveLength(0);
  release();
  expect(await screen.findByText('Found 2 locations matching your criteria')).toBeInTheDocument();
  const cards = await screen.findAllByRole('article');
  expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual(['Denver Gym', 'Corner Laundry']);
  expect(screen.queryByTestId('partner-skeleton')).not.toBeInTheDocument();
});

it('counts what the filters leave and says when filters are set; the search goes to the URL', async () => {
  renderPage();
  expect(await screen.findByText('Found 4 locations')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'seattle');
  expect(await screen.findByText('Found 1 location matching your criteria')).toBeInTheDocument();
  expect(url().get('q')).toBe('seattle');
  // Network Stats come from the unfiltered list.
  expect(screen.getByTestId('stat-partners')).toHaveTextContent('4');
  expect(screen.getByTestId('stat-states')).toHaveTextContent('3');
  expect(screen.getByTestId('stat-types')).toHaveTextContent('4');
});

it('offers Clear Filters when nothing matches, resetting text and both selects', async () => {
  renderPage('/find-locations?q=nothing+like+this&state=TX&type=hotel');
  expect(await screen.findByRole('heading', { name: 'No Locations Found' })).toBeInTheDocument();
  // A link: it clears them without JavaScript too.
  expect(screen.getByRole('link', { name: 'Clear Filters' })).toHaveAttribute('href', '/find-locations');
  await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
  expect(await screen.findByText('Found 4 locations')).toBeInTheDocument();
  expect(url().toString()).toBe('');
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('All States');
  expect(screen.getByRole('combobox', { name: 'Business Type' })).toHaveDisplayValue('All Business Types');
});

it('restores search, state, type and view from the URL', async () => {
  renderPage('/find-locations?q=denver&state=CO&type=fitness&view=list');
  expect(await screen.findByText('Found 1 location matching your criteria')).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('denver');
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('CO');
  expect(screen.getByRole('combobox', { name: 'Business Type' })).toHaveDisplayValue('Fitness/Gym');
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  expect(await screen.findAllByRole('article')).toHaveLength(1);
});

it('filters by type Other, labelled "Other" in the filter and on the badge', async () => {
  renderPage('/find-locations?view=list');
  await screen.findByText('Found 4 locations');
  await choose('Business Type', 'Other');
  expect(await screen.findByText('Found 1 location matching your criteria')).toBeInTheDocument();
  expect(url().get('type')).toBe('other');
  const card = await screen.findByRole('article', { name: 'Corner Laundry' });
  expect(within(card).getByText('Other')).toBeInTheDocument();
});

it('names every business type in the legend', async () => {
  renderPage();
  const legend = screen.getByRole('list', { name: 'Map legend' });
  expect(within(legend).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
    'Restaurant',
    'Retail',
    'Office',
    'Hotel',
    'Healthcare',
    'Auto',
    'Beauty',
    'Fitness',
    'Other',
  ]);
  await screen.findByText('Found 4 locations');
});

it('lets a selected partner go, popup and all, when a filter leaves it out', async () => {
  renderPage('/find-locations?partner=b');
  expect(await screen.findByTestId('map-stub')).toHaveTextContent('selected:b popup:Seattle Beans');
  await choose('Business Type', 'Fitness/Gym');
  await waitFor(() => expect(screen.getByTestId('map-stub')).toHaveTextContent('selected:null popup:none'));
  expect(url().get('partner')).toBeNull();
  expect(url().get('type')).toBe('fitness');
});

it('lets a stale link go: a partner the server does not have is not selected', async () => {
  renderPage('/find-locations?partner=no-such-partner&view=map');
  await waitFor(() => expect(url().get('partner')).toBeNull());
  expect(await screen.findByTestId('map-stub')).toHaveTextContent('selected:null popup:none');
});

it('keeps a selected partner that the search still finds', async () => {
  renderPage('/find-locations?partner=b&q=seattle');
  expect(await screen.findByText('Found 1 location matching your criteria')).toBeInTheDocument();
  expect(screen.getByTestId('map-stub')).toHaveTextContent('selected:b popup:Seattle Beans');
  expect(url().get('partner')).toBe('b');
});

it('shows one error state with Retry when partners cannot be fetched, not "Found 0"', async () => {
  api.failing = true;
  renderPage();
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Failed to fetch partners');
  expect(screen.queryByText(/Found \d+ location/)).not.toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'No Locations Found' })).not.toBeInTheDocument();
  api.failing = false;
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Found 4 locations')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('says geolocation is not supported when the browser has none', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Geolocation is not supported by this browser.');
});

it('Find Nearest selects the closest partner and switches to the map', async () => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 47.5, longitude: -122.2 } } as GeolocationPosition) },
  });
  renderPage('/find-locations?view=list');
  await screen.findByText('Found 4 locations');
  await userEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
  expect(await screen.findByTestId('map-stub')).toHaveTextContent('selected:b');
  expect(url().get('partner')).toBe('b');
  expect(url().get('view')).toBeNull();
  expect(useLocatorStore.getState().userPosition).toEqual({ latitude: 47.5, longitude: -122.2 });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
});

describe('at first paint (the server renders this; it works without JavaScript)', () => {
  it('lists the page the URL names, with links to the others', async () => {
    const texans = Array.from({ length: 45 }, (_, i) => partner(`tx${String(i).padStart(2, '0')}`, { businessName: `Texan ${i}` }));
    api.partners = [...FEW, ...texans];
    renderPage('/find-locations?state=TX&view=list&page=2');
    expect(await screen.findByText(`Found ${texans.length + 1} locations matching your criteria`)).toBeInTheDocument();
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => c.getAttribute('aria-label'))).toEqual([FEW[0], ...texans].slice(LIST_PAGE_SIZE, 2 * LIST_PAGE_SIZE).map((p) => p.businessName));
    expect(screen.getByText(`Showing 21–40 of ${texans.length + 1}`)).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'pagination navigation' });
    expect(within(pages).getByRole('link', { name: 'Go to page 3' })).toHaveAttribute('href', '/find-locations?state=TX&view=list&page=3');
    expect(within(pages).getByRole('link', { name: 'Go to page 1' })).toHaveAttribute('href', '/find-locations?state=TX&view=list');
    await userEvent.click(within(pages).getByRole('link', { name: 'Go to page 3' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(url().get('page')).toBe('3');
  });

  it('draws the first view from the answers the HTML carries, without asking for them again', () => {
    const embedded = partner('z', { businessName: 'Embedded Café' });
    const script = embedFirstViewData({ '/api/partners?state=TX&limit=20': { status: 200, body: { partners: [embedded], total: 1 } } });
    try {
      renderPage('/find-locations?state=TX');
      // The very first render: what hydration compares with the server's HTML.
      expect(screen.getByRole('article', { name: 'Embedded Café' })).toBeInTheDocument();
      expect(screen.getByText('Found 1 location matching your criteria')).toBeInTheDocument();
      expect((global.fetch as jest.Mock).mock.calls.map(([u]) => u)).not.toContain('/api/partners?state=TX&limit=20');
    } finally {
      script.remove();
    }
  });

  it('says where PowerNest serves and opens next, from the answer the HTML carries (issue #44)', () => {
    const areas = [
      { areaName: 'Boise', state: 'ID', city: 'Boise', kind: 'city', status: 'active', latitude: 43.6, longitude: -116.2 },
      { areaName: 'Denver Metro', state: 'CO', city: 'Denver', kind: 'city', status: 'coming-soon', launchDate: '2027-03-01' },
      { areaName: 'Nevada', state: 'NV', kind: 'state', status: 'coming-soon' },
    ];
    const script = embedFirstViewData({ '/api/service-areas': { status: 200, body: { success: true, areas } } });
    try {
      renderPage();
      const card = screen.getByRole('heading', { name: 'Where PowerNest serves' }).closest('div')!;
      expect(within(card).getByRole('heading', { name: 'Serving now' })).toBeInTheDocument();
      expect(within(card).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Boise (ID)', 'Denver Metro (CO): opens March 1, 2027', 'Nevada (NV)']);
      expect((global.fetch as jest.Mock).mock.calls.map(([u]) => u)).not.toContain('/api/service-areas');
    } finally {
      script.remove();
    }
  });

  it('shows no service-area card while PowerNest has no areas (or their answer failed)', async () => {
    renderPage();
    expect(await screen.findAllByRole('article')).not.toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Where PowerNest serves' })).not.toBeInTheDocument();
  });

  it('Clear Filters after a search with no match lists the first view again from the answers the HTML carries (issue #40 §6)', async () => {
    // The page as a freshly started site sends it: its answers seconds old, not asked again.
    const script = embedFirstViewData({ '/api/partners?limit=20': { status: 200, body: { partners: FEW, total: FEW.length } } });
    try {
      renderPage('/find-locations?view=list');
      expect(screen.getByText('Found 4 locations')).toBeInTheDocument();
      await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like this');
      expect(await screen.findByRole('heading', { name: 'No Locations Found' })).toBeInTheDocument();
      await userEvent.click(screen.getByRole('link', { name: 'Clear Filters' }));
      expect(await screen.findByText('Found 4 locations')).toBeInTheDocument();
      expect(await screen.findAllByRole('article')).toHaveLength(4);
      expect(screen.queryByRole('heading', { name: 'No Locations Found' })).not.toBeInTheDocument();
    } finally {
      script.remove();
    }
  });

  it('filters with a GET form of native fields, a Search button and the view kept', async () => {
    renderPage('/find-locations?view=list&place=59801&page=3&state=CO');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/find-locations');
    expect(within(form).getByRole('searchbox', { name: 'Search' })).toHaveAttribute('name', 'q');
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveAttribute('name', 'state');
    expect(within(form).getByRole('combobox', { name: 'Business Type' }).tagName).toBe('SELECT');
    // A new search starts at page 1; the view and a checked place are kept.
    const kept = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => `${i.name}=${i.value}`);
    expect(kept).toEqual(['view=list', 'place=59801']);
    await userEvent.type(within(form).getByRole('searchbox', { name: 'Search' }), 'denver');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(url().get('q')).toBe('denver');
    expect(url().get('page')).toBeNull();
    expect(await screen.findByText('Found 2 locations matching your criteria')).toBeInTheDocument();
  });
});
