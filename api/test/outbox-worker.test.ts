import type { FastifyBaseLogger } from 'fastify';
import { OutboxWorker } from '../src/mail/outbox-worker';
import { DeliveryError, type MailTransport } from '../src/mail/transport';
import { createMemoryStore } from '../src/store/memory';
import type { OutboxMessage } from '../src/store';

const silent = { info() {}, warn() {}, error() {} } as unknown as FastifyBaseLogger;

function setup(send: (m: OutboxMessage) => Promise<void>, options: { maxAttempts?: number; retryBaseMs?: number; concurrency?: number; name?: MailTransport['name'] } = {}) {
  const store = createMemoryStore();
  let clock = new Date('2025-01-01T00:00:00Z').getTime();
  const sent: string[] = [];
  const transport: MailTransport = {
    name: options.name ?? 'log',
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
    concurrency: options.concurrency,
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

  describe('draining a burst ("Every lead gets through")', () => {
    const many = async (store: ReturnType<typeof createMemoryStore>, n: number) =>
      store.outbox.enqueue(Array.from({ length: n }, (_, i) => ({ kind: 'admin-notification' as const, to: `${i}@b.example`, templateParams: {} })), new Date('2025-01-01T00:00:00Z'));

    it('delivers a backlog far beyond one poll batch without waiting for the timer, never more than `concurrency` at once', async () => {
      let running = 0;
      let most = 0;
      const { store, worker, sent } = setup(
        async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setImmediate(resolve));
          running -= 1;
        },
        { concurrency: 8 },
      );
      const messages = await many(store, 300);
      worker.deliverSoon(messages.map((m) => m.id)); // no start(): no poll timer at all
      await worker.idle();
      expect(sent).toHaveLength(300);
      expect(new Set(sent).size).toBe(300);
      expect(most).toBe(8);
      expect((await store.outbox.countByStatus()).sent).toBe(300);
    });

    it('two workers on one store drain it together and send nothing twice', async () => {
      const first = setup(async () => new Promise((resolve) => setImmediate(resolve)), { concurrency: 4 });
      const second = new OutboxWorker({ outbox: first.store.outbox, transport: { name: 'smtp', send: async (m) => void first.sent.push(m.id) }, log: silent, maxAttempts: 3, retryBaseMs: 0, concurrency: 4 });
      const messages = await many(first.store, 200);
      first.worker.deliverSoon(messages.map((m) => m.id));
      second.deliverSoon(messages.map((m) => m.id));
      await Promise.all([first.worker.idle(), second.idle()]);
      expect(first.sent).toHaveLength(200);
      expect(new Set(first.sent).size).toBe(200);
    });

    it('a message that fails waits for its retry time instead of spinning in the drain', async () => {
      let calls = 0;
      const { store, worker, enqueue } = setup(
        async () => {
          calls += 1;
          throw new DeliveryError('SMTP 451: busy', true);
        },
        { retryBaseMs: 0, maxAttempts: 10 },
      );
      const m = await enqueue();
      worker.deliverSoon([m.id]);
      await worker.idle();
      expect(calls).toBe(1);
      expect(await store.outbox.get(m.id)).toMatchObject({ status: 'pending', attempts: 1 });
    });

    it('stops promising "shortly" behind a backlog it cannot drain within a minute, and promises again once it is gone', async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const { store, worker } = setup(() => gate, { concurrency: 2, name: 'smtp' });
      expect(worker.expectsDelivery()).toBe(true);
      const messages = await many(store, 2 * 4 * 60 + 50); // the cold estimate drains 8 a second
      worker.deliverSoon(messages.map((m) => m.id));
      expect(worker.expectsDelivery()).toBe(false);
      release();
      await worker.idle();
      expect(worker.expectsDelivery()).toBe(true);
    });

    it('stop() ends a drain: what is not started stays pending for the next process', async () => {
      let entered!: () => void;
      const sending = new Promise<void>((resolve) => (entered = resolve));
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const { store, worker } = setup(
        () => {
          entered();
          return gate;
        },
        { concurrency: 2 },
      );
      const messages = await many(store, 50);
      worker.deliverSoon(messages.map((m) => m.id));
      await sending;
      const stopping = worker.stop();
      release();
      await stopping;
      const counts = await store.outbox.countByStatus();
      expect(counts.sending).toBe(0);
      expect(counts.sent).toBe(2);
      expect(counts.pending).toBe(48);
    });
  });
});
