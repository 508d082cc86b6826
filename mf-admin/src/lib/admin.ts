// The admin remote's data: SWR queries on the product.md §7 keys and the three mutations. The session
// lives in an httpOnly cookie set by the API; the browser never sees or stores the token
// (ARCHITECTURE "Auth": no localStorage).
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import { ApiError, answerFetcher, callEndpoint, endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import {
  ADMIN_ROUTE_ROLES,
  adminCheckEndpoint,
  adminLeadsList,
  adminLoginEndpoint,
  adminLogoutEndpoint,
  announceSessionChange,
  analyticsEndpoint,
  auditLogEndpoint,
  changePasswordEndpoint,
  emailStatusEndpoint,
  leadsEndpoint,
  pathOf,
  roleMay,
  teamListEndpoint,
  type AdminCheckResult,
} from '@powernest/domain';
import type { ChangePassword } from '@powernest/domain/password';

// Every answer is decoded with the API's own schema (see requestAnswer).
const fetchCheck = endpointFetcher(adminCheckEndpoint);
const fetchLeads = answerFetcher(adminLeadsList);
const fetchAnalytics = endpointFetcher(analyticsEndpoint);
const fetchEmailStatus = endpointFetcher(emailStatusEndpoint);
const CHECK_KEY = endpointUrl(adminCheckEndpoint);
// The workspace's rows are decoded lazily (adminLeadsList), not with the endpoint's full schema.
const LEADS_KEY = endpointUrl(leadsEndpoint);

/** product.md §7: the admin check is not retried and not refetched on focus. */
const CHECK_OPTIONS: SWRConfiguration = { shouldRetryOnError: false, revalidateOnFocus: false };

const SIGNED_OUT: AdminCheckResult = { isAuthenticated: false, isAdmin: false };

export function useAdminCheck() {
  const { data, error, mutate } = useSWR(CHECK_KEY, fetchCheck, CHECK_OPTIONS);
  // product.md §8: a failed session call means "no user", i.e. not authenticated.
  const check: AdminCheckResult | undefined = error || data === null ? SIGNED_OUT : data;
  return { check, isLoading: check === undefined, mutate };
}

/**
 * Leads and analytics load only once the user is a signed-in admin (product.md §7), retried up to 3
 * times by the global SWR rules. The shared fetcher answers null on 401: the session ended.
 */
export function useLeads(enabled: boolean) {
  return useSWR(enabled ? LEADS_KEY : null, fetchLeads);
}

/**
 * The leads workspace: one page of GET /api/leads for the URL's parameters (see leadsView).
 * The page on screen stays while the next one loads, so the table does not flash empty.
 */
/** One page of GET /api/leads (not read while `enabled` is false: the board reads its own columns). */
export function useLeadsPage(params: URLSearchParams, enabled = true) {
  return useSWR(enabled ? endpointUrl(leadsEndpoint, { query: params }) : null, fetchLeads, { keepPreviousData: true });
}

export function useAnalytics(enabled: boolean) {
  return useSWR(enabled ? endpointUrl(analyticsEndpoint) : null, fetchAnalytics);
}

/**
 * GET /api/admin/email-status, asked only for a signed-in member whose role may read it (the role
 * table's emailStatus row: not `isAdmin`, which operations_admin lacks): any other caller would
 * only collect 403s, retried by the global rules.
 */
export function useEmailStatus() {
  const { check } = useAdminCheck();
  const signedIn = !!check?.isAuthenticated;
  const mayRead = signedIn && roleMay(check?.user?.role, ADMIN_ROUTE_ROLES.emailStatus);
  const answer = useSWR(mayRead ? endpointUrl(emailStatusEndpoint) : null, fetchEmailStatus);
  return { ...answer, checking: check === undefined, signedIn, mayRead };
}

/** Signing in or out also changes the site's session: the shell's header is told to ask again. */
export async function login(username: string, password: string) {
  const answer = await callEndpoint(adminLoginEndpoint, { body: { username, password } });
  announceSessionChange();
  return answer;
}

export async function logout() {
  const answer = await callEndpoint(adminLogoutEndpoint);
  announceSessionChange();
  return answer;
}

export function changePassword(values: ChangePassword) {
  return callEndpoint(changePasswordEndpoint, { body: values });
}

/** The server's per-field messages of a 400 answer, when it sent any. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  try {
    const parsed = JSON.parse(error.body) as { fieldErrors?: unknown };
    return parsed.fieldErrors && typeof parsed.fieldErrors === 'object' ? (parsed.fieldErrors as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * The server's refusals of single fields (a taken username, a wrong current password) under those
 * fields of the form that sent them (setError is react-hook-form's); answers which it showed.
 */
export function showServerFieldErrors<F extends string>(error: unknown, fields: readonly F[], setError: (field: F, error: { type: 'server'; message: string }) => void): F[] {
  const fieldErrors = serverFieldErrors(error);
  const shown = fields.filter((field) => fieldErrors[field]);
  for (const field of shown) setError(field, { type: 'server', message: fieldErrors[field] });
  return shown;
}

export const serverMessage = (error: unknown): string | undefined => (error instanceof ApiError ? error.serverMessage : undefined);

/** Cache helpers: after sign-in everything admin is fetched again; after sign-out it is dropped. */
export function useAdminCache() {
  const { mutate } = useSWRConfig();
  const isAdminKey = (key: unknown) =>
    typeof key === 'string' && (key.startsWith('/api/admin/') || key === LEADS_KEY || key.startsWith(`${LEADS_KEY}?`) || key === pathOf(analyticsEndpoint) || key === pathOf(teamListEndpoint) || key.startsWith(pathOf(auditLogEndpoint)));
  return {
    /** Fetches the check again (and waits for it); drops leads/analytics of any earlier user. */
    async signedIn() {
      await mutate((key) => isAdminKey(key) && key !== CHECK_KEY, undefined, { revalidate: false });
      await mutate(CHECK_KEY);
    },
    /** Marks the browser signed out at once and forgets every admin answer. */
    async signedOut() {
      await mutate((key) => isAdminKey(key) && key !== CHECK_KEY, undefined, { revalidate: false });
      await mutate(CHECK_KEY, SIGNED_OUT, { revalidate: false });
    },
  };
}
