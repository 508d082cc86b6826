import { useCallback, useEffect, useRef, useState } from 'react';
import OlMap from 'ol/Map';
import Overlay from 'ol/Overlay';
import View from 'ol/View';
import { defaults as defaultControls } from 'ol/control/defaults';
import { fromLonLat, toLonLat, transformExtent } from 'ol/proj';
import type Feature from 'ol/Feature';
import type Point from 'ol/geom/Point';
import { DEFAULT_BASE_LAYER, LOCATOR_VIEW, MAP_MAX_ZOOM, extentWithMargin, type BaseLayerId, type LatLng, type PartnerLocation, type PublicServiceArea } from '@powernest/domain';
import { useTheme } from '@mui/material/styles';
import { formatMapView, type MapView } from '../../state/locatorView';
import type { PartnerFilters } from '../../data/usePartners';
import { createBaseLayers } from './baseLayers';
import { createOutlineLayer } from './outlineLayer';
import { createPartnerLayers, partnerFeature, tileFeatures } from './partnerLayer';
import { createServiceAreaLayer } from './serviceAreaLayer';
import { PartnerTileLoader } from './partnerTiles';
import type { PartnersInView } from './inViewText';
import { useLocatorText } from '../../i18n';
import { useLanguage } from '@powernest/shared-ui/i18n';

export interface LocatorMapInput {
  /** The partners shown are those the filters match: the map asks the server for its view's tiles. */
  filters: PartnerFilters;
  /** Where the partners the filters match lie, [minLng, minLat, maxLng, maxLat]: what Fit All frames. */
  matchBounds: readonly [number, number, number, number] | null;
  selectedId: string | null;
  /** The selected partner's record (its popup and position), once known. */
  selectedPartner: PartnerLocation | null;
  /** The view the URL names (`at`); null: the first view frames the lower 48 states. */
  mapView: MapView | null;
  userPosition: LatLng | null;
  /** Where PowerNest serves and opens next: rings under the markers (issue #44). */
  serviceAreas: readonly PublicServiceArea[];
  onMarkerClick: (partnerId: string) => void;
  /** The map came to rest somewhere new (panned, zoomed, or moved to a choice). */
  onMapMoved: (view: MapView) => void;
}

const MIN_FIT_SIZE = 20_000; // metres: a single partner is not zoomed in to street level
const CLUSTER_CLICK_ZOOM_STEP = 2;
const LOWER_48 = transformExtent([...LOCATOR_VIEW.lower48Extent], 'EPSG:4326', 'EPSG:3857');

/** Where an OpenLayers view looks, as the URL writes it. */
function mapViewOf(view: View): MapView | null {
  const center = view.getCenter();
  const zoom = view.getZoom();
  if (!center || zoom === undefined) return null;
  const [longitude, latitude] = toLonLat(center);
  return { latitude: latitude!, longitude: longitude!, zoom };
}

/** Frames the lower 48 states, whole, in the map's current size (a phone's too). */
function fitLower48(map: OlMap) {
  const padding = LOCATOR_VIEW.fitPadding;
  map.getView().fit(LOWER_48, { size: map.getSize(), padding: [padding, padding, padding, padding] });
}

/**
 * Owns the one OpenLayers map of the page (created once, disposed on unmount). Data, filters,
 * selection and the user's position are pushed into it; nothing is recreated for them.
 */
