import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import VectorLayer from 'ol/layer/Vector';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import Circle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import type { FlatStyleLike } from 'ol/style/flat';
import type { FeatureLike } from 'ol/Feature';
import { theme } from '@powernest/shared-ui';
import { LOCATOR_VIEW, mergeOverlappingClusters, type PartnerCompactRow, type PartnerTileResponse } from '@powernest/domain';
import { ATLAS_CELL, ATLAS_TYPES, atlasOffset, markerAtlasDataUrl } from './markerAtlas';

/** Style variables: the selection is pushed in, features are never rebuilt for it. */
interface PartnerLayerVariables {
  [name: string]: string | number;
  /** Id of the selected partner, '' for none. */
  selectedId: string;
}

const SIZE = LOCATOR_VIEW.markerSize / ATLAS_CELL;
const SELECTED_SIZE = LOCATOR_VIEW.selectedMarkerSize / ATLAS_CELL;
const PULSE = ['+', SELECTED_SIZE, ['*', 0.05, ['sin', ['*', ['time'], 6]]]];

const markerStyle: FlatStyleLike = {
  'icon-src': markerAtlasDataUrl(),
  'icon-width': ATLAS_TYPES.length * ATLAS_CELL,
  'icon-height': ATLAS_CELL,
  'icon-size': [ATLAS_CELL, ATLAS_CELL],
  'icon-offset': ['array', ['get', 'atlasX'], 0],
  // The selected marker is larger (35px against 25px) and pulses.
  // (icon-scale is a 2D value in the shader, so both branches are [x, y].)
  'icon-scale': ['case', ['==', ['get', 'partnerId'], ['var', 'selectedId']], ['array', PULSE, PULSE], [SIZE, SIZE]],
};

/** A partner's marker feature (id = partner id). */
export function partnerFeature([id, latitude, longitude, businessType, state]: PartnerCompactRow | readonly [string, number, number, string, string]): Feature<Point> {
  const feature = new Feature({
    geometry: new Point(fromLonLat([longitude, latitude])),
    partnerId: id,
    state,
    businessType,
    atlasX: atlasOffset(businessType)[0],
  });
  feature.setId(id);
  return feature;
}

/** A cluster: how many partners are drawn as one until the map zooms in. */
function clusterFeature([latitude, longitude, count]: PartnerTileResponse['clusters'][number]): Feature<Point> {
  return new Feature({ geometry: new Point(fromLonLat([longitude, latitude])), count });
}

/** "7", "950", "1.2k", "12k": a cluster's count in its disc. */
function clusterLabel(count: number): string {
  if (count < 1000) return String(count);
  return count < 10_000 ? `${(count / 1000).toFixed(1).replace(/\.0$/, '')}k` : `${Math.round(count / 1000)}k`;
}

const CLUSTER_STROKE = 3;
/** A cluster disc's radius in pixels (without its white ring): larger for a longer count. */
const clusterDiscRadius = (label: string) => 13 + 2.5 * label.length;
/** How far a disc reaches, its ring included; for 1, a single partner's marker. */
const drawnRadius = (count: number) => (count === 1 ? LOCATOR_VIEW.markerSize / 2 : clusterDiscRadius(clusterLabel(count)) + CLUSTER_STROKE / 2);

/**
 * The features of the tiles in view, at the view's resolution: one marker per single partner,
 * one disc per cluster, with discs (and markers) that would cover each other merged into a disc
 * with their count (mergeOverlappingClusters); the selected partner stays a marker.
 */
export function tileFeatures(answers: readonly PartnerTileResponse[], resolution: number, selectedId?: string | null) {
  const { clusters, rows } = mergeOverlappingClusters({ clusters: answers.flatMap((a) => a.clusters), rows: answers.flatMap((a) => a.rows) }, resolution, drawnRadius, selectedId ?? undefined);
  return { markers: rows.map(partnerFeature), clusters: clusters.map(clusterFeature) };
}

const clusterStyles = new Map<string, Style>();
/** A disc in the brand colour, larger for more partners, with the count inside. */
function clusterStyle(feature: FeatureLike): Style {
  const label = clusterLabel(Number(feature.get('count')));
  let style = clusterStyles.get(label);
  if (!style) {
    style = new Style({
      image: new Circle({
        radius: clusterDiscRadius(label),
        fill: new Fill({ color: theme.palette.primary.main }),
        stroke: new Stroke({ color: theme.palette.common.white, width: CLUSTER_STROKE }),
      }),
      text: new Text({ text: label, font: `700 ${label.length > 3 ? 11 : 12}px ${theme.typography.fontFamily}`, fill: new Fill({ color: theme.palette.primary.contrastText }) }),
    });
    clusterStyles.set(label, style);
  }
  return style;
}

/** The partner layers, created once: markers (WebGL: thousands at a time) and clusters (few, with text). */
export function createPartnerLayers() {
  const markerSource = new VectorSource<Feature<Point>>({ wrapX: false });
  const markerLayer = new WebGLVectorLayer({ source: markerSource, style: markerStyle, variables: { selectedId: '' } satisfies PartnerLayerVariables, zIndex: 10 });
  const clusterSource = new VectorSource<Feature<Point>>({ wrapX: false });
  const clusterLayer = new VectorLayer({ source: clusterSource, style: clusterStyle, zIndex: 11 });
  return { markerSource, markerLayer, clusterSource, clusterLayer };
}
