import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { compactPartnerRow, distanceKm, matchesPartnerSearch, type PartnerLocation } from '@powernest/domain';
import { renderWithProviders } from '../../../tooling/jest/renderWithProviders';
import { INITIAL_LOCATOR_STATE, useLocatorStore } from '../state/locatorStore';
import { partnersQuery } from '../data/usePartners';
import { FindLocationsPage } from './FindLocationsPage';

// The canvas map cannot run in jsdom; its logic is tested in the browser (e2e) and as pure functions.
jest.mock('../map/LocatorMap', () => ({
  LocatorMap: (props: { selectedId: string | null }) => <div data-testid="map-stub">selected:{String(props.selectedId)}</div>,
}));

const partner = (id: string, over: Partial<PartnerLocation>): PartnerLocation => ({
  id,
  businessName: `Business ${id}`,
  businessType: 'restaurant',
  address: `${id} Main St`,
  city: 'Austin',
  state: 'TX',
  contactPerson: 'Pat Doe',
  phone: '512-555-0100',
  email: `${id}@example.com`,
  latitude: 30.27,
  longitude: -97.74,
  ...over,
});

const PARTNERS = [
  partner('a', {}),
  partner('b', { businessName: 'Seattle Beans', city: 'Seattle', state: 'WA', businessType: 'hotel', latitude: 47.6, longitude: -122.3 }),
  partner('c', { businessName: 'Denver Gym', city: 'Denver', state: 'CO', businessType: 'fitness', latitude: 39.7, longitude: -105 }),
];

let pending: Promise<unknown> | null = null;
/** A stand-in for GET /api/partners with the API's filters, paging, compact shape and near. */
function serveApi() {
  global.fetch = jest.fn(async (url: string) => {
    if (pending) await pending;
    const query = new URL(url, 'http://x').searchParams;
    let partners = PARTNERS.filter(
      (p) =>
        (!query.get('state') || p.state === query.get('state')) &&
        (!query.get('businessType') || p.businessType === query.get('businessType')) &&
        matchesPartnerSearch(p, query.get('q') ?? ''),
    );
    const near = query.get('near');
    if (near) {
      const [latitude, longitude] = near.split(',').map(Number);
      partners = [...partners].sort((a, b) => distanceKm({ latitude, longitude }, a) - distanceKm({ latitude, longitude }, b));
    }
    const total = partners.length;
    const limit = Number(query.get('limit') ?? partners.length);
    partners = partners.slice(0, limit);
    const body =
      query.get('format') === 'compact'
        ? { total, columns: [], rows: partners.map(compactPartnerRow) }
        : { partners, total };
    return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) };
  }) as unknown as typeof fetch;
}

beforeEach(() => {
  useLocatorStore.setState(INITIAL_LOCATOR_STATE);
  pending = null;
  serveApi();
});

it('leaves "all" out of the server query and sends the search text', () => {
  expect(partnersQuery({ state: 'all', businessType: 'all', searchText: '' })).toBe('/api/partners');
  expect(partnersQuery({ state: 'TX', businessType: 'all', searchText: '' })).toBe('/api/partners?state=TX');
  expect(partnersQuery({ state: 'all', businessType: 'hotel', searchText: ' café ' }, { limit: 60 })).toBe(
    '/api/partners?businessType=hotel&q=caf%C3%A9&limit=60',
  );
});

it('shows three skeleton cards while the list loads, then the cards', async () => {
  let release: () => void = () => {};
  pending = new Promise<void>((r) => (release = r));
  useLocatorStore.setState({ viewMode: 'list' });
  renderWithProviders(<FindLocationsPage />, '/find-locations');
  expect(screen.getAllByTestId('partner-skeleton')).toHaveLength(3);
  release();
  expect(await screen.findAllByRole('article')).toHaveLength(3);
  const card = screen.getByRole('article', { name: 'Seattle Beans' });
  expect(within(card).getByText('Hotel/Hospitality')).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Directions' })).toHaveAttribute('target', '_blank');
});

it('counts what the filters leave and says when filters are set', async () => {
  renderWithProviders(<FindLocationsPage />, '/find-locations');
  expect(await screen.findByText('Found 3 locations')).toBeInTheDocument();
  await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'seattle');
  expect(await screen.findByText('Found 1 location matching your criteria')).toBeInTheDocument();
  // Network Stats come from the unfiltered list.
  expect(screen.getByTestId('stat-partners')).toHaveTextContent('3');
  expect(screen.getByTestId('stat-states')).toHaveTextContent('3');
  expect(screen.getByTestId('stat-types')).toHaveTextContent('3');
});

it('offers Clear Filters when nothing matches, resetting text and both selects', async () => {
  useLocatorStore.setState({ searchText: 'nothing like this', state: 'TX', businessType: 'hotel' });
  renderWithProviders(<FindLocationsPage />, '/find-locations');
  expect(await screen.findByRole('heading', { name: 'No Locations Found' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(useLocatorStore.getState()).toMatchObject({ searchText: '', state: 'all', businessType: 'all' });
  expect(await screen.findByText('Found 3 locations')).toBeInTheDocument();
});

it('says geolocation is not supported when the browser has none', async () => {
  renderWithProviders(<FindLocationsPage />, '/find-locations');
  await userEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Geolocation is not supported by this browser.');
});

it('Find Nearest selects the closest partner and switches to the map', async () => {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 47.5, longitude: -122.2 } } as GeolocationPosition) },
  });
  useLocatorStore.setState({ viewMode: 'list' });
  renderWithProviders(<FindLocationsPage />, '/find-locations');
  await screen.findByText('Found 3 locations');
  await userEvent.click(screen.getByRole('button', { name: 'Find Nearest' }));
  expect(await screen.findByTestId('map-stub')).toHaveTextContent('selected:b');
  expect(useLocatorStore.getState().userPosition).toEqual({ latitude: 47.5, longitude: -122.2 });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: undefined });
});
