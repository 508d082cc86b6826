import { DAY_MS, LEAD_MESSAGES_PER_INBOX_PER_DAY, inboxKey } from '@powernest/domain';
import type { LimitStore } from '../store';

/**
 * How many e-mails of each kind one inbox may get in a day (issue #13: the site cannot be used to
 * mail a stranger over and over). The one table of them (issue #43): the config holds it
 * (`mail.inboxCaps`), `countInboxEmail` applies it. Each kind is also its counters' key prefix.
 */
export interface InboxCaps {
  /** Applicant confirmations (`CONFIRMATION_EMAILS_PER_DAY`): more leads are stored, their confirmations not sent. */
  confirmations: number;
  /** Status-page links asked for by address: past it the answer is the same and nothing is sent. */
  'status-links': number;
  /** The applicant's visit e-mails (invitation, move, cancellation): past it the change is made and the team told. */
  'visit-emails': number;
  /** The team's messages to an applicant: past it 429 with Retry-After (the domain's refusal names the number). */
  'lead-messages': number;
  /**
   * "Your area is open" (issue #44): one opening tells an entry once, but one address may wait in
   * many areas (a stranger may sign anyone up): past it the entry is served, not e-mailed.
   */
  'area-open-emails': number;
}
export type InboxCapKind = keyof InboxCaps;

/** The caps without settings: only the confirmations' is the operator's (`CONFIRMATION_EMAILS_PER_DAY`). */
export const INBOX_CAPS_DEFAULT: Readonly<InboxCaps> = Object.freeze({
  confirmations: 3,
  'status-links': 3,
  // A booking and a few changes fit; a status page used to mail a stranger over and over does not.
  'visit-emails': 8,
  'lead-messages': LEAD_MESSAGES_PER_INBOX_PER_DAY,
  'area-open-emails': 3,
});

/**
 * Counts one e-mail of `kind` to `email`'s inbox (inboxKey: plus tags, dots and Gmail's alias
 * reach one inbox, so they buy no more) in a fixed window of a day from the inbox's first, shared
 * by every API instance (the store's limits). `allowed` while the count is within the cap;
 * `expiresAt` is when the window ends.
 */
export async function countInboxEmail(
  limits: LimitStore,
  caps: InboxCaps,
  kind: InboxCapKind,
  email: string,
  now?: Date,
): Promise<{ allowed: boolean; expiresAt: Date }> {
  const counter = await limits.hit(`${kind}:${inboxKey(email)}`, DAY_MS, now);
  return { allowed: counter.count <= caps[kind], expiresAt: counter.expiresAt };
}
