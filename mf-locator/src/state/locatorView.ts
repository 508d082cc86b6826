// What the locator shows, read from and written to its URL (issue #14): the query string is the
// source of truth, so reloading or sharing a link restores the view and back/forward step through
// it. Unknown or malformed values are left out, so a hand-edited link still opens the page.
import { BUSINESS_TYPES, LOCATOR_STATES } from '@powernest/domain';

export type ViewMode = 'map' | 'list';

/** Where the map looks: its centre and zoom. */
export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

export interface LocatorView {
  /** `q` */
  searchText: string;
  /** `state`: a LOCATOR_STATES value or 'all'. */
  state: string;
  /** `type`: a business type or 'all'. */
  businessType: string;
  /** `view` */
  viewMode: ViewMode;
  /** `partner`: the selected partner's id. */
  selectedId: string | null;
  /** `at`: "lat,lng,zoom"; null until the visitor (or a choice) moves the map. */
  mapView: MapView | null;
  /** `page`: the page of the list, from 1 (links page through it, so it works without JavaScript). */
  page: number;
  /** `place`: the coverage check's ZIP code or city ('' when none was checked). */
  place: string;
}

export const DEFAULT_LOCATOR_VIEW: LocatorView = { searchText: '', state: 'all', businessType: 'all', viewMode: 'map', selectedId: null, mapView: null, page: 1, place: '' };

/** What the list shows; a change to any of them starts it again at page 1. */
export const FILTER_FIELDS = ['searchText', 'state', 'businessType'] as const satisfies ReadonlyArray<keyof LocatorView>;

const SEARCH_MAX = 100;
/** Far beyond any list (100,000 partners are 5,000 pages), short of a number that breaks the API's offset. */
const PAGE_MAX = 100_000;
const ID_PATTERN = /^[\w-]{1,64}$/;
const MAX_ZOOM = 19;

const oneOf = (values: readonly string[], value: string | null) => (value !== null && values.includes(value) ? value : 'all');

/**
 * Decimals that keep the centre to about a pixel at this zoom (a pixel is 360 / (256 * 2^zoom)
 * degrees), so `at` stays short and never moves the map visibly.
 */
function decimalsAt(zoom: number): number {
  return Math.min(6, Math.max(0, Math.ceil(Math.log10((256 * 2 ** zoom) / 360))));
}

export function formatMapView({ latitude, longitude, zoom }: MapView): string {
  const d = decimalsAt(zoom);
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  return `${latitude.toFixed(d)},${wrapped.toFixed(d)},${Math.round(zoom * 100) / 100}`;
}

export function parseMapView(text: string | null): MapView | null {
  const parts = text?.split(',').map((part) => (/^-?\d{1,3}(\.\d{1,8})?$/.test(part) ? Number(part) : NaN));
  if (!parts || parts.length !== 3 || parts.some(Number.isNaN)) return null;
  const [latitude, longitude, zoom] = parts as [number, number, number];
  if (Math.abs(latitude) > 85 || Math.abs(longitude) > 180 || zoom < 0 || zoom > MAX_ZOOM) return null;
  return { latitude, longitude, zoom };
}

export function readLocatorView(params: URLSearchParams): LocatorView {
  const partner = params.get('partner');
  return {
    searchText: (params.get('q') ?? '').slice(0, SEARCH_MAX),
    state: oneOf(LOCATOR_STATES, params.get('state')),
    businessType: oneOf(BUSINESS_TYPES, params.get('type')),
    viewMode: params.get('view') === 'list' ? 'list' : 'map',
    selectedId: partner && ID_PATTERN.test(partner) ? partner : null,
    mapView: parseMapView(params.get('at')),
    page: parsePage(params.get('page')),
    place: (params.get('place') ?? '').trim().slice(0, SEARCH_MAX),
  };
}

function parsePage(text: string | null): number {
  const page = text !== null && /^\d{1,6}$/.test(text) ? Number(text) : 1;
  return page >= 1 && page <= PAGE_MAX ? page : 1;
}

/** The view as URL parameters, defaults left out, in a fixed order. */
export function locatorViewParams(view: LocatorView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.searchText) params.set('q', view.searchText);
  if (view.state !== 'all') params.set('state', view.state);
  if (view.businessType !== 'all') params.set('type', view.businessType);
  if (view.viewMode !== 'map') params.set('view', view.viewMode);
  if (view.selectedId) params.set('partner', view.selectedId);
  if (view.mapView) params.set('at', formatMapView(view.mapView));
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.place) params.set('place', view.place);
  return params;
}

export function anyFilterSet(view: Pick<LocatorView, 'searchText' | 'state' | 'businessType'>): boolean {
  return view.searchText.trim() !== '' || view.state !== 'all' || view.businessType !== 'all';
}
