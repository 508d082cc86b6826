/** A counter that lives until `expiresAt`. */
export interface LimitCounter {
  count: number;
  expiresAt: Date;
}

/**
 * Short-lived counters behind every limit (issue #13): login attempts per IP, lockouts, lead
 * rate limits, confirmation e-mails per recipient. Kept in the store rather than in the process,
 * so several API instances behind a load balancer count together; MongoDB drops expired
 * counters through a TTL index, the memory store when they are read.
 */
export interface LimitStore {
  /**
   * Counts one event under `key`, atomically across processes. A fixed window: the first event
   * opens it for `windowMs`; later events in the window raise the count and keep its end.
   */
  hit(key: string, windowMs: number, now?: Date): Promise<LimitCounter>;
  /** The live counter under `key`, without counting; null when there is none or it expired. */
  peek(key: string, now?: Date): Promise<LimitCounter | null>;
  /** Sets a counter outright (a lock until a time). */
  put(key: string, counter: LimitCounter): Promise<void>;
  delete(key: string): Promise<void>;
}
