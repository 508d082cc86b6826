import pLimit, { type Limit } from 'p-limit';

/**
 * Bounded password hashing (issue #13). Each scrypt hash holds one of libuv's four threads for
 * tens of milliseconds, and the same threads read static files: a login flood that queued
 * hashes without bound stalled the whole site for seconds. At most `concurrency` hashes run at
 * once and at most `queue` wait; anything beyond is refused at once (HashingBusyError, answered
 * 429), which costs nothing.
 */
class HashingBusyError extends Error {
  readonly statusCode = 429;
  readonly retryAfterSeconds = 1;
  constructor() {
    super('Too many sign-in attempts right now. Please try again in a moment.');
    this.name = 'HashingBusyError';
  }
}

/** At most `concurrency` hashes at once (p-limit), `queue` more waiting, the rest refused. */
export class HashSlots {
  private readonly limit: Limit;

  constructor(private readonly limits: { concurrency: number; queue: number }) {
    this.limit = pLimit(limits.concurrency);
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    // Running and waiting together: p-limit starts queued work a microtask later, so a burst
    // within one tick is all "pending" at first, and the sum is what bounds it.
    if (this.limit.activeCount + this.limit.pendingCount >= this.limits.concurrency + this.limits.queue) {
      return Promise.reject(new HashingBusyError());
    }
    return this.limit(work);
  }
}
