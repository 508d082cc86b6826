import { BASE_LAYERS, DEFAULT_BASE_LAYER_INFO, publicBaseLayers } from './tiles';
import { parseTileLayers } from './tiles-config';

const problems = (text: string) => parseTileLayers(text).problems;

describe('base layers from MAP_TILE_LAYERS', () => {
  it('are the built-in layers when unset or blank', () => {
    expect(parseTileLayers(undefined).value).toEqual(BASE_LAYERS);
    expect(parseTileLayers('  ').value).toEqual(BASE_LAYERS);
  });

  it('replace only the fields and layers named', () => {
    const layers = parseTileLayers(
      JSON.stringify([
        { id: 'terrain', url: 'https://tiles.example.com/topo/{z}/{x}/{y}.png?key=secret', attribution: '© Example Topo', maxZoom: 15, label: 'Topo' },
        { id: 'satellite', attribution: ' Imagery © Example ' },
      ]),
    ).value!;
    expect(layers.map((l) => l.id)).toEqual(['satellite', 'street', 'terrain']);
    expect(layers[0]).toEqual({ ...BASE_LAYERS[0], attribution: 'Imagery © Example' });
    expect(layers[1]).toEqual(BASE_LAYERS[1]);
    expect(layers[2]).toEqual({ id: 'terrain', label: 'Topo', attribution: '© Example Topo', maxZoom: 15, upstream: 'https://tiles.example.com/topo/{z}/{x}/{y}.png?key=secret' });
  });

  it("never hand the browser a provider's URL (a key may be in it)", () => {
    const layers = parseTileLayers('[{"id":"street","url":"https://t.example.com/{z}/{x}/{y}?key=secret"}]').value!;
    expect(JSON.stringify(publicBaseLayers(layers))).not.toMatch(/secret|example\.com/);
    expect(DEFAULT_BASE_LAYER_INFO.map((l) => Object.keys(l).sort())).toEqual(Array(3).fill(['attribution', 'id', 'label', 'maxZoom']));
  });

  it.each([
    ['not JSON', '[{id:street}]', 'MAP_TILE_LAYERS: not valid JSON. MAP_TILE_LAYERS must be a JSON array of layers'],
    ['not an array', '{"id":"street"}', 'MAP_TILE_LAYERS: MAP_TILE_LAYERS must be a JSON array of layers'],
    ['an unknown layer', '[{"id":"night"}]', 'MAP_TILE_LAYERS[0].id: id must be one of satellite, street, terrain'],
    ['a misspelt field', '[{"id":"street","upstream":"https://t.example.com/{z}/{x}/{y}"}]', 'MAP_TILE_LAYERS[0]: unknown field "upstream" (fields: id, url, label, attribution, maxZoom)'],
    ['a URL without {y}', '[{"id":"street","url":"https://t.example.com/{z}/{x}.png"}]', 'MAP_TILE_LAYERS[0].url: url must be an http(s) URL template containing {z}, {x} and {y}'],
    ['a URL of another scheme', '[{"id":"street","url":"file:///tiles/{z}/{x}/{y}.png"}]', 'MAP_TILE_LAYERS[0].url: url must be'],
    ['a zoom out of range', '[{"id":"street","maxZoom":30}]', 'MAP_TILE_LAYERS[0].maxZoom: maxZoom must be a whole number from 0 to 22'],
    ['a fractional zoom', '[{"id":"street","maxZoom":12.5}]', 'MAP_TILE_LAYERS[0].maxZoom: maxZoom must be a whole number from 0 to 22'],
    ['an empty label', '[{"id":"street","label":" "}]', 'MAP_TILE_LAYERS[0].label: label must be 1 to 40 characters'],
    ['a layer named twice', '[{"id":"street"},{"id":"street","label":"Streets"}]', 'MAP_TILE_LAYERS[1].id: "street" names a layer already listed'],
  ])('refuse %s with a message naming the layer and field', (_case, text, message) => {
    const found = problems(text);
    expect(found).toHaveLength(1);
    expect(found![0]).toContain(message);
  });

  it('list every problem at once', () => {
    expect(problems('[{"id":"street","maxZoom":-1},{"id":"terrain","url":"x"}]')).toEqual([
      'MAP_TILE_LAYERS[0].maxZoom: maxZoom must be a whole number from 0 to 22',
      'MAP_TILE_LAYERS[1].url: url must be an http(s) URL template containing {z}, {x} and {y}',
    ]);
  });
});
