import '../shared/zod';
import * as z from 'zod';

/** product.md §6 roles, `user` first (the default). */
export const ROLES = ['user', 'admin', 'super_admin', 'sales_admin', 'operations_admin', 'analytics_user'] as const;
export type UserRole = (typeof ROLES)[number];
export const DEFAULT_ROLE: UserRole = 'user';

/** Roles that count as admin (ARCHITECTURE "Auth": isAdmin for admin and super_admin). */
export const ADMIN_ROLES = ['admin', 'super_admin'] as const satisfies readonly UserRole[];
export function isAdminRole(role: string | undefined): boolean {
  return (ADMIN_ROLES as readonly string[]).includes(role ?? '');
}

/** Every role but `user`: the staff, who sign in to the admin area. A `user` has no admin area. */
export const STAFF_ROLES = ['super_admin', 'admin', 'sales_admin', 'operations_admin', 'analytics_user'] as const satisfies readonly UserRole[];
export const isStaffRole = (role: string | undefined): boolean => (STAFF_ROLES as readonly string[]).includes(role ?? '');

/** Who may read (GET, HEAD) and who may change (every other method) through a family of admin routes. */
export interface RouteRoles {
  read: readonly UserRole[];
  change: readonly UserRole[];
}
export type Access = keyof RouteRoles;

const LEAD_WORKERS = ['super_admin', 'admin', 'sales_admin'] as const;
const PARTNER_MANAGERS = ['super_admin', 'admin', 'operations_admin'] as const;
const FIELD_STAFF = ['super_admin', 'admin', 'sales_admin', 'operations_admin'] as const;
const same = (roles: readonly UserRole[]): RouteRoles => ({ read: roles, change: roles });

/**
 * The one table of who may use what in the admin area (ARCHITECTURE "Auth": each admin route states
 * its roles). The API's preHandlers, the admin menu and the admin pages' guards all read it. product.md §6
 * gives the dashboard, leads, analytics and password change to admins and leaves the other staff
 * roles open; this is the choice:
 * - sales_admin works the leads (status, notes, assignment, e-mails, export), reads partners and
 *   the waiting list;
 * - operations_admin manages partners (and turns a won lead into one), reads leads, works the
 *   waiting list, sees the e-mail status;
 * - analytics_user reads the dashboard (its analytics and recent leads) and the leads;
 * - admin does everything but team management, super_admin everything;
 * - site visits (issue #28): those who work leads or partners (field staff) book, move and cancel
 *   a visit for the applicant; every staff role sees the visits booked (the dashboard) and the
 *   hours; only admins change the hours, blocked dates and visits per slot;
 * - every staff role signs in, changes its own password and reads the team (assignment names).
 */
export const ADMIN_ROUTE_ROLES = {
  changePassword: same(STAFF_ROLES),
  analytics: same(STAFF_ROLES),
  leads: { read: STAFF_ROLES, change: LEAD_WORKERS },
  /** A CSV of every lead's contact details: only those who work the leads. */
  leadExport: same(LEAD_WORKERS),
  /** The workspace's bulk actions and the ids they select ("Select all N matching"): those who work the leads. */
  leadBulk: same(LEAD_WORKERS),
  partners: { read: FIELD_STAFF, change: PARTNER_MANAGERS },
  waitingList: same(FIELD_STAFF),
  /** Where PowerNest serves (issue #44): read by the staff; created, opened and retired by those who manage partners. */
  serviceAreas: { read: STAFF_ROLES, change: PARTNER_MANAGERS },
  emailStatus: same(PARTNER_MANAGERS),
  /** Reading the team (also the leads' assignment choices); adding, re-roling, deactivating: super admins (issue #12). */
  team: { read: STAFF_ROLES, change: ['super_admin'] },
  auditLog: same(ADMIN_ROLES),
  /** The team's availability for site visits (issue #28): read by the staff, set by admins. */
  availability: { read: STAFF_ROLES, change: ADMIN_ROLES },
  /** Booked site visits: listed for the staff; booked, moved, cancelled for an applicant by field staff. */
  visits: { read: STAFF_ROLES, change: FIELD_STAFF },
  /** Where leads come from (issue #45): the sources report and its CSV, read by those who sell and those who analyse. */
  leadSources: same(['super_admin', 'admin', 'sales_admin', 'analytics_user']),
} as const satisfies Record<string, RouteRoles>;
export type AdminRouteKey = keyof typeof ADMIN_ROUTE_ROLES;

/** Reading is GET and HEAD; any other method changes something. */
export const accessOf = (method: string): Access => (method === 'GET' || method === 'HEAD' ? 'read' : 'change');

/** Whether a role may read or change through a family of admin routes: the API, menu and guards ask this. */
export function roleMay(role: string | undefined, rule: RouteRoles, access: Access = 'read'): boolean {
  return (rule[access] as readonly string[]).includes(role ?? '');
}

/** The 403 of a route, and the page, a role may not use. */
export const NOT_AUTHORISED_FOR_ROLE = 'Not authorised for your role';

export const ROLE_MESSAGE = `Role must be one of ${ROLES.join(', ')}`;
export const roleChangeSchema = z.strictObject({
  role: z.enum(ROLES, { error: ROLE_MESSAGE }),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;
