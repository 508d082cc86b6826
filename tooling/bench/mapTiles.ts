// Pan/zoom half of the locator benchmark (issue #14): the tile requests a visitor's map makes
// while panning and zooming across the US, answered by the in-process API on the memory store.
// Each tile is timed once with the answer cache emptied (what the server pays for a view no one
// looked at in the last 10 s) and once from the cache.
import type { FastifyInstance } from 'fastify';
import { partnerTilesForViewport, resolutionAtZoom, toMapMetres, type TileCoord } from '@powernest/domain';
import { percentile } from './stats';

/** A 1280 x 900 map looking at these places at these zooms (OpenLayers' 256 px zoom levels). */
const VIEWPORT = { width: 1280, height: 900 };
const SESSION: readonly { latitude: number; longitude: number; zoom: number }[] = [
  { latitude: 37.5, longitude: -96, zoom: 4 }, // the first view: the lower 48
  { latitude: 32, longitude: -97, zoom: 6 }, // Texas
  { latitude: 30.27, longitude: -97.74, zoom: 9 }, // Austin metro
  { latitude: 30.27, longitude: -97.74, zoom: 12 },
  { latitude: 30.3, longitude: -97.7, zoom: 13 }, // a pan
  { latitude: 30.27, longitude: -97.74, zoom: 14 },
  { latitude: 29.76, longitude: -95.37, zoom: 10 }, // Houston
  { latitude: 34.05, longitude: -118.24, zoom: 8 }, // Los Angeles
  { latitude: 34.05, longitude: -118.24, zoom: 11 },
  { latitude: 40.71, longitude: -74.0, zoom: 7 }, // New York
  { latitude: 40.71, longitude: -74.0, zoom: 12 },
  { latitude: 41.88, longitude: -87.63, zoom: 10 }, // Chicago
  { latitude: 47.61, longitude: -122.33, zoom: 9 }, // Seattle
  { latitude: 39, longitude: -100, zoom: 5 }, // zoomed back out
];

/** The partner-grid tiles a view needs (the map's own rule). */
export function tilesOfView(view: { latitude: number; longitude: number; zoom: number }, viewport = VIEWPORT): TileCoord[] {
  return partnerTilesForViewport({ center: toMapMetres(view.longitude, view.latitude), resolution: resolutionAtZoom(view.zoom), ...viewport });
}

export interface TileBench {
  views: number;
  tiles: number;
  uncached: { p50Ms: number; p95Ms: number; maxMs: number };
  cached: { p50Ms: number; p95Ms: number; maxMs: number };
  /** Per view: tiles asked, answer bytes, what was drawn (single markers + clusters) and how many partners that stands for. */
  perView: { zoom: number; tiles: number; bytes: number; drawn: number; partners: number }[];
}

const now = () => Number(process.hrtime.bigint()) / 1e6;
const summary = (samples: number[]) => ({ p50Ms: percentile(samples, 50), p95Ms: percentile(samples, 95), maxMs: Math.max(...samples) });

/** Walks the session `rounds` times; the app holds the partners already. */
export async function runTileBench(app: FastifyInstance, rounds = 3): Promise<TileBench> {
  const uncached: number[] = [];
  const cached: number[] = [];
  const perView: TileBench['perView'] = [];
  for (let round = 0; round < rounds; round++) {
    for (const view of SESSION) {
      const tiles = tilesOfView(view);
      let bytes = 0;
      let drawn = 0;
      let partners = 0;
      for (const { z, x, y } of tiles) {
        const url = `/api/partners/map/${z}/${x}/${y}`;
        app.partnerAnswers.clear();
        let started = now();
        const res = await app.inject({ method: 'GET', url });
        uncached.push(now() - started);
        if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
        started = now();
        await app.inject({ method: 'GET', url });
        cached.push(now() - started);
        const body = res.json() as { total: number; rows: unknown[]; clusters: unknown[] };
        bytes += res.rawPayload.length;
        drawn += body.rows.length + body.clusters.length;
        partners += body.total;
      }
      if (round === 0) perView.push({ zoom: view.zoom, tiles: tiles.length, bytes, drawn, partners });
    }
  }
  return { views: SESSION.length * rounds, tiles: uncached.length, uncached: summary(uncached), cached: summary(cached), perView };
}
