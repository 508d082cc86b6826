import '../shared/zod';
import * as z from 'zod';
import { withRequest } from '../api/endpoint';
import { adminLoginEndpoint } from '../api/admin';

export const MIN_PASSWORD_LENGTH = 8;

export const ADMIN_LOGIN_MESSAGE = 'Please enter both username and password.';

/**
 * product.md §5: both fields non-empty after trimming. The username is trimmed; the password is
 * checked but kept as typed (spaces can be part of a password).
 */
export const adminLoginSchema = z.strictObject({
  username: z.string({ error: ADMIN_LOGIN_MESSAGE }).trim().min(1, ADMIN_LOGIN_MESSAGE).max(200, ADMIN_LOGIN_MESSAGE),
  password: z
    .string({ error: ADMIN_LOGIN_MESSAGE })
    .max(1024, ADMIN_LOGIN_MESSAGE)
    .refine((v) => v.trim().length > 0, ADMIN_LOGIN_MESSAGE),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;

/** The API's route: POST /api/admin/login with the body schema its requests are checked with. */
export const adminLoginRoute = withRequest(adminLoginEndpoint, { body: adminLoginSchema });

/**
 * product.md §5's Change Password messages. The schema and the rest of the password policy (blank,
 * common, containing the username) are in ./password, an entry of their own: they carry the
 * common-password list, which public pages must not download.
 */
export const CHANGE_PASSWORD_MESSAGES = {
  currentPassword: 'Current password is required',
  newPassword: `New password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  confirmPassword: 'Please confirm your new password',
  mismatch: "Passwords don't match",
} as const;
