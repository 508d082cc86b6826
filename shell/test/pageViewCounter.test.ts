/** @jest-environment node */
// Issue #45: page views are counted in memory and sent in batches, and memory stays bounded
// whatever sources visitors make up (docs/lead-sources.md "What counts").
import type { FastifyBaseLogger } from 'fastify';
import { PAGE_VIEW_BATCH_MAX, type PageViewCount } from '@powernest/domain';
import { createPageViewCounter } from '../server/visits/pageViewCounter';

const view = (campaign: string) => ({ page: '/', language: 'en-US' as const, source: 'newsletter', medium: 'email', campaign });
const DAY = new Date('2026-11-29T12:00:00Z');
const quiet = { warn: () => undefined } as unknown as FastifyBaseLogger;

describe('the page-view counter', () => {
  it('folds a flood of made-up campaigns into "(other)" and keeps every view counted', async () => {
    const batches: PageViewCount[][] = [];
    const counter = createPageViewCounter({ send: async (counts) => void batches.push(counts), flushMs: 3_600_000, log: quiet, now: () => DAY });
    for (let i = 0; i < 10_000; i++) counter.count(view(`c${i}`));
    counter.count(view('c1'));
    await counter.close();
    const [batch] = batches;
    expect(batches).toHaveLength(1);
    expect(batch!.length).toBeLessThanOrEqual(PAGE_VIEW_BATCH_MAX);
    expect(batch!.reduce((sum, c) => sum + c.views, 0)).toBe(10_001);
    expect(batch!.find((c) => c.campaign === 'c1')).toMatchObject({ day: '2026-11-29', views: 2 });
    expect(batch!.find((c) => c.campaign === '(other)')).toMatchObject({ source: '(other)', medium: '(other)', views: 10_000 - batch!.length + 1 });
  });

  it('keeps a batch the API did not take for the next one', async () => {
    const sent: PageViewCount[][] = [];
    let fail = true;
    const counter = createPageViewCounter({
      send: async (counts) => {
        if (fail) throw new Error('API down');
        sent.push(counts);
      },
      flushMs: 3_600_000,
      log: quiet,
      now: () => DAY,
    });
    counter.count(view('spring'));
    await counter.flush();
    fail = false;
    counter.count(view('spring'));
    await counter.close();
    expect(sent).toEqual([[{ day: '2026-11-29', ...view('spring'), views: 2 }]]);
  });
});
