import { expect, test } from '../../app-config/playwright/test';

// The shell shows a skeleton while a remote's code arrives; the page must not jump when it lands.
for (const path of ['/', '/services', '/faq']) {
  test(`${path} loads without layout shift`, async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { __cls: number }).__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { __cls: number }).__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    // 0.1 is the "good" threshold of Core Web Vitals.
    expect(cls).toBeLessThan(0.1);
  });
}
