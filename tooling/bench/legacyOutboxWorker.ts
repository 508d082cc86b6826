// The outbox worker as it was before "Every lead gets through", run by the bench beside today's:
// at most 8 first attempts from the request path, then 20 messages per poll (every 5 s in
// production), over one SMTP connection per message. Its code is read from git history at bench
// time (no copy is kept); only the transport of then, which never was a module of its own, is here.
// Not used by the API.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxStore } from '../../api/src/store';
import type { OutboxWorker } from '../../api/src/mail/outbox-worker';
import { renderMessage } from '../../api/src/mail/render';
import type { MailTransport } from '../../api/src/mail/transport';
import { smtpDeliveryError } from '../../api/src/mail/transports/smtp';

/** The SMTP transport of then: a new connection, greeting and sign-in for every message. */
export function createLegacySmtpTransport(options: { url: string; from: string }): MailTransport {
  const transporter = nodemailer.createTransport({ url: options.url, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 });
  return {
    name: 'smtp',
    async send(message) {
      const rendered = renderMessage(message);
      try {
        await transporter.sendMail({ from: options.from, to: message.to, subject: rendered.subject, text: rendered.text, html: rendered.html, messageId: `<${message.id}@powernest.outbox>` });
      } catch (error) {
        throw smtpDeliveryError(error as Error);
      }
    },
    async close() {
      transporter.close();
    },
  };
}

/** The worker's code before "Every lead gets through" (issue #13's outbox, one message per connection). */
const LEGACY_WORKER = { commit: '1da89c1', file: 'api/src/mail/outbox-worker.ts' };

/** What the bench hands the old worker (its options then, less the ones the bench leaves at their defaults). */
export interface LegacyOutboxWorkerOptions {
  outbox: OutboxStore;
  transport: MailTransport;
  log: FastifyBaseLogger;
  maxAttempts: number;
  retryBaseMs: number;
}

type LegacyOutboxWorker = new (options: LegacyOutboxWorkerOptions) => Pick<OutboxWorker, 'deliverSoon' | 'expectsDelivery' | 'start' | 'stop'>;

/**
 * Loads the old worker class from git history: `git show` of its file, its two relative imports
 * pointed at today's modules (the store's types and the transport's DeliveryError, unchanged
 * since), written to a temporary file and imported. Needs the commit in the checkout's history.
 */
export async function loadLegacyOutboxWorker(): Promise<LegacyOutboxWorker> {
  const root = path.resolve(__dirname, '../..');
  let source: string;
  try {
    source = execFileSync('git', ['show', `${LEGACY_WORKER.commit}:${LEGACY_WORKER.file}`], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    throw new Error(`The outbox bench needs the old worker from git history (${LEGACY_WORKER.commit}:${LEGACY_WORKER.file}); a shallow clone lacks it`, { cause: error });
  }
  const mail = path.join(root, path.dirname(LEGACY_WORKER.file));
  const imports: [string, string][] = [
    ["from './transport'", `from ${JSON.stringify(path.join(mail, 'transport'))}`],
    ["from '../store'", `from ${JSON.stringify(path.join(mail, '../store'))}`],
  ];
  for (const [then, now] of imports) {
    if (!source.includes(then)) throw new Error(`${LEGACY_WORKER.commit}:${LEGACY_WORKER.file} no longer has the import ${then}`);
    source = source.replace(then, now);
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'powernest-legacy-outbox-'));
  try {
    const file = path.join(dir, 'outbox-worker.ts');
    writeFileSync(file, source);
    const loaded = (await import(file)) as { OutboxWorker: LegacyOutboxWorker };
    return loaded.OutboxWorker;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
