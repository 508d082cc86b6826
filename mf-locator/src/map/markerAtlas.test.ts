import { ATLAS_CELL, ATLAS_TYPES, atlasOffset, markerAtlasDataUrl } from './markerAtlas';

it('has one sprite cell per business type, unknown types drawn as "other"', () => {
  expect(atlasOffset(ATLAS_TYPES[0])).toEqual([0, 0]);
  expect(atlasOffset('hotel')).toEqual([ATLAS_TYPES.indexOf('hotel') * ATLAS_CELL, 0]);
  expect(atlasOffset('bakery')).toEqual(atlasOffset('other'));
});

it('paints each type in its colour with its first letter', () => {
  const svg = decodeURIComponent(markerAtlasDataUrl().split(',')[1]);
  expect(svg).toContain('fill="#F97316"'); // restaurant orange
  expect(svg).toContain('fill="#EC4899"'); // beauty pink
  expect(svg.match(/<text /g)).toHaveLength(ATLAS_TYPES.length);
  expect(svg).toContain('>F</text>');
});