export function useLocatorMap(input: LocatorMapInput) {
  // The map's own buttons (OpenLayers' tips) in the page's language; the map is made once per page.
  const t = useLocatorText();
  const language = useLanguage();
  const { palette } = useTheme();
  const targetRef = useRef<HTMLDivElement>(null);
  const [popupElement] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const [userElement] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));
  const [baseLayer, setBaseLayerState] = useState<BaseLayerId>(DEFAULT_BASE_LAYER);
  const [ready, setReady] = useState(false);
  /** A tile of partners that could not be loaded (the map offers Retry). */
  const [tileError, setTileError] = useState<Error | null>(null);
  /** What the view draws once its tiles are in (the map's description for screen readers). */
  const [inView, setInView] = useState<PartnersInView | null>(null);
  const parts = useRef<ReturnType<typeof createMapParts> | null>(null);
  const latest = useRef(input);
  latest.current = input;
  /** The partner the view was last centred on: a selection centres the map once, not per data load. */
  const centredOn = useRef<string | null>(null);
  /** The `at` this map last wrote: only a view from elsewhere (back, forward) moves the map. */
  const written = useRef<string | null>(null);

  function createMapParts(target: HTMLElement) {
    const baseLayers = createBaseLayers(language);
    const { markerSource, markerLayer, clusterSource, clusterLayer } = createPartnerLayers();
    const areas = createServiceAreaLayer({ active: palette.primary.main, comingSoon: palette.secondary.main });
    const popup = new Overlay({ element: popupElement!, positioning: 'bottom-center', offset: [0, -22], stopEvent: true, autoPan: { animation: { duration: 250 } } });
    const userMarker = new Overlay({ element: userElement!, positioning: 'center-center', stopEvent: false });
    const initial = latest.current.mapView;
    const { latitude, longitude } = initial ?? LOCATOR_VIEW.initialCenter;
    const map = new OlMap({
      target,
      layers: [createOutlineLayer(), ...baseLayers.values(), areas.layer, clusterLayer, markerLayer],
      overlays: [popup, userMarker],
      controls: defaultControls({
        attributionOptions: { collapsible: true, tipLabel: t('map.attributions') },
        zoomOptions: { zoomInTipLabel: t('map.zoomIn'), zoomOutTipLabel: t('map.zoomOut') },
        rotateOptions: { tipLabel: t('map.resetRotation') },
      }),
      view: new View({ center: fromLonLat([longitude, latitude]), zoom: initial?.zoom ?? LOCATOR_VIEW.initialZoom, maxZoom: MAP_MAX_ZOOM }),
    });
    // The first view is the page's own (a plain link stays plain); every other one goes to the URL.
    let firstView: string | null = null;
    const noteFirstView = () => {
      const view = mapViewOf(map.getView());
      firstView = view && formatMapView(view);
    };
    if (initial) noteFirstView();
    else {
      // The size is known once the target is laid out; until then the centre above stands.
      const fit = () => {
        fitLower48(map);
        noteFirstView();
      };
      if (map.getSize()) fit();
      else map.once('change:size', fit);
    }
    // A link that names both a view and a partner opens on that view, not re-centred on the partner.
    centredOn.current = initial ? latest.current.selectedId : null;
    // The partners of the view, tile by tile; the selected partner is always drawn on its own.
    const tiles = new PartnerTileLoader((answers, resolution) => {
      const { markers, clusters } = tileFeatures(answers, resolution, latest.current.selectedId);
      const selected = latest.current.selectedPartner;
      if (selected && !markers.some((m) => m.getId() === selected.id)) {
        markers.push(partnerFeature([selected.id, selected.latitude, selected.longitude, selected.businessType, selected.state]));
      }
      markerSource.clear(true);
      markerSource.addFeatures(markers);
      clusterSource.clear(true);
      clusterSource.addFeatures(clusters);
      const grouped = clusters.reduce((n, c) => n + Number(c.get('count')), 0);
      setInView({ partners: markers.length + grouped, markers: markers.length, groups: clusters.length });
    }, setTileError);
    const loadTiles = () => {
      const size = map.getSize();
      const resolution = map.getView().getResolution();
      if (!size || resolution === undefined) return;
      void tiles.load(map.getView().calculateExtent(size), resolution, latest.current.filters);
    };
    map.on('moveend', () => {
      loadTiles();
      const now = mapViewOf(map.getView());
      if (!now) return;
      const text = formatMapView(now);
      if (written.current === null && text === firstView) return;
      written.current = text;
      latest.current.onMapMoved(now);
    });
    map.on('singleclick', (event) => {
      const feature = map.forEachFeatureAtPixel(event.pixel, (f) => f, { layerFilter: (l) => l === markerLayer || l === clusterLayer, hitTolerance: 6 });
      if (!feature) return;
      if (feature.get('partnerId') !== undefined) return latest.current.onMarkerClick(String(feature.get('partnerId')));
      // A cluster: zoom in on it until its partners come apart.
      const view = map.getView();
      view.animate({ center: (feature.getGeometry() as Point).getCoordinates(), zoom: Math.min((view.getZoom() ?? 0) + CLUSTER_CLICK_ZOOM_STEP, view.getMaxZoom()), duration: 300 });
    });
    map.on('pointermove', (event) => {
      const hit = map.hasFeatureAtPixel(event.pixel, { layerFilter: (l) => l === markerLayer || l === clusterLayer, hitTolerance: 6 });
      const element = map.getTargetElement();
      if (element) element.style.cursor = hit ? 'pointer' : '';
    });
    // Keep drawing while the selected marker pulses.
    map.on('postrender', () => {
      if (latest.current.selectedId !== null) map.render();
    });
    return { map, markerSource, markerLayer, clusterLayer, baseLayers, popup, userMarker, loadTiles, areas };
  }

  useEffect(() => {
    if (!targetRef.current) return;
    const created = createMapParts(targetRef.current);
    parts.current = created;
    setReady(true);
    return () => {
      created.map.setTarget(undefined);
      created.markerLayer.dispose();
      created.clusterLayer.dispose();
      created.areas.layer.dispose();
      created.map.dispose();
      parts.current = null;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // The service areas, as they come (the first view's answer, or the API's).
  useEffect(() => {
    parts.current?.areas.show(input.serviceAreas);
  }, [input.serviceAreas, ready]);

  // New filters: the view's tiles again, for them (cached per filter and tile).
  const filterKey = JSON.stringify(input.filters);
  useEffect(() => {
    parts.current?.loadTiles();
  }, [filterKey, ready]);

  // Selection: enlarge and pulse the marker (drawn even inside a cluster), centre at zoom 10, open the popup.
  const selected = input.selectedPartner?.id === input.selectedId ? input.selectedPartner : null;
  useEffect(() => {
    const p = parts.current;
    if (!p) return;
    p.markerLayer.updateStyleVariables({ selectedId: selected?.id ?? '' });
    if (!selected) {
      p.popup.setPosition(undefined);
      if (!input.selectedId) centredOn.current = null;
      return;
    }
    if (!p.markerSource.getFeatureById(selected.id)) {
      p.markerSource.addFeature(partnerFeature([selected.id, selected.latitude, selected.longitude, selected.businessType, selected.state]));
    }
    const coordinate = (p.markerSource.getFeatureById(selected.id) as Feature<Point>).getGeometry()!.getCoordinates();
    if (centredOn.current !== selected.id) {
      centredOn.current = selected.id;
      p.map.getView().animate({ center: coordinate, zoom: LOCATOR_VIEW.markerClickZoom, duration: 400 });
    }
    p.popup.setPosition(coordinate);
    p.map.render();
  }, [selected, input.selectedId, ready]);

  // A view from the URL that this map did not write (back, forward): go there.
  const at = input.mapView ? formatMapView(input.mapView) : null;
  useEffect(() => {
    const p = parts.current;
    if (!p || !at || at === written.current || !input.mapView) return;
    const current = mapViewOf(p.map.getView());
    if (current && formatMapView(current) === at) return;
    written.current = at;
    p.map.getView().setCenter(fromLonLat([input.mapView.longitude, input.mapView.latitude]));
    p.map.getView().setZoom(input.mapView.zoom);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [at, ready]);

  // The visitor's own position (locate me / Find Nearest): a pulsing marker, kept.
  useEffect(() => {
    const p = parts.current;
    if (!p || !input.userPosition) return;
    const coordinate = fromLonLat([input.userPosition.longitude, input.userPosition.latitude]);
    p.userMarker.setPosition(coordinate);
  }, [input.userPosition, ready]);

  const centreOnUser = useCallback((position: LatLng) => {
    parts.current?.map.getView().animate({ center: fromLonLat([position.longitude, position.latitude]), zoom: LOCATOR_VIEW.locateZoom, duration: 400 });
  }, []);

  /** Fit All: every partner the filters match (the server's bounds) with a 10% margin; nothing without partners. */
  const fitAll = useCallback(() => {
    const p = parts.current;
    const bounds = latest.current.matchBounds;
    if (!p || !bounds) return false;
    const points = [fromLonLat([bounds[0], bounds[1]]), fromLonLat([bounds[2], bounds[3]])] as [number, number][];
    const extent = extentWithMargin(points, LOCATOR_VIEW.fitMargin, MIN_FIT_SIZE);
    if (!extent) return false;
    p.map.getView().fit(extent, { duration: 400 });
    return true;
  }, []);

  const setBaseLayer = useCallback((id: BaseLayerId) => {
    parts.current?.baseLayers.forEach((layer, layerId) => layer.setVisible(layerId === id));
    setBaseLayerState(id);
  }, []);

  const closePopup = useCallback(() => parts.current?.popup.setPosition(undefined), []);

  const retryTiles = useCallback(() => parts.current?.loadTiles(), []);

  return { targetRef, popupElement, userElement, ready, inView, baseLayer, setBaseLayer, fitAll, centreOnUser, closePopup, tileError, retryTiles, mapParts: parts };
}
