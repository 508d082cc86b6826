import { BUSINESS_TYPES, markerStyle } from '@powernest/domain';

/** One sprite cell per business type: a coloured disc with the type's first letter. */
export const ATLAS_CELL = 64;
export const ATLAS_TYPES = BUSINESS_TYPES;

/**
 * An SVG sprite of every marker, made once from the domain's colours and letters. WebGL cannot
 * draw text, so the letters travel as an image; each feature picks its cell by type.
 */
export function markerAtlasDataUrl(): string {
  const cells = ATLAS_TYPES.map((type, i) => {
    const { hex, letter } = markerStyle(type);
    const x = i * ATLAS_CELL + ATLAS_CELL / 2;
    return (
      `<circle cx="${x}" cy="32" r="29" fill="${hex}" stroke="#ffffff" stroke-width="5"/>` +
      `<text x="${x}" y="33" text-anchor="middle" dominant-baseline="central" font-family="Arial, Helvetica, sans-serif" font-size="30" font-weight="700" fill="#ffffff">${letter}</text>`
    );
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${ATLAS_TYPES.length * ATLAS_CELL}" height="${ATLAS_CELL}">${cells}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** The sprite offset of a type (unknown types use the "other" cell). */
export function atlasOffset(type: string): [number, number] {
  const index = ATLAS_TYPES.indexOf(type as (typeof ATLAS_TYPES)[number]);
  return [(index === -1 ? ATLAS_TYPES.indexOf('other') : index) * ATLAS_CELL, 0];
}
