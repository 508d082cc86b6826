import '../shared/zodMini';
import * as z from 'zod/mini';
import { ROLES } from '../admin/roles';
import { DELIVERY_STATES, MAIL_TRANSPORTS } from '../email/delivery';
import { endpoint } from './endpoint';
import { errorResponse, okResponse } from './wire';

/**
 * The signed-in account as the admin UI sees it. Never carries a password, hash or token.
 * `passwordChangeRequired` (present only when true): the account is on a temporary password a
 * super admin gave it, and nothing but a password change is allowed until it picks its own.
 */
export const adminAccount = z.object({
  username: z.string(),
  role: z.enum(ROLES),
  mustChangePassword: z.boolean(),
  passwordChangeRequired: z.optional(z.boolean()),
});
export type AdminAccount = z.output<typeof adminAccount>;

/** GET /api/admin/check (product.md §3 "Auth check result"); `user` only when authenticated. */
export const adminCheckResponse = z.object({ isAuthenticated: z.boolean(), isAdmin: z.boolean(), user: z.optional(adminAccount) });
export type AdminCheckResult = z.output<typeof adminCheckResponse>;

/** POST /api/admin/login on success. The token is also set as an httpOnly cookie. */
export const adminLoginResponse = z.object({ success: z.literal(true), token: z.string(), isAdmin: z.boolean(), user: adminAccount });
export type AdminLoginResult = z.output<typeof adminLoginResponse>;

/**
 * POST /api/admin/login, 429: a username the login lock holds gets its message and the seconds
 * left (`retryAfter`, also the Retry-After header); the rate limiter's 429 has no `retryAfter`.
 */
export const loginRefusedResponse = z.object({ success: z.literal(false), error: z.string(), retryAfter: z.optional(z.int()) });

/** POST /api/admin/change-password on success. */
export const passwordChangedResponse = z.object({ success: z.literal(true), message: z.string() });

/** GET /api/admin/email-status: the real e-mail transport state, for the setup guide's badge. */
export const emailStatusResponse = z.object({
  success: z.literal(true),
  email: z.object({
    transport: z.enum(MAIL_TRANSPORTS),
    /** false for `log` (nothing leaves the machine): "Awaiting configuration". */
    configured: z.boolean(),
    /** Outbox counts; `pending` includes messages being sent right now. */
    outbox: z.object({ sent: z.int(), pending: z.int(), failed: z.int() }),
    /**
     * The same messages by what an admin is told (DELIVERY_STATE_TEXT): `recorded` = "sent" by
     * the log transport. Absent from an API older than it (read with deliveryCountsOf).
     */
    delivery: z.optional(z.record(z.enum(DELIVERY_STATES), z.int())),
  }),
});
export type EmailStatusResult = z.output<typeof emailStatusResponse>;
export type EmailStatus = EmailStatusResult['email'];

/** GET /api/analytics (product.md §3 "Analytics (admin)"). leadsByStatus always has `new` and `active`. */
export const analyticsResponse = z.object({
  success: z.literal(true),
  analytics: z.object({
    totalLeads: z.int(),
    totalPartners: z.int(),
    /** Leads created in the last 7 days (a rolling week, the same in every time zone). */
    leadsThisWeek: z.int(),
    leadsByStatus: z.record(z.string(), z.int()),
    /**
     * Leads by the service area they came from (issue #44), and from elsewhere; absent from an
     * API older than it.
     */
    leadsByArea: z.optional(z.object({ areas: z.array(z.object({ area: z.string(), leads: z.int() })), elsewhere: z.int() })),
    /** Speed to lead (issue #12); absent from an API older than it. */
    speedToLead: z.optional(
      z.object({
        /** Leads still new past the site's promise (CONTACT_WITHIN_HOURS). */
        newPastPromise: z.int(),
        /** Median minutes from arrival to first contact, for leads of the last 7 days; null when none was contacted. */
        medianFirstContactMinutes: z.nullable(z.number()),
        /**
         * Present only when the week had more contacted leads than FIRST_CONTACT_SAMPLE_MAX: the
         * median is then over this many, the newest.
         */
        medianSampleSize: z.optional(z.int()),
      }),
    ),
  }),
});
export type AnalyticsResult = z.output<typeof analyticsResponse>;
export type Analytics = AnalyticsResult['analytics'];

// The endpoints (their request bodies, full zod, are joined in ../admin-auth.ts and
// ../password/change-password-schema.ts for the API).

/** POST /api/admin/login: 400 blank fields, 401 refused, 429 locked or rate-limited. */
export const adminLoginEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/login',
  response: adminLoginResponse,
  errors: { 400: errorResponse, 401: errorResponse, 429: loginRefusedResponse },
});
/** GET /api/admin/check: always 200. */
export const adminCheckEndpoint = endpoint({ method: 'GET', path: '/api/admin/check', response: adminCheckResponse });
/** POST /api/admin/logout: always 200. */
export const adminLogoutEndpoint = endpoint({ method: 'POST', path: '/api/admin/logout', response: okResponse });
/** POST /api/admin/change-password (admin roles, also on a temporary password). */
export const changePasswordEndpoint = endpoint({ method: 'POST', path: '/api/admin/change-password', response: passwordChangedResponse, errors: { 400: errorResponse } });
/** GET /api/admin/email-status (admin roles). */
export const emailStatusEndpoint = endpoint({ method: 'GET', path: '/api/admin/email-status', response: emailStatusResponse });
/** GET /api/analytics (admin roles): the dashboard's counts. */
export const analyticsEndpoint = endpoint({ method: 'GET', path: '/api/analytics', response: analyticsResponse });
