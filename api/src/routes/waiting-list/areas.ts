import { deliveryStateOf, siteLanguageOr, type MailTransportKind, type WaitingListArea, type WaitingListEntryView } from '@powernest/domain';
import type { OutboxMessage, WaitingListEntry } from '../../store';

/** What the team reads of an entry: who, where, its priority, and whether and how it was told its area opened. */
export function entryViewOf(e: WaitingListEntry, notices: ReadonlyMap<string, OutboxMessage>, areaNames: ReadonlyMap<string, string>, transport: MailTransportKind): WaitingListEntryView {
  const notice = e.noticeId ? notices.get(e.noticeId) : undefined;
  return {
    id: e.id,
    email: e.email,
    businessName: e.businessName,
    zipCode: e.zipCode,
    status: e.status === 'served' ? 'served' : 'waiting',
    priorityScore: e.priorityScore,
    ...(e.language ? { language: siteLanguageOr(e.language) } : {}),
    createdAt: e.createdAt,
    ...(e.servedAt ? { servedAt: e.servedAt } : {}),
    ...(e.servedByArea ? { servedBy: areaNames.get(e.servedByArea) ?? e.servedByArea } : {}),
    ...(notice ? { notice: { delivery: deliveryStateOf(notice, transport), at: notice.sentAt ?? notice.createdAt } } : {}),
  };
}

/**
 * The waiting list by area (domain's areaKey), for the admin: areas with waiting entries first,
 * then most waiting, then the longest waiting; entries by priority (highest first), then oldest
 * first. Entries made without an area (none from the sign-up) are left out: there is nothing to serve.
 */
export function groupByArea(entries: readonly WaitingListEntry[], view: (entry: WaitingListEntry) => WaitingListEntryView): WaitingListArea[] {
  const byArea = new Map<string, WaitingListEntry[]>();
  for (const entry of entries) {
    if (!entry.area) continue;
    byArea.set(entry.area, [...(byArea.get(entry.area) ?? []), entry]);
  }
  const areas = [...byArea].map(([area, list]): WaitingListArea => {
    const sorted = list.slice().sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    const byPriority = sorted.slice().sort((a, b) => b.priorityScore - a.priorityScore || a.createdAt.getTime() - b.createdAt.getTime());
    const waiting = sorted.filter((e) => e.status === 'waiting').length;
    return {
      area,
      count: sorted.length,
      waiting,
      status: waiting > 0 ? 'waiting' : 'served',
      firstAt: sorted[0].createdAt,
      lastAt: sorted[sorted.length - 1].createdAt,
      entries: byPriority.map(view),
    };
  });
  return areas.sort((a, b) => b.waiting - a.waiting || a.firstAt.getTime() - b.firstAt.getTime() || a.area.localeCompare(b.area));
}
