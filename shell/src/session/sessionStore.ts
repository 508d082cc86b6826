import { create } from 'zustand';
import { leavePage } from './leavePage';
import { LOGOUT_PATH, SESSION_CHANGED_EVENT, SESSION_REFRESH_MS, SESSION_USER_API } from '@powernest/domain';

/** What the header shows of the signed-in user. */
export interface SessionUser {
  name?: string;
  email: string;
  role: string;
}

interface SessionState {
  /** undefined: not known yet (the call has not answered); null: nobody is signed in. */
  user: SessionUser | null | undefined;
  /** Asks the server again (product.md §4 "a refresh action re-fetches the session"). */
  refresh: () => Promise<void>;
  /** Clears the user and every cached answer, then navigates to /auth/logout, which ends the site and admin sessions. */
  logout: () => Promise<void>;
}

/** How long the session call may take before it counts as "nobody": a hung API must not hang the header. */
const SESSION_TIMEOUT_MS = 10_000;

/**
 * The user GET /api/user/me names, or null for any other answer (nobody is `success: false`).
 * Asked once: never retried.
 */
async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const res = await fetch(SESSION_USER_API, { credentials: 'same-origin', headers: { accept: 'application/json' }, signal: AbortSignal.timeout(SESSION_TIMEOUT_MS) });
    const body = (await res.json()) as { success?: unknown };
    if (!res.ok || body.success !== true) return null;
    // The schema (and zod with it) loads only for a signed-in visitor, never on a visitor's page.
    const { userResponse } = await import('@powernest/domain/api');
    const { user } = userResponse.parse(body);
    return { name: user.name, email: user.email, role: user.role };
  } catch {
    return null;
  }
}

export const useSessionStore = create<SessionState>()((set) => ({
  user: undefined,
  async refresh() {
    set({ user: await fetchSessionUser() });
  },
  async logout() {
    set({ user: null });
    const { mutate } = await import('swr');
    await mutate(() => true, undefined, { revalidate: false });
    // The server ends the admin session signed in with this one too (the site cookie names it).
    leavePage(LOGOUT_PATH);
  },
}));

/**
 * Asks for the session now, every 5 minutes, and whenever a remote announces a sign-in or
 * sign-out; never on focus, never retried. Returns the clean-up.
 */
export function watchSession(): () => void {
  const { refresh } = useSessionStore.getState();
  void refresh();
  const timer = window.setInterval(() => void refresh(), SESSION_REFRESH_MS);
  const onChange = () => void refresh();
  window.addEventListener(SESSION_CHANGED_EVENT, onChange);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener(SESSION_CHANGED_EVENT, onChange);
  };
}
