import type { FastifyBaseLogger } from 'fastify';
// p-queue 6, the last CommonJS major: jest (swc to CommonJS) and the esbuild CommonJS server
// bundle load it as is, as p-limit 3 elsewhere in the API (7 and later are ESM only).
import PQueue from 'p-queue';
import type { OutboxMessage, OutboxStore } from '../store';
import { DeliveryRate } from './delivery-rate';
import { DeliveryError, type MailTransport } from './transport';
import { HOUR_MS } from '@powernest/domain';

export interface OutboxWorkerOptions {
  outbox: OutboxStore;
  transport: MailTransport;
  log: FastifyBaseLogger;
  /** Attempts per message, the first included. */
  maxAttempts: number;
  /** Delay before the 2nd attempt; doubles after each failure (capped at one hour). */
  retryBaseMs: number;
  /** Deliveries under way at once (a pooled SMTP transport shares its connections among them). */
  concurrency?: number;
  /** A message queued behind a backlog that takes longer than this to drain is not promised "shortly". */
  promptMs?: number;
  now?: () => Date;
  /**
   * Whether a message about a lead's status change (`whileLeadStatus`) should still go: its lead
   * is in that status. One that should not is deleted unsent (the change was never written).
   */
  leadStatusOf?: (leadId: number) => Promise<string | undefined>;
  /**
   * Whether a message about a visit's change (`whileVisit`) should still go: the visit is at that
   * sequence. One that should not is deleted unsent (the change was never written, or a newer one was).
   */
  visitSequenceOf?: (visitId: string) => Promise<number | undefined>;
  /**
   * What follows a message's delivery (a team member's message keeps the lead's contact promise:
   * application/contact-by-message.ts), given the message as sent. Its failure is logged: the
   * message went, and is not sent again for it.
   */
  afterSent?: (message: OutboxMessage) => Promise<void>;
}

const MAX_BACKOFF_MS = HOUR_MS;
/** A message still `sending` after this long belongs to a process that died mid-send. */
const STALE_SENDING_MS = 10 * 60 * 1000;
/** After this many failed attempts in a row (and no success since), mail is taken to be down. */
const DOWN_AFTER_FAILURES = 2;
const DEFAULT_MAIL_CONCURRENCY = 16;
/** What the lead form's "a confirmation e-mail follows shortly" may mean. */
const DEFAULT_PROMPT_MS = 60_000;
/** The backlog is counted in the store at most this often (an indexed count, not per request). */
const BACKLOG_COUNT_EVERY_MS = 1_000;
const COLD_PER_SLOT_PER_SECOND = 4;
/** A drain pass starts afresh after this long (see drain). */
const PASS_MAX_MS = 60_000;

/**
 * Delivers outbox messages. Each attempt first claims the message (pending -> sending, an
 * atomic store operation), so two workers — or the request path and the poller — can never
 * send the same message twice.
 *
 * Backlog-aware (issue "Every lead gets through"): a new lead or a poll tick starts a drain that
 * keeps `concurrency` deliveries under way, claiming due messages oldest first as slots free up,
 * until nothing due is left; then it sleeps until the next tick. Before, each 5 s poll took 20
 * messages, 4 a second, and a burst of 12,000 leads waited ~95 minutes.
 */
export class OutboxWorker {
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<unknown>>();
  private draining: Promise<void> | undefined;
  private drainAgain = false;
  private stopped = false;
  /** The drain's deliveries: at most `concurrency` under way; `pending` is how many. */
  private readonly queue: PQueue;
  private failuresInARow = 0;
  private backlog = 0;
  private backlogCountedAt = -Infinity;
  private readonly rate: DeliveryRate;
  private readonly now: () => Date;
  private readonly concurrency: number;

  constructor(private readonly options: OutboxWorkerOptions) {
    this.now = options.now ?? (() => new Date());
    this.concurrency = Math.max(1, options.concurrency ?? DEFAULT_MAIL_CONCURRENCY);
    this.queue = new PQueue({ concurrency: this.concurrency });
    // Until it has measured, a worker assumes each slot delivers 4 a second (a remote SMTP
    // server's ~250 ms per message); measured rates take over after 10 deliveries.
    this.rate = new DeliveryRate(200, this.concurrency * COLD_PER_SLOT_PER_SECOND);
  }

  /** The transport's name: `log` means a "sent" message went nowhere (DELIVERY_STATE_TEXT.recorded). */
  get transportName(): MailTransport['name'] {
    return this.options.transport.name;
  }

  /** Waits for a delay before attempt number `attempts + 1`. */
  backoffMs(attempts: number): number {
    return Math.min(this.options.retryBaseMs * 2 ** (attempts - 1), MAX_BACKOFF_MS);
  }

  /**
   * Whether a message queued now is expected to go out shortly: never with the `log` transport
   * (it sends nothing), not while the last attempts all failed, and not behind a backlog this
   * process would need longer than `promptMs` to drain. The lead form's "a confirmation e-mail
   * will follow" rests on this (issue #13: it must tell the truth).
   */
  expectsDelivery(): boolean {
    if (this.options.transport.name === 'log' || this.failuresInARow >= DOWN_AFTER_FAILURES) return false;
    return this.expectedWaitMs() <= (this.options.promptMs ?? DEFAULT_PROMPT_MS);
  }

  /** The backlog (last counted, plus what was queued since) over the recent delivery rate. */
  expectedWaitMs(): number {
    return (this.backlog / this.rate.perSecond()) * 1000;
  }

