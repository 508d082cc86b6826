import type { PartnerCompactRow, PartnerTileCluster } from '../api/partners';

/** A map viewport in longitude/latitude; it may not cross the antimeridian. */
export interface PartnerBBox {
  minLng: number;
  minLat: number;
  maxLng: number;
  maxLat: number;
}

/**
 * The locator's map asks for partners tile by tile (issue #14): the tiles of a standard Web
 * Mercator XYZ grid that cover its view, at the grid zoom of its resolution. Below
 * `singlesFromZoom` the server groups the partners of each tile into a grid of cells and
 * answers one cluster (count and centre) per crowded cell; a cell with one partner, and every
 * partner from `singlesFromZoom` on, comes as its own compact row. Tiles make the answers
 * cacheable (the same URL for every visitor looking at that area) and keep one answer small.
 */
export const PARTNER_TILES = {
  /** Tile edge in CSS pixels of the map's grid (OpenLayers' createXYZ tileSize). */
  tileSize: 512,
  /** Cells per tile edge: partners within 512 / 8 = 64 px of each other share a cluster. */
  cellsPerSide: 8,
  /** From this grid zoom on (a tile ~10 km wide), every partner is drawn on its own. */
  singlesFromZoom: 12,
  maxZoom: 18,
  /** At most this many single partners in one tile; a denser tile is clustered whatever its zoom. */
  maxRows: 2000,
  /**
   * At most this many partners are read for one tile (the whole network at the first zoom
   * levels). A tile with more answers `truncated: true`: its clusters and rows then cover the
   * first `maxRead` partners in list order and `total` says how many the tile really has.
   */
  maxRead: 100_000,
} as const;

export interface TileCoord {
  z: number;
  x: number;
  y: number;
}

const tilesAt = (z: number) => 2 ** z;
const longitudeOf = (x: number, z: number) => (x / tilesAt(z)) * 360 - 180;
const latitudeOf = (y: number, z: number) => (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / tilesAt(z)))) * 180) / Math.PI;

/** Whether z/x/y names a tile of the grid. */
export function isPartnerTile({ z, x, y }: TileCoord): boolean {
  return [z, x, y].every(Number.isInteger) && z >= 0 && z <= PARTNER_TILES.maxZoom && x >= 0 && y >= 0 && x < tilesAt(z) && y < tilesAt(z);
}

/** The tile's area in longitude/latitude, edges included (what the store's `bbox` takes). */
export function partnerTileBounds({ z, x, y }: TileCoord): PartnerBBox {
  return { minLng: longitudeOf(x, z), maxLng: longitudeOf(x + 1, z), maxLat: latitudeOf(y, z), minLat: latitudeOf(y + 1, z) };
}

/** A position's place in the grid at zoom z, in tiles (fractional: the integer part is the tile). */
function gridPosition(latitude: number, longitude: number, z: number): [number, number] {
  const [x, y] = toMapMetres(longitude, latitude);
  const tileMetres = WORLD_METRES / tilesAt(z);
  return [(x + WORLD_METRES / 2) / tileMetres, (WORLD_METRES / 2 - y) / tileMetres];
}

const round5 = (n: number) => Math.round(n * 1e5) / 1e5;

/** A compact row as the API's or the store's (read-only) shape. */
type CompactRow = PartnerCompactRow | readonly [id: string, latitude: number, longitude: number, businessType: string, state: string];

export interface PartnerTile<R extends CompactRow> {
  /** Every partner of the tile that the filters match (clustered or not). */
  total: number;
  clusters: PartnerTileCluster[];
  rows: R[];
}

/**
 * The answer for one tile from the partners inside it (the store's rows for its bounds): single
 * partners as rows, crowded cells as clusters at the mean position of their partners. Each
 * partner is counted in exactly one tile (a partner on a shared edge goes to the tile its
 * position falls in), so the tiles of a view add up to the partners in it.
 */
