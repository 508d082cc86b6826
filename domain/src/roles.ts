import { z } from './zod';

/** SPEC §6 roles, `user` first (the default). */
export const ROLES = ['user', 'admin', 'super_admin', 'sales_admin', 'operations_admin', 'analytics_user'] as const;
export type UserRole = (typeof ROLES)[number];
export const DEFAULT_ROLE: UserRole = 'user';

/** Roles that count as admin (ARCHITECTURE "Auth": isAdmin for admin and super_admin). */
export const ADMIN_ROLES = ['admin', 'super_admin'] as const satisfies readonly UserRole[];
export function isAdminRole(role: string | undefined): boolean {
  return (ADMIN_ROLES as readonly string[]).includes(role ?? '');
}

/**
 * Who may use each admin route (ARCHITECTURE "Auth": each admin route states its roles). SPEC §6:
 * the dashboard, leads, analytics and password change need isAdmin; what the other staff roles
 * (sales_admin, operations_admin, analytics_user) may do is not specified, so they get 403.
 */
export const ADMIN_ROUTE_ROLES = {
  leads: ADMIN_ROLES,
  partners: ADMIN_ROLES,
  analytics: ADMIN_ROLES,
  changePassword: ADMIN_ROLES,
  emailStatus: ADMIN_ROLES,
  /** The team list (also the leads' assignment choices) and the audit log: every admin reads them. */
  team: ADMIN_ROLES,
  auditLog: ADMIN_ROLES,
  /** The coverage waiting list and marking an area served (issue #14). */
  waitingList: ADMIN_ROLES,
  /** Adding members, changing roles, deactivating: super admins only (issue #12). */
  manageTeam: ['super_admin'],
} as const satisfies Record<string, readonly UserRole[]>;

export const ROLE_MESSAGE = `Role must be one of ${ROLES.join(', ')}`;
export const roleChangeSchema = z.strictObject({
  role: z.enum(ROLES, { error: ROLE_MESSAGE }),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;
