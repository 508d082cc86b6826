import { z } from './zod';

export const MIN_PASSWORD_LENGTH = 8;

export const ADMIN_LOGIN_MESSAGE = 'Please enter both username and password.';

/**
 * SPEC §5: both fields non-empty after trimming. The username is trimmed; the password is
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

export const CHANGE_PASSWORD_MESSAGES = {
  currentPassword: 'Current password is required',
  newPassword: `New password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  confirmPassword: 'Please confirm your new password',
  mismatch: "Passwords don't match",
} as const;

export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.currentPassword })
      .min(1, CHANGE_PASSWORD_MESSAGES.currentPassword)
      .max(1024),
    newPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.newPassword })
      .min(MIN_PASSWORD_LENGTH, CHANGE_PASSWORD_MESSAGES.newPassword)
      .max(1024, 'New password must be at most 1024 characters'),
    confirmPassword: z
      .string({ error: CHANGE_PASSWORD_MESSAGES.confirmPassword })
      .min(1, CHANGE_PASSWORD_MESSAGES.confirmPassword)
      .max(1024),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: CHANGE_PASSWORD_MESSAGES.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePassword = z.infer<typeof changePasswordSchema>;
