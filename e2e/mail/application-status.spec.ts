import { expect, test, type Page } from '../../app-config/playwright/test';
import ICAL from 'ical.js';
import type { ParsedMail } from 'mailparser';
import { E2E_ADMIN } from '../../app-config/playwright/base';
import { answerTheWizard } from '../site/applicationWizard';
import { openMailbox, type Mailbox } from './mailbox';

// Issue #28 as an applicant lives it, with real e-mail: apply through the site, open the status
// page from the link in the confirmation (read from the test's SMTP mailbox), book a visit, get
// the invitation (.ics) in the business's local time, move it (the update keeps the event), and a
// second applicant cannot take the same time; the team sends a fresh link and the old one stops
// working. A wrong link shows nothing of anyone.

let mailbox: Mailbox;
test.beforeAll(async () => {
  mailbox = await openMailbox();
});
test.afterAll(async () => {
  await mailbox.close();
});

/** Each applicant is a visitor of their own address (the site trusts the test as its load balancer). */
const visitor = (address: string) => ({ extraHTTPHeaders: { 'x-forwarded-for': address } });

const STATUS_LINK = /http:\/\/127\.0\.0\.1:\d+\/application-status\/[A-Za-z0-9_-]+/;

/** The status link of the confirmation e-mail sent to `email`. */
async function statusLinkFor(email: string): Promise<string> {
  const confirmation = await mailbox.waitFor(email, /we received your application/);
  return STATUS_LINK.exec(confirmation.text ?? '')![0];
}

/** The invitation of a message: its event (registered with its VTIMEZONE, so times are the business's). */
function invitationOf(mail: ParsedMail) {
  const part = mail.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  const calendar = new ICAL.Component(ICAL.parse(part!.content.toString('utf8')));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { method: calendar.getFirstPropertyValue('method'), event: new ICAL.Event(calendar.getFirstSubcomponent('vevent')!) };
}

/** "9:00 AM" → 9, "2:00 PM" → 14. */
function hourOf(label: string): number {
  const [, h, ampm] = /(\d+):\d\d\s*(AM|PM)/.exec(label)!;
  return (Number(h) % 12) + (ampm === 'PM' ? 12 : 0);
}

