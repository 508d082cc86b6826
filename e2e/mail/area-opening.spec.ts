import { expect, test } from '../../app-config/playwright/test';
import { E2E_ADMIN } from '../../app-config/playwright/base';
import { openMailbox, type Mailbox } from './mailbox';

// Issue #44 with real e-mail: three visitors wait for Cheyenne, one on the Spanish page without
// JavaScript; the team opens the area on the admin's Service areas page and is told 3 were told;
// the mailbox gets one e-mail each, the Spanish one in Spanish; opening it again sends nothing.

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

test.use({ extraHTTPHeaders: { 'x-forwarded-for': '198.18.44.20' } });

test('an area opened by the team e-mails its waiting list once, each in the language they joined in', async ({ page, browser, request }) => {
  test.setTimeout(90_000);
  const stamp = Date.now();
  const areaName = `Cheyenne ${stamp}`;
  const [ana, bo, cy] = ['ana', 'bo', 'cy'].map((name) => `${name}.${stamp}@example.com`);

  // A visitor joins in Spanish, without JavaScript, from the locator's coverage check.
  const plain = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '198.18.44.21' } });
  const spanish = await plain.newPage();
  const join = spanish.getByRole('form', { name: 'Avísenme cuando haya uno' });
  // On a loaded machine the server may send the page unrendered (production's 1 s render bound,
  // which a page without JavaScript cannot make up for): the visitor loads it again.
  await expect(async () => {
    await spanish.goto('/es/find-locations?place=82001');
    await expect(join).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await join.getByLabel(/^Correo electrónico/).fill(ana);
  await join.getByRole('button', { name: 'Unirme a la lista de espera' }).click();
  await expect(spanish.getByRole('status').filter({ hasText: 'Ya está en la lista de espera de Cheyenne, WY.' })).toBeVisible();
  await plain.close();
  // Two more in English.
  for (const email of [bo, cy]) expect((await request.post('/api/waiting-list', { data: { place: 'Cheyenne, WY', email, language: 'en-US' } })).status()).toBe(201);

  // The team adds the area (coming soon) through the API and opens it on the admin's page.
  expect((await page.request.post('/api/admin/login', { data: E2E_ADMIN })).status()).toBe(200);
  expect((await page.request.post('/api/admin/service-areas', { data: { areaName, state: 'WY', city: 'Cheyenne' } })).status()).toBe(201);
  await page.goto('/admin/service-areas');
  const row = page.getByRole('table', { name: 'Service areas' }).getByRole('row').filter({ hasText: areaName });
  await row.getByRole('button', { name: `Open ${areaName} now` }).click();
  await page.getByRole('dialog', { name: `Open ${areaName} now?` }).getByRole('button', { name: 'Open now' }).click();
  await expect(page.getByRole('status', { name: 'Last change' })).toContainText(`${areaName} is open. 3 on its waiting list were told: 3 e-mails queued.`);

  const inSpanish = await mailbox.waitFor(ana, /ya está en/);
  expect(inSpanish.subject).toBe(`PowerNest ya está en ${areaName}`);
  expect(inSpanish.text).toContain('/es/partnership-application');
  for (const email of [bo, cy]) expect((await mailbox.waitFor(email, /is now in/)).subject).toBe(`PowerNest is now in ${areaName}`);

  // Retired and opened again: nobody waits any more; nothing more is sent.
  const areas = (await (await page.request.get('/api/admin/service-areas')).json()).areas as { id: string; areaName: string; version: number }[];
  const area = areas.find((a) => a.areaName === areaName)!;
  const patch = (version: number, status: string) => page.request.patch(`/api/admin/service-areas/${area.id}`, { data: { version, areaName, state: 'WY', city: 'Cheyenne', status } });
  expect((await patch(area.version, 'retired')).status()).toBe(200);
  expect((await (await patch(area.version + 1, 'active')).json()).launch).toEqual({ served: 0, emailed: 0, capped: 0 });
  expect([ana, bo, cy].map((email) => mailbox.to(email).length)).toEqual([1, 1, 1]);
});
