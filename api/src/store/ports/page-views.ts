import type { LeadSourcesSearch, PageViewCount, PageViewTally } from '@powernest/domain';

/**
 * Page views (issue #45): counters per day, page, language and source, added to in batches by the
 * site server; no visitor, address or time finer than the day is ever stored.
 */
export interface PageViewStore {
  /** Adds each count to its counter (made at 0 when new), all in one round trip. */
  add(counts: readonly PageViewCount[]): Promise<void>;
  /** The views of the search's days (fromDay to toDay, both included; none: every day), by its grouping. */
  tallies(search: LeadSourcesSearch): Promise<PageViewTally[]>;
}
