import { expect, test, type Page } from '../../app-config/playwright/test';
import { LOCATOR_BUSINESS_TYPE_OPTIONS, labelOf, nearestPartner, type PartnerLocation, type PartnerTileResponse } from '@powernest/domain';
import { chooseOption } from '../../app-config/playwright/chooseOption';
import { LIST_PAGE_SIZE } from '../src/data/usePartners';
import { linkToView, mapBox, mapReady, painted, partnersInView, pixelOf, boundsOf, viewAtRest, viewInAddress, type MapView } from './mapView';

// Tile servers are unreachable here: every tile request gets one local placeholder image.
const TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function serveTiles(page: Page) {
  let tiles = 0;
  await page.route(/\/tiles\//, (route) => {
    tiles++;
    return route.fulfill({ status: 200, contentType: 'image/png', body: TILE });
  });
  return () => tiles;
}

async function allPartners(page: Page): Promise<PartnerLocation[]> {
  const res = await page.request.get('/api/partners');
  return (await res.json()).partners;
}

/** A view of the lower 48 states on the 1280 px page, as a shared link opens it (a first view is not in the address). */
const US_VIEW: MapView = { latitude: 38, longitude: -96, zoom: 4 };

/** The result count the page shows while a filter is set. */
const filteredCount = (n: number) => `Found ${n} location${n === 1 ? '' : 's'} matching your criteria`;

/** The map's zoom, once it has come to rest within half a level of `zoom` (the address says so). */
const zoomedTo = (page: Page, zoom: number) => viewAtRest(page, (view) => Math.abs(view.zoom - zoom) < 0.5);

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
});

test('the map draws markers from the API even though tiles come from a stand-in', async ({ page }) => {
  const tiles = await serveTiles(page);
  const partners = await allPartners(page);
  await page.goto('/find-locations');
  await expect(page.getByRole('heading', { name: 'Interactive Map' })).toBeVisible();
  await mapReady(page);
  // The first view holds the whole network (every partner is in the lower 48), as the map tells screen readers.
  await expect.poll(async () => (await partnersInView(page))?.partners).toBe(partners.length);
  const box = await page.getByTestId('locator-map').boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(400);
  await expect.poll(tiles).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Satellite' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Street Map' }).click();
  await expect(page.getByRole('button', { name: 'Street Map' })).toHaveAttribute('aria-pressed', 'true');
});

test('on a phone the map (OpenLayers) loads when the visitor scrolls to it, not before', async ({ page }) => {
  await serveTiles(page);
  await page.setViewportSize({ width: 390, height: 844 });
  const mapCode: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') mapCode.push(req.url());
  });
  await page.goto('/find-locations');
  await expect(page.getByRole('heading', { name: 'Interactive Map' })).toBeVisible();
  await expect(page.getByText(/^Found \d+ locations$/)).toBeVisible();
  const before = mapCode.length;
  await expect(page.getByTestId('locator-map')).toHaveCount(0);
  await page.getByRole('heading', { name: 'Interactive Map' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await mapReady(page);
  expect(mapCode.length).toBeGreaterThan(before);
});

