/**
 * Base maps of the layer switcher (SPEC §2, §7). `upstream` is the provider's tile URL; the
 * browser never calls it: it asks the site (`tileUrl`), whose server fetches the tile with a
 * time bound and answers a blank tile when the provider cannot be reached, so an outage shows a
 * plain background instead of a console full of errors, and the page needs one origin only.
 */
export const BASE_LAYERS = [
  {
    id: 'satellite',
    label: 'Satellite',
    upstream: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    attribution: 'Tiles © Esri',
    maxZoom: 18,
  },
  {
    id: 'street',
    label: 'Street Map',
    upstream: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    maxZoom: 19,
  },
  {
    id: 'terrain',
    label: 'Terrain',
    upstream: 'https://tile.opentopomap.org/{z}/{x}/{y}.png',
    attribution: '© OpenTopoMap (CC-BY-SA)',
    maxZoom: 17,
  },
] as const;

export type BaseLayerId = (typeof BASE_LAYERS)[number]['id'];
export const DEFAULT_BASE_LAYER: BaseLayerId = 'satellite';

/** The same-origin URL template the map asks for a base layer's tiles ({z}/{x}/{y} filled by the map). */
export function tileUrl(id: BaseLayerId): string {
  return `/tiles/${id}/{z}/{x}/{y}`;
}
