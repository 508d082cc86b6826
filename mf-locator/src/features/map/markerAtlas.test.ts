import { MARKER_STYLES } from '@powernest/domain';
import { ATLAS_CELL, ATLAS_TYPES, atlasOffset, markerAtlasDataUrl, markerSvg } from './markerAtlas';
import { MARKER_GLYPHS } from './markerGlyphs';

const svgOf = (url: string) => decodeURIComponent(url.split(',')[1]!);

it('has one sprite cell per business type, unknown types drawn as "other"', () => {
  expect(atlasOffset(ATLAS_TYPES[0])).toEqual([0, 0]);
  expect(atlasOffset('hotel')).toEqual([ATLAS_TYPES.indexOf('hotel') * ATLAS_CELL, 0]);
  expect(atlasOffset('bakery')).toEqual(atlasOffset('other'));
});

it('gives every type its own pictogram (no shared letters)', () => {
  expect(Object.keys(MARKER_GLYPHS).sort()).toEqual([...ATLAS_TYPES].sort());
  expect(new Set(Object.values(MARKER_GLYPHS)).size).toBe(ATLAS_TYPES.length);
});

it('paints each type in its colour with its pictogram in the text colour', () => {
  const svg = svgOf(markerAtlasDataUrl());
  expect(svg).not.toContain('<text');
  expect(svg.match(/<path /g)).toHaveLength(ATLAS_TYPES.length);
  for (const type of ATLAS_TYPES) {
    expect(svg).toContain(`fill="${MARKER_STYLES[type].hex}"`);
    expect(svg).toContain(`d="${MARKER_GLYPHS[type]}" fill="none" stroke="${MARKER_STYLES[type].text}"`);
  }
});

it('draws a single marker (the legend) as the atlas draws it, hidden from screen readers', () => {
  const svg = markerSvg('automotive', 24);
  expect(svg).toMatch(/^<svg [^>]*width="24" height="24" viewBox="0 0 64 64" aria-hidden="true"/);
  expect(svg).toContain(`fill="${MARKER_STYLES.automotive.hex}"`);
  expect(svg).toContain(`d="${MARKER_GLYPHS.automotive}"`);
  expect(markerSvg('laundromat', 24)).toContain(`d="${MARKER_GLYPHS.other}"`);
});
