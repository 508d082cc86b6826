import { useEffect, useState } from 'react';
import TileLayer from 'ol/layer/Tile';
import XYZ from 'ol/source/XYZ';
import { DEFAULT_BASE_LAYER, DEFAULT_BASE_LAYER_INFO, TILE_LAYERS_PATH, attributionIn, baseLayersResponse, tileUrl, type BaseLayerId, type BaseLayerInfo, type SiteLanguage } from '@powernest/domain';
import { decodeAnswer } from '@powernest/shared-ui/data';
import { TileGate } from './tileGate';

let configured: Promise<readonly BaseLayerInfo[]> | null = null;

/**
 * The base layers as the site configures them at run time (labels, attributions, zoom limits:
 * GET /tiles/layers.json, asked once per page), or the built-in ones when the site cannot say
 * (a server without that endpoint, a failed request, an answer of another shape).
 */
export function loadBaseLayerInfo(): Promise<readonly BaseLayerInfo[]> {
  configured ??= fetch(TILE_LAYERS_PATH, { headers: { Accept: 'application/json' } })
    .then(async (res) => {
      if (!res.ok) throw new Error(`${TILE_LAYERS_PATH}: ${res.status}`);
      const { layers } = decodeAnswer(baseLayersResponse, `GET ${TILE_LAYERS_PATH}`, await res.json());
      // Only layers this build knows (and all of them: the switcher offers each).
      return DEFAULT_BASE_LAYER_INFO.map((known) => layers.find((l) => l.id === known.id) ?? known);
    })
    .catch(() => {
      configured = null; // the next map asks again
      return DEFAULT_BASE_LAYER_INFO;
    });
  return configured;
}

/** The switcher's layers: the built-in ones at first, then the site's configuration. */
export function useBaseLayerInfo(): readonly BaseLayerInfo[] {
  const [layers, setLayers] = useState(DEFAULT_BASE_LAYER_INFO);
  useEffect(() => {
    let live = true;
    void loadBaseLayerInfo().then((info) => live && setLayers(info));
    return () => {
      live = false;
    };
  }, []);
  return layers;
}

function tileSource(layer: BaseLayerInfo, gate: TileGate, language: SiteLanguage): XYZ {
  const source = new XYZ({ url: tileUrl(layer.id), maxZoom: layer.maxZoom, attributions: attributionIn(layer.attribution, language), crossOrigin: 'anonymous', tileLoadFunction: gate.load });
  gate.watch(source);
  return source;
}

/**
 * The three base maps, created once; the switcher only changes which one is visible. They start
 * with the built-in settings and take the site's (attribution, zoom limit) when it answers. When
 * tiles cannot be fetched at all, they stop asking for a while (TileGate): the outline shows.
 * Their credits are in the page's language (the built-in ones; a configured credit as written).
 */
export function createBaseLayers(language: SiteLanguage): Map<BaseLayerId, TileLayer<XYZ>> {
  const gate = new TileGate();
  const layers = new Map(
    DEFAULT_BASE_LAYER_INFO.map((b) => [
      b.id,
      new TileLayer({
        visible: b.id === DEFAULT_BASE_LAYER,
        properties: { baseLayer: b.id },
        source: tileSource(b, gate, language),
      }),
    ]),
  );
  void loadBaseLayerInfo().then((info) => {
    for (const layer of info) {
      const built = DEFAULT_BASE_LAYER_INFO.find((b) => b.id === layer.id);
      if (built && (built.attribution !== layer.attribution || built.maxZoom !== layer.maxZoom)) layers.get(layer.id)?.setSource(tileSource(layer, gate, language));
    }
  });
  return layers;
}

/** For tests: forget the site's answer. */
export function forgetBaseLayerInfo(): void {
  configured = null;
}
