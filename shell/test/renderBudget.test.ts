/** @jest-environment node */
import { renderedUrl } from '../server/ssr/pageQuery';
import { createRenderBudget } from '../server/ssr/renderBudget';

describe('the share of renders (issue #40: one client\'s flood switched server rendering off for everyone)', () => {
  it('lets a client alone use every render, then gives a newcomer a slot and holds the first to its share', () => {
    const budget = createRenderBudget(4);
    const flood = Array.from({ length: 4 }, () => budget.take('198.18.0.1'));
    expect(flood.every(Boolean)).toBe(true);
    expect(budget.take('198.18.0.1')).toBeUndefined();
    // Another visitor is never refused their first render, however busy the flood keeps it.
    const visitor = budget.take('198.18.0.2');
    expect(visitor).toBeDefined();
    // Two clients rendering: the flood's share is now 2; it holds 3 when one of its renders ends.
    flood[0]!();
    expect(budget.take('198.18.0.1')).toBeUndefined();
    // Once its renders are down to its share, each client may use up to its share again.
    flood[1]!();
    flood[2]!();
    expect(budget.take('198.18.0.2')).toBeDefined();
    expect(budget.take('198.18.0.1')).toBeDefined();
    expect(budget.take('198.18.0.1')).toBeUndefined();
  });

  it('frees a slot once, however often its release is called', () => {
    const budget = createRenderBudget(1);
    const release = budget.take('a')!;
    release();
    release();
    expect(budget.take('a')).toBeDefined();
    expect(budget.take('a')).toBeUndefined();
  });
});

describe('the query a page is rendered with', () => {
  it('keeps only what the page reads: junk and tracking do not make a page of their own', () => {
    expect(renderedUrl('/partnership-process?junk=17', '/partnership-process')).toBe('/partnership-process');
    expect(renderedUrl('/es/partnership-application?utm_source=mail', '/partnership-application')).toBe('/es/partnership-application');
    expect(renderedUrl('/faq?utm_source=x&category=cost', '/faq')).toBe('/faq?category=cost');
    expect(renderedUrl('/roi-calculator?businessType=hotel&dailyCustomers=80&junk=1', '/roi-calculator')).toBe('/roi-calculator?businessType=hotel&dailyCustomers=80');
    expect(renderedUrl('/find-locations?q=austin&view=list&x=1', '/find-locations')).toBe('/find-locations?q=austin&view=list');
    expect(renderedUrl('/faq?junk=1', '/faq')).toBe('/faq');
  });
});
