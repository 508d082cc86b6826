import type { FastifyInstance, FastifyReply } from 'fastify';
import { BASE_LAYERS, TILE_LAYERS_PATH, publicBaseLayers, type BaseLayerConfig, DAY_MS } from '@powernest/domain';
import { LRUCache } from 'lru-cache';

// A fully transparent 1x1 PNG (RGBA 0,0,0,0): what the map gets when the provider cannot be
// reached, so the outline base map under the tiles shows through. (The one used before was a
// half-transparent blue pixel, which tinted the whole map.)
const BLANK_TILE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAAC0lEQVR42mNgAAIAAAUAAen63NgAAAAASUVORK5CYII=', 'base64');
const MAX_TILE_BYTES = 512 * 1024;

/**
 * Tiles one address may have fetched from the provider per minute (issue #25: 3,000 distinct
 * tiles from one address all reached it). Cached tiles are free; a phone panning and zooming
 * briskly fetches well under 200 a minute.
 */
const TILE_FETCHES_PER_ADDRESS_PER_MINUTE = 300;

/** How long a browser keeps the layers' configuration: a change shows within a minute. */
const LAYERS_MAX_AGE_S = 60;

interface Tile {
  body: Buffer;
  type: string;
}

/**
 * GET /tiles/layers.json: the base layers the map offers (ids, labels, attributions, zoom limits)
 * as configured at run time (MAP_TILE_LAYERS), without the providers' URLs.
 *
 * GET /tiles/:layer/:z/:x/:y: the base-map tiles, fetched from the layer's provider by the
 * server. The browser talks to one origin; a provider that is down, slow or unreachable costs
 * at most `timeoutMs` and yields a blank tile (never a console error on the page). Tiles
 * are kept in a bounded cache, so a busy map does not hammer the provider.
 */
export function registerTileProxy(
  app: FastifyInstance,
  {
    layers: configured = BASE_LAYERS,
    timeoutMs = 4000,
    fetchesPerAddressPerMinute = TILE_FETCHES_PER_ADDRESS_PER_MINUTE,
  }: { layers?: readonly BaseLayerConfig[]; timeoutMs?: number; fetchesPerAddressPerMinute?: number } = {},
): void {
  // Concurrent requests for one missing tile share one provider fetch; a failed fetch is not kept.
  const cache = new LRUCache<string, Tile>({
    max: 2000,
    ttl: DAY_MS,
    fetchMethod: async (url) => {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': 'PowerNest partner locator (tile proxy)' } });
      const type = res.headers.get('content-type') ?? '';
      const body = Buffer.from(await res.arrayBuffer());
      if (!res.ok || !type.startsWith('image/') || body.length > MAX_TILE_BYTES) throw new Error(`tile ${url}: HTTP ${res.status} ${type}`);
      return { body, type };
    },
  });
  // A fixed one-minute window per address, bounded in how many addresses it remembers.
  const fetchesBy = new LRUCache<string, { count: number }>({ max: 10_000, ttl: 60_000 });
  const overBudget = (ip: string): boolean => {
    const counter = fetchesBy.get(ip);
    if (!counter) fetchesBy.set(ip, { count: 1 });
    else counter.count += 1;
    return (counter?.count ?? 1) > fetchesPerAddressPerMinute;
  };
  const blank = (reply: FastifyReply, why: 'unavailable' | 'over-budget') =>
    reply.headers({ 'cache-control': 'no-store', 'x-tile': why }).type('image/png').send(BLANK_TILE);
  const layers = new Map<string, BaseLayerConfig>(configured.map((l) => [l.id, l]));
  const answer = { layers: publicBaseLayers(configured) };

  app.get(TILE_LAYERS_PATH, async (_request, reply) => reply.headers({ 'cache-control': `public, max-age=${LAYERS_MAX_AGE_S}` }).send(answer));

  app.get<{ Params: { layer: string; z: string; x: string; y: string } }>('/tiles/:layer/:z/:x/:y', async (request, reply) => {
    const layer = layers.get(request.params.layer);
    const [z, x, y] = [request.params.z, request.params.x, request.params.y].map(Number);
    const valid = layer && [z, x, y].every(Number.isInteger) && z >= 0 && z <= layer.maxZoom && x >= 0 && y >= 0 && x < 2 ** z && y < 2 ** z;
    if (!valid) return reply.code(404).type('text/plain; charset=utf-8').send('No such tile');
    const url = layer.upstream.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
    let tile = cache.get(url);
    if (!tile) {
      // Over its budget an address gets the blank tile (the outline map shows), as when the provider is down.
      if (overBudget(request.ip)) return blank(reply, 'over-budget');
      try {
        tile = (await cache.fetch(url))!;
      } catch (err) {
        request.log.debug({ err: String(err) }, 'tile provider unreachable; answering a blank tile');
        return blank(reply, 'unavailable');
      }
    }
    return reply.headers({ 'cache-control': 'public, max-age=86400' }).type(tile.type).send(tile.body);
  });
}
