import { AUTH_PREFIX } from '../api/paths';
// The general session (product.md §4, §7): who is signed in on the site, whatever the page.

/** GET: the signed-in user (`userEndpoint` in api/user.ts declares it; the shell asks it without zod). */
export const SESSION_USER_API = '/api/user/me';
/** Logout is a page navigation, not a data call: it ends the session and comes back home. */
export const LOGOUT_PATH = `${AUTH_PREFIX}/logout`;
/** The session is asked again this often while a page stays open. */
export const SESSION_REFRESH_MS = 5 * 60 * 1000;

/**
 * Fired on window by whatever signs in or out without leaving the page (the admin login), so
 * the shell asks for the session again. A DOM event keeps the remotes free of a shell import.
 */
export const SESSION_CHANGED_EVENT = 'powernest:session-changed';

export function announceSessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT));
}
