/** What the map's view draws of the partners: every partner in it, as single markers and as groups (clusters). */
export interface PartnersInView {
  partners: number;
  markers: number;
  groups: number;
}

const counted = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The map described for screen readers (its canvas says nothing): "12 partner locations in this
 * view: 4 markers and 3 groups". Said politely whenever a pan, zoom or filter has brought the
 * view's partners in.
 */
export function inViewText({ partners, markers, groups }: PartnersInView): string {
  if (partners === 0) return 'No partner locations in this view';
  const shown = [markers > 0 ? counted(markers, 'marker', 'markers') : null, groups > 0 ? counted(groups, 'group', 'groups') : null].filter(Boolean);
  return `${counted(partners, 'partner location', 'partner locations')} in this view: ${shown.join(' and ')}`;
}
