/**
 * The locator's own base map (drawn under the tiles; all a visitor sees when tiles cannot load):
 * water (the map's background), land (the states' fill), the lines between states and the
 * coastline. Light and quiet, so the business-type markers (the domain's MARKER_STYLES) stay what
 * the eye finds first. Plain values beside the theme, not in it: the theme object is the shared
 * platform (shared-ui's root) and this only the map uses; exported from `/components`.
 */
export const MAP_COLOURS = {
  water: '#c8dcea',
  land: '#f3f0e7',
  stateBorder: '#b7ae9b',
  coastline: '#7d98ab',
} as const;
