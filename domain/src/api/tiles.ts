import '../shared/zodMini';
import * as z from 'zod/mini';
import { BASE_LAYER_IDS } from '../locator/tiles';

/**
 * GET /tiles/layers.json (the site server, not the API): the base layers as configured at run
 * time, without their providers' URLs. The map decodes it; anything else falls back to the
 * built-in layers.
 */
export const baseLayersResponse = z.object({
  layers: z.array(
    z.object({
      id: z.enum(BASE_LAYER_IDS),
      label: z.string(),
      attribution: z.string(),
      maxZoom: z.number(),
    }),
  ),
});
