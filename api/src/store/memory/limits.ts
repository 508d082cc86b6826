import type { LimitCounter, LimitStore } from '../ports';

/** At most this many live counters; the oldest go first (a flood of made-up keys cannot exhaust memory). */
const MAX_COUNTERS = 100_000;

export class MemoryLimitStore implements LimitStore {
  private readonly counters = new Map<string, LimitCounter>();

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
    for (const oldest of this.counters.keys()) {
      if (this.counters.size <= MAX_COUNTERS) break;
      this.counters.delete(oldest);
    }
  }
}
