// The locator's map as a visitor can know it, without reaching into OpenLayers: where it looks is
// in the page's address (`at=lat,lng,zoom`, written each time the map comes to rest somewhere new,
// or the link it was opened with), where a place is on screen follows from that view and the
// map's box (Web Mercator at OpenLayers' default scale, as the map draws it), and what it draws
// of the partners is what it tells screen readers ("12 partner locations in this view: …").
import { expect, type Page } from '@playwright/test';
import { resolutionAtZoom, toMapMetres } from '@powernest/domain';
import { formatMapView, parseMapView, type MapView } from '../src/state/locatorView';

export type { MapView };

type Box = { x: number; y: number; width: number; height: number };
type Place = { latitude: number; longitude: number };

/** The view the address names (`at`); null while the map is on its first view (a plain link stays plain). */
export function viewInAddress(page: Page): MapView | null {
  return parseMapView(new URL(page.url()).searchParams.get('at'));
}

/** The path and query of the locator opened on a view, as a shared link carries it. */
export function linkToView(view: MapView, params: Record<string, string> = {}): string {
  return `/find-locations?${new URLSearchParams({ ...params, at: formatMapView(view) })}`;
}

/** Waits until the address names a view that `matches` (the map came to rest there) and returns it. */
export async function viewAtRest(page: Page, matches: (view: MapView) => boolean = () => true): Promise<MapView> {
  let view: MapView | null = null;
  await expect
    .poll(() => {
      view = viewInAddress(page);
      return view && matches(view) ? formatMapView(view) : `not yet: ${page.url()}`;
    })
    .not.toMatch(/^not yet/);
  return view!;
}

/** The map's box on screen, once it no longer moves (nothing is scrolling). */
export async function mapBox(page: Page): Promise<Box> {
  const map = page.getByTestId('locator-map');
  let previous = '';
  let box: Box | null = null;
  await expect
    .poll(async () => {
      box = await map.boundingBox();
      const now = JSON.stringify(box);
      const still = box !== null && now === previous;
      previous = now;
      return still;
    })
    .toBe(true);
  return box!;
}

/** Where a place is drawn in a view of a map with this box: screen pixels (or the box's own, for a box at 0,0). */
export function pixelOf(view: MapView, box: Box, { latitude, longitude }: Place): { x: number; y: number } {
  const resolution = resolutionAtZoom(view.zoom);
  const [cx, cy] = toMapMetres(view.longitude, view.latitude);
  const [x, y] = toMapMetres(longitude, latitude);
  return { x: box.x + box.width / 2 + (x - cx) / resolution, y: box.y + box.height / 2 - (y - cy) / resolution };
}

/** What a view of a map of this size shows: [west, south, east, north] in degrees. */
export function boundsOf(view: MapView, size: { width: number; height: number }): [number, number, number, number] {
  const resolution = resolutionAtZoom(view.zoom);
  const [cx, cy] = toMapMetres(view.longitude, view.latitude);
  const r = 6378137;
  const lon = (x: number) => (x / r) * (180 / Math.PI);
  const lat = (y: number) => Math.atan(Math.sinh(y / r)) * (180 / Math.PI);
  const [halfW, halfH] = [(size.width / 2) * resolution, (size.height / 2) * resolution];
  return [lon(cx - halfW), lat(cy - halfH), lon(cx + halfW), lat(cy + halfH)];
}

interface PartnersInView {
  partners: number;
  markers: number;
  groups: number;
}

const IN_VIEW = /^(?:No partner locations|(\d+) partner locations?) in this view(?:: (?:(\d+) markers?)?(?: and )?(?:(\d+) groups?)?)?$/;

/** What the map says it draws (its description for screen readers); null before its first tiles are in. */
export async function partnersInView(page: Page): Promise<PartnersInView | null> {
  const text = (await page.getByRole('status').filter({ hasText: /in this view/ }).textContent({ timeout: 1000 }).catch(() => null))?.trim();
  const match = text ? IN_VIEW.exec(text) : null;
  if (!match) return null;
  const [, partners = '0', markers = '0', groups = '0'] = match;
  return { partners: Number(partners), markers: Number(markers), groups: Number(groups) };
}

/** Waits for the map to exist and to have drawn partners from the API. */
export async function mapReady(page: Page) {
  await expect(page.getByTestId('locator-map')).toHaveAttribute('data-ready', 'true');
  await expect.poll(async () => (await partnersInView(page))?.partners ?? 0).toBeGreaterThan(0);
}

/** Waits until the browser has painted what is in the page now (two animation frames: the map draws in the next one). */
export async function painted(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}
