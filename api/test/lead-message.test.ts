// Issue #29 part 7: the team writes to the applicant from the lead's page: a template filled for
// the lead, edited, sent through the outbox as a 'team-message', audited and on the timeline.
import type { FastifyInstance } from 'fastify';
import { LEAD_MESSAGE_MESSAGES } from '@powernest/domain';
import { createStaff, login, postJson } from './admin-support';
import { shortLead } from './fixtures';
import { useOwnApps, useTestApp } from './helper';

const CONTACT = { CONTACT_PHONE: '(555) 010-0199', CONTACT_EMAIL: 'hello@powernest.example' };

async function newLead(app: FastifyInstance, email = shortLead.email): Promise<number> {
  const res = await postJson(app, '/api/leads', { ...shortLead, email });
  await app.outboxWorker.idle();
  return res.json().lead.id;
}

const message = { template: 'first-contact', subject: 'About your kiosk', text: 'Hi Dana,\n\nShall we talk on Tuesday?' };
const send = (app: FastifyInstance, id: number, cookie: string, body: unknown = message) => postJson(app, `/api/leads/${id}/message`, body, { cookie });

describe('POST /api/leads/:id/message (log transport)', () => {
  const app = useTestApp(CONTACT);

  it('offers the templates filled for the lead and the team', async () => {
    const { cookie } = await login(app());
    const id = await newLead(app());
    const res = await app().inject({ url: `/api/leads/${id}/message`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { to, templates } = res.json();
    expect(to).toBe(shortLead.email);
    expect(templates.map((t: { label: string }) => t.label)).toEqual(['First contact', 'Visit reminder', 'Missing information']);
    for (const t of templates) {
      // The business in the text, never in the subject (issue #40); a first name in the greeting.
      expect(t.subject).not.toContain(shortLead.businessName);
      expect(t.text).toContain(shortLead.businessName);
      expect(t.text).toContain(`Hi ${shortLead.contactPerson.split(' ')[0]},`);
      expect(t.text).toContain('(555) 010-0199');
      expect(t.text).toContain('hello@powernest.example');
    }
  });

  it('stores the message in the outbox to the lead, answers with the e-mail as the page lists it, audits it and shows it on the timeline', async () => {
    const { cookie } = await login(app());
    const id = await newLead(app());
    const res = await send(app(), id, cookie, { ...message, subject: '  About your kiosk  ' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    // The log transport records and sends nothing: never said to be queued or delivered.
    expect(body).toMatchObject({ success: true, queued: false, email: { kind: 'team-message', to: shortLead.email, delivery: 'recorded', status: 'sent' } });

    const stored = (await app().store.outbox.list({ leadId: id })).find((m) => m.kind === 'team-message')!;
    expect(stored.id).toBe(body.email.id);
    expect(stored.templateParams).toMatchObject({ subject: 'About your kiosk', text: `${message.text}\n`, reply_to: 'hello@powernest.example', template: 'first-contact', sent_by: 'admin' });

    const [entry] = await app().store.auditLog.list({ resourceType: 'lead', resourceId: String(id) });
    expect(entry).toMatchObject({ action: 'lead.message', newValues: { template: 'first-contact', subject: 'About your kiosk', to: shortLead.email, emailId: stored.id } });
    // The audit keeps the template and subject, not what the applicant was told.
    expect(JSON.stringify(entry!.newValues)).not.toContain('Tuesday');

    const page = (await app().inject({ url: `/api/leads/${id}`, headers: { cookie } })).json();
    expect(page.emails.map((e: { kind: string }) => e.kind)).toContain('team-message');
    const event = page.timeline.find((e: { text?: string }) => e.text === 'team-message');
    expect(event).toMatchObject({ kind: 'email', to: shortLead.email, by: 'admin', subject: 'About your kiosk', delivery: 'recorded' });
    // Recorded, not sent: nobody was contacted, so the call is still owed and the lead untouched (issue #45).
    expect(page.lead.promises.contact.keptAt).toBeUndefined();
    expect(page.lead.version).toBe(0);
  });

  it('refuses a line break in the subject (no header injection), and texts past the bounds, saying why', async () => {
    const { cookie } = await login(app());
    const id = await newLead(app());
    const injected = await send(app(), id, cookie, { ...message, subject: 'Hello\r\nBcc: everyone@example.com' });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().fieldErrors).toEqual({ subject: LEAD_MESSAGE_MESSAGES.subjectLine });
    const long = await send(app(), id, cookie, { ...message, subject: 'x'.repeat(151), text: 'y'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().fieldErrors).toEqual({ subject: LEAD_MESSAGE_MESSAGES.subjectLength, text: LEAD_MESSAGE_MESSAGES.textLength });
    expect((await send(app(), id, cookie, { ...message, template: 'newsletter' })).statusCode).toBe(400);
    expect((await app().store.outbox.list({ leadId: id })).filter((m) => m.kind === 'team-message')).toEqual([]);
  });

  it('answers 404 for an unknown lead', async () => {
    const { cookie } = await login(app());
    const res = await send(app(), 999999, cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Lead not found');
  });

  it('is for those who change leads: read-only staff get 403, the signed-out 401', async () => {
    const id = await newLead(app());
    const { password } = await createStaff(app(), 'ana', 'analytics_user');
    const analyst = await login(app(), 'ana', password);
    expect((await send(app(), id, analyst.cookie)).statusCode).toBe(403);
    expect((await postJson(app(), `/api/leads/${id}/message`, message)).statusCode).toBe(401);
    const { password: salesPassword } = await createStaff(app(), 'sam', 'sales_admin');
    const sales = await login(app(), 'sam', salesPassword);
    expect((await send(app(), id, sales.cookie)).statusCode).toBe(201);
  });

  it('sends one inbox at most 20 messages a day, however many leads share it (429 says why and when); another inbox is untouched', async () => {
    const { cookie } = await login(app());
    const id = await newLead(app(), 'dana.reyes+kiosk@googlemail.com');
    const sameInbox = await newLead(app(), 'danareyes@gmail.com');
    for (let i = 0; i < 10; i++) expect((await send(app(), id, cookie)).statusCode).toBe(201);
    for (let i = 0; i < 10; i++) expect((await send(app(), sameInbox, cookie)).statusCode).toBe(201);
    const refused = await send(app(), id, cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(LEAD_MESSAGE_MESSAGES.tooMany);
    // A day's window: the answer says when to try again (RFC 9110 delay-seconds).
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(24 * 3600);
    expect((await send(app(), sameInbox, cookie)).statusCode).toBe(429);
    expect((await app().store.outbox.list({ leadId: id })).filter((m) => m.kind === 'team-message')).toHaveLength(10);
    const other = await newLead(app(), 'someone.else@gmail.com');
    expect((await send(app(), other, cookie)).statusCode).toBe(201);
  });
});

describe('the message through real transports', () => {
  const own = useOwnApps();

  it('SMTP: delivered to the applicant with the subject and text as edited, answers going to the team', async () => {
    const smtp = await own.mailbox();
    const app = await own.app({ ...CONTACT, MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, MAIL_FROM: 'PowerNest <no-reply@powernest.example>' });
    const id = await newLead(app);
    const { cookie } = await login(app);
    const res = await send(app, id, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ queued: true, email: { kind: 'team-message', delivery: 'delivered' } });
    const mail = smtp.received.find((m) => m.headers.subject === 'About your kiosk')!;
    expect(mail.to).toEqual([shortLead.email]);
    expect(mail.headers['reply-to']).toContain('hello@powernest.example');
    expect(mail.text).toContain('Shall we talk on Tuesday?');
    // Delivered: the applicant was contacted in writing, which keeps the contact promise, by the
    // sender, at the time the mail server took it (issue #45); the review is still owed.
    const sent = (await app.store.outbox.list({ leadId: id })).find((m) => m.kind === 'team-message')!;
    const page = (await app.inject({ url: `/api/leads/${id}`, headers: { cookie } })).json();
    expect(page.lead.promises.contact).toMatchObject({ keptAt: sent.sentAt!.toISOString(), keptBy: 'admin', keptWith: 'message' });
    expect(page.lead.promises.review.keptAt).toBeUndefined();
    expect(page.lead.status).toBe('new');
    // A second message keeps nothing more: the promise stays as the first one kept it.
    expect((await send(app, id, cookie)).statusCode).toBe(201);
    expect((await app.inject({ url: `/api/leads/${id}`, headers: { cookie } })).json().lead.promises.contact).toEqual(page.lead.promises.contact);
  });

  it('EmailJS: has no template for it, so the message fails at once with the reason', async () => {
    const app = await own.app({
      ...CONTACT,
      MAIL_TRANSPORT: 'emailjs',
      EMAILJS_API_URL: 'http://127.0.0.1:1/unreachable',
      EMAILJS_PUBLIC_KEY: 'public-key-1',
      EMAILJS_SERVICE_ID: 'service_1',
      EMAILJS_ADMIN_TEMPLATE_ID: 'template_admin',
      EMAILJS_USER_TEMPLATE_ID: 'template_user',
    });
    const id = await newLead(app);
    const { cookie } = await login(app);
    const res = await send(app, id, cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toMatchObject({ delivery: 'failed', lastError: expect.stringContaining('EmailJS has no template for "team-message" e-mails') });
    // Failed: the applicant heard nothing, the call is still owed.
    expect((await app.inject({ url: `/api/leads/${id}`, headers: { cookie } })).json().lead.promises.contact.keptAt).toBeUndefined();
  });
});
