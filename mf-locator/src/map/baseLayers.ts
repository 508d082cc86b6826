import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import { BASE_LAYERS, DEFAULT_BASE_LAYER, tileUrl, type BaseLayerId } from '@powernest/domain';

/** The three base maps, created once; the switcher only changes which one is visible. */
export function createBaseLayers(): Map<BaseLayerId, TileLayer<XYZ>> {
  return new Map(
    BASE_LAYERS.map((b) => [
      b.id,
      new TileLayer({
        visible: b.id === DEFAULT_BASE_LAYER,
        properties: { baseLayer: b.id },
        source: new XYZ({ url: tileUrl(b.id), maxZoom: b.maxZoom, attributions: b.attribution, crossOrigin: 'anonymous' }),
      }),
    ]),
  );
}
