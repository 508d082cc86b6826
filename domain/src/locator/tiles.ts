import type { SiteLanguage } from '../contract/languages';

/**
 * Base maps of the layer switcher (product.md §2, §7). `upstream` is the provider's tile URL; the
 * browser never calls it: it asks the site (`tileUrl`), whose server fetches the tile with a
 * time bound and answers a blank tile when the provider cannot be reached, so an outage shows a
 * plain background instead of a console full of errors, and the page needs one origin only.
 *
 * These are the defaults. The site server reads its layers at start-up from `MAP_TILE_LAYERS`
 * (`parseTileLayers`, tiles-config.ts): a provider, its attribution, zoom limit and label change
 * without a build. The browser learns what it needs (never the upstream URL, which may carry a
 * key) from `TILE_LAYERS_PATH`, and falls back to these when that request fails.
 */
export const BASE_LAYERS = [
  {
    id: 'satellite',
    label: 'Satellite',
    upstream: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    attribution: 'Tiles © Esri',
    maxZoom: 18,
  },
  {
    id: 'street',
    label: 'Street Map',
    upstream: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    maxZoom: 19,
  },
  {
    id: 'terrain',
    label: 'Terrain',
    upstream: 'https://tile.opentopomap.org/{z}/{x}/{y}.png',
    attribution: '© OpenTopoMap (CC-BY-SA)',
    maxZoom: 17,
  },
] as const;

export type BaseLayerId = (typeof BASE_LAYERS)[number]['id'];
export const DEFAULT_BASE_LAYER: BaseLayerId = 'satellite';
export const BASE_LAYER_IDS = BASE_LAYERS.map((b) => b.id) as [BaseLayerId, ...BaseLayerId[]];

/** What the browser knows of a base layer: everything but where the server fetches its tiles. */
export interface BaseLayerInfo {
  id: BaseLayerId;
  label: string;
  attribution: string;
  maxZoom: number;
}

/** A base layer as the site server runs it: the browser's part and the provider's URL template. */
export interface BaseLayerConfig extends BaseLayerInfo {
  /** The provider's tile URL with `{z}`, `{x}` and `{y}`; may carry a key, so it stays on the server. */
  upstream: string;
}

/** The highest zoom a base layer may be configured with (tile providers stop at 19 to 22). */
export const BASE_LAYER_MAX_ZOOM = 22;

/** The run-time variable holding the site's base layers (JSON; see tiles-config.ts). */
export const TILE_LAYERS_ENV = 'MAP_TILE_LAYERS';

/** Where the browser reads the base layers' labels, attributions and zoom limits (site server). */
export const TILE_LAYERS_PATH = '/tiles/layers.json';

/** The browser's part of each layer: the upstream URL (and any key in it) never leaves the server. */
export function publicBaseLayers(layers: readonly BaseLayerConfig[]): BaseLayerInfo[] {
  return layers.map(({ id, label, attribution, maxZoom }) => ({ id, label, attribution, maxZoom }));
}

/** The built-in layers, as the browser knows them when the site cannot say (a remote alone, an old server). */
export const DEFAULT_BASE_LAYER_INFO: readonly BaseLayerInfo[] = publicBaseLayers(BASE_LAYERS);

/**
 * The built-in credits in the other languages (Spanish copy review 6). Only these are translated:
 * a credit the site configures (`MAP_TILE_LAYERS`) is the provider's own wording and is shown as
 * written, in every language.
 */
const BUILT_IN_CREDITS: Partial<Record<SiteLanguage, Readonly<Record<string, string>>>> = {
  'es-US': {
    'Tiles © Esri': 'Mosaicos © Esri',
    '© OpenStreetMap contributors': '© colaboradores de OpenStreetMap',
  },
};

/** A base layer's credit as a page in `language` shows it. */
export function attributionIn(attribution: string, language: SiteLanguage): string {
  return BUILT_IN_CREDITS[language]?.[attribution] ?? attribution;
}

/** The same-origin URL template the map asks for a base layer's tiles ({z}/{x}/{y} filled by the map). */
export function tileUrl(id: BaseLayerId): string {
  return `/tiles/${id}/{z}/{x}/{y}`;
}
