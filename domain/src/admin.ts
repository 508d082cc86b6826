// The admin API's paths, answers and constants (SPEC §2 admin screens, §3, §7, §9), shared by
// the API and the mf-admin remote.
import type { UserRole } from './roles';

/** API paths; the GET ones are also the SWR keys (SPEC §7: the key is the URL). */
export const ADMIN_API = {
  login: '/api/admin/login',
  check: '/api/admin/check',
  logout: '/api/admin/logout',
  changePassword: '/api/admin/change-password',
  emailStatus: '/api/admin/email-status',
  leads: '/api/leads',
  analytics: '/api/analytics',
} as const;

/** The one answer to every failed sign-in: wrong password, unknown or locked account. */
export const LOGIN_FAILED_MESSAGE = 'Invalid username or password';
export const CURRENT_PASSWORD_WRONG_MESSAGE = 'Current password is incorrect';
export const SAME_PASSWORD_MESSAGE = 'New password must be different from the current password';

/** The signed-in account as the admin UI sees it. Never carries a password, hash or token. */
export interface AdminAccount {
  username: string;
  role: UserRole;
  mustChangePassword: boolean;
}

/** GET /api/admin/check (SPEC §3 "Auth check result"); `user` only when authenticated. */
export interface AdminCheckResult {
  isAuthenticated: boolean;
  isAdmin: boolean;
  user?: AdminAccount;
}

/** POST /api/admin/login on success. The token is also set as an httpOnly cookie. */
export interface AdminLoginResult {
  success: true;
  token: string;
  isAdmin: boolean;
  user: AdminAccount;
}

/** A lead as the admin views read it (SPEC §3). Dates arrive as ISO strings. */
export interface AdminLeadRow {
  id: number;
  businessName: string;
  location: string;
  email: string;
  phone: string;
  businessType: string;
  status: string;
  createdAt: string;
}

export interface AdminLeadsResult {
  success: boolean;
  leads: AdminLeadRow[];
}

/** GET /api/analytics (SPEC §3 "Analytics (admin)"). leadsByStatus always has `new` and `active`. */
export interface Analytics {
  totalLeads: number;
  totalPartners: number;
  /** Leads created in the last 7 days (a rolling week, the same in every time zone). */
  leadsThisWeek: number;
  leadsByStatus: Record<string, number>;
}

export interface AnalyticsResult {
  success: boolean;
  analytics: Analytics;
}

export type MailTransportKind = 'log' | 'smtp' | 'emailjs';

/** GET /api/admin/email-status: the real e-mail transport state, for the setup guide's badge. */
export interface EmailStatus {
  transport: MailTransportKind;
  /** false for `log` (nothing leaves the machine): "Awaiting configuration". */
  configured: boolean;
  /** Outbox counts; `pending` includes messages being sent right now. */
  outbox: { sent: number; pending: number; failed: number };
}

export interface EmailStatusResult {
  success: boolean;
  email: EmailStatus;
}

/** Days counted by "This Week". */
export const LEADS_THIS_WEEK_DAYS = 7;
/** SPEC §9: recent leads shown on the dashboard. */
export const RECENT_LEADS_SHOWN = 10;
/** SPEC §9: the e-mail provider's free tier. */
export const EMAIL_FREE_TIER_PER_MONTH = 200;

/** The environment variables the e-mail setup guide lists (with MAIL_TRANSPORT=emailjs). */
export const EMAILJS_ENV_VARS = [
  { name: 'EMAILJS_PUBLIC_KEY', description: 'Account → API keys → Public key' },
  { name: 'EMAILJS_SERVICE_ID', description: 'Email Services → your service → Service ID' },
  { name: 'EMAILJS_ADMIN_TEMPLATE_ID', description: 'Template ID of the admin notification' },
  { name: 'EMAILJS_USER_TEMPLATE_ID', description: 'Template ID of the applicant confirmation' },
] as const;
