import '../shared/zodMini';
import * as z from 'zod/mini';
import { ROLES } from '../admin/roles';
import { endpoint } from './endpoint';
import { errorResponse, isoDate } from './wire';

/** A team member as the team page (and the leads' assignment) reads them. Never a password or hash. */
export const teamMemberView = z.object({
  id: z.string(),
  /** How they sign in; absent for an account made outside the team page without one. */
  username: z.optional(z.string()),
  name: z.optional(z.string()),
  email: z.string(),
  role: z.enum(ROLES),
  /** false: deactivated, cannot sign in. */
  active: z.boolean(),
  /** Still on the password they were given (a first admin's or a temporary one). */
  mustChangePassword: z.boolean(),
  createdAt: isoDate,
  lastLogin: z.optional(isoDate),
});
export type TeamMember = z.output<typeof teamMemberView>;

/** GET /api/team (admins): every team member, oldest first. */
export const teamResponse = z.object({ success: z.literal(true), members: z.array(teamMemberView) });
export type TeamResult = z.output<typeof teamResponse>;

/**
 * POST /api/team (201, super admins): the new member and their temporary password, shown this
 * once and never stored in clear; they must replace it when they first sign in.
 */
export const teamMemberCreatedResponse = z.object({ success: z.literal(true), member: teamMemberView, temporaryPassword: z.string() });
export type TeamMemberCreated = z.output<typeof teamMemberCreatedResponse>;

/** PATCH /api/team/:id (200, super admins): the member after the change. */
export const teamMemberUpdatedResponse = z.object({ success: z.literal(true), member: teamMemberView });

// The endpoints (their request schemas, full zod, are joined in ../team.ts for the API).

/** GET /api/team (every admin role). */
export const teamListEndpoint = endpoint({ method: 'GET', path: '/api/team', response: teamResponse });
/** POST /api/team (super_admin): the member and their temporary password. */
export const teamAddEndpoint = endpoint({ method: 'POST', path: '/api/team', status: 201, response: teamMemberCreatedResponse, errors: { 400: errorResponse, 409: errorResponse } });
/** PATCH /api/team/:id (super_admin): role, deactivate, reactivate. */
export const teamChangeEndpoint = endpoint({
  method: 'PATCH',
  path: '/api/team/:id',
  response: teamMemberUpdatedResponse,
  errors: { 400: errorResponse, 404: errorResponse, 409: errorResponse },
});
