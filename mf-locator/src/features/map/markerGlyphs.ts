import type { BusinessType } from '@powernest/domain';

/**
 * One pictogram per business type (issue #14: markers told apart without colour; first letters
 * were ambiguous: R, H and O each stood for two types). SVG path data on a 24 x 24 grid, drawn
 * as round-capped strokes in the marker's text colour.
 */
export const GLYPH_GRID = 24;
export const MARKER_GLYPHS: Record<BusinessType, string> = {
  // fork and knife
  restaurant: 'M6 3v5a2 2 0 0 0 4 0V3M8 3v4M8 10v11M16 21V3c2 1.5 3 4.5 3 9h-3',
  // shopping bag
  retail: 'M5 8h14l-1.2 13H6.2zM9 8V6.5a3 3 0 0 1 6 0V8',
  // office block with windows
  office: 'M5 21V3h10v18M15 9h4v12M3 21h18M8 7h1M11 7h1M8 11h1M11 11h1M8 15h1M11 15h1',
  // bed with a pillow
  hotel: 'M3 6v14M3 16h18v4M21 16v-3a3 3 0 0 0-3-3h-7v6M5 12a2 2 0 1 0 4 0a2 2 0 1 0-4 0',
  // medical cross
  healthcare: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  // car
  automotive: 'M3 17v-5l2.5-5h13l2.5 5v5zM3 12h18M5 17v2h3v-2M16 17v2h3v-2',
  // scissors
  beauty: 'M4 6a3 3 0 1 0 6 0a3 3 0 1 0-6 0M4 18a3 3 0 1 0 6 0a3 3 0 1 0-6 0M9.2 7.8L20 19M9.2 16.2L20 5',
  // dumbbell
  fitness: 'M6.5 7v10M17.5 7v10M3.5 9.5v5M20.5 9.5v5M6.5 12h11',
  // star
  other: 'M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z',
};
