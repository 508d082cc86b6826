import { expect, test, type APIRequestContext } from '../../app-config/playwright/test';
import { E2E_ADMIN } from '../../app-config/playwright/base';

// The partner locator from its server HTML alone (ARCHITECTURE "Progressive enhancement"): the
// list of the URL's search, paging by links, the coverage check (a GET form) and the waiting
// list (a POST form the site server answers), with JavaScript off.
test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.18.26.1' } });

const PAGE_SIZE = 20;

interface Listed {
  businessName: string;
  state: string;
}

/** What the API lists for a query (the same rules the page's server render asks for). */
async function listed(request: APIRequestContext, query: string): Promise<{ partners: Listed[]; total: number }> {
  const res = await request.get(`/api/partners?${query}`);
  expect(res.status()).toBe(200);
  return res.json();
}

test('the filter form lists Texas partners only, and the list pages by links', async ({ page, request }) => {
  await page.goto('/find-locations');
  await page.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/[?&]state=TX(&|$)/);

  const tx = await listed(request, `state=TX&limit=${PAGE_SIZE}`);
  expect(tx.total).toBeGreaterThan(0);
  await expect(page.getByText(`Found ${tx.total} location${tx.total === 1 ? '' : 's'} matching your criteria`)).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(tx.partners.length);
  expect(await cards.getByText(/, [A-Z]{2}$/).allTextContents()).toEqual(tx.partners.map(() => expect.stringMatching(/, TX$/)));
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('TX');

  // The demo network has fewer than a page of Texas partners: page through the whole list.
  await page.goto('/find-locations');
  const second = await listed(request, `limit=${PAGE_SIZE}&offset=${PAGE_SIZE}`);
  expect(second.total).toBeGreaterThan(PAGE_SIZE);
  await page.getByRole('navigation', { name: 'pagination navigation' }).getByRole('link', { name: 'Go to page 2' }).click();
  await expect(page).toHaveURL(/[?&]page=2(&|$)/);
  await expect(cards).toHaveCount(second.partners.length);
  expect(await cards.evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')))).toEqual(second.partners.map((p) => p.businessName));
  await expect(page.getByText(`Showing ${PAGE_SIZE + 1}–${PAGE_SIZE + second.partners.length} of ${second.total}`)).toBeVisible();
});

test('the coverage check answers for 59801, and joining the waiting list is stored', async ({ page, request }) => {
  const email = `no-js-${Date.now()}@example.com`;
  await page.goto('/find-locations');
  await page.getByLabel('ZIP code or city').fill('59801');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(page).toHaveURL(/[?&]place=59801(&|$)/);
  await expect(page.getByText('No PowerNest partner within 25 miles of Missoula, MT yet.', { exact: false })).toBeVisible();

  const form = page.getByRole('form', { name: 'Tell me when one opens' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Business name (optional)').fill('Hellgate Books');
  await form.getByRole('button', { name: 'Join the waiting list' }).click();

  const joined = page.getByRole('status').filter({ hasText: 'You are on the waiting list for Missoula, MT. We will e-mail you when a partner opens there.' });
  await expect(joined).toBeVisible();
  await expect(joined).toBeFocused();
  await expect(page.getByRole('form', { name: 'Tell me when one opens' })).toHaveCount(0);

  expect((await request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  const res = await request.get('/api/admin/waiting-list');
  expect(res.status()).toBe(200);
  const { areas } = (await res.json()) as { areas: Array<{ area: string; entries: Array<{ email?: string; businessName?: string; zipCode?: string }> }> };
  expect(areas.find((a) => a.area === 'Missoula, MT')?.entries).toContainEqual(expect.objectContaining({ email, businessName: 'Hellgate Books', zipCode: '59801' }));
});

test('a sign-up with errors comes back with an error summary, the messages and what was typed', async ({ page }) => {
  await page.goto('/find-locations?place=59801');
  const form = page.getByRole('form', { name: 'Tell me when one opens' });
  await form.getByLabel('E-mail').fill('not-an-email');
  await form.getByLabel('Business name (optional)').fill('Hellgate Books');
  await form.getByRole('button', { name: 'Join the waiting list' }).click();

  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeVisible();
  const link = summary.getByRole('link', { name: 'Invalid email address' });
  await expect(link).toHaveAttribute('href', '#field-email');
  const again = page.getByRole('form', { name: 'Tell me when one opens' });
  await expect(again.getByLabel('E-mail')).toHaveValue('not-an-email');
  await expect(again.getByLabel('E-mail')).toHaveAttribute('aria-invalid', 'true');
  await expect(again.locator('#field-email-helper-text')).toHaveText('Invalid email address');
  await expect(again.getByLabel('Business name (optional)')).toHaveValue('Hellgate Books');
  await link.click();
  await expect(again.getByLabel('E-mail')).toBeFocused();
});

test('what needs JavaScript is not offered: the map, Find Nearest, Use my location, Map/List and Show on map; a note says why (browser audit 11)', async ({ page }) => {
  await page.goto('/find-locations');
  await expect(page.getByRole('note')).toHaveText(/The map and finding partners near you need JavaScript, which is off in this browser\. The list below shows/);
  await expect(page.getByRole('note')).toBeVisible();
  for (const name of ['Find Nearest', 'Use my location', 'Map', 'List']) await expect(page.getByRole('button', { name, exact: true })).toBeHidden();
  // No empty grey box where the map would be.
  await expect(page.getByRole('heading', { name: 'Interactive Map' })).toBeHidden();
  await expect(page.locator('[data-map-frame]')).toBeHidden();
  // The list is there, each card with what works without JavaScript.
  const card = page.getByRole('article').first();
  await expect(card.getByRole('link', { name: 'Directions' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Show on map' })).toBeHidden();
  // What still works is still offered.
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add Your Business' })).toBeVisible();

  // In Spanish too, in its words.
  await page.goto('/es/find-locations');
  await expect(page.getByRole('note')).toHaveText(/^El mapa y la búsqueda de socios cerca de usted necesitan JavaScript/);
  await expect(page.getByRole('heading', { name: 'Interactive Map' })).toHaveCount(0);
});

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true });

  test('the same controls are there from the first paint, and no note', async ({ page }) => {
    await page.goto('/find-locations');
    for (const name of ['Find Nearest', 'Use my location', 'Map', 'List']) await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Interactive Map' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveCount(0);
    await page.goto('/find-locations?view=list');
    await expect(page.getByRole('article').first().getByRole('button', { name: 'Show on map' })).toBeVisible();
  });
});
