import { deliveryText, type DeliveryState } from '@powernest/domain';

/** "Nov 21, 2:05 PM": when a retrying e-mail is tried next, in the admin's zone. */
const formatNextTry = (at: Date): string => at.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** What happened to an e-mail, in the domain's one wording (DELIVERY_STATE_TEXT). */
export function emailDeliveryText(email: { delivery: DeliveryState; nextAttemptAt?: Date }): string {
  return deliveryText(email.delivery, { nextAttemptAt: email.nextAttemptAt, formatTime: formatNextTry });
}
