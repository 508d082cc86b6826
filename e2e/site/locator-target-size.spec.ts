import { expect, test, type Locator } from '../../app-config/playwright/test';
import { PHONE_VIEWPORT } from '../../app-config/playwright/phoneProfile';

// Targets a finger or a pointer can hit on the locator (browser audit 23 and 24), measured as
// the browser lays them out: WCAG 2.5.5's 44 CSS px for the cards' links on a phone, and at least
// WCAG 2.5.8's 24 px for the map's own buttons on a desktop (axe's target-size).

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.18.40.62' } });

async function box(target: Locator) {
  await target.scrollIntoViewIfNeeded();
  const b = await target.boundingBox();
  if (!b) throw new Error('not laid out');
  return b;
}

test.describe('on a phone', () => {
  test.use(PHONE_VIEWPORT);

  test("each card's phone and e-mail links are 44 px tall", async ({ page }) => {
    await page.goto('/find-locations?view=list');
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const card of (await cards.all()).slice(0, 3)) {
      for (const link of [card.locator('a[href^="tel:"]'), card.locator('a[href^="mailto:"]')]) {
        const b = await box(link);
        expect(b.height).toBeGreaterThanOrEqual(44);
        // Within the card: a long address wraps instead of running off a 390 px screen.
        expect(b.x + b.width).toBeLessThanOrEqual(390);
      }
    }
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the map's zoom buttons are at least 24 x 24 px, and do not overlap", async ({ page }) => {
    await page.goto('/find-locations');
    const zoomIn = page.getByTitle('Zoom in');
    const zoomOut = page.getByTitle('Zoom out');
    await expect(zoomIn).toBeVisible({ timeout: 20_000 });
    const a = await box(zoomIn);
    const b = await box(zoomOut);
    for (const target of [a, b]) {
      expect(target.width).toBeGreaterThanOrEqual(24);
      expect(target.height).toBeGreaterThanOrEqual(24);
    }
    expect(b.y).toBeGreaterThanOrEqual(a.y + a.height);
  });
});
