// The outbox worker as it was before "Every lead gets through" (git show 1da89c1:api/src/mail/outbox-worker.ts),
// kept only so the bench can run it beside today's: at most 8 first attempts from the request
// path, then 20 messages per poll (every 5 s in production), over one SMTP connection per message.
// Not used by the API.
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { OutboxMessage, OutboxStore } from '../../api/src/store';
import { renderMessage } from '../../api/src/mail/render';
import { DeliveryError, type MailTransport } from '../../api/src/mail/transport';
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

export interface LegacyOutboxWorkerOptions {
  outbox: OutboxStore;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Attempts per message, the first included. */
  maxAttempts: number;
  /** Delay before the 2nd attempt; doubles after each failure (capped at one hour). */
  retryBaseMs: number;
  /** First attempts running at once from the request path; beyond it the poller takes over. */
  maxConcurrentSends?: number;
  now?: () => Date;
}

const MAX_BACKOFF_MS = 60 * 60 * 1000;
/** A message still `sending` after this long belongs to a process that died mid-send. */
const STALE_SENDING_MS = 10 * 60 * 1000;
/** After this many failed attempts in a row (and no success since), mail is taken to be down. */
const DOWN_AFTER_FAILURES = 2;

/**
 * Delivers outbox messages. Each attempt first claims the message (pending -> sending, an
 * atomic store operation), so two workers — or the request path and the poller — can never
 * send the same message twice.
 */
export class LegacyOutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private polling = false;
  private stopped = false;
  private sending = 0;
  private failuresInARow = 0;
  private readonly now: () => Date;

  constructor(private readonly options: LegacyOutboxWorkerOptions) {
    this.now = options.now ?? (() => new Date());
  }

  /** Waits for a delay before attempt number `attempts + 1`. */
  backoffMs(attempts: number): number {
    return Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
  }

  /**
   * Whether a message queued now is expected to go out: never with the `log` transport (it sends
   * nothing), and not while the last attempts all failed. The lead form's "a confirmation e-mail
   * will follow" rests on this (issue #13: it must tell the truth).
   */
  expectsDelivery(): boolean {
    return this.options.transport.name !== 'log' && this.failuresInARow < DOWN_AFTER_FAILURES;
  }

  /**
   * First attempt for the given messages, started after the caller answers (POST /api/leads
   * never waits for a mail server: issue #13). At most `maxConcurrentSends` run at once; the
   * rest stay pending for the poller, so a hanging mail server cannot pile up connections.
   */
  deliverSoon(ids: string[]): void {
    const room = Math.max(0, (this.options.maxConcurrentSends ?? 8) - this.sending);
    const now = ids.slice(0, room);
    if (this.stopped || now.length === 0) return;
    this.sending += now.length;
    // Tracked from the start, so stop() also waits for a delivery that has not begun yet.
    const run = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.deliver(now))
      .then(
        () => {},
        (error: unknown) => this.options.log.error({ err: error }, 'e-mail delivery could not start'),
      )
      .finally(() => {
        this.sending -= now.length;
      });
    void this.track(run);
  }

  /** First attempt for the given messages, awaited. true = delivered now. */
  deliver(ids: string[]): Promise<boolean[]> {
    // Tracked as a whole (claim included), so stop() also waits for a claim in progress.
    return this.track(
      Promise.all(
        ids.map(async (id) => {
          const claimed = await this.options.outbox.claim(id, this.now());
          return claimed ? this.attempt(claimed) : false;
        }),
      ),
    );
  }

  /** One poll: retire stale claims, then attempt every due message (up to `limit`). */
  runOnce(limit = 20): Promise<number> {
    return this.track(this.pollDue(limit));
  }

  private async pollDue(limit: number): Promise<number> {
    const now = this.now();
    await this.options.outbox.failStale(new Date(now.getTime() - STALE_SENDING_MS), now);
    const due = await this.options.outbox.claimDue(now, limit);
    await Promise.all(due.map((m) => this.attempt(m)));
    return due.length;
  }

  /** Polls every `intervalMs` (0 = never). The timer does not keep the process alive. */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.poll(), intervalMs);
    this.timer.unref();
  }

  /** Stops polling and waits for attempts already under way (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.idle();
  }

  /** Resolves once no attempt is under way (including ones started while waiting). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async poll(): Promise<void> {
    if (this.polling || this.stopped) return;
    this.polling = true;
    try {
      await this.runOnce();
    } catch (error) {
      this.options.log.error({ err: error }, 'outbox poll failed');
    } finally {
      this.polling = false;
    }
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => {});
    return promise;
  }

  /** Sends a claimed message and records the outcome. Never throws. */
  private async attempt(message: OutboxMessage): Promise<boolean> {
    const { outbox, transport, log, maxAttempts } = this.options;
    try {
      await transport.send(message);
      this.failuresInARow = 0;
      await outbox.markSent(message.id, this.now());
      return true;
    } catch (error) {
      this.failuresInARow += 1;
      const retryable = !(error instanceof DeliveryError) || error.retryable;
      const reason = error instanceof Error ? error.message : String(error);
      const retry = retryable && message.attempts < maxAttempts;
      const retryAt = retry ? new Date(this.now().getTime() + this.backoffMs(message.attempts)) : null;
      // The failure is logged and recorded, never thrown: a lead is stored even if mail is down.
      log.warn(
        { outboxId: message.id, kind: message.kind, attempt: message.attempts, retryAt, reason },
        retry ? 'e-mail delivery failed; will retry' : 'e-mail delivery failed; giving up',
      );
      try {
        await outbox.markFailed(message.id, reason, retryAt, this.now());
      } catch (storeError) {
        log.error({ err: storeError, outboxId: message.id }, 'could not record e-mail failure');
      }
      return false;
    }
  }
}
