import { isIPv6 } from 'node:net';
import type { LimitStore } from '../store';
import { DAY_MS } from '@powernest/domain';

/**
 * Account lockout per account AND source (issue #13): after `threshold` failed logins for a
 * username from one source (an IPv4 address, or an IPv6 /64, which one machine usually owns
 * whole), that pair is locked. A stranger who guesses from elsewhere locks only themself out;
 * the real admin, from their own address, still signs in. Each lock in a row lasts twice as
 * long as the one before (`durationMs`, then 2x, 4x ... up to `maxDurationMs`), so a patient
 * guesser gets fewer tries every hour. Unknown usernames are locked exactly like real ones, so a
 * lockout reveals nothing about which accounts exist. A success clears the pair's record.
 *
 * The counters live in the store's LimitStore, so every API instance sees the same locks.
 */
export interface LoginGuardOptions {
  threshold: number;
  durationMs: number;
  maxDurationMs?: number;
}

/** Locks in a row are remembered this long after the last one (then the next starts at durationMs). */
const STRIKE_MEMORY_MS = DAY_MS;

export class LoginGuard {
  private readonly maxDurationMs: number;

  constructor(
    private readonly limits: LimitStore,
    private readonly options: LoginGuardOptions,
  ) {
    this.maxDurationMs = options.maxDurationMs ?? STRIKE_MEMORY_MS;
  }

  /** Usernames are matched without regard to case or surrounding spaces. */
  static account(username: string): string {
    return username.trim().toLowerCase().slice(0, 200);
  }

  /** Where attempts come from: the IPv4 address, or the /64 network of an IPv6 one. */
  static source(ip: string): string {
    if (!isIPv6(ip)) return ip;
    if (ip.startsWith('::ffff:')) return ip.slice(7); // IPv4-mapped
    const [head = '', tail = ''] = ip.split('::');
    const left = head ? head.split(':') : [];
    const right = tail ? tail.split(':') : [];
    const groups = ip.includes('::') ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
    return `${groups.slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::/64`;
  }

  private key(kind: 'fail' | 'lock' | 'strikes', username: string, ip: string): string {
    return `login-${kind}:${LoginGuard.account(username)}|${LoginGuard.source(ip)}`;
  }

  /** How long the pair stays locked, in ms; 0 when it is not locked. */
  async lockedForMs(username: string, ip: string, now = new Date()): Promise<number> {
    const lock = await this.limits.peek(this.key('lock', username, ip), now);
    return lock ? lock.expiresAt.getTime() - now.getTime() : 0;
  }

  /** Counts a failure; returns the length of the lock it starts (0 when it starts none). */
  async recordFailure(username: string, ip: string, now = new Date()): Promise<number> {
    const failures = await this.limits.hit(this.key('fail', username, ip), this.options.durationMs, now);
    if (failures.count < this.options.threshold) return 0;
    const strikes = await this.limits.hit(this.key('strikes', username, ip), STRIKE_MEMORY_MS, now);
    const lockMs = Math.min(this.options.durationMs * 2 ** (strikes.count - 1), this.maxDurationMs);
    await this.limits.put(this.key('lock', username, ip), { count: strikes.count, expiresAt: new Date(now.getTime() + lockMs) });
    await this.limits.delete(this.key('fail', username, ip));
    return lockMs;
  }

  async recordSuccess(username: string, ip: string): Promise<void> {
    await Promise.all([this.limits.delete(this.key('fail', username, ip)), this.limits.delete(this.key('strikes', username, ip))]);
  }
}
