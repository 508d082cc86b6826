import '../zodMini';
import * as z from 'zod/mini';
import { isoDate } from './wire';

/** GET /api/user/me: the general session's user (SPEC §7). */
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
