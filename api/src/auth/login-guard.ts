/**
 * Account lockout: after `threshold` consecutive failed logins for a username, that username is
 * locked for `durationMs`, whatever the password and wherever the attempt comes from. Unknown
 * usernames are tracked exactly like real ones, so a lockout reveals nothing about which
 * accounts exist. A success clears the count; failures older than `durationMs` are forgotten.
 *
 * The state is kept in this process (like the rate limiter's): a restart forgets it, and with
 * several API processes each counts on its own. Entries are bounded (`maxEntries`) so a flood of
 * made-up usernames cannot exhaust memory.
 */
export interface LoginGuardOptions {
  threshold: number;
  durationMs: number;
  maxEntries?: number;
}

interface Entry {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export class LoginGuard {
  private readonly entries = new Map<string, Entry>();
  private readonly maxEntries: number;

  constructor(private readonly options: LoginGuardOptions) {
    this.maxEntries = options.maxEntries ?? 10_000;
  }

  /** Usernames are matched without regard to case or surrounding spaces. */
  static key(username: string): string {
    return username.trim().toLowerCase();
  }

  isLocked(username: string, now = Date.now()): boolean {
    return this.lockedForMs(username, now) > 0;
  }

  /** How long the username stays locked, in ms; 0 when it is not locked. */
  lockedForMs(username: string, now = Date.now()): number {
    const entry = this.entries.get(LoginGuard.key(username));
    return entry !== undefined && entry.lockedUntil > now ? entry.lockedUntil - now : 0;
  }

  /** Counts a failure; returns true when this failure locks the account. */
  recordFailure(username: string, now = Date.now()): boolean {
    const key = LoginGuard.key(username);
    let entry = this.entries.get(key);
    if (!entry || now - entry.lastFailureAt > this.options.durationMs) {
      entry = { failures: 0, lastFailureAt: now, lockedUntil: 0 };
    }
    if (entry.lockedUntil > now) return false; // already locked: the lock is not extended
    entry.failures += 1;
    entry.lastFailureAt = now;
    let lockedNow = false;
    if (entry.failures >= this.options.threshold) {
      entry.lockedUntil = now + this.options.durationMs;
      entry.failures = 0;
      lockedNow = true;
    }
    this.entries.delete(key); // re-insert: Map order is then least recently failed first
    this.entries.set(key, entry);
    this.prune(now);
    return lockedNow;
  }

  recordSuccess(username: string): void {
    this.entries.delete(LoginGuard.key(username));
  }

  private prune(now: number): void {
    if (this.entries.size <= this.maxEntries) return;
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries) break;
      // Oldest first; a live lock is kept unless there is nothing else left to drop.
      if (entry.lockedUntil <= now || this.entries.size > this.maxEntries * 2) this.entries.delete(key);
    }
  }
}
