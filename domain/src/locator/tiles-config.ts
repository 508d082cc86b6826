// The site's base layers from run-time configuration (`MAP_TILE_LAYERS`), read by the site server
// at start-up. A bad value stops the server with a message naming the layer and the field; the
// browser never sees this (it reads the public part from TILE_LAYERS_PATH).
import '../shared/zod';
import * as z from 'zod';
import { BASE_LAYERS, BASE_LAYER_IDS, BASE_LAYER_MAX_ZOOM, TILE_LAYERS_ENV, type BaseLayerConfig } from './tiles';

export const TILE_LAYERS_MESSAGES = {
  json: `${TILE_LAYERS_ENV} must be a JSON array of layers, e.g. [{"id":"street","url":"https://tiles.example.com/{z}/{x}/{y}.png","attribution":"© Example"}]`,
  id: `id must be one of ${BASE_LAYER_IDS.join(', ')}`,
  url: 'url must be an http(s) URL template containing {z}, {x} and {y}',
  label: 'label must be 1 to 40 characters',
  attribution: 'attribution must be 1 to 200 characters',
  maxZoom: `maxZoom must be a whole number from 0 to ${BASE_LAYER_MAX_ZOOM}`,
  duplicate: 'names a layer already listed',
} as const;

function isTileTemplate(text: string): boolean {
  if (!['{z}', '{x}', '{y}'].every((part) => text.includes(part))) return false;
  try {
    const url = new URL(text.replace(/\{([zxy])\}/g, '0'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * One entry per layer to change; a field left out keeps its default (tiles.ts), a layer left out
 * stays as it is. Unknown fields are refused, so a misspelt key is not silently ignored.
 */
const tileLayerOverride = z.strictObject({
  id: z.enum(BASE_LAYER_IDS, { error: TILE_LAYERS_MESSAGES.id }),
  url: z.string({ error: TILE_LAYERS_MESSAGES.url }).trim().refine(isTileTemplate, TILE_LAYERS_MESSAGES.url).optional(),
  label: z.string({ error: TILE_LAYERS_MESSAGES.label }).trim().min(1, TILE_LAYERS_MESSAGES.label).max(40, TILE_LAYERS_MESSAGES.label).optional(),
  attribution: z
    .string({ error: TILE_LAYERS_MESSAGES.attribution })
    .trim()
    .min(1, TILE_LAYERS_MESSAGES.attribution)
    .max(200, TILE_LAYERS_MESSAGES.attribution)
    .optional(),
  maxZoom: z
    .number({ error: TILE_LAYERS_MESSAGES.maxZoom })
    .int(TILE_LAYERS_MESSAGES.maxZoom)
    .min(0, TILE_LAYERS_MESSAGES.maxZoom)
    .max(BASE_LAYER_MAX_ZOOM, TILE_LAYERS_MESSAGES.maxZoom)
    .optional(),
});

const tileLayersSchema = z.array(tileLayerOverride, { error: TILE_LAYERS_MESSAGES.json }).superRefine((layers, ctx) => {
  const seen = new Set<string>();
  layers.forEach((layer, index) => {
    if (seen.has(layer.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `"${layer.id}" ${TILE_LAYERS_MESSAGES.duplicate}` });
    seen.add(layer.id);
  });
});

export type TileLayersResult = { value: BaseLayerConfig[]; problems?: undefined } | { value?: undefined; problems: string[] };

/**
 * The site's base layers: the defaults, with `MAP_TILE_LAYERS` (JSON) applied over them. Unset or
 * blank: the defaults. Otherwise every problem, one line each ("MAP_TILE_LAYERS[1].url: …").
 */
export function parseTileLayers(text: string | undefined): TileLayersResult {
  const defaults: BaseLayerConfig[] = BASE_LAYERS.map((b) => ({ ...b }));
  if (text === undefined || text.trim() === '') return { value: defaults };
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problems: [`${TILE_LAYERS_ENV}: not valid JSON. ${TILE_LAYERS_MESSAGES.json}`] };
  }
  const parsed = tileLayersSchema.safeParse(json);
  if (!parsed.success) {
    return {
      problems: parsed.error.issues.map((issue) => {
        const [index, field] = issue.path;
        const where = typeof index === 'number' ? `[${index}]${field === undefined ? '' : `.${String(field)}`}` : '';
        const message = issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.map((k) => `"${k}"`).join(', ')} (fields: id, url, label, attribution, maxZoom)` : issue.message;
        return `${TILE_LAYERS_ENV}${where}: ${message}`;
      }),
    };
  }
  const overrides = new Map(parsed.data.map((o) => [o.id, o]));
  return {
    value: defaults.map((layer) => {
      const o = overrides.get(layer.id);
      if (!o) return layer;
      return {
        id: layer.id,
        label: o.label ?? layer.label,
        attribution: o.attribution ?? layer.attribution,
        maxZoom: o.maxZoom ?? layer.maxZoom,
        upstream: o.url ?? layer.upstream,
      };
    }),
  };
}
