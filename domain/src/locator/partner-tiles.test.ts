import { PARTNER_TILES, clusterPartnerTile, isPartnerTile, mergeOverlappingClusters, openingViewport, partnerTileBounds, partnerTilesForViewport, resolutionAtZoom, toMapMetres } from './partner-tiles';
import type { PartnerCompactRow } from '../api/partners';

const row = (id: string, latitude: number, longitude: number): PartnerCompactRow => [id, latitude, longitude, 'cafe', 'TX'];

/** The XYZ tile holding a position at zoom z (the grid every web map uses). */
function tileOf(latitude: number, longitude: number, z: number) {
  const n = 2 ** z;
  const sin = Math.sin((latitude * Math.PI) / 180);
  return { z, x: Math.floor(((longitude + 180) / 360) * n), y: Math.floor((0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * n) };
}

describe('partner map tiles', () => {
  it('knows the grid: the world is tile 0/0/0, z 1 has four tiles', () => {
    expect(partnerTileBounds({ z: 0, x: 0, y: 0 })).toEqual({ minLng: -180, maxLng: 180, maxLat: expect.closeTo(85.0511, 3), minLat: expect.closeTo(-85.0511, 3) });
    expect(partnerTileBounds({ z: 1, x: 1, y: 0 })).toEqual({ minLng: 0, maxLng: 180, maxLat: expect.closeTo(85.0511, 3), minLat: 0 });
    expect(isPartnerTile({ z: 1, x: 1, y: 1 })).toBe(true);
    expect(isPartnerTile({ z: 1, x: 2, y: 0 })).toBe(false);
    expect(isPartnerTile({ z: PARTNER_TILES.maxZoom + 1, x: 0, y: 0 })).toBe(false);
  });

  it('groups nearby partners into one cluster at their mean position, and keeps a lone partner as itself', () => {
    const austin = [row('a', 30.26, -97.74), row('b', 30.28, -97.76), row('c', 30.3, -97.72)];
    const elPaso = row('e', 31.76, -106.49);
    const tile = tileOf(30.26, -97.74, 4);
    expect(tileOf(31.76, -106.49, 4)).toEqual(tile);
    const answer = clusterPartnerTile([...austin, elPaso], tile);
    expect(answer.total).toBe(4);
    expect(answer.clusters).toEqual([[30.28, -97.74, 3]]);
    expect(answer.rows).toEqual([elPaso]);
  });

  it('draws every partner on its own from the singles zoom on', () => {
    const rows = [row('a', 30.2672, -97.7431), row('b', 30.2673, -97.7432)];
    const answer = clusterPartnerTile(rows, tileOf(30.2672, -97.7431, PARTNER_TILES.singlesFromZoom));
    expect(answer).toEqual({ total: 2, clusters: [], rows });
  });

  it('counts a partner on a shared edge in one tile only, so the tiles of a view add up', () => {
    // Longitude 0 is the edge between the z1 tiles x=0 and x=1.
    const onEdge = row('edge', 10, 0);
    const west = clusterPartnerTile([onEdge], { z: 1, x: 0, y: 0 });
    const east = clusterPartnerTile([onEdge], { z: 1, x: 1, y: 0 });
    expect(west.total + east.total).toBe(1);
  });

  it('ignores rows outside the tile (a store answer for a padded box)', () => {
    const answer = clusterPartnerTile([row('far', 45, 10)], tileOf(30, -97, 6));
    expect(answer).toEqual({ total: 0, clusters: [], rows: [] });
  });
});

describe('the tiles of a viewport', () => {
  const lower48 = { extent: [-125, 24, -66.5, 49.5] as const, padding: 12 };

  it('frames the lower 48 on a desktop map (850 x 600) in the four z 3 tiles around them', () => {
    const view = openingViewport({ width: 850, height: 600 }, null, lower48);
    expect(partnerTilesForViewport(view)).toEqual([
      { z: 3, x: 1, y: 2 },
      { z: 3, x: 1, y: 3 },
      { z: 3, x: 2, y: 2 },
      { z: 3, x: 2, y: 3 },
    ]);
  });

  it("opens on the URL's view, and every tile it asks for overlaps what the map shows", () => {
    const view = openingViewport({ width: 390, height: 400 }, { latitude: 30.27, longitude: -97.74, zoom: 12 }, lower48);
    const tiles = partnerTilesForViewport(view);
    expect(new Set(tiles.map((t) => t.z))).toEqual(new Set([11]));
    const [cx, cy] = toMapMetres(-97.74, 30.27);
    for (const tile of tiles) {
      const b = partnerTileBounds(tile);
      const [minX, minY] = toMapMetres(b.minLng, b.minLat);
      const [maxX, maxY] = toMapMetres(b.maxLng, b.maxLat);
      expect(minX).toBeLessThanOrEqual(cx + 195 * view.resolution);
      expect(maxX).toBeGreaterThanOrEqual(cx - 195 * view.resolution);
      expect(minY).toBeLessThanOrEqual(cy + 200 * view.resolution);
      expect(maxY).toBeGreaterThanOrEqual(cy - 200 * view.resolution);
    }
  });
});

describe('clusters drawn closer than their discs', () => {
  const radius = () => 20; // px; two discs overlap closer than 40 px
  const at4 = resolutionAtZoom(4); // ~9.8 km per pixel
  // Chicago split by a cell edge: two discs ~12 px apart at zoom 4; Milwaukee ~13 px away.
  const chicagoWest: [number, number, number] = [41.88, -87.7, 300];
  const chicagoEast: [number, number, number] = [41.88, -87.6, 100];
  const denver: [number, number, number] = [39.74, -104.99, 50];

  it('merge into one at their count-weighted mean, and the counts add up', () => {
    const { clusters, rows } = mergeOverlappingClusters({ clusters: [chicagoEast, chicagoWest, denver], rows: [] }, at4, radius);
    expect(rows).toEqual([]);
    expect(clusters).toHaveLength(2);
    const chicago = clusters.find(([, , count]) => count === 400)!;
    expect(chicago[0]).toBeCloseTo(41.88, 5);
    expect(chicago[1]).toBeCloseTo(-87.675, 5);
    expect(clusters).toContainEqual(denver);
  });

  it('stay apart once the map is zoomed in far enough to separate them', () => {
    const { clusters } = mergeOverlappingClusters({ clusters: [chicagoWest, chicagoEast], rows: [] }, resolutionAtZoom(10), radius);
    expect(clusters).toHaveLength(2);
  });

  it('take in a single partner drawn under them; a lone partner elsewhere stays a marker', () => {
    const underChicago = row('p-1', 41.9, -87.65);
    const inKansas = row('p-2', 38.5, -98.4);
    const { clusters, rows } = mergeOverlappingClusters({ clusters: [chicagoWest], rows: [underChicago, inKansas] }, at4, radius);
    expect(clusters.map(([, , count]) => count)).toEqual([301]);
    expect(rows).toEqual([inKansas]);
  });

  describe('single partners drawn over each other (browser audit #22: two Houston markers at zoom 10)', () => {
    const markerRadius = (count: number) => (count === 1 ? 12.5 : 20);
    // ~1.2 km apart: ~8 px at zoom 10, ~125 px at zoom 14.
    const houston = [row('h-1', 29.76, -95.37), row('h-2', 29.77, -95.365)];

    it('are counted in one disc, which a click zooms into, while they cover each other', () => {
      const { clusters, rows } = mergeOverlappingClusters({ clusters: [], rows: houston }, resolutionAtZoom(10), markerRadius);
      expect(rows).toEqual([]);
      expect(clusters).toHaveLength(1);
      expect(clusters[0]![2]).toBe(2);
      expect(clusters[0]![0]).toBeCloseTo(29.765, 5);
    });

    it('stay two markers once the map shows them apart', () => {
      expect(mergeOverlappingClusters({ clusters: [], rows: houston }, resolutionAtZoom(14), markerRadius)).toEqual({ clusters: [], rows: houston });
    });

    it('stay markers when no zoom could tell them apart (one address), and the partner kept on its own (the selected one) is never counted in', () => {
      const oneAddress = [row('a-1', 29.76, -95.37), row('a-2', 29.76, -95.37)];
      expect(mergeOverlappingClusters({ clusters: [], rows: oneAddress }, resolutionAtZoom(10), markerRadius).rows).toEqual(oneAddress);
      expect(mergeOverlappingClusters({ clusters: [], rows: houston }, resolutionAtZoom(10), markerRadius, 'h-1')).toEqual({ clusters: [], rows: houston });
    });
  });

  it('merges again when a merge brings a disc over a third', () => {
    // At zoom 4 a degree of longitude is ~11 px. b overlaps a (34 px); c is 45 px from a and
    // stays in the first pass, but a and b merged sit 34 px from c.
    const a: [number, number, number] = [40, -100, 10];
    const b: [number, number, number] = [40, -97, 5];
    const c: [number, number, number] = [40, -96, 9];
    const { clusters } = mergeOverlappingClusters({ clusters: [a, b, c], rows: [] }, at4, radius);
    expect(clusters.map(([, , count]) => count)).toEqual([24]);
  });
});