export function clusterPartnerTile<R extends CompactRow>(rows: readonly R[], tile: TileCoord): PartnerTile<R> {
  const own = rows.filter(([, latitude, longitude]) => {
    const [gx, gy] = gridPosition(latitude, longitude, tile.z);
    return Math.min(Math.floor(gx), tilesAt(tile.z) - 1) === tile.x && Math.min(Math.floor(gy), tilesAt(tile.z) - 1) === tile.y;
  });
  if (tile.z >= PARTNER_TILES.singlesFromZoom && own.length <= PARTNER_TILES.maxRows) {
    return { total: own.length, clusters: [], rows: own.slice() };
  }
  const cells = new Map<number, R[]>();
  const n = PARTNER_TILES.cellsPerSide;
  for (const row of own) {
    const [gx, gy] = gridPosition(row[1], row[2], tile.z);
    const cx = Math.min(n - 1, Math.max(0, Math.floor((gx - tile.x) * n)));
    const cy = Math.min(n - 1, Math.max(0, Math.floor((gy - tile.y) * n)));
    const key = cy * n + cx;
    const cell = cells.get(key);
    if (cell) cell.push(row);
    else cells.set(key, [row]);
  }
  const clusters: PartnerTileCluster[] = [];
  const singles: R[] = [];
  for (const members of cells.values()) {
    if (members.length === 1) {
      singles.push(members[0]!);
      continue;
    }
    let lat = 0;
    let lng = 0;
    for (const [, latitude, longitude] of members) {
      lat += latitude;
      lng += longitude;
    }
    clusters.push([round5(lat / members.length), round5(lng / members.length), members.length]);
  }
  return { total: own.length, clusters, rows: singles };
}

/**
 * The clusters of a view, with those drawn closer than their discs' size merged into one, and
 * a single partner under a disc counted in it. The grid puts a city that straddles a cell or
 * tile edge into two cells, whose discs would otherwise cover each other and their counts.
 * Counts add up; a merged disc sits at the count-weighted mean. Single partners drawn over
 * each other (two in one city at zoom 10: browser audit #22) are counted in a disc too, which a
 * click zooms into, as long as a closer view can tell them apart (at the map's highest zoom); at
 * street level they are apart, each a marker and a place to go. `keep` (the selected partner)
 * stays a marker of its own.
 */
export function mergeOverlappingClusters<R extends CompactRow>(
  view: { clusters: readonly PartnerTileCluster[]; rows: readonly R[] },
  /** metres per pixel of the map's view */
  resolution: number,
  /** a disc's radius in pixels for its count (1: a single partner's marker) */
  radiusPx: (count: number) => number,
  /** A partner never counted in a disc (the selected one), by id. */
  keep?: string,
): { clusters: PartnerTileCluster[]; rows: R[] } {
  type Disc = { lat: number; lng: number; count: number; x: number; y: number };
  const disc = (lat: number, lng: number, count: number): Disc => {
    const [x, y] = toMapMetres(lng, lat);
    return { lat, lng, count, x, y };
  };
  const overlap = (a: Disc, b: Disc) => Math.hypot(a.x - b.x, a.y - b.y) / resolution < radiusPx(a.count) + radiusPx(b.count);
  const absorb = (into: Disc, other: Disc): Disc => {
    const count = into.count + other.count;
    return disc((into.lat * into.count + other.lat * other.count) / count, (into.lng * into.count + other.lng * other.count) / count, count);
  };

  let discs = view.clusters.map(([lat, lng, count]) => disc(lat, lng, count)).sort((a, b) => b.count - a.count);
  // A merged disc is larger and elsewhere: look again until nothing overlaps (a few passes at most).
  for (let pass = 0; pass < 4; pass++) {
    const kept: Disc[] = [];
    for (const d of discs) {
      const i = kept.findIndex((k) => overlap(k, d));
      if (i >= 0) kept[i] = absorb(kept[i]!, d);
      else kept.push(d);
    }
    const merged = kept.length < discs.length;
    discs = kept;
    if (!merged) break;
  }
  /** Two partners the map's closest view draws apart (not one address). */
  const separable = (a: Disc, b: Disc) => Math.hypot(a.x - b.x, a.y - b.y) / resolutionAtZoom(MAP_MAX_ZOOM) >= 2 * radiusPx(1);
  const rows: R[] = [];
  for (const row of view.rows) {
    if (row[0] === keep) {
      rows.push(row);
      continue;
    }
    const single = disc(row[1], row[2], 1);
    const i = discs.findIndex((d) => overlap(d, single));
    if (i >= 0) {
      discs[i] = absorb(discs[i]!, single);
      continue;
    }
    const j = rows.findIndex((other) => {
      if (other[0] === keep) return false;
      const drawn = disc(other[1], other[2], 1);
      return overlap(drawn, single) && separable(drawn, single);
    });
    if (j >= 0) {
      const [other] = rows.splice(j, 1);
      discs.push(absorb(disc(other![1], other![2], 1), single));
    } else rows.push(row);
  }
  return { clusters: discs.map((d) => [round5(d.lat), round5(d.lng), d.count]), rows };
}

