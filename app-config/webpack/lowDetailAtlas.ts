// The locator's base map ships a low-detail US atlas: us-atlas's 1:10,000,000 states, simplified
// at build time (Visvalingam, topojson-simplify) and quantised again. At the zooms the outline
// is seen without tiles (the whole country to a region) the dropped points are below a pixel;
// the chunk is less than half as big and the map draws half the points.
import { presimplify, quantile, simplify } from 'topojson-simplify';
import { quantize } from 'topojson-client';
import type { Objects, Topology } from 'topojson-specification';

/** A TopoJSON topology (the typings' default property type does not fit topojson-simplify's). */
type Atlas = Topology<Objects<object>>;
import type { LoaderContext } from 'webpack';

export interface LowDetailOptions {
  /** Share of the points kept, the most significant first (0 to 1). */
  keep: number;
  /** Grid of the output's integer coordinates, per axis over the atlas's extent. */
  quantization: number;
}

/** What the locator ships: half of the points, on a 10,000-step grid (~4 km across the US). */
export const LOW_DETAIL: LowDetailOptions = { keep: 0.5, quantization: 1e4 };

/** The atlas with fewer points: every object and its properties kept, arcs shared as before. */
export function lowDetailAtlas(atlas: Atlas, { keep, quantization }: LowDetailOptions): Atlas {
  const weighted = presimplify(structuredClone(atlas));
  // quantile(…, p): the weight below which all but a share p of the points lie.
  const simplified = simplify(weighted, quantile(weighted, keep));
  // presimplify adds each point's weight as a third value, and decodes the arcs; quantize
  // encodes them again (deltas on the grid) once the weights are dropped.
  const arcs = simplified.arcs.map((arc) => arc.map(([x, y]) => [x!, y!]));
  return quantize({ ...simplified, arcs } as Atlas, quantization);
}

/** The webpack loader (createConfig's rule for us-atlas files): TopoJSON text in, low-detail TopoJSON out. */
export default function lowDetailAtlasLoader(this: LoaderContext<Partial<LowDetailOptions>>, source: string): string {
  return JSON.stringify(lowDetailAtlas(JSON.parse(source) as Atlas, { ...LOW_DETAIL, ...this.getOptions() }));
}
