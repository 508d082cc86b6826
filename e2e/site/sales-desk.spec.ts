import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '../../app-config/playwright/test';
import { SAMPLE_SHORT_LEAD, TEAM_TIME_ZONE_DEFAULT, calendarDateIn } from '@powernest/domain';
import { adminSessionFile, signInThroughPage } from '../../app-config/playwright/adminSession';
import { ADMIN_REMOTE_PATIENCE } from './sitePages';

// Issue #29 as a sales desk lives it: two admins on the board in two browsers, one moves a card
// and the other sees it move without reloading; the workspace finds a phone by its digits.

let applicant = 0;
/** A lead sent through the API by an applicant of their own address (the site's limits are per visitor). */
async function apply(page: Page, businessName: string, phone = SAMPLE_SHORT_LEAD.phone) {
  applicant += 1;
  const res = await page.request.post('/api/leads', {
    data: { ...SAMPLE_SHORT_LEAD, businessName, phone, email: `owner.${Date.now()}.${applicant}@desk.example` },
    headers: { 'x-forwarded-for': `198.18.29.${applicant}` },
  });
  expect(res.status()).toBe(201);
}

// Each admin signs in from an address of their own (the site trusts the test as its load
// balancer): the sign-in limits per address stay the production ones, and this file's sign-ins
// do not spend the budget of the other files' admin on 127.0.0.1.
let admins = 0;
const contexts: BrowserContext[] = [];
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

async function signedIn(browser: Browser): Promise<Page> {
  admins += 1;
  // A desk's screen: the whole board in view, so a card dragged from it does not start near the
  // window's edge, where the board scrolls the page under the pointer (dnd-kit's auto-scroll).
  const context = await browser.newContext({ viewport: { width: 1280, height: 1000 }, extraHTTPHeaders: { 'x-forwarded-for': `198.18.30.${admins}` } });
  contexts.push(context);
  const page = await context.newPage();
  await signInThroughPage(page);
  return page;
}

/**
 * An admin at work in a browser of their own, with the session the project's setup signed in
 * once before the run (app-config/playwright/adminSession.ts): the tests about what an admin does, not about signing in. Two admins on
 * the board still sign in through the page, each a session of their own.
 */
async function atWork(browser: Browser): Promise<Page> {
  admins += 1;
  const context = await browser.newContext({ storageState: adminSessionFile(test.info().project.name), extraHTTPHeaders: { 'x-forwarded-for': `198.18.30.${admins}` } });
  contexts.push(context);
  const page = await context.newPage();
  await page.goto('/admin-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible(ADMIN_REMOTE_PATIENCE);
  await expect(page).toHaveURL(/\/admin-dashboard$/);
  return page;
}

/**
 * Lifts the focused card with Space. dnd-kit starts listening for the arrow keys one task after
 * the lift (so the lifting key is not read as a drop); a page timer set now runs after that one,
 * so once it has run the next arrow key cannot be lost, as a person's never is.
 */
async function pickUp(page: Page, announcer: Locator, over: string) {
  await page.keyboard.press('Space');
  await expect(announcer).toContainText(over);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

test('two admins on the board: a card one moves, the other sees moving without reloading', async ({ browser }) => {
  test.setTimeout(90_000);
  const name = `Board Café ${Date.now()}`;
  const [first, second] = [await signedIn(browser), await signedIn(browser)];
  await apply(first, name);
  for (const page of [first, second]) await page.goto(`/admin/leads?view=board&q=${encodeURIComponent(name)}`);
  const column = (page: Page, status: string) => page.getByRole('region', { name: status, exact: true });
  const card = (page: Page, status: string) => column(page, status).getByRole('listitem').filter({ hasText: name });
  await expect(card(first, 'New')).toBeVisible();
  await expect(card(second, 'New')).toBeVisible();
  // Every column has loaded (on a slower store a column still loading is taller, and the board
  // settles under the pointer), as a person waits for the board before dragging.
  for (const status of ['Contacted', 'Qualified']) await expect(column(first, status).getByText('No leads here.')).toBeVisible();
  // The second admin's page must not reload: a mark on its window would be gone.
  await second.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));

  // Dragged with the mouse from New to Contacted.
  const from = (await card(first, 'New').boundingBox())!;
  const to = (await column(first, 'Contacted').boundingBox())!;
  await first.mouse.move(from.x + from.width / 2, from.y + from.height - 10);
  await first.mouse.down();
  await first.mouse.move(from.x + from.width / 2 + 20, from.y + from.height, { steps: 4 });
  await first.mouse.move(to.x + to.width / 2, to.y + 60, { steps: 12 });
  await first.mouse.up();
  await expect(first.getByText(`${name} moved to Contacted`)).toBeVisible();
  await expect(card(first, 'Contacted')).toBeVisible();

  const seen = Date.now();
  await expect(card(second, 'Contacted')).toBeVisible();
  await expect(card(second, 'New')).toHaveCount(0);
  console.log(`[#29 board] the other admin saw the move ${Date.now() - seen} ms after the mover's answer`);
  expect(await second.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  // With the keyboard: its Move button, right to Qualified, drop. Each step is announced.
  const announcer = first.locator('[id^="DndLiveRegion"]');
  await card(first, 'Contacted').getByRole('button', { name: `Move ${name}` }).focus();
  await pickUp(first, announcer, `${name} is over Contacted`);
  await first.keyboard.press('ArrowRight');
  await expect(announcer).toContainText(`${name} is over Qualified`);
  await first.keyboard.press('Space');
  await expect(first.getByText(`${name} moved to Qualified`)).toBeVisible();
  await expect(card(second, 'Qualified')).toBeVisible();

  // A move the pipeline does not allow (Qualified back to New) is refused and says why.
  await card(first, 'Qualified').getByRole('button', { name: `Move ${name}` }).focus();
  await pickUp(first, announcer, `${name} is over Qualified`);
  for (const target of ['Contacted', 'New']) {
    await first.keyboard.press('ArrowLeft');
    await expect(announcer).toContainText(`${name} is over ${target}`);
  }
  await first.keyboard.press('Space');
  await expect(first.getByText('Qualified cannot move to New: a lead moves one step along the pipeline, or to Lost or Duplicate.')).toBeVisible();
  await expect(card(first, 'Qualified')).toBeVisible();
});

test('the workspace finds a phone by its digits, however it was written', async ({ browser }) => {
  const page = await atWork(browser);
  const name = `Digits Deli ${Date.now()}`;
  const phone = `(512) 555-${String(Date.now() % 10_000).padStart(4, '0')}`;
  await apply(page, name, phone);
  await page.goto('/admin/leads');
  await page.getByRole('searchbox', { name: 'Search' }).fill(phone.replace(/\D/g, ''));
  await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: name })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(`+1 ${phone.replace(/\D/g, '').replace(/(\d{3})(\d{3})(\d{4})/, '$1 $2 $3')}`);
  await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row').filter({ hasText: name })).toBeVisible();
});

