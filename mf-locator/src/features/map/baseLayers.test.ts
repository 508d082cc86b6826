import { act, renderHook, waitFor } from '@testing-library/react';
import { DEFAULT_BASE_LAYER_INFO, TILE_LAYERS_PATH } from '@powernest/domain';
import { createBaseLayers, forgetBaseLayerInfo, loadBaseLayerInfo, useBaseLayerInfo } from './baseLayers';

function answer(body: unknown, status = 200) {
  return jest.fn(async () => ({ ok: status < 300, status, json: async () => body }));
}

const configured = {
  layers: [
    { id: 'satellite', label: 'Imagery', attribution: '© Example Imagery', maxZoom: 16 },
    { id: 'street', label: 'Street Map', attribution: '© OpenStreetMap contributors', maxZoom: 19 },
    { id: 'terrain', label: 'Terrain', attribution: '© OpenTopoMap (CC-BY-SA)', maxZoom: 17 },
  ],
};

describe('base layers from the site\'s run-time configuration', () => {
  beforeEach(() => forgetBaseLayerInfo());

  it('asks the site once per page and takes its labels, attributions and zoom limits', async () => {
    const fetchMock = answer(configured);
    global.fetch = fetchMock as unknown as typeof fetch;
    const layers = createBaseLayers('en-US');
    const before = layers.get('satellite')!.getSource()!;
    const { result } = renderHook(() => useBaseLayerInfo());
    expect(result.current).toBe(DEFAULT_BASE_LAYER_INFO);
    await waitFor(() => expect(result.current[0]!.label).toBe('Imagery'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([TILE_LAYERS_PATH, expect.anything()]);
    const satellite = layers.get('satellite')!.getSource()!;
    expect(satellite).not.toBe(before);
    expect(satellite.getTileGrid()!.getMaxZoom()).toBe(16);
    expect(satellite.getUrls()).toEqual(['/tiles/satellite/{z}/{x}/{y}']);
    // A layer whose settings did not change keeps its source (and the tiles it has).
    expect(layers.get('street')!.getSource()!.getTileGrid()!.getMaxZoom()).toBe(19);
  });

  it.each([
    ['the request fails', jest.fn(async () => Promise.reject(new TypeError('Failed to fetch')))],
    ['the site has no such endpoint', answer({ success: false, error: 'Not found' }, 404)],
    ['the answer has another shape', answer({ layers: [{ id: 'satellite', label: 3 }] })],
  ])('falls back to the built-in layers, quietly, when %s', async (_case, fetchMock) => {
    global.fetch = fetchMock as unknown as typeof fetch;
    const error = jest.spyOn(console, 'error');
    await expect(loadBaseLayerInfo()).resolves.toBe(DEFAULT_BASE_LAYER_INFO);
    expect(error).not.toHaveBeenCalled();
    // ... and asks again for the next map.
    await act(() => loadBaseLayerInfo());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('keeps the layers this build knows when the site lists others', async () => {
    global.fetch = answer({ layers: [configured.layers[1]] }) as unknown as typeof fetch;
    expect((await loadBaseLayerInfo()).map((l) => l.id)).toEqual(['satellite', 'street', 'terrain']);
  });

  it('words the built-in map credits in the page\'s language, and keeps a credit the site configured as written (Spanish review 6)', async () => {
    const credits = (layers: ReturnType<typeof createBaseLayers>) =>
      [...layers.values()].map((layer) => {
        const attributions = layer.getSource()!.getAttributions();
        return attributions ? attributions({} as never) : [];
      });
    global.fetch = answer(configured) as unknown as typeof fetch;
    const spanish = createBaseLayers('es-US');
    expect(credits(spanish)).toEqual([['Mosaicos © Esri'], ['© colaboradores de OpenStreetMap'], ['© OpenTopoMap (CC-BY-SA)']]);
    // The site's own credit for its imagery provider is the provider's wording: kept.
    await waitFor(() => expect(credits(spanish)[0]).toEqual(['© Example Imagery']));
    expect(credits(spanish)[1]).toEqual(['© colaboradores de OpenStreetMap']);
    const english = createBaseLayers('en-US');
    await waitFor(() => expect(credits(english)).toEqual([['© Example Imagery'], ['© OpenStreetMap contributors'], ['© OpenTopoMap (CC-BY-SA)']]));
  });
});
