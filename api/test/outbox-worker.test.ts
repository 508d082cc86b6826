import type { FastifyBaseLogger } from 'fastify';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { DeliveryError, type MailTransport } from '../src/mail/transport';
import { createMemoryStore } from '../src/store/memory';
import type { OutboxMessage } from '../src/store';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

function setup(send: (m: OutboxMessage) => Promise<void>, options: { maxAttempts?: number; retryBaseMs?: number } = {}) {
  const store = createMemoryStore();
  let clock = new Date('2025-01-01T00:00:00Z').getTime();
  const sent: string[] = [];
  const transport: MailTransport = {
    name: 'log',
    async send(m) {
      await send(m);
      sent.push(m.id);
    },
  };
  const worker = new OutboxWorker({
    outbox: store.outbox,
    transport,
    log: silent,
    maxAttempts: options.maxAttempts ?? 4,
    retryBaseMs: options.retryBaseMs ?? 1000,
    now: () => new Date(clock),
  });
  const enqueue = async () =>
    (await store.outbox.enqueue([{ kind: 'admin-notification', to: 'a@b.example', templateParams: {} }], new Date(clock)))[0]!;
  return { store, worker, sent, enqueue, advance: (ms: number) => (clock += ms) };
}

describe('OutboxWorker', () => {
  it('backs off exponentially: 1s, 2s, 4s, then gives up after maxAttempts', async () => {
    const { store, worker, enqueue, advance } = setup(async () => {
      throw new DeliveryError('SMTP 451: busy', true);
    });
    const m = await enqueue();
    expect(await worker.deliver([m.id])).toEqual([false]);
    expect((await store.outbox.get(m.id))!).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451: busy' });

    advance(999);
    expect(await worker.runOnce()).toBe(0); // not due yet
    advance(1);
    expect(await worker.runOnce()).toBe(1); // attempt 2
    advance(1999);
    expect(await worker.runOnce()).toBe(0);
    advance(1);
    expect(await worker.runOnce()).toBe(1); // attempt 3
    advance(4000);
    expect(await worker.runOnce()).toBe(1); // attempt 4 = maxAttempts
    expect((await store.outbox.get(m.id))!).toMatchObject({ status: 'failed', attempts: 4 });
    advance(3_600_000);
    expect(await worker.runOnce()).toBe(0);
  });

  it('does not retry a permanent error', async () => {
    const { store, worker, enqueue } = setup(async () => {
      throw new DeliveryError('EmailJS 451 Unavailable For Headless Browser', false);
    });
    const m = await enqueue();
    await worker.deliver([m.id]);
    expect((await store.outbox.get(m.id))!).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('treats unexpected errors as retryable', async () => {
    const { store, worker, enqueue } = setup(async () => {
      throw new Error('socket hang up');
    });
    const m = await enqueue();
    await worker.deliver([m.id]);
    expect((await store.outbox.get(m.id))!).toMatchObject({ status: 'pending', lastError: 'socket hang up' });
  });

  it('never sends one message twice when the request path and the poller race', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { worker, sent, enqueue } = setup(() => gate);
    const m = await enqueue();
    const first = worker.deliver([m.id]);
    const second = worker.deliver([m.id]);
    const poll = worker.runOnce();
    release();
    expect(await first).toEqual([true]);
    expect(await second).toEqual([false]);
    expect(await poll).toBe(0);
    expect(sent).toEqual([m.id]);
  });

  it('fails messages left in "sending" by a crashed process instead of sending them again', async () => {
    const { store, worker, sent, enqueue, advance } = setup(async () => {});
    const m = await enqueue();
    await store.outbox.claim(m.id, new Date('2025-01-01T00:00:00Z')); // claimed, then the process died
    advance(11 * 60 * 1000);
    await worker.runOnce();
    expect(sent).toEqual([]);
    expect((await store.outbox.get(m.id))!).toMatchObject({ status: 'failed', lastError: expect.stringMatching(/Interrupted/) });
  });

  it('stop() waits for a delivery in progress', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let entered!: () => void;
    const sending = new Promise<void>((resolve) => (entered = resolve));
    const { store, worker, enqueue } = setup(() => {
      entered();
      return gate;
    });
    const m = await enqueue();
    void worker.deliver([m.id]);
    await sending; // the transport has the message: a delivery is in progress
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    // Everything stop() could finish with on its own has run by the next turn of the event loop.
    await new Promise((resolve) => setImmediate(resolve));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await store.outbox.get(m.id))!.status).toBe('sent');
  });
});
