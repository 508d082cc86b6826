import { expect, test, type Page } from '@playwright/test';
import { LOCATOR_BUSINESS_TYPE_OPTIONS, labelOf, nearestPartner, type PartnerLocation } from '@powernest/domain';
import { chooseOption } from '../../tooling/playwright/chooseOption';
import { LIST_PAGE_SIZE } from '../src/data/usePartners';

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

type FeatureLike = { get(key: string): unknown; getGeometry(): { getCoordinates(): number[] } };
type LayerLike = { get(key: string): unknown; getSource?(): { getFeatures?(): FeatureLike[] } | null };

/** What the map draws of the partners: single markers, and clusters with how many each stands for. */
async function drawnPartners(page: Page) {
  return page.evaluate(() => {
    const map = (window as unknown as { __powernestLocatorMap?: { getLayers(): { getArray(): LayerLike[] } } }).__powernestLocatorMap;
    // The base map's states (the outline layer) are not partners.
    const features = (map?.getLayers().getArray() ?? []).filter((l) => !l.get('outline')).flatMap((l) => l.getSource?.()?.getFeatures?.() ?? []);
    const clusters = features.filter((f) => f.get('count') !== undefined);
    return { markers: features.length - clusters.length, clusters: clusters.length, partners: features.length - clusters.length + clusters.reduce((n, f) => n + Number(f.get('count')), 0) };
  });
}

async function mapReady(page: Page) {
  await expect(page.getByTestId('locator-map')).toHaveAttribute('data-ready', 'true');
  // Partner features are in the sources once the view's tiles have arrived.
  await expect.poll(async () => (await drawnPartners(page)).partners).toBeGreaterThan(0);
}

/** The screen position of a place on the map (EPSG:3857, as the map projects it). */
async function pixelOfPlace(page: Page, { latitude, longitude }: { latitude: number; longitude: number }) {
  return page.evaluate(
    ([lat, lng]) => {
      const R = 6378137;
      const x = (lng * Math.PI * R) / 180;
      const y = R * Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360));
      const map = (window as unknown as { __powernestLocatorMap: { getPixelFromCoordinate(c: number[]): number[]; getTargetElement(): HTMLElement } }).__powernestLocatorMap;
      const [px, py] = map.getPixelFromCoordinate([x, y]);
      const box = map.getTargetElement().getBoundingClientRect();
      return { x: box.left + px!, y: box.top + py! };
    },
    [latitude, longitude] as const,
  );
}

/** The screen position of a partner's marker. */
async function markerPixel(page: Page, id: string) {
  return page.evaluate((partnerId) => {
    type Src = { getFeatureById(id: string): { getGeometry(): { getCoordinates(): number[] } } | null };
    const map = (window as unknown as { __powernestLocatorMap: { getLayers(): { getArray(): { getSource?(): Src | null }[] }; getPixelFromCoordinate(c: number[]): number[]; getTargetElement(): HTMLElement } }).__powernestLocatorMap;
    const layer = map.getLayers().getArray().find((l) => l.getSource?.()?.getFeatureById?.(partnerId));
    const coord = layer!.getSource!()!.getFeatureById(partnerId)!.getGeometry().getCoordinates();
    const [x, y] = map.getPixelFromCoordinate(coord);
    const box = map.getTargetElement().getBoundingClientRect();
    return { x: box.left + x, y: box.top + y };
  }, id);
}

/**
 * Waits until the map is at rest and drawn as the visitor sees it (no view animation running, every
 * tile in, a frame rendered: OpenLayers' 'rendercomplete') and the marker no longer moves on the
 * screen (nothing is scrolling either); returns where it is.
 */
async function restingMarkerPixel(page: Page, id: string) {
  let previous = '';
  let pixel = { x: 0, y: 0 };
  await expect
    .poll(async () => {
      const animating = await page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            type RenderMap = { once(type: 'rendercomplete', listener: () => void): void; render(): void; getView(): { getAnimating(): boolean } };
            const map = (window as unknown as { __powernestLocatorMap: RenderMap }).__powernestLocatorMap;
            map.once('rendercomplete', () => resolve(map.getView().getAnimating()));
            map.render();
          }),
      );
      pixel = await markerPixel(page, id);
      const now = JSON.stringify(pixel);
      const still = !animating && now === previous;
      previous = now;
      return still;
    })
    .toBe(true);
  return pixel;
}

/** The result count the page shows while a filter is set. */
const filteredCount = (n: number) => `Found ${n} location${n === 1 ? '' : 's'} matching your criteria`;

async function viewZoom(page: Page) {
  return page.evaluate(() => (window as unknown as { __powernestLocatorMap: { getView(): { getZoom(): number } } }).__powernestLocatorMap.getView().getZoom());
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
});

test('the map draws markers from the API even though tiles come from a stand-in', async ({ page }) => {
  const tiles = await serveTiles(page);
  await page.goto('/find-locations');
  await expect(page.getByRole('heading', { name: 'Interactive Map' })).toBeVisible();
  await mapReady(page);
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
  await expect.poll(() => viewZoom(page)).toBeCloseTo(10, 0);
});

test('Find Nearest without permission says why', async ({ page }) => {
  await serveTiles(page);
  await page.goto('/find-locations');
  await page.getByRole('button', { name: 'Find Nearest' }).click();
  await expect(page.getByRole('alert')).toContainText('Unable to access your location. Please enable location services.');
});

