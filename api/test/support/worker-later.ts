import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { OutboxWorker } from '../../src/mail/outbox-worker';
import type { OutboxMessage } from '../../src/store';

/** A logger that says nothing (a worker built by a test). */
export const silentLog = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

/**
 * The outbox worker of another instance of `app`, whose clock runs `ms` ahead (a hold over, a
 * reminder's day come), sending into `sent`: built as mailer.ts builds it, with no retry delay.
 */
export const workerLater = (app: FastifyInstance, ms: number, sent: OutboxMessage[]) =>
  new OutboxWorker({
    outbox: app.store.outbox,
    transport: { name: 'smtp', send: async (m) => void sent.push(m) },
    log: silentLog,
    maxAttempts: 3,
    retryBaseMs: 0,
    now: () => new Date(Date.now() + ms),
    leadStatusOf: async (leadId) => (await app.store.leads.get(leadId))?.status,
    visitSequenceOf: async (visitId) => (await app.store.visits.get(visitId))?.sequence,
  });