  /**
   * New messages to deliver, started after the caller answers (POST /api/leads never waits for
   * a mail server: issue #13). They join the drain: at most `concurrency` deliveries run at
   * once, so a hanging mail server cannot pile up connections.
   */
  deliverSoon(ids: string[]): void {
    if (this.stopped || ids.length === 0) return;
    this.backlog += ids.length;
    this.kick();
  }

  /** First attempt for the given messages, awaited (an admin's "Send again"). true = delivered now. */
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

  /** One poll, awaited: retire stale claims, then attempt the due messages (up to `limit`). */
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

  /** Polls every `intervalMs` (0 = never); each tick drains what is due. The timer does not keep the process alive. */
  start(intervalMs: number): void {
    if (intervalMs <= 0 || this.timer) return;
    this.stopped = false;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /** Stops polling and draining and waits for attempts already under way (graceful shutdown). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    // A drain waiting for free slots wakes when the next delivery ends, sees `stopped` and
    // returns; idle() waits for those deliveries anyway.
    await this.idle();
  }

  /** Resolves once no attempt is under way (including ones started while waiting). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  private async tick(): Promise<void> {
    try {
      const now = this.now();
      await this.options.outbox.failStale(new Date(now.getTime() - STALE_SENDING_MS), now);
    } catch (error) {
      this.options.log.error({ err: error }, 'outbox poll failed');
    }
    this.kick();
  }

  /** Starts a drain, or asks the running one for another pass (new messages arrived meanwhile). */
  private kick(): void {
    if (this.stopped) return;
    if (this.draining) {
      this.drainAgain = true;
      return;
    }
    this.draining = this.track(
      new Promise<void>((resolve) => setImmediate(resolve))
        .then(() => this.drain())
        .catch((error: unknown) => this.options.log.error({ err: error }, 'outbox drain failed'))
        .finally(() => {
          this.draining = undefined;
          // Messages that arrived after the last pass had looked get a drain of their own.
          if (this.drainAgain) this.kick();
        }),
    );
  }

  /**
   * Claims and starts due messages while slots are free. A pass takes only messages due when it
   * began, so a message that fails and is due again at once (retry delay 0) waits for the next
   * tick instead of spinning; a pass that finds less than it asked for has emptied the backlog.
   */
  private async drain(): Promise<void> {
    do {
      this.drainAgain = false;
      let passStart = this.now().getTime();
      for (;;) {
        await this.roomForHalf();
        if (this.stopped) return;
        const room = this.concurrency - this.active();
        const now = this.now();
        // The claim time is the pass's start: keep it recent, or a long drain's claims would look
        // stale (STALE_SENDING_MS) to another process's failStale.
        if (now.getTime() - passStart > PASS_MAX_MS) passStart = now.getTime();
        await this.countBacklog(now);
        const due = await this.options.outbox.claimDue(new Date(Math.min(passStart, now.getTime())), room);
        for (const message of due) this.launch(message);
        if (due.length < room) break;
      }
    } while (this.drainAgain && !this.stopped);
    if (!this.drainAgain) this.backlog = this.active();
  }

  /**
   * Deliveries under way (or queued: never, as the drain claims only what fits, and p-queue
   * starts an added task at once when a slot is free).
   */
  private active(): number {
    return this.queue.pending + this.queue.size;
  }

  /**
   * Waits until at least half the slots are free: claims come in batches, not one query per
   * message. p-queue emits `next` each time a delivery ends (after freeing its slot).
   */
  private async roomForHalf(): Promise<void> {
    while (!this.stopped && this.concurrency - this.active() < Math.ceil(this.concurrency / 2)) {
      await new Promise<void>((resolve) => this.queue.once('next', resolve));
    }
  }

  private async countBacklog(now: Date): Promise<void> {
    if (now.getTime() - this.backlogCountedAt < BACKLOG_COUNT_EVERY_MS) return;
    this.backlogCountedAt = now.getTime();
    this.backlog = (await this.options.outbox.countDue(now)) + this.active();
  }

  /** Starts a claimed message's delivery in a free slot (tracked, so idle() and stop() wait for it). */
  private launch(message: OutboxMessage): void {
    void this.track(
      this.queue.add(() => this.attempt(message)).finally(() => {
        this.backlog = Math.max(0, this.backlog - 1);
      }),
    );
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
      if (message.whileLeadStatus !== undefined && message.leadId !== undefined && this.options.leadStatusOf) {
        const status = await this.options.leadStatusOf(message.leadId);
        if (status !== message.whileLeadStatus) {
          log.info({ outboxId: message.id, kind: message.kind, leadId: message.leadId, status }, 'e-mail about a status change that was not written: deleted unsent');
          await outbox.discard([message.id]);
          return false;
        }
      }
      if (message.whileVisit !== undefined && this.options.visitSequenceOf) {
        const sequence = await this.options.visitSequenceOf(message.whileVisit.id);
        if (sequence !== message.whileVisit.sequence) {
          log.info({ outboxId: message.id, kind: message.kind, leadId: message.leadId, visitId: message.whileVisit.id, sequence }, 'e-mail about a visit change that was not written (or was changed again): deleted unsent');
          await outbox.discard([message.id]);
          return false;
        }
      }
      await transport.send(message);
      this.failuresInARow = 0;
      this.rate.record(Date.now());
      const sentAt = this.now();
      await outbox.markSent(message.id, sentAt, transport.name);
      if (this.options.afterSent) {
        await this.options.afterSent({ ...message, status: 'sent', sentAt, sentVia: transport.name }).catch((err: unknown) =>
          log.warn({ outboxId: message.id, kind: message.kind, leadId: message.leadId, err: String(err) }, 'what follows a sent e-mail failed (the e-mail went)'),
        );
      }
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
