import zlib from 'node:zlib';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import atlasFile from 'us-atlas/states-10m.json';
import { LOW_DETAIL, lowDetailAtlas } from '../webpack/lowDetailAtlas';

type States = Topology<{ states: GeometryCollection<{ name: string }>; nation: GeometryCollection }>;
const atlas = atlasFile as unknown as States;
const low = lowDetailAtlas(atlas, LOW_DETAIL) as unknown as States;

const points = (t: Topology) => t.arcs.reduce((n, arc) => n + arc.length, 0);
const gzipped = (t: Topology) => zlib.gzipSync(JSON.stringify(t)).length;

/** Ray casting over a state's rings (longitude, latitude). */
function contains(state: Feature<Polygon | MultiPolygon>, [x, y]: [number, number]): boolean {
  const polygons: Position[][][] = state.geometry.type === 'Polygon' ? [state.geometry.coordinates] : state.geometry.coordinates;
  let inside = false;
  for (const ring of polygons.flat()) {
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i]!, [xj, yj] = ring[j]!;
      if (yi! > y !== yj! > y && x < ((xj! - xi!) * (y - yi!)) / (yj! - yi!) + xi!) inside = !inside;
    }
  }
  return inside;
}
const stateAt = (t: States, at: [number, number]) =>
  feature(t, t.objects.states).features.find((f) => contains(f as Feature<Polygon | MultiPolygon>, at))?.properties?.name;

describe('the low-detail atlas the locator ships', () => {
  it('keeps every state and territory with its name, and the nation', () => {
    const names = (t: States) => t.objects.states.geometries.map((g) => (g.properties as { name: string }).name);
    expect(names(low)).toEqual(names(atlas));
    expect(low.objects.nation.geometries).toHaveLength(atlas.objects.nation.geometries.length);
  });

  it('has about the share of points asked for, and is less than half the gzipped size', () => {
    expect(points(low) / points(atlas)).toBeGreaterThan(LOW_DETAIL.keep * 0.9);
    expect(points(low) / points(atlas)).toBeLessThan(LOW_DETAIL.keep * 1.2);
    expect(gzipped(low)).toBeLessThan(gzipped(atlas) / 2);
  });

  it('still puts places in their states, near borders too', () => {
    const places: [string, [number, number]][] = [
      ['Kansas', [-98.4, 38.5]],
      ['Texas', [-97.74, 30.27]], // Austin
      ['Missouri', [-94.6, 39.1]], // Kansas City, MO, ~3 km from the Kansas line
      ['Kansas', [-94.65, 39.1]], // Kansas City, KS
      ['Florida', [-80.19, 25.77]], // Miami, on the coast
      ['Alaska', [-149.9, 61.22]], // Anchorage
    ];
    for (const [name, at] of places) {
      expect(stateAt(atlas, at)).toBe(name); // the places are right in the source
      expect(stateAt(low, at)).toBe(name);
    }
  });
});
