import VectorLayer from 'ol/layer/Vector';
import VectorSource from 'ol/source/Vector';
import GeoJSON from 'ol/format/GeoJSON';
import type Feature from 'ol/Feature';
import { Fill, Stroke, Style } from 'ol/style';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { MAP_COLOURS } from '@powernest/shared-ui/components';

/**
 * The US atlas (us-atlas, from the Census Bureau's 1:10,000,000 cartographic boundaries: TopoJSON
 * in longitude and latitude), in low detail: the build keeps half of its points
 * (app-config/webpack/lowDetailAtlas.ts; ~16 KB gzipped instead of ~36 KB). Its own chunk: it loads
 * when the outline layer is first drawn, i.e. with the map, never with the page.
 */
export type UsAtlas = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;
const loadAtlas = () => import(/* webpackChunkName: "us-atlas" */ 'us-atlas/states-10m.json').then((m) => (m.default ?? m) as unknown as UsAtlas);

const stateStyle = new Style({ fill: new Fill({ color: MAP_COLOURS.land }), stroke: new Stroke({ color: MAP_COLOURS.stateBorder, width: 0.75 }) });
const coastStyle = new Style({ stroke: new Stroke({ color: MAP_COLOURS.coastline, width: 1.25 }) });

/**
 * The outline's features in the map's projection: one polygon per state or territory (`name`),
 * filled, with the borders between them, then the nation's outline (its coastline and land
 * borders) as one line drawn above.
 */
export function outlineFeatures(atlas: UsAtlas, featureProjection = 'EPSG:3857'): Feature[] {
  const format = new GeoJSON({ dataProjection: 'EPSG:4326', featureProjection });
  const states = format.readFeatures(feature(atlas, atlas.objects.states));
  for (const state of states) state.setStyle(stateStyle);
  const coast = format.readFeature({ type: 'Feature', properties: { outline: 'nation' }, geometry: mesh(atlas, atlas.objects.nation) }) as Feature;
  coast.setStyle(coastStyle);
  return [...states, coast];
}

/**
 * A base map that never fails: US states and coastline from a bundled atlas, under the tile
 * layers. Its background is the water; tiles that load cover it, tiles that fail (the site's
 * blank tile, or no answer) leave it showing, so the map means something offline and in tests.
 */
export function createOutlineLayer(): VectorLayer<VectorSource> {
  const source: VectorSource = new VectorSource({
    loader: (_extent, _resolution, projection, success, failure) => {
      loadAtlas()
        .then((atlas) => {
          const features = outlineFeatures(atlas, projection.getCode());
          source.addFeatures(features);
          success?.(features);
        })
        // A chunk that cannot load leaves the plain water background; the tiles still draw.
        .catch(() => failure?.());
    },
  });
  return new VectorLayer({
    source,
    background: MAP_COLOURS.water,
    properties: { outline: true },
    // A fixed drawing: no hit detection on it, and no redraw of 11,000 points per animation frame.
    updateWhileAnimating: false,
    updateWhileInteracting: false,
  });
}
