/**
 * What happened to an e-mail, said the same way everywhere: the API's lead page and resend
 * answers, the e-mail status counts, the lead page, its timeline, the dashboard and the setup
 * guide. An outbox message's stored status (pending, sending, sent, failed) is how the worker
 * keeps track; this is what an admin is told.
 */
/** How the API sends e-mail (MAIL_TRANSPORT); `log` records without sending. */
export const MAIL_TRANSPORTS = ['log', 'smtp', 'emailjs'] as const;
export type MailTransportKind = (typeof MAIL_TRANSPORTS)[number];

/**
 * Every kind of e-mail the API sends: a lead's two (product.md §7), and the applicant's status link,
 * site-visit invitations, reminder and cancellation, the team's visit notice, and the short note
 * when an application is installed or closed (issue #28), and a message the team writes from the
 * lead's page (issue #29).
 */
export const EMAIL_KINDS = [
  'admin-notification',
  'applicant-confirmation',
  'status-link',
  'visit-confirmation',
  'visit-team-notification',
  'visit-reminder',
  'visit-cancelled',
  'status-update',
  'team-message',
  'area-open',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** What the lead page calls each e-mail. */
export const EMAIL_KIND_LABELS: Readonly<Record<EmailKind, string>> = {
  'admin-notification': 'Team notification',
  'applicant-confirmation': 'Applicant confirmation',
  'status-link': 'Status link',
  'visit-confirmation': 'Visit invitation',
  'visit-team-notification': 'Visit notice to the team',
  'visit-reminder': 'Visit reminder',
  'visit-cancelled': 'Visit cancellation',
  'status-update': 'Status update',
  'team-message': 'Message from the team',
  'area-open': 'Your area is open',
};

export const DELIVERY_STATES = ['delivered', 'queued', 'retrying', 'failed', 'recorded'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** The one table of delivery wording: a short label, and what it means when that is not obvious. */
export const DELIVERY_STATE_TEXT: Record<DeliveryState, { label: string; detail?: string }> = {
  delivered: { label: 'Delivered' },
  queued: { label: 'Queued' },
  retrying: { label: 'Retrying' },
  failed: { label: 'Failed' },
  // The log transport marks a message done without sending it: never call that "delivered".
  recorded: { label: 'Recorded only', detail: 'the log transport sends nothing' },
};

/** The fields of an outbox message the state is read from. */
export interface DeliverySource {
  status: 'pending' | 'sending' | 'sent' | 'failed';
  attempts: number;
  /** The transport that took the message; older records lack it. */
  sentVia?: MailTransportKind;
}

/**
 * pending or sending before any failed attempt: queued; after one: retrying; sent by the log
 * transport: recorded; sent otherwise: delivered. `currentTransport` stands in for `sentVia`
 * on records stored before it was kept.
 */
export function deliveryStateOf(message: DeliverySource, currentTransport?: MailTransportKind): DeliveryState {
  switch (message.status) {
    case 'sent':
      return (message.sentVia ?? currentTransport) === 'log' ? 'recorded' : 'delivered';
    case 'failed':
      return 'failed';
    case 'pending':
      return message.attempts > 0 ? 'retrying' : 'queued';
    case 'sending':
      return message.attempts > 1 ? 'retrying' : 'queued';
  }
}

/**
 * "Delivered", "Retrying (next try at 2:05 PM)", "Recorded only: the log transport sends
 * nothing". `formatTime` is the caller's (the UI's locale and zone).
 */
export function deliveryText(state: DeliveryState, options: { nextAttemptAt?: Date | string; formatTime?: (at: Date) => string } = {}): string {
  const { label, detail } = DELIVERY_STATE_TEXT[state];
  if (state === 'retrying' && options.nextAttemptAt !== undefined) {
    const at = new Date(options.nextAttemptAt);
    const when = options.formatTime ? options.formatTime(at) : at.toISOString();
    return `${label} (next try at ${when})`;
  }
  return detail ? `${label}: ${detail}` : label;
}

/** A count for a badge: "Delivered: 18", "Recorded only (the log transport sends nothing): 18". */
export function deliveryCountText(state: DeliveryState, count: number): string {
  const { label, detail } = DELIVERY_STATE_TEXT[state];
  return `${label}${detail ? ` (${detail})` : ''}: ${count.toLocaleString('en-US')}`;
}

export const emptyDeliveryCounts = (): Record<DeliveryState, number> => ({ delivered: 0, queued: 0, retrying: 0, failed: 0, recorded: 0 });

/** The status answer's counts by delivery state; from its plain outbox counts when an older API sent none. */
export function deliveryCountsOf(email: {
  transport: MailTransportKind;
  outbox: { sent: number; pending: number; failed: number };
  delivery?: Record<DeliveryState, number>;
}): Record<DeliveryState, number> {
  if (email.delivery) return email.delivery;
  const { sent, pending, failed } = email.outbox;
  return { ...emptyDeliveryCounts(), [email.transport === 'log' ? 'recorded' : 'delivered']: sent, queued: pending, failed };
}
