import type { FastifyRequest } from 'fastify';

/**
 * Who `assignee=me` means (issue #29, "My leads"): the signed-in staff member's username, which
 * is what a lead's assignee holds. A member without one has no leads assigned: their id matches none.
 */
export function sessionAssignee(request: FastifyRequest): string {
  const { user } = request.admin!;
  return user.username ?? user.id;
}
