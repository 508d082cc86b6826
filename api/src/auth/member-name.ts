import type { FastifyRequest } from 'fastify';
import type { User } from '../store';

/**
 * How the team knows a member: their username (what a lead's assignee, the timeline, the audit
 * log's readers and the live events hold), else their id (a member without one is assigned no leads).
 */
export const memberNameOf = (user: Pick<User, 'username' | 'id'>): string => user.username ?? user.id;

/** The signed-in member of a route behind adminAuth.require, by that name (`assignee=me` means them). */
export const memberName = (request: FastifyRequest): string => memberNameOf(request.admin!.user);
