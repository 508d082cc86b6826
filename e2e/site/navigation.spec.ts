import { expect, test } from '../../app-config/playwright/test';
import { startFrame } from '../../app-config/playwright/frame';

test.describe('header on a large screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('links in the product.md §2 order, with Get Started to /contact', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link').or(nav.locator('summary'))).toHaveText([
      'Home',
      'About',
      'Services',
      'Partnership',
      'Locations',
      'FAQ',
      'Get Started',
      // The language switcher (issue #30): the home page is also in Spanish.
      'Español',
    ]);
    await nav.getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the active link is highlighted', async ({ page }) => {
    await page.goto('/services');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the Partnership dropdown toggles on click and closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    // Closing on Escape is the script's part: start it, and wait until React owns the header.
    await startFrame(page);
    const toggle = page.locator('summary', { hasText: 'Partnership' });
    const dropdown = page.locator('details').filter({ has: toggle });
    const menu = page.getByRole('banner').getByRole('navigation', { name: 'Partnership' });
    await toggle.click();
    await expect(menu.getByRole('link')).toHaveText(['Process', 'Apply Now', 'ROI Calculator', 'Success Stories']);
    await expect(dropdown).toHaveAttribute('open', '');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(menu).toBeVisible();

    await menu.getByRole('link', { name: 'ROI Calculator' }).click();
    await expect(page).toHaveURL(/\/roi-calculator$/);
    await expect(menu).toBeHidden();
    await expect(dropdown).not.toHaveAttribute('open');
  });
});

test('the header never runs off a tablet or laptop screen, in English or Spanish: its links, or the menu button', async ({ page }) => {
  for (const path of ['/', '/es']) {
    // One load per page, then each width in turn: the server's HTML does not depend on the window,
    // nothing of the page runs before the visitor's first interaction, and the header is laid out
    // again at each width as the media queries say, as it was at a load at that width (issue #41:
    // a load per width was five loads of the same page).
    await page.setViewportSize({ width: 900, height: 800 });
    await page.goto(path);
    for (const width of [900, 1024, 1199, 1200, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const header = page.getByRole('banner');
      // Every control the header shows lies inside the window (the last one, the language switch, first to fall off).
      const rightmost = await header.evaluate((el) =>
        Math.max(...[...el.querySelectorAll('a, summary')].filter((c) => c.getClientRects().length > 0).map((c) => c.getBoundingClientRect().right)),
      );
      expect(rightmost, `${path} at ${width} px`).toBeLessThanOrEqual(width);
    }
  }
});

test.describe('header on a phone (375px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a toggle opens the menu under the header, and it closes on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByLabel('Open menu').click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    const box = await menu.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(370);
    // Every link is a thumb's target.
    for (const link of await menu.getByRole('link').all()) expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);

    await menu.getByRole('link', { name: 'Apply Now' }).click();
    await expect(page).toHaveURL(/\/partnership-application$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Partnership Application' })).toBeVisible();
  });

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/about', '/faq', '/find-locations', '/admin-login', '/no-such-page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('a link clicked while React is still taking over the page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  // The header, the page and the footer each hydrate in a pass of their own (hydrateLater).
  // Each link is clicked at the worst moment: React already owns the header's logo link, not
  // yet the clicked link. A phone is slower still; the throttle widens that moment.
  const LINKS = [
    { region: 'header', selector: 'nav[aria-label="Main"] a[href="/contact"]', to: /\/contact$/ },
    { region: 'page', selector: 'main a[href="/about"]', to: /\/about$/ },
    { region: 'footer', selector: 'footer a[href="/faq"]', to: /\/faq$/ },
  ];
  // A load where the check did not run inside that moment is tried again. On a busy machine
  // the footer's pass can come before the check sees anything: the last load then clicks the
  // hydrated link, and the test says so in its annotations (here the header's moment was caught
  // in every load, and against the build with the bug its test failed 6 times out of 6).
  const ATTEMPTS = 5;
  test.setTimeout(90_000);

  for (const link of LINKS) {
    test(`a ${link.region} link still navigates`, async ({ page, context }) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
      for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
        await page.goto('/', { waitUntil: 'commit' });
        const target = page.locator(link.selector);
        await target.scrollIntoViewIfNeeded();
        const box = (await target.boundingBox())!;
        // The first interaction (once the page's loader is listening) starts the frame.
        await page.waitForFunction(() => document.readyState !== 'loading');
        await page.mouse.move(attempt, 1);
        const moment = await page.waitForFunction(
          (selector) => {
            // React marks each element it has adopted with a fiber key (an internal, read here only to time the click).
            const adopted = (el: Element | null) => !!el && Object.keys(el).some((key) => key.startsWith('__reactFiber$'));
            if (adopted(document.querySelector(selector))) return 'missed';
            return adopted(document.querySelector('header a[href="/"]')) && 'now';
          },
          link.selector,
          { polling: 10 },
        );
        const missed = (await moment.jsonValue()) === 'missed';
        if (missed && attempt < ATTEMPTS) continue;
        if (missed) test.info().annotations.push({ type: 'timing', description: `the moment was missed in ${ATTEMPTS} loads; clicked the hydrated link` });
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
        await expect(page).toHaveURL(link.to);
        return;
      }
    });
  }
});

// Spec: "On small screens a toggle button opens a full-screen menu" (#40). The menu is a
// <details>, so this holds before any script runs and without it.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`the phone menu is full-screen (390x844, JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, () => {
    test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled });

    test('it covers the viewport under the header and the page behind it does not scroll', async ({ page }) => {
      await page.goto('/');
      await page.getByLabel('Open menu').click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu).toBeVisible();
      const header = (await page.getByRole('banner').boundingBox())!;
      const panel = (await menu.locator('xpath=..').boundingBox())!;
      expect(panel.width).toBeGreaterThanOrEqual(390);
      expect(panel.y).toBeLessThanOrEqual(header.y + header.height);
      expect(panel.y + panel.height).toBeGreaterThanOrEqual(844 - 1);
      expect(panel.height).toBeGreaterThanOrEqual(844 - header.height - 1);

      // The page behind does not scroll (a wheel over the menu, and over the header bar).
      const scrollTop = () => page.evaluate(() => document.scrollingElement!.scrollTop);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflowY)).toBe('hidden');
      for (const [x, y] of [[195, 600], [100, 30]]) {
        await page.mouse.move(x, y);
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(200);
        expect(await scrollTop()).toBe(0);
      }

      // The toggle stays visible and closes it.
      await page.getByLabel('Open menu').click();
      await expect(menu).toBeHidden();
      await page.evaluate(() => document.scrollingElement!.scrollBy(0, 300));
      expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBeGreaterThan(0);
    });
  });
}