test('filters and counts: state and type go to the server, the text search narrows further', async ({ page }) => {
  await serveTiles(page);
  const partners = await allPartners(page);
  const requests: URLSearchParams[] = [];
  page.on('request', (r) => r.url().includes('/api/partners') && requests.push(new URL(r.url()).searchParams));
  const sent = (params: Record<string, string>) =>
    requests.some((q) => Object.entries(params).every(([k, v]) => q.get(k) === v) && (!('businessType' in params) ? !q.has('businessType') : true));
  await page.goto('/find-locations');
  await expect(page.getByText(`Found ${partners.length} locations`, { exact: true })).toBeVisible();
  await expect(page.getByTestId('stat-partners')).toHaveText(String(partners.length));
  await expect(page.getByTestId('stat-states')).toHaveText('11');

  await chooseOption(page.getByRole('combobox', { name: 'State' }), 'TX', { exact: true });
  const tx = partners.filter((p) => p.state === 'TX');
  await expect(page.getByText(`Found ${tx.length} locations matching your criteria`)).toBeVisible();
  expect(sent({ state: 'TX' })).toBe(true);

  await chooseOption(page.getByRole('combobox', { name: 'Business Type' }), 'Restaurant/Café');
  const txRestaurants = tx.filter((p) => p.businessType === 'restaurant');
  await expect(page.getByText(`Found ${txRestaurants.length} location`)).toBeVisible();
  expect(sent({ state: 'TX', businessType: 'restaurant' })).toBe(true);

  const city = tx[0].city;
  await chooseOption(page.getByRole('combobox', { name: 'Business Type' }), 'All Business Types');
  await page.getByRole('searchbox', { name: 'Search' }).fill(city.toUpperCase());
  const inCity = tx.filter((p) => [p.businessName, p.city, p.address].some((f) => f.toLowerCase().includes(city.toLowerCase())));
  await expect(page.getByText(`Found ${inCity.length} location`)).toBeVisible();
  // The text search runs on the server, with the same rule (name, city or address).
  expect(requests.some((q) => q.get('q') === city.toUpperCase())).toBe(true);
  // Network Stats stay those of the whole network.
  await expect(page.getByTestId('stat-partners')).toHaveText(String(partners.length));
});

