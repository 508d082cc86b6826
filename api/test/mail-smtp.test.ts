// E-mail through a real SMTP server (smtp-server on 127.0.0.1): SPEC §7 parameters arrive, and
// a failing server leads to retries that deliver each e-mail exactly once.
import type { FastifyInstance } from 'fastify';
import { fullLead, jsonHeaders, shortLead } from './fixtures';
import { buildTestApp } from './helper';
import { startSmtpServer, type TestSmtpServer } from './support/smtp-server';

describe('e-mail via SMTP', () => {
  let smtp: TestSmtpServer;
  let app: FastifyInstance;

  async function start(rejectFirst = 0) {
    smtp = await startSmtpServer({ rejectFirst });
    app = await buildTestApp({
      MAIL_TRANSPORT: 'smtp',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'PowerNest <no-reply@powernest.example>',
      ADMIN_NOTIFY_EMAIL: 'leads@powernest.example',
      CONTACT_PHONE: '(555) 010-0199',
      CONTACT_EMAIL: 'hello@powernest.example',
      MAIL_TIME_ZONE: 'UTC',
      MAIL_MAX_ATTEMPTS: '5',
    });
  }
  afterEach(async () => {
    await app?.close();
    await smtp?.close();
  });

  const postLead = (lead: object) =>
    app.inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify(lead) });

  it('delivers the admin notification and the applicant confirmation with the SPEC §7 parameters', async () => {
    await start();
    const res = await postLead(fullLead);
    expect(res.statusCode).toBe(201);
    expect(res.json().emails).toEqual({ adminSent: true, userSent: true });

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
      'Business type: restaurant',
      'Business size: small',
      'Foot traffic: very-high',
      'Preferred timeline: 1-2weeks',
      'Website: https://bluedoor.example',
      'Message: We have lots of students who stay for hours.',
    ]) {
      expect(admin.text).toContain(line);
    }
    expect(admin.text).toMatch(/Submitted on \w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC/);

    expect(applicant.headers.subject).toBe('PowerNest: we received your application for Blue Door Café');
    expect(applicant.text).toContain('Hi Dana Reyes');
    // restaurant (300) x very-high (2.5) = $750 a month, $9,000 a year
    expect(applicant.text).toContain('Estimated monthly revenue: $750');
    expect(applicant.text).toContain('Estimated annual revenue: $9,000');
    expect(applicant.text).toContain('Preferred installation timeline: 1-2weeks');
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

  it('fills "Not specified", "No additional message" and timeline "ASAP" for a short lead', async () => {
    await start();
    const { message: _m, ...noMessage } = shortLead;
    await postLead(noMessage);
    const admin = smtp.received.find((m) => m.to.includes('leads@powernest.example'))!;
    expect(admin.text).toContain('Business size: Not specified');
    expect(admin.text).toContain('Message: No additional message');
    const applicant = smtp.received.find((m) => m.to.includes('dana@bluedoor.example'))!;
    expect(applicant.text).toContain('Preferred installation timeline: ASAP');
    expect(applicant.text).toContain('Estimated monthly revenue: $300');
  });

  it('retries after temporary SMTP failures and delivers each e-mail exactly once', async () => {
    await start(4); // both first attempts and both second attempts are refused with 451
    const res = await postLead(fullLead);
    expect(res.statusCode).toBe(201);
    // The lead is stored even though mail is down; the client is told neither was sent.
    expect(res.json().emails).toEqual({ adminSent: false, userSent: false });
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

  it('reports not sent (but stores the lead) when the SMTP server is unreachable', async () => {
    await start();
    await smtp.close();
    const res = await postLead(shortLead);
    expect(res.statusCode).toBe(201);
    expect(res.json().emails).toEqual({ adminSent: false, userSent: false });
    const pending = await app.store.outbox.list({ status: 'pending' });
    expect(pending).toHaveLength(2);
  });
});
