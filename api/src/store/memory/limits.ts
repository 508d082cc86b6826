import type { LimitCounter, LimitStore } from '../ports';

/**
 * At most this many counters; expired ones go first, then the oldest (a flood of made-up keys
 * cannot exhaust memory). The routes keep each source's share small (issue #25: an address over
 * its sign-in budget creates no per-username counters), so one client cannot reach this.
 */
const MAX_COUNTERS = 100_000;

export class MemoryLimitStore implements LimitStore {
  private readonly counters = new Map<string, LimitCounter>();

  /** How many counters are kept now (tests check what one client can make the store hold). */
  get size(): number {
    return this.counters.size;
  }

  async hit(key: string, windowMs: number, now = new Date()): Promise<LimitCounter> {
    const live = this.live(key, now);
    const counter = live
      ? { count: live.count + 1, expiresAt: live.expiresAt }
      : { count: 1, expiresAt: new Date(now.getTime() + windowMs) };
    this.set(key, counter);
    return { ...counter };
  }

  async peek(key: string, now = new Date()): Promise<LimitCounter | null> {
    const live = this.live(key, now);
    return live ? { ...live } : null;
  }

  async put(key: string, counter: LimitCounter): Promise<void> {
    this.set(key, { ...counter });
  }

  async delete(key: string): Promise<void> {
    this.counters.delete(key);
  }

  private live(key: string, now: Date): LimitCounter | undefined {
    const counter = this.counters.get(key);
    if (counter && counter.expiresAt <= now) {
      this.counters.delete(key); // what MongoDB's TTL index does, eventually
      return undefined;
    }
    return counter;
  }

  private set(key: string, counter: LimitCounter): void {
    this.counters.delete(key); // re-inserted last: Map order is then oldest write first
    this.counters.set(key, counter);
    if (this.counters.size <= MAX_COUNTERS) return;
    const now = new Date();
    for (const [k, c] of this.counters) if (c.expiresAt <= now) this.counters.delete(k);
    for (const oldest of this.counters.keys()) {
      if (this.counters.size <= MAX_COUNTERS) break;
      this.counters.delete(oldest);
    }
  }
}
