import { expect, test, type Page } from '@playwright/test';
import { MAP_COLOURS } from '../../shared-ui/src/theme/palette';

// Issue #14: a base map that never fails. With every tile request blocked (and the layers'
// configuration too: /tiles/layers.json), the map still shows the US from the bundled atlas:
// land where Kansas is, water in the Gulf of Mexico and the Atlantic, and the console stays clean.

// Not the page's: software WebGL's performance notes (the partner layer), as e2e/site ignores them;
// and the standalone page's icon, /logo.svg, which only the whole site serves.
const GPU_DRIVER_NOTE = /^\[\.WebGL-[^\]]+\]GL Driver Message/;
const STANDALONE_ICON = /\/logo\.svg$/;

type Rgb = [number, number, number];
const hex = (colour: string): Rgb => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16)) as Rgb;

const PLACES = {
  kansas: { lonLat: [-98.4, 38.5], colour: MAP_COLOURS.land },
  gulfOfMexico: { lonLat: [-90, 26], colour: MAP_COLOURS.water },
  atlantic: { lonLat: [-70, 33], colour: MAP_COLOURS.water },
  nevada: { lonLat: [-116.8, 39.3], colour: MAP_COLOURS.land },
} as const;

/** Web Mercator (the map's projection), as OpenLayers' fromLonLat computes it. */
function fromLonLat([lon, lat]: readonly number[]): [number, number] {
  const r = 6378137;
  return [(r * Math.PI * lon!) / 180, r * Math.log(Math.tan(Math.PI / 4 + (Math.PI * lat!) / 360))];
}

type TestMap = {
  getLayers(): { getArray(): { get(key: string): unknown; getSource(): { getFeatures(): unknown[] } }[] };
  getPixelFromCoordinate(coordinate: number[]): number[];
  getView(): { getAnimating(): boolean };
  once(type: 'rendercomplete', listener: () => void): void;
  render(): void;
};

/** Waits until the outline's atlas is loaded and a frame with it has been drawn, the view at rest. */
async function outlineDrawn(page: Page) {
  await expect(page.getByTestId('locator-map')).toHaveAttribute('data-ready', 'true');
  await expect
    .poll(() =>
      page.evaluate(() => {
        const map = (window as unknown as { __powernestLocatorMap: TestMap }).__powernestLocatorMap;
        const outline = map.getLayers().getArray().find((l) => l.get('outline'));
        return outline?.getSource().getFeatures().length ?? 0;
      }),
    )
    .toBeGreaterThan(50);
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<boolean>((resolve) => {
            const map = (window as unknown as { __powernestLocatorMap: TestMap }).__powernestLocatorMap;
            map.once('rendercomplete', () => resolve(!map.getView().getAnimating()));
            map.render();
          }),
      ),
    )
    .toBe(true);
}

/**
 * The screenshot's colours around each place (a 9×9 square at its pixel): how many of the 81
 * pixels are within a few levels of the expected colour (markers or a border may cover some).
 */
async function coloursAt(page: Page, places: Record<string, { lonLat: readonly number[]; colour: string }>) {
  const map = page.getByTestId('locator-map');
  const shot = (await map.screenshot()).toString('base64');
  const points = Object.fromEntries(Object.entries(places).map(([name, p]) => [name, { coordinate: fromLonLat(p.lonLat), rgb: hex(p.colour) }]));
  return page.evaluate(
    async ({ shot, points }) => {
      const olMap = (window as unknown as { __powernestLocatorMap: TestMap }).__powernestLocatorMap;
      // Decoded here (no PNG decoder in the test's dependencies); not fetched from a data: URL, which the page's CSP refuses.
      const bytes = Uint8Array.from(atob(shot), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(bitmap, 0, 0);
      const out: Record<string, { pixel: number[]; matching: number; sample: number[] }> = {};
      for (const [name, { coordinate, rgb }] of Object.entries(points)) {
        const [x, y] = olMap.getPixelFromCoordinate(coordinate).map(Math.round) as [number, number];
        const data = context.getImageData(x - 4, y - 4, 9, 9).data;
        let matching = 0;
        for (let i = 0; i < data.length; i += 4) {
          if ([0, 1, 2].every((c) => Math.abs(data[i + c]! - rgb[c]!) <= 6)) matching++;
        }
        out[name] = { pixel: [x, y], matching, sample: Array.from(data.slice(160, 164)) };
      }
      return { out, size: [bitmap.width, bitmap.height] };
    },
    { shot, points },
  );
}

const CASES = [
  { width: 1280, tiles: 'blocked' },
  { width: 375, tiles: 'blocked' },
  // The site's own proxy: no provider is reachable from here, so it answers transparent tiles.
  { width: 1280, tiles: 'blank' },
] as const;

for (const { width, tiles } of CASES) {
  test(`with every tile ${tiles} the map still shows the US from the bundled atlas, console clean (${width} px)`, async ({ page }) => {
    const problems: string[] = [];
    /** The browser's own line for each request that fails: the tiles the test blocks. */
    const failedRequests: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      const url = message.location().url;
      if (GPU_DRIVER_NOTE.test(message.text()) || STANDALONE_ICON.test(url)) return;
      if (message.text() === 'Failed to load resource: net::ERR_FAILED') failedRequests.push(url);
      else problems.push(`${message.type()}: ${message.text()} (${url})`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    let asked = 0;
    await page.route('**/tiles/**', (route) => {
      asked++;
      return tiles === 'blocked' ? route.abort() : route.continue();
    });
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/find-locations');
    await expect(page.getByText(/^Found \d+ locations$/)).toBeVisible();
    // The heading is the skeleton's until the map has loaded, then the map's: scroll to whichever is there.
    await expect(async () => {
      await page.getByRole('heading', { name: 'Interactive Map' }).scrollIntoViewIfNeeded({ timeout: 1000 });
      await page.mouse.wheel(0, 300);
      await expect(page.getByTestId('locator-map')).toBeVisible({ timeout: 1000 });
    }).toPass();
    await outlineDrawn(page);
    expect(asked).toBeGreaterThan(0);

    const { out, size } = await coloursAt(page, PLACES);
    for (const [name, found] of Object.entries(out)) {
      const [x, y] = found.pixel as [number, number];
      expect(x > 4 && y > 4 && x < size[0]! - 4 && y < size[1]! - 4, `${name} at ${x},${y} is inside the ${size.join('×')} map`).toBe(true);
      expect(found.matching, `${name} at ${x},${y} (e.g. rgb ${found.sample.slice(0, 3).join(',')}) has the ${PLACES[name as keyof typeof PLACES].colour} of its place`).toBeGreaterThan(60);
    }
    expect(problems).toEqual([]);
    // One failed tile (the probe) stops the others, plus the layers' configuration: not one per tile.
    expect(failedRequests.every((url) => new URL(url).pathname.startsWith('/tiles/'))).toBe(true);
    expect(failedRequests.length).toBeLessThanOrEqual(tiles === 'blocked' ? 2 : 0);
  });
}