/** The locator map's highest zoom (its View's maxZoom). */
export const MAP_MAX_ZOOM = 19;

/** Web Mercator's world width in metres (EPSG:3857), the map's projection. */
const WORLD_METRES = 2 * Math.PI * 6378137;

/** What a map shows: its centre (EPSG:3857 metres), metres per pixel and size in pixels. */
export interface MapViewport {
  center: readonly [number, number];
  resolution: number;
  width: number;
  height: number;
}

/** A view never needs more tiles than this (a 4K screen at 512 px tiles: ~6 x 9). */
const MAX_VIEW_TILES = 64;

/**
 * The tiles of the partner grid that cover a viewport: at the grid zoom whose resolution is
 * nearest the view's (as OpenLayers picks a tile grid's zoom), every tile its pixels touch. One
 * rule for the map, the first view's prefetch and the bench.
 */
export function partnerTilesForViewport({ center, resolution, width, height }: MapViewport): TileCoord[] {
  const resolutionAt = (z: number) => WORLD_METRES / (PARTNER_TILES.tileSize * 2 ** z);
  let z = 0;
  while (z < PARTNER_TILES.maxZoom && resolutionAt(z + 1) >= resolution) z++;
  if (z < PARTNER_TILES.maxZoom && resolutionAt(z) - resolution > resolution - resolutionAt(z + 1)) z++;
  const tileMetres = WORLD_METRES / 2 ** z;
  const last = 2 ** z - 1;
  const clamp = (n: number) => Math.max(0, Math.min(last, n));
  const half = WORLD_METRES / 2;
  const [cx, cy] = center;
  const x0 = clamp(Math.floor((cx - (width / 2) * resolution + half) / tileMetres));
  const x1 = clamp(Math.floor((cx + (width / 2) * resolution + half) / tileMetres));
  const y0 = clamp(Math.floor((half - (cy + (height / 2) * resolution)) / tileMetres));
  const y1 = clamp(Math.floor((half - (cy - (height / 2) * resolution)) / tileMetres));
  const tiles: TileCoord[] = [];
  for (let x = x0; x <= x1; x++) for (let y = y0; y <= y1; y++) tiles.push({ z, x, y });
  return tiles.slice(0, MAX_VIEW_TILES);
}

/** A longitude/latitude in the map's projection (EPSG:3857 metres). */
export function toMapMetres(longitude: number, latitude: number): [number, number] {
  const lat = Math.max(-85.05112878, Math.min(85.05112878, latitude));
  return [(longitude * WORLD_METRES) / 360, (Math.log(Math.tan(Math.PI / 4 + (lat * Math.PI) / 360)) * WORLD_METRES) / (2 * Math.PI)];
}

/** OpenLayers' resolution (metres per pixel) at a zoom level of its 256 px scale. */
export const resolutionAtZoom = (zoom: number) => WORLD_METRES / (256 * 2 ** zoom);

/**
 * The viewport a map of this size opens on: the URL's view (`at`), or the extent framed whole
 * with `padding` pixels around it, as OpenLayers' View.fit does.
 */
export function openingViewport(
  size: { width: number; height: number },
  at: { latitude: number; longitude: number; zoom: number } | null,
  frame: { extent: readonly [number, number, number, number]; padding: number },
): MapViewport {
  if (at) return { center: toMapMetres(at.longitude, at.latitude), resolution: resolutionAtZoom(at.zoom), ...size };
  const [west, south, east, north] = frame.extent;
  const [minX, minY] = toMapMetres(west, south);
  const [maxX, maxY] = toMapMetres(east, north);
  const resolution = Math.max((maxX - minX) / Math.max(1, size.width - 2 * frame.padding), (maxY - minY) / Math.max(1, size.height - 2 * frame.padding));
  return { center: [(minX + maxX) / 2, (minY + maxY) / 2], resolution, ...size };
}