test('a marker click opens its popup and zooms to 10; Fit All shows every marker again', async ({ page }) => {
  await serveTiles(page);
  const partners = await allPartners(page);
  const target = partners.find((p) => p.state === 'FL')!;
  await page.goto('/find-locations');
  await mapReady(page);
  // Narrow to one state so the marker is not covered by neighbours.
  await chooseOption(page.getByRole('combobox', { name: 'State' }), 'FL', { exact: true });
  await page.getByRole('searchbox', { name: 'Search' }).fill(target.businessName);
  // The search has been answered (the count says so) before the map is read.
  const found = partners.filter(
    (p) => p.state === 'FL' && [p.businessName, p.city, p.address].some((f) => f.toLowerCase().includes(target.businessName.toLowerCase())),
  );
  await expect(page.getByText(filteredCount(found.length), { exact: true })).toBeVisible();
  await page.getByTestId('locator-map').scrollIntoViewIfNeeded();
  const { x, y } = await restingMarkerPixel(page, target.id);
  await page.mouse.click(x, y);
  const popup = page.getByRole('dialog', { name: target.businessName });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText(`${target.city}, ${target.state}`);
  await expect.poll(() => viewZoom(page)).toBeCloseTo(10, 0);

  // Fit All frames every marker that the filters show (here: all of Florida).
  const florida = partners.filter((q) => q.state === 'FL');
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page.getByText(filteredCount(florida.length), { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Fit All' }).click();
  await expect.poll(() => viewZoom(page)).toBeLessThan(10);
  await restingMarkerPixel(page, florida[0].id); // the Fit All animation has ended
  const box = (await page.getByTestId('locator-map').boundingBox())!;
  for (const p of florida) {
    // Partners close together may be drawn as one cluster: where each lies is what counts.
    const { x, y } = await pixelOfPlace(page, p);
    expect(x).toBeGreaterThan(box.x);
    expect(x).toBeLessThan(box.x + box.width);
    expect(y).toBeGreaterThan(box.y);
    expect(y).toBeLessThan(box.y + box.height);
  }
});

test('the map asks for its view only, draws nearby partners as one cluster with their count, and a click on it zooms in', async ({ page }) => {
  await serveTiles(page);
  const partners = await allPartners(page);
  const asked: string[] = [];
  page.on('request', (r) => r.url().includes('/api/partners') && asked.push(new URL(r.url()).pathname));
  await page.goto('/find-locations');
  await mapReady(page);
  // No download of every partner: tiles of the view (with a page of the list and the stats).
  expect(asked.some((path) => path.startsWith('/api/partners/map/'))).toBe(true);
  await expect.poll(async () => (await drawnPartners(page)).partners).toBe(partners.length);
  const first = await drawnPartners(page);
  expect(first.clusters).toBeGreaterThan(0);
  expect(first.markers + first.clusters).toBeLessThan(partners.length);

  await page.getByTestId('locator-map').scrollIntoViewIfNeeded();
  const zoom = await viewZoom(page);
  const biggest = await page.evaluate(() => {
    const map = (window as unknown as { __powernestLocatorMap: { getLayers(): { getArray(): LayerLike[] }; getPixelFromCoordinate(c: number[]): number[]; getTargetElement(): HTMLElement } }).__powernestLocatorMap;
    const clusters = map.getLayers().getArray().flatMap((l) => l.getSource?.()?.getFeatures?.() ?? []).filter((f) => f.get('count') !== undefined);
    clusters.sort((a, b) => Number(b.get('count')) - Number(a.get('count')));
    const [x, y] = map.getPixelFromCoordinate(clusters[0]!.getGeometry().getCoordinates());
    const box = map.getTargetElement().getBoundingClientRect();
    return { x: box.left + x!, y: box.top + y!, count: Number(clusters[0]!.get('count')) };
  });
  expect(biggest.count).toBeGreaterThan(1);
  await page.mouse.click(biggest.x, biggest.y);
  await expect.poll(() => viewZoom(page)).toBeCloseTo(zoom + 2, 0);
});

test('locate me centres the map on the visitor at zoom 12 and keeps a marker there', async ({ page, context }) => {
  await serveTiles(page);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 39.74, longitude: -104.99 });
  await page.goto('/find-locations');
  await mapReady(page);
  await page.getByRole('button', { name: 'Locate me' }).click();
  await expect(page.getByRole('img', { name: 'Your location' })).toBeVisible();
  await expect.poll(() => viewZoom(page)).toBeCloseTo(12, 0);
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
  // Decorative images (alt=""): one marker per entry.
  await expect(legend.locator('img')).toHaveCount(9);
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

  await page.reload();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue(state);
  await expect(page.getByRole('combobox', { name: 'Business Type' })).toHaveValue(businessType);
  await expect.poll(() => viewZoom(page)).toBeCloseTo(10, 0);

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
  const [west, south, east, north] = await page.evaluate(() => {
    type ViewMap = { getSize(): number[]; getView(): { calculateExtent(size: number[]): number[] } };
    const map = (window as unknown as { __powernestLocatorMap: ViewMap }).__powernestLocatorMap;
    const [minX, minY, maxX, maxY] = map.getView().calculateExtent(map.getSize());
    const R = 6378137;
    const lon = (x: number) => (x / R) * (180 / Math.PI);
    const lat = (y: number) => Math.atan(Math.sinh(y / R)) * (180 / Math.PI);
    return [lon(minX!), lat(minY!), lon(maxX!), lat(maxY!)];
  });
  expect(west).toBeLessThanOrEqual(-125);
  expect(south).toBeLessThanOrEqual(24);
  expect(east).toBeGreaterThanOrEqual(-66.5);
  expect(north).toBeGreaterThanOrEqual(49.5);
  // A plain link stays plain: the first view is not written into the URL.
  expect(param(page, 'at')).toBeNull();
});