async function apply(page: Page, businessName: string, email: string) {
  await page.goto('/partnership-application');
  await answerTheWizard(page, { businessName, email });
  await page.getByRole('button', { name: 'Submit Application' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Application Submitted' })).toBeVisible();
}

test.describe('an applicant', () => {
  test.use(visitor('198.18.28.1'));

  test('applies, opens the status page from the e-mail, books a visit, gets the invitation, and moves it', async ({ page }) => {
    test.setTimeout(90_000);
    const started = Date.now();
    const lap = (label: string) => console.log(`[#28 journey] ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const email = `dana.${Date.now()}@bluedoor.example`;
    const business = `Blue Door Café ${Date.now() % 100_000}`;
    await apply(page, business, email);
    lap('applied');

    const link = await statusLinkFor(email);
    lap('confirmation e-mail received');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Your application' })).toBeVisible();
    await expect(page.getByText(`${business}: your application arrived`)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Where it stands: Received' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Application progress' }).getByRole('listitem').and(page.locator('[aria-current="step"]'))).toHaveText('Received');

    // Miami, FL: the times are Eastern.
    await expect(page.getByText(/Times are your local time \(Eastern (Standard|Daylight) Time\)/)).toBeVisible();
    const first = page.getByRole('radio').first();
    const chosenLabel = (await first.locator('xpath=..').innerText()).trim();
    const chosenDay = await first.locator('xpath=ancestor::fieldset[1]/legend').innerText();
    await first.check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    const booked = page.getByRole('status').filter({ hasText: 'Your site visit is booked' });
    await expect(booked).toBeVisible();
    await expect(booked).toContainText(chosenDay);
    await expect(booked).toContainText(chosenLabel);
    await expect(page.getByRole('heading', { name: 'Where it stands: Site visit scheduled' })).toBeVisible();
    lap('visit booked');

    const invitation = invitationOf(await mailbox.waitFor(email, /site visit booked/));
    lap('invitation received');
    expect(invitation.method).toBe('REQUEST');
    expect(invitation.event.component.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('America/New_York');
    expect(invitation.event.startDate.hour).toBe(hourOf(chosenLabel));
    expect(invitation.event.duration.hours).toBe(1);
    // The team hears of it too.
    await mailbox.waitFor('partners@powernest.example', new RegExp(`Site visit booked: ${business}`));

    // Moving it: another time; the update is the same event with a higher SEQUENCE.
    const other = page.getByRole('radio').nth(3);
    const otherLabel = (await other.locator('xpath=..').innerText()).trim();
    await other.check();
    await page.getByRole('button', { name: 'Move my visit to this time' }).click();
    // The notice says it moved, never "booked" again (issue #40 §6).
    await expect(page.getByRole('status').filter({ hasText: 'Your site visit is moved' }).filter({ hasText: otherLabel })).toBeVisible();
    const update = invitationOf(await mailbox.waitFor(email, /site visit moved/));
    lap('visit moved, update received');
    expect(update.event.uid).toBe(invitation.event.uid);
    expect(update.event.sequence).toBeGreaterThan(invitation.event.sequence);
    expect(update.event.startDate.hour).toBe(hourOf(otherLabel));

    // The admin sees it on the dashboard and the lead page.
    await page.goto('/admin-login');
    await page.getByLabel('Username').fill(E2E_ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/admin-dashboard$/);
    const upcoming = page.getByRole('region', { name: 'Visits in the next 7 days' });
    const entry = upcoming.getByRole('listitem').filter({ hasText: business });
    await expect(entry).toContainText(otherLabel);
    await entry.getByRole('link', { name: business }).click();
    await expect(page.getByRole('heading', { level: 1, name: business })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Site visit' })).toContainText(`Booked for`);
    await expect(page.getByRole('region', { name: 'Site visit' })).toContainText(otherLabel);
    lap('admin saw it on the dashboard and the lead page');

    // A fresh link from the lead page: it arrives by e-mail, and the old one stops working.
    await page.getByRole('region', { name: 'E-mails' }).getByRole('button', { name: 'Send a fresh status link' }).click();
    await expect(page.getByText(`A fresh status link is queued for ${email}; the old link no longer works.`)).toBeVisible();
    const fresh = STATUS_LINK.exec((await mailbox.waitFor(email, /^PowerNest: the link to your application$/)).text ?? '')![0];
    expect(fresh).not.toBe(link);
    expect((await page.goto(link))!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    await page.goto(fresh);
    await expect(page.getByRole('heading', { name: 'Where it stands: Site visit scheduled' })).toBeVisible();
    lap('fresh link from the lead page received; the old one answers 404');
  });
});

test.describe('a second applicant', () => {
  test.use(visitor('198.18.28.2'));

  test('cannot take a time that is taken: it is not offered, and sending it anyway answers that it was just taken', async ({ page, browser, request }) => {
    test.setTimeout(60_000);
    const firstEmail = `ana.${Date.now()}@corner.example`;
    const secondEmail = `sam.${Date.now()}@deli.example`;
    await apply(page, 'Corner Shop', firstEmail);
    // The other applicant, in a browser of their own.
    const other = await browser.newContext(visitor('198.18.28.3'));
    await apply(await other.newPage(), 'Deli Two', secondEmail);
    await other.close();
    const [firstLink, secondLink] = [await statusLinkFor(firstEmail), await statusLinkFor(secondEmail)];

    await page.goto(firstLink);
    const taken = await page.getByRole('radio').first().getAttribute('value');
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your site visit is booked' })).toBeVisible();

    await page.goto(secondLink);
    await expect(page.getByRole('heading', { name: 'Book your site visit' })).toBeVisible();
    await expect(page.locator(`input[type=radio][value="${taken}"]`)).toHaveCount(0);
    const token = secondLink.split('/').pop()!;
    const res = await request.post(`/api/application/${token}/visit`, { data: { start: taken }, headers: visitor('198.18.28.2').extraHTTPHeaders });
    expect(res.status()).toBe(409);
    const body = await res.json();
    expect(body.error).toBe('That time was just taken. Please choose another.');
    expect(body.slots.map((s: { start: string }) => s.start)).not.toContain(taken);
  });
});

test('a wrong link shows nothing of any application, answers 404, and offers a new link', async ({ page }) => {
  const response = await page.goto('/application-status/not-a-real-token-0123456789abcdefghijklmnop');
  expect(response!.status()).toBe(404);
  expect(response!.headers()['referrer-policy']).toBe('no-referrer');
  await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
  await expect(page.getByText(/your application arrived/)).toHaveCount(0);
  await page.getByLabel('E-mail address').fill('nobody@nowhere.example');
  await page.getByRole('button', { name: 'Send me a new link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'If that address has an application with us' })).toBeVisible();
});
