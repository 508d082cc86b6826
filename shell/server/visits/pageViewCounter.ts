import type { FastifyBaseLogger } from 'fastify';
import { PAGE_VIEW_BATCH_MAX, SOURCE_NONE, type PageViewCount } from '@powernest/domain';

/** One view to count: its page, language and source key; the day is the counter's. */
type PageView = Omit<PageViewCount, 'day' | 'views'>;

export interface PageViewCounter {
  /** Counts a view in memory: no I/O on the request's path. */
  count(view: PageView): void;
  /** Sends what was counted since the last flush, in one batch. */
  flush(): Promise<void>;
  /** Stops the timer and sends what is left. */
  close(): Promise<void>;
}

/** Distinct counters kept between flushes before new sources are folded into "(other)". */
const DISTINCT_MAX = Math.floor(PAGE_VIEW_BATCH_MAX * 0.9);

/**
 * Page views counted in memory and sent in batches (issue #45): one counter per day (UTC), page,
 * language and source, never a row per visitor. Memory is bounded whatever visitors send: past
 * DISTINCT_MAX counters in one period, a view with a new source counts under the "(other)"
 * source of its day, page and language (pages and languages come from the page manifests, not the
 * visitor), and past PAGE_VIEW_BATCH_MAX counters a view is dropped and logged. A batch the API
 * did not take is counted again (under the same bounds) and sent with the next one.
 */
export function createPageViewCounter({
  send,
  flushMs,
  log,
  now = () => new Date(),
}: {
  send: (counts: PageViewCount[]) => Promise<void>;
  flushMs: number;
  log: FastifyBaseLogger;
  now?: () => Date;
}): PageViewCounter {
  let counters = new Map<string, PageViewCount>();
  let dropped = 0;

  const add = (count: PageViewCount) => {
    const keyOf = (c: Omit<PageViewCount, 'views'>) => `${c.day}\n${c.page}\n${c.language}\n${c.source}\n${c.medium}\n${c.campaign}`;
    let key = keyOf(count);
    let counter = counters.get(key);
    if (!counter && counters.size >= DISTINCT_MAX) {
      count = { ...count, source: SOURCE_NONE.other, medium: SOURCE_NONE.other, campaign: SOURCE_NONE.other };
      key = keyOf(count);
      counter = counters.get(key);
    }
    if (counter) counter.views += count.views;
    else if (counters.size < PAGE_VIEW_BATCH_MAX) counters.set(key, { ...count });
    else dropped += count.views;
  };

  let sending: Promise<void> = Promise.resolve();
  const flush = () =>
    (sending = sending.then(async () => {
      if (counters.size === 0) return;
      const batch = [...counters.values()];
      counters = new Map();
      if (dropped > 0) log.warn({ dropped }, 'page views dropped: too many distinct counters in one period');
      dropped = 0;
      try {
        await send(batch);
      } catch (err) {
        log.warn({ err: String(err), counters: batch.length }, 'page views not sent; kept for the next batch');
        for (const count of batch) add(count);
      }
    }));

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    count: (view) => add({ ...view, day: now().toISOString().slice(0, 10), views: 1 }),
    flush,
    close: async () => {
      clearInterval(timer);
      await flush();
    },
  };
}