test('a bulk move of fifty leads applies the allowed moves and reports each refused one', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await atWork(browser);
  const tag = `Bulk${Date.now()}`;
  for (let i = 0; i < 50; i++) await apply(page, `${tag} Shop ${i}`);
  // Ten of them were qualified already (through the same API, as a colleague's page would).
  const { ids } = await (await page.request.get(`/api/leads/ids?q=${tag}`)).json();
  expect(ids).toHaveLength(50);
  const ahead = ids.slice(0, 10);
  for (const status of ['contacted', 'qualified']) expect((await page.request.post('/api/leads/bulk', { data: { ids: ahead, status } })).status()).toBe(200);

  await page.goto(`/admin/leads?q=${tag}`);
  await page.getByRole('checkbox', { name: 'Select every lead on this page' }).check();
  const bar = page.getByRole('region', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: 'Select all 50 leads matching' }).click();
  await expect(bar.getByText('50 leads selected')).toBeVisible();
  await bar.getByRole('combobox', { name: 'Move to' }).selectOption('contacted');
  const started = Date.now();
  await bar.getByRole('button', { name: 'Apply' }).click();
  const outcome = bar.getByRole('alert');
  // Fifty moves in one request: on FerretDB (it reads every document for each command) 3 s on a
  // quiet machine and over 10 s with both cores busy. This test asks what is done, not how fast
  // (the time is logged below); the bound is its own.
  await expect(outcome).toContainText('40 leads changed, 10 leads not', { timeout: 45_000 });
  console.log(`[#29 bulk] 50 leads moved and answered in ${Date.now() - started} ms`);
  await expect(outcome.getByRole('link')).toHaveCount(10);
  for (const id of ahead) await expect(outcome.getByRole('link', { name: `Lead #${id}: A lead that is Qualified cannot move to Contacted` })).toBeVisible();
  // The list shows what was done: 40 contacted, 10 still qualified.
  await expect(page.getByRole('tab', { name: 'Contacted (40)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Qualified (10)' })).toBeVisible();

  // A hand-picked selection exports as it is: those leads, nothing else.
  await bar.getByRole('button', { name: 'Clear selection' }).click();
  for (const i of [47, 43]) await page.getByRole('checkbox', { name: `Select ${tag} Shop ${i}`, exact: true }).check();
  const download = page.waitForEvent('download');
  await bar.getByRole('link', { name: 'Export these 2 (CSV)' }).click();
  const csv = await readFile((await (await download).path())!, 'utf8');
  expect(csv.match(new RegExp(`${tag} Shop \\d+`, 'g'))?.sort()).toEqual([`${tag} Shop 43`, `${tag} Shop 47`]);
});

test('a follow-up set for today on the lead page appears on the dashboard under Due today', async ({ browser }) => {
  const page = await atWork(browser);
  const name = `Follow-up Florist ${Date.now()}`;
  await apply(page, name);
  const { ids } = await (await page.request.get(`/api/leads/ids?q=${encodeURIComponent(name)}`)).json();
  await page.goto(`/admin/leads/${ids[0]}`);
  const card = page.getByRole('form', { name: 'Follow-up' });
  // Today on the team's calendar (MAIL_TIME_ZONE, unset here: the default zone).
  await card.getByLabel('Follow-up date').fill(calendarDateIn(new Date(), TEAM_TIME_ZONE_DEFAULT));
  await card.getByLabel('What to follow up on').fill('Call about the kiosk');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByRole('status')).toHaveText('Saved');

  await page.goto('/admin-dashboard');
  const dueToday = page.getByRole('region', { name: 'Follow-ups' }).getByRole('list', { name: /^Due today/ });
  await expect(dueToday.getByRole('link', { name })).toBeVisible();
});
