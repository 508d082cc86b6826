import '../shared/zod';
import * as z from 'zod';
import { ROLES, type UserRole } from './roles';
import { withRequest } from '../api/endpoint';
import { teamAddEndpoint, teamChangeEndpoint } from '../api/team';

// The team (issue #12): who works in the admin area, added and managed by a super_admin.
// Request bodies of POST /api/team and PATCH /api/team/:id; the answers are in ./api/team.

/** Roles a team member can have: every product.md §6 role but `user` (a site visitor, not staff). */
export const TEAM_ROLES = ROLES.filter((role): role is Exclude<UserRole, 'user'> => role !== 'user');
export type TeamRole = (typeof TEAM_ROLES)[number];
export const isTeamRole = (role: string): role is TeamRole => (TEAM_ROLES as readonly string[]).includes(role);

export const ROLE_LABELS: Record<UserRole, string> = {
  user: 'User',
  admin: 'Admin',
  super_admin: 'Super admin',
  sales_admin: 'Sales admin',
  operations_admin: 'Operations admin',
  analytics_user: 'Analytics user',
};

export const USERNAME_MAX_LENGTH = 50;

export const TEAM_MESSAGES = {
  username: `Username must be 3 to ${USERNAME_MAX_LENGTH} letters, digits, dots, dashes or underscores, starting with a letter or digit`,
  name: 'Name is required (at most 100 characters)',
  email: 'Please enter a valid e-mail address',
  role: `Role must be one of ${TEAM_ROLES.join(', ')}`,
  active: 'active must be true or false',
  nothing: 'Send a role, active or both',
  id: 'Unknown team member id',
  usernameTaken: 'This username is already taken',
  emailTaken: 'This e-mail address already belongs to an account',
  notFound: 'No team member has this id',
  self: 'You cannot demote or deactivate yourself: ask another super admin',
  lastSuperAdmin: 'This is the last active super admin: make someone else super admin first',
} as const;

const role = z.enum(TEAM_ROLES, { error: TEAM_MESSAGES.role });

/**
 * POST /api/team. The username is how the member signs in; it is stored lower-case (the login
 * lock already ignores case, so two usernames differing only in case would share one lock).
 */
export const teamMemberCreateSchema = z.strictObject({
  username: z
    .string({ error: TEAM_MESSAGES.username })
    .trim()
    .toLowerCase()
    .regex(new RegExp(`^[a-z0-9][a-z0-9._-]{2,${USERNAME_MAX_LENGTH - 1}}$`), TEAM_MESSAGES.username),
  name: z.string({ error: TEAM_MESSAGES.name }).trim().min(1, TEAM_MESSAGES.name).max(100, TEAM_MESSAGES.name),
  email: z.string({ error: TEAM_MESSAGES.email }).trim().max(254, TEAM_MESSAGES.email).pipe(z.email(TEAM_MESSAGES.email)),
  role,
});
/** What the form holds and the API reads. */
export type TeamMemberCreate = z.infer<typeof teamMemberCreateSchema>;
export type TeamMemberCreateInput = z.input<typeof teamMemberCreateSchema>;

/** PATCH /api/team/:id: a new role, deactivate (`active: false`) or reactivate, or both. */
export const teamMemberChangeSchema = z
  .strictObject({
    role: role.optional(),
    active: z.boolean({ error: TEAM_MESSAGES.active }).optional(),
  })
  .refine((change) => change.role !== undefined || change.active !== undefined, { message: TEAM_MESSAGES.nothing, path: ['role'] });
export type TeamMemberChange = z.infer<typeof teamMemberChangeSchema>;

/** The :id of /api/team/:id (the stores' ids are UUIDs; anything else cannot be a member). */
export const teamMemberIdParams = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, TEAM_MESSAGES.id),
});

// The API's routes: each endpoint (api/team.ts) with the schemas its requests are checked with.
export const teamAddRoute = withRequest(teamAddEndpoint, { body: teamMemberCreateSchema });
export const teamChangeRoute = withRequest(teamChangeEndpoint, { params: teamMemberIdParams, body: teamMemberChangeSchema });
