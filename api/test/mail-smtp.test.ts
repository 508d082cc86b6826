// E-mail through a real SMTP server (smtp-server on 127.0.0.1): product.md §7 parameters arrive, and
// a failing server leads to retries that deliver each e-mail exactly once.
import type { FastifyInstance } from 'fastify';
import { fullLead, jsonHeaders, shortLead } from './fixtures';
import { buildTestApp } from './helper';
import { startSilentSmtpServer, startSmtpServer, type TestSmtpServer } from './support/smtp-server';

describe('e-mail via SMTP', () => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  const mailEnv = (url: string) => ({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: url,
      MAIL_FROM: 'PowerNest <no-reply@powernest.example>',
      ADMIN_NOTIFY_EMAIL: 'leads@powernest.example',
      CONTACT_PHONE: '(555) 010-0199',
      CONTACT_EMAIL: 'hello@powernest.example',
      MAIL_TIME_ZONE: 'UTC',
      MAIL_MAX_ATTEMPTS: '5',
  });
  async function start(rejectFirst = 0) {
    smtp = await startSmtpServer({ rejectFirst });
    app = await buildTestApp(mailEnv(smtp.url));
  }
  afterEach(async () => {
    await app?.close();
    await smtp?.close();
  });

  const postLead = (lead: object) =>
    app.inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify(lead) });
  /** The answer comes first; delivery follows from the outbox (issue #13). */
  const delivered = () => app.outboxWorker.idle();

  it('delivers the admin notification and the applicant confirmation with the product.md §7 parameters', async () => {
    await start();
    const res = await postLead(fullLead);
    expect(res.statusCode).toBe(201);
    expect(res.json().emails).toEqual({ adminSent: true, userSent: true });

    await delivered();
    expect(smtp.received).toHaveLength(2);
    const admin = smtp.received.find((m) => m.to.includes('leads@powernest.example'))!;
    const applicant = smtp.received.find((m) => m.to.includes('dana@bluedoor.example'))!;
    expect(admin.from).toBe('no-reply@powernest.example');
    expect(admin.headers.subject).toBe('New partnership application: Blue Door Café');
    expect(admin.headers['reply-to']).toContain('dana@bluedoor.example');
    for (const line of [
      'Business name: Blue Door Café',
      'Contact person: Dana Reyes',
      'Email: dana@bluedoor.example',
      'Phone: (555) 201-3344',
      'Location: Austin, TX',
      // Labels, not raw values; a website is never sent as a link.
      'Business type: Restaurant/Café',
      'Business size: Small (11-50 employees)',
      'Foot traffic: Very High (300+ customers/day)',
      'Preferred timeline: 1-2 weeks',
      'Website: Given (open the lead on the dashboard to see it)',
      'Message: We have lots of students who stay for hours.',
    ]) {
      expect(admin.text).toContain(line);
    }
    expect(admin.text).toMatch(/Submitted on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC/);

    expect(applicant.headers.subject).toBe('PowerNest: we received your application');
    expect(applicant.text).toContain('Hi Dana,');
    // restaurant (300) x very-high (2.5) = $750 a month, $9,000 a year
    expect(applicant.text).toContain('Estimated monthly revenue: $750');
    expect(applicant.text).toContain('Estimated annual revenue: $9,000');
    expect(applicant.text).toContain('Preferred installation timeline: 1-2 weeks');
    expect(applicant.text).not.toMatch(/1-2weeks|\(restaurant,/);
    expect(applicant.text).toContain('• Site survey within 48 hours');
    expect(applicant.text).toContain('• Fast-track installation for restaurants and hotels');
    expect(applicant.text).toContain('(555) 010-0199');
    expect(applicant.text).toContain('hello@powernest.example');

    const outbox = await app.store.outbox.list();
    expect(outbox.find((m) => m.kind === 'admin-notification')!.templateParams).toMatchObject({
      to_email: 'leads@powernest.example',
      business_name: 'Blue Door Café',
      applicant_email: 'dana@bluedoor.example',
      operating_hours: '7am-9pm daily',
      pain_points: 'Customers leave when their phones die',
    });
  });

  it('fills "Not specified", "No additional message" and timeline "Not given" for a short lead (never "ASAP": it chose none)', async () => {
    await start();
    const { message: _m, ...noMessage } = shortLead;
    await postLead(noMessage);
    await delivered();
    const admin = smtp.received.find((m) => m.to.includes('leads@powernest.example'))!;
    expect(admin.text).toContain('Business size: Not specified');
    expect(admin.text).toContain('Message: No additional message');
    const applicant = smtp.received.find((m) => m.to.includes('dana@bluedoor.example'))!;
    expect(applicant.text).toContain('Preferred installation timeline: Not given');
    expect(applicant.text).not.toContain('ASAP');
    expect(applicant.text).toContain('Estimated monthly revenue: $300');
  });

  it('no applicant-typed link or number reaches either inbox, however it is masked (the timeline field included)', async () => {
    await start();
    await postLead({
      ...fullLead,
      businessName: 'Blue Door Café evil[.]example',
      contactPerson: 'Dana (call 1-800-555-0199)',
      location: 'Austin, TX evil%2Eexample',
      preferredInstallTimeline: 'https://evil.example/pay',
      operatingHours: '7am-9pm, see evil。example',
      currentPainPoints: 'visit ｅｖｉｌ．ｅｘａｍｐｌｅ',
      customerBase: 'evil (dot) example',
      message: 'Call +1 (512) 555 0100 or evil[.]example/x',
    });
    await delivered();
    expect(smtp.received).toHaveLength(2);
    for (const mail of smtp.received) {
      for (const part of [mail.headers.subject ?? '', mail.text, mail.raw]) expect(part).not.toMatch(/evil|ｅｖｉｌ|555-0199|555 0100/i);
    }
    const applicant = smtp.received.find((m) => m.to.includes('dana@bluedoor.example'))!;
    expect(applicant.text).toContain('Preferred installation timeline: Not given');
    // A place with a link in it is not repeated at all (issue #40): only the type's label stays.
    expect(applicant.text).toContain('for your business (Restaurant/Café).');
  });

  it('retries after temporary SMTP failures and delivers each e-mail exactly once', async () => {
    await start(4); // both first attempts and both second attempts are refused with 451
    const res = await postLead(fullLead);
    expect(res.statusCode).toBe(201);
    // Nothing is known against the mail server yet: both e-mails are promised, and they do go out.
    expect(res.json().emails).toEqual({ adminSent: true, userSent: true });
    await delivered();
    expect(await app.store.leads.count()).toBe(1);
    expect(smtp.received).toHaveLength(0);

    let pending = await app.store.outbox.list({ status: 'pending' });
    expect(pending).toHaveLength(2);
    expect(pending[0]!.lastError).toMatch(/^SMTP 451/);

    await app.outboxWorker.runOnce(); // second attempts: refused again
    expect(smtp.received).toHaveLength(0);
    await app.outboxWorker.runOnce(); // third attempts: accepted
    expect(smtp.rejected).toBe(4);
    expect(smtp.received).toHaveLength(2);

    // Nothing is left to send, and more polls send nothing again.
    await app.outboxWorker.runOnce();
    await app.outboxWorker.runOnce();
    expect(smtp.received).toHaveLength(2);
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['dana@bluedoor.example', 'leads@powernest.example']);
    pending = await app.store.outbox.list({ status: 'pending' });
    expect(pending).toHaveLength(0);
    const sent = await app.store.outbox.list({ status: 'sent' });
    expect(sent.map((m) => m.attempts)).toEqual([3, 3]);
  });

  it('stores the lead when the SMTP server is unreachable, and once it is known to be down stops promising e-mail', async () => {
    await start();
    await smtp.close();
    expect((await postLead(shortLead)).statusCode).toBe(201);
    await delivered(); // both first attempts fail
    const res = await postLead({ ...shortLead, email: 'second@example.com' });
    expect(res.statusCode).toBe(201);
    expect(res.json().emails).toEqual({ adminSent: false, userSent: false });
    await delivered();
    expect(await app.store.leads.count()).toBe(2);
    expect(await app.store.outbox.list({ status: 'pending' })).toHaveLength(4);
  });

  it('SMTP down, then back on the same address: every message is delivered exactly once', async () => {
    await start();
    const port = Number(new URL(smtp.url).port);
    await smtp.close();
    await postLead(shortLead);
    await postLead({ ...shortLead, email: 'second@example.com' });
    await delivered();
    expect(await app.store.outbox.list({ status: 'pending' })).toHaveLength(4);

    smtp = await startSmtpServer({ port });
    await app.outboxWorker.runOnce(); // MAIL_RETRY_BASE_MS=0: every message is due again
    await app.outboxWorker.runOnce();
    expect(smtp.received.map((m) => m.to[0]).sort()).toEqual(['dana@bluedoor.example', 'leads@powernest.example', 'leads@powernest.example', 'second@example.com']);
    expect(await app.store.outbox.list({ status: 'sent' })).toHaveLength(4);
    // The next lead is promised its e-mails again.
    expect((await postLead({ ...shortLead, email: 'third@example.com' })).json().emails).toEqual({ adminSent: true, userSent: true });
  });

  it('answers POST /api/leads at once when the mail server accepts connections and never greets (black hole)', async () => {
    const hole = await startSilentSmtpServer();
    app = await buildTestApp(mailEnv(hole.url));
    try {
      const started = performance.now();
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => postLead({ ...shortLead, email: `v${i}@example.com` })));
      const elapsed = performance.now() - started;
      expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
      expect(elapsed).toBeLessThan(1000);
      expect(await app.store.leads.count()).toBe(10);
      // Delivery is under way or waiting in the outbox, and bounded: no connection per message.
      const outbox = await app.store.outbox.list();
      expect(outbox).toHaveLength(20);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(hole.connections()).toBeLessThanOrEqual(8);
    } finally {
      await hole.close(); // dropping the connections lets the waiting attempts end
      await app.close();
    }
  }, 30_000);
});
