import { BUSINESS_TYPES, markerStyle } from '@powernest/domain';
import { theme } from '@powernest/shared-ui';
import { GLYPH_GRID, MARKER_GLYPHS } from './markerGlyphs';

/** One sprite cell per business type: a disc in the type's colour with its pictogram. */
export const ATLAS_CELL = 64;
export const ATLAS_TYPES = BUSINESS_TYPES;

const GLYPH_SIZE = 36;

/** The SVG of one marker centred at (cx, ATLAS_CELL / 2); unknown types are drawn as "other". */
function markerCell(type: string, cx: number): string {
  const { hex, text } = markerStyle(type);
  const glyph = MARKER_GLYPHS[type as keyof typeof MARKER_GLYPHS] ?? MARKER_GLYPHS.other;
  const half = ATLAS_CELL / 2;
  const offset = (ATLAS_CELL - GLYPH_SIZE) / 2;
  return (
    `<circle cx="${cx}" cy="${half}" r="29" fill="${hex}" stroke="${theme.palette.common.white}" stroke-width="5"/>` +
    `<path transform="translate(${cx - half + offset} ${offset}) scale(${GLYPH_SIZE / GLYPH_GRID})" d="${glyph}" fill="none" stroke="${text}" stroke-width="2.4" stroke-linecap="round" stroke-linejoin="round"/>`
  );
}

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/**
 * An SVG sprite of every marker, made once from the domain's colours and the pictograms. WebGL
 * draws icons, not vectors, so the markers travel as an image; each feature picks its cell by type.
 */
export function markerAtlasDataUrl(): string {
  const cells = ATLAS_TYPES.map((type, i) => markerCell(type, i * ATLAS_CELL + ATLAS_CELL / 2)).join('');
  return dataUrl(`<svg xmlns="http://www.w3.org/2000/svg" width="${ATLAS_TYPES.length * ATLAS_CELL}" height="${ATLAS_CELL}">${cells}</svg>`);
}

/**
 * One marker as inline SVG markup at `size` px (the legend draws exactly what the map draws).
 * Inline, not an <img> of a data URL: each SVG image is a document of its own, and nine of them
 * cost the locator a long task while the page loaded on a phone.
 */
export function markerSvg(type: string, size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${ATLAS_CELL} ${ATLAS_CELL}" aria-hidden="true" focusable="false">${markerCell(type, ATLAS_CELL / 2)}</svg>`;
}

/** The sprite offset of a type (unknown types use the "other" cell). */
export function atlasOffset(type: string): [number, number] {
  const index = ATLAS_TYPES.indexOf(type as (typeof ATLAS_TYPES)[number]);
  return [(index === -1 ? ATLAS_TYPES.indexOf('other') : index) * ATLAS_CELL, 0];
}
