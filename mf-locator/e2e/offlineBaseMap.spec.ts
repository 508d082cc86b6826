import { expect, test, type Page } from '../../app-config/playwright/test';
import { MAP_COLOURS } from '../../shared-ui/src/theme/palette';
import { linkToView, pixelOf, viewInAddress, type MapView } from './mapView';

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

/**
 * A view with the four places well inside the map on a 375 px phone (~56 degrees across) as on
 * the 1280 px page, opened as a shared link opens it: where each place is drawn follows from the
 * view the address names (the first view is not in it).
 */
const VIEW: MapView = { latitude: 36, longitude: -93.4, zoom: 3.1 };

/**
 * The screenshot's colours around each place (a 9×9 square at its pixel): how many of the 81
 * pixels are within a few levels of the expected colour (markers or a border may cover some).
 * Returns what is wrong: places outside the map or without their colour ([] once the map shows them).
 */
async function wrongColours(page: Page, view: MapView, places: Record<string, { lonLat: readonly number[]; colour: string }>): Promise<string[]> {
  const map = page.getByTestId('locator-map');
  const box = (await map.boundingBox())!;
  const shot = (await map.screenshot()).toString('base64');
  const points = Object.entries(places).map(([name, { lonLat, colour }]) => {
    const { x, y } = pixelOf(view, { x: 0, y: 0, width: box.width, height: box.height }, { longitude: lonLat[0]!, latitude: lonLat[1]! });
    return { name, colour, rgb: hex(colour), x: Math.round(x), y: Math.round(y) };
  });
  return page.evaluate(
    async ({ shot, points }) => {
      // Decoded here (no PNG decoder in the test's dependencies); not fetched from a data: URL, which the page's CSP refuses.
      const bytes = Uint8Array.from(atob(shot), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d', { willReadFrequently: true })!;
      context.drawImage(bitmap, 0, 0);
      const wrong: string[] = [];
      for (const { name, colour, rgb, x, y } of points) {
        if (!(x > 4 && y > 4 && x < bitmap.width - 4 && y < bitmap.height - 4)) {
          wrong.push(`${name} at ${x},${y} is outside the ${bitmap.width}×${bitmap.height} map`);
          continue;
        }
        const data = context.getImageData(x - 4, y - 4, 9, 9).data;
        let matching = 0;
        for (let i = 0; i < data.length; i += 4) {
          if ([0, 1, 2].every((c) => Math.abs(data[i + c]! - rgb[c]!) <= 6)) matching++;
        }
        if (matching <= 60) wrong.push(`${name} at ${x},${y} (e.g. rgb ${Array.from(data.slice(160, 163)).join(',')}) lacks the ${colour} of its place`);
      }
      return wrong;
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
    await page.goto(linkToView(VIEW));
    await expect(page.getByText(/^Found \d+ locations$/)).toBeVisible();
    // The heading is the skeleton's until the map has loaded, then the map's: scroll to whichever is there.
    await expect(async () => {
      await page.getByRole('heading', { name: 'Interactive Map' }).scrollIntoViewIfNeeded({ timeout: 1000 });
      await page.mouse.wheel(0, 300);
      await expect(page.getByTestId('locator-map')).toBeVisible({ timeout: 1000 });
    }).toPass();
    expect(viewInAddress(page)).toEqual(VIEW);
    // Until the atlas is in and drawn the map is all water: wait for land at Kansas and Nevada, and
    // water in the Gulf and the Atlantic, in one screenshot.
    await expect.poll(() => wrongColours(page, VIEW, PLACES)).toEqual([]);
    expect(asked).toBeGreaterThan(0);

    expect(problems).toEqual([]);
    // One failed tile (the probe) stops the others, plus the layers' configuration: not one per tile.
    expect(failedRequests.every((url) => new URL(url).pathname.startsWith('/tiles/'))).toBe(true);
    expect(failedRequests.length).toBeLessThanOrEqual(tiles === 'blocked' ? 2 : 0);
  });
}
