// What the lead page and its timeline say about each e-mail ("Every lead gets through"): exactly
// what happened — delivered, retrying (with the next try), failed, or recorded only by the log
// transport, which sends nothing.
import type { FastifyInstance } from 'fastify';
import { login, postJson } from './admin-support';
import { shortLead } from './fixtures';
import { useOwnApps } from './helper';

interface EmailView { kind: string; status: string; delivery: string; nextAttemptAt?: string }
interface EventView { kind: string; delivery?: string; nextAttemptAt?: string }

async function leadPage(app: FastifyInstance): Promise<{ emails: EmailView[]; timeline: EventView[] }> {
  const res = await postJson(app, '/api/leads', shortLead);
  await app.outboxWorker.idle();
  const { cookie } = await login(app);
  return (await app.inject({ url: `/api/leads/${res.json().lead.id}`, headers: { cookie } })).json();
}

describe('delivery on the lead page and its timeline', () => {
  const own = useOwnApps();

  it('log transport: recorded only, never delivered, in the e-mails and the timeline', async () => {
    const app = await own.app({ MAIL_TRANSPORT: 'log' });
    const page = await leadPage(app);
    expect(page.emails.map((e) => e.delivery)).toEqual(['recorded', 'recorded']);
    expect(page.timeline.filter((e) => e.kind === 'email').map((e) => e.delivery)).toEqual(['recorded', 'recorded']);
  });

  it('a real SMTP server: delivered', async () => {
    const smtp = await own.mailbox();
    const app = await own.app({ MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url });
    const page = await leadPage(app);
    expect(page.emails.map((e) => e.delivery)).toEqual(['delivered', 'delivered']);
    expect(page.timeline.filter((e) => e.kind === 'email').map((e) => e.delivery)).toEqual(['delivered', 'delivered']);
    expect(smtp.received).toHaveLength(2);
  });

  it('a refusing server: retrying, with the next try a retry delay away', async () => {
    const smtp = await own.mailbox({ rejectFirst: 10 });
    const app = await own.app({ MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, MAIL_RETRY_BASE_MS: '60000' });
    const before = Date.now();
    const page = await leadPage(app);
    for (const email of page.emails) {
      expect(email).toMatchObject({ status: 'pending', delivery: 'retrying' });
      const next = new Date(email.nextAttemptAt!).getTime();
      expect(next).toBeGreaterThanOrEqual(before + 60_000);
      expect(next).toBeLessThan(Date.now() + 61_000);
    }
    const events = page.timeline.filter((e) => e.kind === 'email');
    expect(events.map((e) => e.delivery)).toEqual(['retrying', 'retrying']);
    expect(events.every((e) => typeof e.nextAttemptAt === 'string')).toBe(true);
  });

  it('a permanent refusal: failed', async () => {
    const app = await own.app({ MAIL_TRANSPORT: 'smtp', SMTP_URL: 'smtp://127.0.0.1:1', MAIL_MAX_ATTEMPTS: '1' });
    const page = await leadPage(app);
    expect(page.emails.map((e) => e.delivery)).toEqual(['failed', 'failed']);
  });
});
