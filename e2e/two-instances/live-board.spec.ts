import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_SHORT_LEAD } from '@powernest/domain';
import { signInThroughPage } from '../../app-config/playwright/adminSession';
import { ADMIN_REMOTE_PATIENCE } from '../site/sitePages';

// Issue #42: two site instances (each with its API) on one MongoDB database, as production runs
// them behind a load balancer. A session made on one opens the other; a lead sent through one
// instance appears on a sales board open on the other, and a card moved there moves on the first,
// each within a second and without a reload. (Tab limits, the outbox and the rate limits across
// instances: api/test/mongo-two-instances.test.ts.)

const secondInstance = () => test.info().project.metadata.secondInstance as string;

async function board(page: Page, baseURL: string, name: string) {
  await page.goto(`${baseURL}/admin/leads?view=board&q=${encodeURIComponent(name)}`);
  await expect(page.getByRole('region', { name: 'New', exact: true })).toBeVisible(ADMIN_REMOTE_PATIENCE);
  // A reload would lose this mark.
  await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
}
const card = (page: Page, status: string, name: string) => page.getByRole('region', { name: status, exact: true }).getByRole('listitem').filter({ hasText: name });

test('a lead sent through one instance appears on a board open on the other, and a move there shows on the first, each within a second', async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '198.18.42.1' } });
  const onFirst = await context.newPage();
  await signInThroughPage(onFirst);

  // The same browser (its session cookie) on the second instance: signed in there too.
  const onSecond = await context.newPage();
  const name = `Two Instances Café ${Date.now()}`;
  await board(onSecond, secondInstance(), name);
  await board(onFirst, baseURL!, name);

  const sent = await onFirst.request.post('/api/leads', {
    data: { ...SAMPLE_SHORT_LEAD, businessName: name, email: `owner.${Date.now()}@two.example` },
    headers: { 'x-forwarded-for': '198.18.42.2' },
  });
  expect(sent.status()).toBe(201);
  const answered = Date.now();
  await expect(card(onSecond, 'New', name)).toBeVisible({ timeout: 1_000 });
  console.log(`[#42 two instances] the second instance's board showed the lead ${Date.now() - answered} ms after the first answered`);
  await expect(card(onFirst, 'New', name)).toBeVisible();

  // Moved on the second instance's board with the keyboard: the first instance's board follows.
  const announcer = onSecond.locator('[id^="DndLiveRegion"]');
  await card(onSecond, 'New', name).getByRole('button', { name: `Move ${name}` }).focus();
  await onSecond.keyboard.press('Space');
  await expect(announcer).toContainText(`${name} is over New`);
  await onSecond.keyboard.press('ArrowRight');
  await expect(announcer).toContainText(`${name} is over Contacted`);
  await onSecond.keyboard.press('Space');
  await expect(onSecond.getByText(`${name} moved to Contacted`)).toBeVisible();
  const moved = Date.now();
  await expect(card(onFirst, 'Contacted', name)).toBeVisible({ timeout: 1_000 });
  console.log(`[#42 two instances] the first instance's board showed the move ${Date.now() - moved} ms after the second answered`);
  for (const page of [onFirst, onSecond]) expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  await context.close();
});
