// The EmailJS transport against a local stand-in for https://api.emailjs.com (product.md §7, §8).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { fullLead, jsonHeaders } from './fixtures';
import { buildTestApp } from './helper';

interface Call {
  path: string;
  body: {
    service_id: string;
    template_id: string;
    user_id: string;
    accessToken?: string;
    template_params: Record<string, string>;
  };
}

describe('e-mail via EmailJS', () => {
  let server: Server;
  let calls: Call[];
  let answers: { status: number; body: string }[];
  let app: FastifyInstance;

  beforeEach(async () => {
    calls = [];
    answers = [];
    server = createServer((req, res) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => {
        calls.push({ path: req.url ?? '', body: JSON.parse(data) });
        const answer = answers.shift() ?? { status: 200, body: 'OK' };
        res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterEach(async () => {
    await app?.close();
    await new Promise((resolve) => server.close(resolve));
  });

  async function start(env: NodeJS.ProcessEnv = {}) {
    const { port } = server.address() as AddressInfo;
    app = await buildTestApp({
      MAIL_TRANSPORT: 'emailjs',
      EMAILJS_API_URL: `http://127.0.0.1:${port}/api/v1.0/email/send`,
      EMAILJS_PUBLIC_KEY: 'public-key-1',
      EMAILJS_SERVICE_ID: 'service_1',
      EMAILJS_ADMIN_TEMPLATE_ID: 'template_admin',
      EMAILJS_USER_TEMPLATE_ID: 'template_user',
      ADMIN_NOTIFY_EMAIL: 'leads@powernest.example',
      MAIL_MAX_ATTEMPTS: '3',
      ...env,
    });
  }
  /** Posts a lead and waits for the first delivery attempts, which follow the answer (issue #13). */
  const postLead = async () => {
    const res = await app.inject({ method: 'POST', url: '/api/leads', headers: jsonHeaders, payload: JSON.stringify(fullLead) });
    await app.outboxWorker.idle();
    return res;
  };

  it('posts service id, template id, public key and the product.md §7 parameters', async () => {
    await start();
    const res = await postLead();
    expect(res.json().emails).toEqual({ adminSent: true, userSent: true });
    expect(calls).toHaveLength(2);
    const admin = calls.find((c) => c.body.template_id === 'template_admin')!;
    const user = calls.find((c) => c.body.template_id === 'template_user')!;
    expect(admin.path).toBe('/api/v1.0/email/send');
    expect(admin.body).toMatchObject({ service_id: 'service_1', user_id: 'public-key-1' });
    expect(admin.body).not.toHaveProperty('accessToken');
    expect(Object.keys(admin.body.template_params).sort()).toEqual(
      [
        'to_email', 'business_name', 'contact_person', 'applicant_email', 'phone', 'location', 'business_type',
        'business_size', 'operating_hours', 'foot_traffic', 'decision_maker_title', 'pain_points', 'timeline',
        'existing_charging', 'customer_base', 'business_address', 'website', 'message', 'submission_date', 'submission_time',
      ].sort(),
    );
    expect(admin.body.template_params.to_email).toBe('leads@powernest.example');
    expect(user.body.template_params).toMatchObject({
      to_email: 'dana@bluedoor.example',
      to_name: 'Dana', // a first name of letters (issue #40)
      estimated_monthly_revenue: '$750',
      estimated_annual_revenue: '$9,000',
      timeline: '1-2 weeks',
    });
  });

  it('sends the private key as accessToken when configured', async () => {
    await start({ EMAILJS_PRIVATE_KEY: 'private-1' });
    await postLead();
    expect(calls[0]!.body.accessToken).toBe('private-1');
  });

  it('retries 429 Too Many Requests', async () => {
    await start();
    answers = [{ status: 429, body: 'Too Many Requests' }, { status: 429, body: 'Too Many Requests' }];
    const res = await postLead();
    // Answered before the attempts: promised, and delivered on the retry.
    expect(res.json().emails).toEqual({ adminSent: true, userSent: true });
    const pending = await app.store.outbox.list({ status: 'pending' });
    expect(pending.map((m) => m.lastError)).toEqual([
      'EmailJS 429 Too Many Requests: Too Many Requests',
      'EmailJS 429 Too Many Requests: Too Many Requests',
    ]);
    await app.outboxWorker.runOnce();
    expect((await app.store.outbox.list({ status: 'sent' })).length).toBe(2);
    expect(calls).toHaveLength(4);
  });

  it.each([
    [451, 'EmailJS 451 Unavailable For Headless Browser'],
    [403, 'EmailJS 403 Forbidden'],
    [400, 'EmailJS 400 Bad Request'],
  ])('gives up at once on %d', async (status, message) => {
    await start();
    answers = [{ status, body: '' }, { status, body: '' }];
    await postLead();
    const failed = await app.store.outbox.list({ status: 'failed' });
    expect(failed.map((m) => m.lastError)).toEqual([message, message]);
    await app.outboxWorker.runOnce();
    expect(calls).toHaveLength(2);
  });

  it('retries a network failure as "EmailJS 0 Network Error", then gives up after MAIL_MAX_ATTEMPTS', async () => {
    await start({ EMAILJS_API_URL: 'http://127.0.0.1:1/unreachable' });
    await postLead();
    await app.outboxWorker.runOnce();
    await app.outboxWorker.runOnce();
    await app.outboxWorker.runOnce();
    const failed = await app.store.outbox.list({ status: 'failed' });
    expect(failed).toHaveLength(2);
    expect(failed.map((m) => [m.attempts, m.lastError])).toEqual([
      [3, 'EmailJS 0 Network Error'],
      [3, 'EmailJS 0 Network Error'],
    ]);
  });
});
