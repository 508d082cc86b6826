// The map feature's public face: what the page and the sidebar use. OpenLayers stays behind
// MapArea's lazy LocatorMap (its own chunk); markerAtlas is plain SVG.
export { MapArea } from './MapArea';
export { markerSvg } from './markerAtlas';
