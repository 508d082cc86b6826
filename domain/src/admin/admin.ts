// The admin API's answers and constants (product.md §2 admin screens, §3, §7, §9; its endpoints are declared in api/), shared by
// the API and the mf-admin remote.

/** The one answer to every failed sign-in: wrong password, unknown, deactivated or passwordless account. */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password';

/**
 * A username the login lock holds (issue #12 item 10) is told so, and when to try again. The
 * lock counts unknown usernames like real ones, so this reveals nothing about which exist.
 */
export function loginLockedMessage(retryAfterSeconds: number): string {
  return `Too many failed sign-in attempts. Try again in ${waitWording(retryAfterSeconds)}.`;
}

/** "1 second", "42 seconds", "15 minutes": how long to wait, as every sign-in refusal says it. */
export function waitWording(retryAfterSeconds: number): string {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const minutes = Math.ceil(seconds / 60);
  return seconds < 60 ? `${seconds} ${seconds === 1 ? 'second' : 'seconds'}` : `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** An account on a password it was given (a temporary one, or the first admin's start-up one) may do nothing else until it picks its own. */
export const PASSWORD_CHANGE_REQUIRED_MESSAGE = 'Choose your own password first: this account is still on the password it was given.';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'New password must be different from the current password';

// The answers' shapes (account, check, login, leads, analytics, e-mail status) are zod schemas
// in ./api, used by the routes and by the admin remote alike.

/** Days counted by "This Week". */
export const LEADS_THIS_WEEK_DAYS = 7;

/** The dashboard's median first-contact time reads at most this many of the week's contacted leads (the newest). */
export const FIRST_CONTACT_SAMPLE_MAX = 10_000;
/** product.md §9: recent leads shown on the dashboard. */
export const RECENT_LEADS_SHOWN = 10;
/** product.md §9: the e-mail provider's free tier. */
export const EMAIL_FREE_TIER_PER_MONTH = 200;

/** The environment variables the e-mail setup guide lists (with MAIL_TRANSPORT=emailjs). */
export const EMAILJS_ENV_VARS = [
  { name: 'EMAILJS_PUBLIC_KEY', description: 'Account → API keys → Public key' },
  { name: 'EMAILJS_SERVICE_ID', description: 'Email Services → your service → Service ID' },
  { name: 'EMAILJS_ADMIN_TEMPLATE_ID', description: 'Template ID of the admin notification' },
  { name: 'EMAILJS_USER_TEMPLATE_ID', description: 'Template ID of the applicant confirmation' },
] as const;
