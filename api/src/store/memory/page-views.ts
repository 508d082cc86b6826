import { viewGroupOf, groupKeyOf, type LeadSourcesSearch, type PageViewCount, type PageViewTally } from '@powernest/domain';
import type { PageViewStore } from '../ports';

type Counter = Omit<PageViewCount, 'views'> & { views: number };

export class MemoryPageViewStore implements PageViewStore {
  private readonly counters = new Map<string, Counter>();

  async add(counts: readonly PageViewCount[]): Promise<void> {
    for (const { views, ...key } of counts) {
      const id = JSON.stringify([key.day, key.page, key.language, key.source, key.medium, key.campaign]);
      const counter = this.counters.get(id);
      if (counter) counter.views += views;
      else this.counters.set(id, { ...key, views });
    }
  }

  async tallies(search: LeadSourcesSearch): Promise<PageViewTally[]> {
    const groups = new Map<string, PageViewTally>();
    for (const counter of this.counters.values()) {
      if ((search.fromDay && counter.day < search.fromDay) || (search.toDay && counter.day > search.toDay)) continue;
      const group = viewGroupOf(counter, search.by);
      const key = groupKeyOf(group);
      const tally = groups.get(key);
      if (tally) tally.views += counter.views;
      else groups.set(key, { ...group, views: counter.views });
    }
    return [...groups.values()];
  }
}
