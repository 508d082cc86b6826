/**
 * Base maps of the layer switcher (SPEC §2, §7). These URLs are configuration: a deployment
 * that proxies or licenses other tiles changes them here. When tiles cannot load (offline, a
 * blocked provider) the markers, popups and controls keep working on a plain background.
 */
export const BASE_LAYERS = [
  {
    id: 'satellite',
    label: 'Satellite',
    url: 'https://server.arcgisonline.com/ArcGIS/rest/services/World_Imagery/MapServer/tile/{z}/{y}/{x}',
    attribution: 'Tiles © Esri',
    maxZoom: 18,
  },
  {
    id: 'street',
    label: 'Street Map',
    url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    maxZoom: 19,
  },
  {
    id: 'terrain',
    label: 'Terrain',
    url: 'https://tile.opentopomap.org/{z}/{x}/{y}.png',
    attribution: '© OpenTopoMap (CC-BY-SA)',
    maxZoom: 17,
  },
] as const;

export type BaseLayerId = (typeof BASE_LAYERS)[number]['id'];
export const DEFAULT_BASE_LAYER: BaseLayerId = 'satellite';
