import { readFileSync } from 'node:fs';
import { expect, type Page } from '../../app-config/playwright/test';

/** The WCAG levels the site answers for (2.2 AA and everything below it). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The page as shown on a 390 px phone: nothing but a table's own scroller goes past the screen's
 * edge, and axe-core (evaluated in the page, outside its CSP, as an extension would run it) finds
 * no WCAG 2.2 AA violation.
 */
export async function expectAccessibleOnPhone(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.evaluate(readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, WCAG_AA);
  expect(violations).toEqual([]);
}
