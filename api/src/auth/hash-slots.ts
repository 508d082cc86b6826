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

/**
 * At most `concurrency` hashes at once (p-limit), `queue` more waiting, the rest refused; and a
 * fair share for each source (issue #40): one address holds at most a quarter of the places
 * (running and waiting), so its burst is refused while another address's sign-in still gets in.
 */
export class HashSlots {
  private readonly limit: Limit;
  private readonly perSource: number;
  private readonly held = new Map<string, number>();

  constructor(private readonly limits: { concurrency: number; queue: number }) {
    this.limit = pLimit(limits.concurrency);
    this.perSource = Math.max(1, Math.floor((limits.concurrency + limits.queue) / 4));
  }

  /** `source`: who asks (LoginGuard.source of the client's address); work without one (start-up, an admin's action) counts for nobody. */
  run<T>(work: () => Promise<T>, source?: string): Promise<T> {
    // Running and waiting together: p-limit starts queued work a microtask later, so a burst
    // within one tick is all "pending" at first, and the sum is what bounds it.
    if (this.limit.activeCount + this.limit.pendingCount >= this.limits.concurrency + this.limits.queue) {
      return Promise.reject(new HashingBusyError());
    }
    if (source === undefined) return this.limit(work);
    const mine = this.held.get(source) ?? 0;
    if (mine >= this.perSource) return Promise.reject(new HashingBusyError());
    this.held.set(source, mine + 1);
    return this.limit(work).finally(() => {
      const left = (this.held.get(source) ?? 1) - 1;
      if (left > 0) this.held.set(source, left);
      else this.held.delete(source);
    });
  }
}
