import type { WaitingListArea } from '@powernest/domain';
import type { WaitingListEntry } from '../../store';

/**
 * The waiting list by area (domain's areaKey), for the admin: areas with waiting entries first,
 * then most waiting, then the longest waiting; entries oldest first. Entries made without an
 * area (none from the sign-up) are left out: there is nothing to serve.
 */
export function groupByArea(entries: readonly WaitingListEntry[]): WaitingListArea[] {
  const byArea = new Map<string, WaitingListEntry[]>();
  for (const entry of entries) {
    if (!entry.area) continue;
    byArea.set(entry.area, [...(byArea.get(entry.area) ?? []), entry]);
  }
  const areas = [...byArea].map(([area, list]): WaitingListArea => {
    const sorted = list.slice().sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const waiting = sorted.filter((e) => e.status === 'waiting').length;
    return {
      area,
      count: sorted.length,
      waiting,
      status: waiting > 0 ? 'waiting' : 'served',
      firstAt: sorted[0].createdAt,
      lastAt: sorted[sorted.length - 1].createdAt,
      entries: sorted.map((e) => ({
        id: e.id,
        email: e.email,
        businessName: e.businessName,
        zipCode: e.zipCode,
        status: e.status === 'served' ? 'served' : 'waiting',
        createdAt: e.createdAt,
      })),
    };
  });
  return areas.sort((a, b) => b.waiting - a.waiting || a.firstAt.getTime() - b.firstAt.getTime() || a.area.localeCompare(b.area));
}
