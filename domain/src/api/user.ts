import '../shared/zodMini';
import * as z from 'zod/mini';
import { SESSION_USER_API } from '../admin/session';
import { endpoint } from './endpoint';
import { errorResponse, isoDate } from './wire';

/** GET /api/user/me: the general session's user (product.md §7). */
export const userResponse = z.object({
  success: z.literal(true),
  user: z.object({
    id: z.string(),
    name: z.optional(z.string()),
    email: z.string(),
    image: z.optional(z.string()),
    role: z.string(),
    createdAt: isoDate,
    lastLogin: z.optional(isoDate),
  }),
});

/**
 * GET /api/user/me: the user, or `success: false` with 200 when nobody is signed in. Its path is
 * SESSION_USER_API, which the shell's session call reads without loading zod.
 */
export const userEndpoint = endpoint({ method: 'GET', path: SESSION_USER_API, response: z.union([userResponse, errorResponse]) });
