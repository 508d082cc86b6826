// The outbox under a burst ("Every lead gets through"): N leads stored and handed to the worker
// exactly as POST /api/leads does (store.leads.create, then deliverSoon), 2N e-mails to a real
// SMTP server on 127.0.0.1 (the API tests' smtp-server helper), the production poll interval
// (5 s). Today's worker and the one before it, one after the other in the same run, each with a
// fresh store and server. Measured: time until every e-mail has arrived (or the time limit),
// e-mails per second, duplicates, and how many answers promised "sent".
import { loadConfig } from '@powernest/api';
import { composeLeadEmails } from '../../api/src/mail/compose';
import { OutboxWorker } from '../../api/src/mail/outbox-worker';
import type { MailTransport } from '../../api/src/mail/transport';
import { createSmtpTransport } from '../../api/src/mail/transports/smtp';
import { createMemoryStore } from '../../api/src/store/memory';
import { startSmtpServer } from '../../api/test/support/smtp-server';
import { benchEnv } from './api';
import { leadNetwork } from './leads';
import { createLegacySmtpTransport, loadLegacyOutboxWorker } from './legacyOutboxWorker';

export interface OutboxRun {
  label: string;
  leads: number;
  expected: number;
  delivered: number;
  /** Until the last e-mail arrived; null when the time limit came first. */
  allDeliveredMs: number | null;
  measuredMs: number;
  perSecond: number;
  duplicates: number;
  /** Answers whose `userSent` would have said true. */
  promised: number;
}

export interface OutboxBench {
  pollIntervalMs: number;
  limitMs: number;
  runs: OutboxRun[];
}

const silentLog = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child: () => silentLog, level: 'silent' } as never;
type Worker = Pick<OutboxWorker, 'deliverSoon' | 'expectsDelivery' | 'start' | 'stop'>;

async function runOne(label: string, leads: number, limitMs: number, pollIntervalMs: number, make: (url: string) => { worker: (transport: MailTransport, store: ReturnType<typeof createMemoryStore>) => Worker; transport: MailTransport }): Promise<OutboxRun> {
  const smtp = await startSmtpServer();
  const config = loadConfig(benchEnv({ MAIL_TRANSPORT: 'smtp', SMTP_URL: smtp.url, ADMIN_NOTIFY_EMAIL: 'leads@powernest.example' }));
  const store = createMemoryStore();
  const { worker: build, transport } = make(smtp.url);
  const worker = build(transport, store);
  worker.start(pollIntervalMs);
  const expected = 2 * leads;
  let promised = 0;
  const started = performance.now();
  try {
    const network = leadNetwork(leads);
    for (let i = 0; i < network.length; i++) {
      const lead = network[i]!;
      const { outbox } = await store.leads.create(lead, composeLeadEmails(lead, config.mail));
      worker.deliverSoon(outbox.map((m) => m.id));
      if (worker.expectsDelivery()) promised += 1;
      // Visitors arrive over the event loop, not in one synchronous block.
      if (i % 20 === 19) await new Promise((resolve) => setImmediate(resolve));
    }
    let allDeliveredMs: number | null = null;
    try {
      await smtp.waitForCount(expected, Math.max(1, limitMs - (performance.now() - started)));
      allDeliveredMs = performance.now() - started;
    } catch {
      // the time limit: report what arrived
    }
    const measuredMs = allDeliveredMs ?? performance.now() - started;
    const delivered = smtp.received.length;
    const ids = new Set(smtp.received.map((m) => m.headers['message-id']));
    return { label, leads, expected, delivered, allDeliveredMs, measuredMs, perSecond: delivered / (measuredMs / 1000), duplicates: delivered - ids.size, promised };
  } finally {
    await worker.stop();
    await transport.close?.();
    await smtp.close();
  }
}

/** Today's worker and the one before it on the same burst, in that order. */
export async function runOutboxBench(options: { leads: number; limitMs: number; pollIntervalMs?: number }): Promise<OutboxBench> {
  const pollIntervalMs = options.pollIntervalMs ?? 5_000;
  const from = 'PowerNest <no-reply@powernest.example>';
  const common = { log: silentLog, maxAttempts: 12, retryBaseMs: 30_000 };
  const today = await runOne('today: pooled SMTP, 16 at once, drain', options.leads, options.limitMs, pollIntervalMs, (url) => ({
    transport: createSmtpTransport({ url, from }),
    worker: (transport, store) => new OutboxWorker({ ...common, outbox: store.outbox, transport }),
  }));
  const LegacyOutboxWorker = await loadLegacyOutboxWorker();
  const before = await runOne('before: a connection per e-mail, 20 per poll', options.leads, options.limitMs, pollIntervalMs, (url) => ({
    transport: createLegacySmtpTransport({ url, from }),
    worker: (transport, store) => new LegacyOutboxWorker({ ...common, outbox: store.outbox, transport }),
  }));
  return { pollIntervalMs, limitMs: options.limitMs, runs: [today, before] };
}
