/**
 * Every colour of the site, once: the theme (./theme.ts) is built from these, and the apps read
 * them through the theme (`theme.palette…`, or sx strings such as 'primary.main' and
 * 'brand.dark'). This is the one file of the repository where a hex colour may be written
 * (lint: config/eslint/noHexColours.mjs).
 */
export const PALETTE = {
  primary: { main: '#0b6e4f', dark: '#07503a', light: '#3f9a7a', contrastText: '#ffffff' },
  secondary: { main: '#f2a900', contrastText: '#1a1a1a' },
  background: { default: '#f7f9f8', paper: '#ffffff' },
  text: { primary: '#14201b', secondary: '#4a5a53' },
  common: { black: '#000000', white: '#ffffff' },
  /** The dark brand green of the footer, the standalone bar and the dark panels; its hover. Mint and cream: the home hero's wash. */
  brand: { dark: '#10231c', darkHover: '#1d3a2f', mint: '#e6f4ee', cream: '#fdf3d7' },
  /** Tints that tell cards apart (the admin's stat cards, the locator's position dot). */
  accent: { violet: '#7c3aed', blue: '#2563eb', orange: '#c2410c', red: '#b91c1c' },
} as const;

/**
 * The locator's own base map (drawn under the tiles; all a visitor sees when tiles cannot load):
 * water (the map's background), land (the states' fill), the lines between states and the
 * coastline. Light and quiet, so the business-type markers (the domain's MARKER_STYLES) stay what
 * the eye finds first. Plain values beside the theme's palette, not in it: the theme object is the
 * shared platform (shared-ui's root) and this only the map uses; exported from `/components`.
 */
export const MAP_COLOURS = {
  water: '#c8dcea',
  land: '#f3f0e7',
  stateBorder: '#b7ae9b',
  coastline: '#7d98ab',
} as const;
