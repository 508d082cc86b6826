import type { LocatorText } from '../../i18n';

/** What the map's view draws of the partners: every partner in it, as single markers and as groups (clusters). */
export interface PartnersInView {
  partners: number;
  markers: number;
  groups: number;
}

/**
 * The map described for screen readers (its canvas says nothing): "12 partner locations in this
 * view: 4 markers and 3 groups", in the page's language. Said politely whenever a pan, zoom or
 * filter has brought the view's partners in.
 */
export function inViewText({ partners, markers, groups }: PartnersInView, t: LocatorText): string {
  if (partners === 0) return t('map.inView.none');
  const shownMarkers = markers > 0 ? t('map.inView.markers', { count: markers }) : null;
  const shownGroups = groups > 0 ? t('map.inView.groups', { count: groups }) : null;
  const shown = shownMarkers && shownGroups ? t('map.inView.both', { markers: shownMarkers, groups: shownGroups }) : (shownMarkers ?? shownGroups ?? '');
  return t('map.inView', { partners, shown });
}
