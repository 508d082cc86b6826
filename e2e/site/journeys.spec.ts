import { expect, test, type Page } from '../../app-config/playwright/test';
import { E2E_ADMIN } from '../../app-config/playwright/base';
import { fillContactForm } from './contactForm';
import { answerTheWizard } from './applicationWizard';

// Journeys across remotes, one visitor from one address, with the production default limits
// (issue #25: every rate-limited route shared one counter, so after the map the contact form,
// the wizard and the waiting list answered 429). The site trusts the test as its load balancer,
// so each journey is a visitor of its own address, as in production.
const visitor = (address: string) => ({ extraHTTPHeaders: { 'x-forwarded-for': address } });

/** Counts the partner requests the locator makes (tiles, stats, a popup's partner). */
function countPartnerRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/partners')) count++;
  });
  return () => count;
}

/** Opens the locator, zooms in twice and pans, then lists the partners, as a visitor browses. */
async function browseLocator(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Tile servers are unreachable here: the base map's own outline shows; tiles are not the point.
  await page.route(/\/tiles\/(?!layers\.json)/, (route) => route.fulfill({ status: 204 }));
  await page.goto('/find-locations');
  const map = page.getByTestId('locator-map');
  await map.scrollIntoViewIfNeeded();
  await expect(map).toHaveAttribute('data-ready', 'true');
  const box = (await map.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // Each gesture waits for the map to come to rest, as the address records it (at=lat,lng,zoom on
  // moveend): a wheel turned while the last zoom still animates may be merged into it, and then no
  // new tiles (and no partner requests) follow.
  const restingView = () => new URL(page.url()).searchParams.get('at');
  for (let zoom = 0; zoom < 2; zoom++) {
    const before = restingView();
    await page.mouse.move(centre.x, centre.y);
    await page.mouse.wheel(0, -400);
    await expect.poll(restingView).not.toBe(before);
  }
  const before = restingView();
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x - 250, centre.y - 120, { steps: 8 });
  await page.mouse.up();
  await expect.poll(restingView).not.toBe(before);
  await page.getByRole('button', { name: 'List' }).click();
  await expect(page.getByRole('article').first()).toBeVisible();
}

test.describe('a visitor who browsed the locator', () => {
  test.use(visitor('198.18.25.1'));

  test('sends the contact form, applies through the wizard and joins the waiting list, from one address', async ({ page }) => {
    test.setTimeout(90_000); // four pages' worth of a visitor's work
    const partnerRequests = countPartnerRequests(page);
    await browseLocator(page);
    // The issue measured 18-26 partner requests for this much browsing: more than the lead
    // form's whole budget (10), which one shared counter spent before the form was sent.
    expect(partnerRequests()).toBeGreaterThan(10);

    // Each answer is what the visitor is shown: sent by the page's script or, before it has taken
    // over (a busy machine), by the form itself through the site server — the same API, the same
    // limits; a refusal (429) would show its message instead.

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await fillContactForm(page, { businessName: `Journey Cowork ${Date.now()}`, email: 'jordan.journey@example.com', message: 'We looked at the map first.' });
    await page.getByRole('button', { name: 'Request FREE Equipment' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Request Submitted' })).toBeVisible();

    await page.goto('/partnership-application');
    await answerTheWizard(page, { businessName: `Journey Bistro ${Date.now()}`, email: 'sam.journey@example.com' });
    await page.getByRole('button', { name: 'Submit Application' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Application Submitted' })).toBeVisible();

    // Back to the locator through the menu: nobody near Missoula yet, so the visitor joins its waiting list.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Locations' }).click();
    // As a person waits for the page to show its partners before using it: a ZIP typed while the
    // page was still coming in was once found empty again (a clean-clone run; next session's issue).
    await expect(page.getByText(/^Found \d+ locations?$/)).toBeVisible();
    await page.getByLabel('ZIP code or city').fill('59801');
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByLabel('E-mail').fill('journey.waiting@example.com');
    await page.getByRole('button', { name: 'Join the waiting list' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'You are on the waiting list for Missoula, MT. We will e-mail you when a partner opens there.' })).toBeVisible();
  });
});

test.describe('an admin who browsed the map', () => {
  test.use(visitor('198.18.25.2'));

  test('signs in', async ({ page }) => {
    test.setTimeout(60_000); // the locator browsed (two zooms, a pan, the list), then a sign-in
    await browseLocator(page);
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
  });
});
