import { HOUR_MS, PROMISE_AT_RISK_HOURS, owesPromise } from '@powernest/domain';

/** Where a lead's next promise stands at `now`: none owed, open, within PROMISE_AT_RISK_HOURS of breaking, or broken; and the time left (negative: late). */
export type PromiseDue = { kind: 'none' } | { kind: 'open' | 'at-risk' | 'broken'; left: number };

/** A row's `promiseDueAt` (a Date from a decoded card, or the ISO text of a raw row). */
export function promiseDueOf(promiseDueAt: unknown, now: Date): PromiseDue {
  const due = promiseDueAt instanceof Date ? promiseDueAt : typeof promiseDueAt === 'string' ? new Date(promiseDueAt) : undefined;
  if (!due || Number.isNaN(due.getTime()) || !owesPromise(due)) return { kind: 'none' };
  const left = due.getTime() - now.getTime();
  return { kind: left < 0 ? 'broken' : left < PROMISE_AT_RISK_HOURS * HOUR_MS ? 'at-risk' : 'open', left };
}
