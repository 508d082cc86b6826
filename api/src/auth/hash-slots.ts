/**
 * Bounded password hashing (issue #13). Each scrypt hash holds one of libuv's four threads for
 * tens of milliseconds, and the same threads read static files: a login flood that queued
 * hashes without bound stalled the whole site for seconds. At most `concurrency` hashes run at
 * once and at most `queue` wait; anything beyond is refused at once (HashingBusyError, answered
 * 429), which costs nothing.
 */
export class HashingBusyError extends Error {
  readonly statusCode = 429;
  readonly retryAfterSeconds = 1;
  constructor() {
    super('Too many sign-in attempts right now. Please try again in a moment.');
    this.name = 'HashingBusyError';
  }
}

export class HashSlots {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limits: { concurrency: number; queue: number }) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      if (this.waiting.length >= this.limits.queue) throw new HashingBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      // The slot passes straight to the next waiter (running stays the same), or is freed.
      if (next) next();
      else this.running -= 1;
    }
  }
}
