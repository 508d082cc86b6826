import { DEFAULT_LOCATOR_VIEW, formatMapView, locatorViewParams, parseMapView, readLocatorView } from './locatorView';

const read = (query: string) => readLocatorView(new URLSearchParams(query));

it('reads nothing as the defaults, and writes the defaults as nothing', () => {
  expect(read('')).toEqual(DEFAULT_LOCATOR_VIEW);
  expect(locatorViewParams(DEFAULT_LOCATOR_VIEW).toString()).toBe('');
});

it('round-trips every field in a fixed order', () => {
  const view = { searchText: 'café', state: 'TX', businessType: 'other', viewMode: 'list' as const, selectedId: 'p-1', mapView: { latitude: 30.27, longitude: -97.74, zoom: 10 }, page: 3, place: '59801' };
  const params = locatorViewParams(view);
  expect([...params.keys()]).toEqual(['q', 'state', 'type', 'view', 'partner', 'at', 'page', 'place']);
  expect(readLocatorView(params)).toEqual(view);
});

it('leaves out what a hand-edited link gets wrong', () => {
  expect(read('state=ZZ&type=bakery&view=grid&partner=%3Cscript%3E&at=1,2&page=0')).toEqual(DEFAULT_LOCATOR_VIEW);
  expect(read('page=-2').page).toBe(1);
  expect(read('page=2.5').page).toBe(1);
  expect(read('page=9999999').page).toBe(1);
  expect(parseMapView('95,0,4')).toBeNull();
  expect(parseMapView('40,-100,25')).toBeNull();
  expect(parseMapView('40,-100,abc')).toBeNull();
});

it('rounds the map view to about a pixel at its zoom', () => {
  expect(formatMapView({ latitude: 39.828312, longitude: -98.579512, zoom: 3.123456 })).toBe('39.8,-98.6,3.12');
  expect(formatMapView({ latitude: 30.2672111, longitude: -97.7431111, zoom: 10 })).toBe('30.267,-97.743,10');
  expect(formatMapView({ latitude: 30.2672111, longitude: -97.7431111, zoom: 17 })).toBe('30.26721,-97.74311,17');
  // OpenLayers lets the centre run past the antimeridian; the URL does not.
  expect(formatMapView({ latitude: 0, longitude: 190, zoom: 2 })).toBe('0.0,-170.0,2');
});