test('list view: cards with type badge, contacts and Directions; Clear Filters from the empty state', async ({ page }) => {
  await serveTiles(page);
  const partners = await allPartners(page);
  await page.goto('/find-locations');
  await page.getByRole('button', { name: 'List' }).click();
  // Pages of 20 cards, and links to the others (they work without JavaScript too).
  await expect(page.getByRole('article')).toHaveCount(Math.min(partners.length, LIST_PAGE_SIZE));
  if (partners.length > LIST_PAGE_SIZE) {
    const pages = page.getByRole('navigation', { name: 'pagination navigation' });
    await expect(pages.getByRole('link', { name: 'Go to page 2' })).toHaveAttribute('href', '/find-locations?view=list&page=2');
    await pages.getByRole('link', { name: 'Go to page 2' }).click();
    await expect(page.getByRole('article')).toHaveCount(Math.min(partners.length - LIST_PAGE_SIZE, LIST_PAGE_SIZE));
    expect(param(page, 'page')).toBe('2');
  }
  const first = page.getByRole('article').first();
  await expect(first.getByRole('link', { name: 'Directions' })).toHaveAttribute('target', '_blank');
  await expect(first.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /google\.com\/maps\/search/);
  await expect(first.locator('a[href^="tel:"]')).toHaveCount(1);
  await expect(first.locator('a[href^="mailto:"]')).toHaveCount(1);

  await page.getByRole('searchbox', { name: 'Search' }).fill('no business is called this');
  await expect(page.getByRole('heading', { name: 'No Locations Found' })).toBeVisible();
  await chooseOption(page.getByRole('combobox', { name: 'State' }), 'WA', { exact: true });
  await page.getByRole('link', { name: 'Clear Filters' }).click();
  await expect(page.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('all');
  await expect(page.getByRole('combobox', { name: 'Business Type' })).toHaveValue('all');
  await expect(page.getByText(`Found ${partners.length} locations`, { exact: true })).toBeVisible();

  // Every marker action is reachable from the list: "Show on map" selects and opens the popup.
  await page.getByRole('article').first().getByRole('button', { name: 'Show on map' }).click();
  await expect(page.getByRole('heading', { name: 'Interactive Map' })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeVisible();
});

test('Find Nearest uses the browser position, selects the nearest partner and shows it on the map', async ({ page, context }) => {
  await serveTiles(page);
  const partners = await allPartners(page);
  const here = { latitude: 47.61, longitude: -122.33 }; // Seattle
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(here);
  const expected = nearestPartner(partners, here)!;

  await page.goto('/find-locations');
  await page.getByRole('button', { name: 'List' }).click();
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await expect(page.getByRole('heading', { name: 'Interactive Map' })).toBeVisible();
  const popup = page.getByRole('dialog', { name: expected.businessName });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:${expected.phone}`);
  await expect(popup.getByRole('link', { name: 'Email' })).toHaveAttribute('href', `mailto:${expected.email}`);
  await expect(popup).toContainText(expected.contactPerson);
  await expect(page.getByRole('img', { name: 'Your location' })).toBeVisible();
  await zoomedTo(page, 10);
});

test('Find Nearest without permission says why', async ({ page }) => {
  await serveTiles(page);
  await page.goto('/find-locations');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to access your location. Please enable location services.');
});

test('a marker click opens its popup and zooms to 10; Fit All shows every marker again', async ({ page }) => {
  // Two animated moves of the map, each waited out: past the 30 s default on a loaded machine.
  test.setTimeout(60_000);
  await serveTiles(page);
  const partners = await allPartners(page);
  const target = partners.find((p) => p.state === 'FL')!;
  await page.goto(linkToView(US_VIEW));
  await mapReady(page);
  // Narrow to one state so the marker is not covered by neighbours.
  await chooseOption(page.getByRole('combobox', { name: 'State' }), 'FL', { exact: true });
  await page.getByRole('searchbox', { name: 'Search' }).fill(target.businessName);
  // The search has been answered (the count says so) and the map draws just those, each as a marker of its own.
  const found = partners.filter(
    (p) => p.state === 'FL' && [p.businessName, p.city, p.address].some((f) => f.toLowerCase().includes(target.businessName.toLowerCase())),
  );
  await expect(page.getByText(filteredCount(found.length), { exact: true })).toBeVisible();
  await expect.poll(() => partnersInView(page)).toEqual({ partners: found.length, markers: found.length, groups: 0 });
  // The map has not moved (the address still names the link's view); the marker is where the partner lies.
  expect(viewInAddress(page)).toEqual(US_VIEW);
  await page.getByTestId('locator-map').scrollIntoViewIfNeeded();
  const { x, y } = pixelOf(US_VIEW, await mapBox(page), target);
  await painted(page);
  await page.mouse.click(x, y);
  const popup = page.getByRole('dialog', { name: target.businessName });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(`${target.city}, ${target.state}`);
  await zoomedTo(page, 10);

  // Fit All frames every marker that the filters show (here: all of Florida).
  const florida = partners.filter((q) => q.state === 'FL');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page.getByText(filteredCount(florida.length), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Fit All' }).click();
  // The address is written when the Fit All animation has ended.
  const fitted = await viewAtRest(page, (view) => view.zoom < 10);
  const { width, height } = await mapBox(page);
  for (const p of florida) {
    // Partners close together may be drawn as one cluster: where each lies is what counts.
    const { x, y } = pixelOf(fitted, { x: 0, y: 0, width, height }, p);
    expect(x).toBeGreaterThan(0);
    expect(x).toBeLessThan(width);
    expect(y).toBeGreaterThan(0);
    expect(y).toBeLessThan(height);
  }
});

test('the map asks for its view only, draws nearby partners as one cluster with their count, and a click on it zooms in', async ({ page }) => {
  await serveTiles(page);
  const partners = await allPartners(page);
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/partners') && asked.push(new URL(r.url()).pathname));
  // What the server answers for the view's tiles, by tile (the page asks for each once: its answers are cached).
  const answers = new Map<string, Promise<PartnerTileResponse>>();
  page.on('response', (r) => {
    const { pathname } = new URL(r.url());
    if (pathname.startsWith('/api/partners/map/') && r.ok()) answers.set(pathname, r.json() as Promise<PartnerTileResponse>);
  });
  await page.goto(linkToView(US_VIEW));
  await mapReady(page);
  // No download of every partner: tiles of the view (with a page of the list and the stats).
  expect(asked.some((path) => path.startsWith('/api/partners/map/'))).toBe(true);
  await expect.poll(async () => (await partnersInView(page))?.partners).toBe(partners.length);
  const drawn = (await partnersInView(page))!;
  expect(drawn.groups).toBeGreaterThan(0);
  expect(drawn.markers + drawn.groups).toBeLessThan(partners.length);

  // A cluster of the server's that no other disc or marker comes near is drawn where the server
  // put it (the map merges only discs that would cover each other: under 45 px apart): the largest such.
  await page.getByTestId('locator-map').scrollIntoViewIfNeeded();
  const box = await mapBox(page);
  const tiles = await Promise.all(answers.values());
  const places = [
    ...tiles.flatMap((t) => t.clusters.map(([latitude, longitude, count]) => ({ latitude, longitude, count }))),
    ...tiles.flatMap((t) => t.rows.map(([, latitude, longitude]) => ({ latitude, longitude, count: 1 }))),
  ].map((place) => ({ ...place, ...pixelOf(US_VIEW, box, place) }));
  const [cluster] = places
    .filter((d) => d.count > 1 && places.every((o) => o === d || Math.hypot(o.x - d.x, o.y - d.y) > 60))
    .filter((d) => d.x > box.x + 30 && d.x < box.x + box.width - 30 && d.y > box.y + 30 && d.y < box.y + box.height - 30)
    .sort((a, b) => b.count - a.count);
  expect(cluster, 'a cluster on its own in the view').toBeDefined();
  await painted(page);
  await page.mouse.click(cluster!.x, cluster!.y);
  // Two levels in, centred on the cluster.
  const zoomed = await zoomedTo(page, US_VIEW.zoom + 2);
  expect(zoomed.latitude).toBeCloseTo(cluster!.latitude, 1);
  expect(zoomed.longitude).toBeCloseTo(cluster!.longitude, 1);
});

test('locate me centres the map on the visitor at zoom 12 and keeps a marker there', async ({ page, context }) => {
  await serveTiles(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 39.74, longitude: -104.99 });
  await page.goto('/find-locations');
  await mapReady(page);
  await page.getByRole('button', { name: 'Locate me' }).click();
  await expect(page.getByRole('img', { name: 'Your location' })).toBeVisible();
  await zoomedTo(page, 12);
});

/** The page's query string, one parameter. */
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

test('filter by type Other: offered in the filter, counted, and named "Other" on every badge', async ({ page }) => {
  await serveTiles(page);
  const others = (await allPartners(page)).filter((p) => p.businessType === 'other');
  expect(others.length).toBeGreaterThan(0);
  await page.goto('/find-locations');
  await chooseOption(page.getByRole('combobox', { name: 'Business Type' }), 'Other', { exact: true });
  await expect(page.getByText(filteredCount(others.length), { exact: true })).toBeVisible();
  expect(param(page, 'type')).toBe('other');
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('article')).toHaveCount(Math.min(others.length, LIST_PAGE_SIZE));
  for (const card of await page.getByRole('article').all()) await expect(card.getByText('Other', { exact: true })).toBeVisible();
});

test('the legend shows every business type, each with its marker', async ({ page }) => {
  await serveTiles(page);
  await page.goto('/find-locations');
  const legend = page.getByRole('list', { name: 'Map legend' });
  await expect(legend.getByRole('listitem')).toHaveText(['Restaurant', 'Retail', 'Office', 'Hotel', 'Healthcare', 'Auto', 'Beauty', 'Fitness', 'Other']);
  // Decorative drawings (hidden from screen readers), one marker per entry, each drawn.
  const markers = legend.locator('svg[aria-hidden="true"]');
  await expect(markers).toHaveCount(9);
  for (const marker of await markers.all()) expect((await marker.boundingBox())?.width).toBe(24);
});

test('filters, view and selection live in the URL: a reload restores them, back and forward step through them', async ({ page }) => {
  test.setTimeout(60_000); // a journey: two filters, the list, a popup, a reload and five history steps
  await serveTiles(page);
  const partners = await allPartners(page);
  const { state, businessType } = partners.find((p) => p.state === 'TX') ?? partners[0]!;
  const typeLabel = labelOf(LOCATOR_BUSINESS_TYPE_OPTIONS, businessType)!;
  const matching = partners.filter((p) => p.state === state && p.businessType === businessType);
  await page.goto('/find-locations');
  await chooseOption(page.getByRole('combobox', { name: 'State' }), state, { exact: true });
  await chooseOption(page.getByRole('combobox', { name: 'Business Type' }), typeLabel, { exact: true });
  await expect(page.getByText(filteredCount(matching.length), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'List' }).click();
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!;
  await card.getByRole('button', { name: 'Show on map' }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  expect(param(page, 'state')).toBe(state);
  expect(param(page, 'type')).toBe(businessType);
  expect(param(page, 'partner')).toBe(matching.find((p) => p.businessName === name)!.id);
  expect(param(page, 'view')).toBeNull();
  // The map view follows once it has come to rest at the partner (zoom 10).
  await expect.poll(() => param(page, 'at')).toMatch(/,10$/);
  const atPartner = viewInAddress(page)!;

  await page.reload();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue(state);
  await expect(page.getByRole('combobox', { name: 'Business Type' })).toHaveValue(businessType);
  // The map opened on that view: one step out with its own button, the address says zoom 9, same centre.
  await page.getByTitle('Zoom out').click();
  const out = await viewAtRest(page, (view) => view.zoom < atPartner.zoom);
  expect(out.zoom).toBeCloseTo(atPartner.zoom - 1, 1);
  expect(out.latitude).toBeCloseTo(atPartner.latitude, 2);
  expect(out.longitude).toBeCloseTo(atPartner.longitude, 2);

  // Each choice was one history entry.
  await page.goBack();
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Interactive Map' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Business Type' })).toHaveValue(businessType);
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Business Type' })).toHaveValue('all');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue(state);
  await page.goForward();
  await expect(page.getByRole('combobox', { name: 'Business Type' })).toHaveValue(businessType);
  await expect(page.getByText(filteredCount(matching.length), { exact: true })).toBeVisible();
});

test('the popup closes when its partner is filtered out', async ({ page }) => {
  await serveTiles(page);
  await page.goto('/find-locations?view=list');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading').textContent())!;
  const partner = (await allPartners(page)).find((p) => p.businessName === name)!;
  await card.getByRole('button', { name: 'Show on map' }).click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  const otherType = partner.businessType === 'hotel' ? 'Healthcare' : 'Hotel/Hospitality';
  await chooseOption(page.getByRole('combobox', { name: 'Business Type' }), otherType);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(() => param(page, 'partner')).toBeNull();
  await expect(page.getByRole('heading', { name: 'No Locations Found' })).toHaveCount(0);
});

test('on a phone the first view frames the whole of the lower 48 states', async ({ page }) => {
  await serveTiles(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/find-locations');
  await page.getByRole('heading', { name: 'Interactive Map' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 300);
  await mapReady(page);
  // A plain link stays plain: the first view is not written into the URL.
  expect(param(page, 'at')).toBeNull();
  // One step in with the map's own button (it keeps the centre) puts the view in the address: the first view was one level out.
  await page.getByTitle('Zoom in').click();
  const zoomedIn = await viewAtRest(page);
  const [west, south, east, north] = boundsOf({ ...zoomedIn, zoom: zoomedIn.zoom - 1 }, await mapBox(page));
  expect(west).toBeLessThanOrEqual(-125);
  expect(south).toBeLessThanOrEqual(24);
  expect(east).toBeGreaterThanOrEqual(-66.5);
  expect(north).toBeGreaterThanOrEqual(49.5);
});
