import Feature from 'ol/Feature';
import Point from 'ol/geom/Point';
import WebGLVectorLayer from 'ol/layer/WebGLVector';
import VectorSource from 'ol/source/Vector';
import { fromLonLat } from 'ol/proj';
import type { FlatStyleLike } from 'ol/style/flat';
import { LOCATOR_VIEW, partnerPosition, type PartnerCompactRow } from '@powernest/domain';
import { ATLAS_CELL, ATLAS_TYPES, atlasOffset, markerAtlasDataUrl } from './markerAtlas';

/** Style variables: filters and selection are pushed in, features are never rebuilt for them. */
export interface PartnerLayerVariables {
  [name: string]: string | number;
  state: string;
  businessType: string;
  /** 1 while a text search is active: only features flagged `match` show. */
  searching: number;
  /** Feature index of the selected partner, -1 for none. */
  selected: number;
}

export const INITIAL_VARIABLES: PartnerLayerVariables = { state: 'all', businessType: 'all', searching: 0, selected: -1 };

const SIZE = LOCATOR_VIEW.markerSize / ATLAS_CELL;
const SELECTED_SIZE = LOCATOR_VIEW.selectedMarkerSize / ATLAS_CELL;
const PULSE = ['+', SELECTED_SIZE, ['*', 0.05, ['sin', ['*', ['time'], 6]]]];

const style: FlatStyleLike = [
  {
    filter: [
      'all',
      ['any', ['==', ['var', 'state'], 'all'], ['==', ['get', 'state'], ['var', 'state']]],
      ['any', ['==', ['var', 'businessType'], 'all'], ['==', ['get', 'businessType'], ['var', 'businessType']]],
      ['any', ['==', ['var', 'searching'], 0], ['==', ['get', 'match'], 1]],
    ],
    style: {
      'icon-src': markerAtlasDataUrl(),
      'icon-width': ATLAS_TYPES.length * ATLAS_CELL,
      'icon-height': ATLAS_CELL,
      'icon-size': [ATLAS_CELL, ATLAS_CELL],
      'icon-offset': ['array', ['get', 'atlasX'], 0],
      // The selected marker is larger (35px against 25px) and pulses.
      // (icon-scale is a 2D value in the shader, so both branches are [x, y].)
      'icon-scale': ['case', ['==', ['get', 'index'], ['var', 'selected']], ['array', PULSE, PULSE], [SIZE, SIZE]],
    },
  },
];

/** One feature per partner (from the compact rows), made once per data load. */
export function partnerFeatures(rows: readonly PartnerCompactRow[]): Feature<Point>[] {
  return rows.map(([id, lat, lng, businessType, state], index) => {
    const { latitude, longitude } = partnerPosition({ id, state, latitude: lat, longitude: lng });
    const feature = new Feature({
      geometry: new Point(fromLonLat([longitude, latitude])),
      index,
      partnerId: id,
      state,
      businessType,
      atlasX: atlasOffset(businessType)[0],
      match: 1,
    });
    feature.setId(id);
    return feature;
  });
}

export function createPartnerLayer() {
  const source = new VectorSource<Feature<Point>>({ wrapX: false });
  const layer = new WebGLVectorLayer({ source, style, variables: { ...INITIAL_VARIABLES }, zIndex: 10 });
  return { source, layer };
}
