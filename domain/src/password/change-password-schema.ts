import '../shared/zod';
import * as z from 'zod';
import { CHANGE_PASSWORD_MESSAGES } from '../admin/admin-auth';
import { withRequest } from '../api/endpoint';
import { changePasswordEndpoint } from '../api/admin';
import { passwordProblem, type PasswordContext } from './policy';

/**
 * The Change Password form (product.md §5), its new password held to the password policy
 * (passwordProblem: one message, the first rule broken). The dialog builds it with the signed-in
 * username; the API's body schema is `changePasswordSchema` (no account is known while the body is
 * parsed) and the route applies the username rule itself, with the same function.
 */
export function changePasswordSchemaFor(account: PasswordContext = {}) {
  return z
    .strictObject({
      currentPassword: z
        .string({ error: CHANGE_PASSWORD_MESSAGES.currentPassword })
        .min(1, CHANGE_PASSWORD_MESSAGES.currentPassword)
        .max(1024),
      newPassword: z
        .string({ error: CHANGE_PASSWORD_MESSAGES.newPassword })
        .max(1024, 'New password must be at most 1024 characters')
        .superRefine((password, ctx) => {
          const problem = passwordProblem(password, account);
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
      confirmPassword: z
        .string({ error: CHANGE_PASSWORD_MESSAGES.confirmPassword })
        .min(1, CHANGE_PASSWORD_MESSAGES.confirmPassword)
        .max(1024),
    })
    .refine((v) => v.newPassword === v.confirmPassword, {
      message: CHANGE_PASSWORD_MESSAGES.mismatch,
      path: ['confirmPassword'],
    });
}

/** Every rule but the username one: the API route's body schema. */
export const changePasswordSchema = changePasswordSchemaFor();
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The API's route: POST /api/admin/change-password with the body schema its requests are checked with. */
export const changePasswordRoute = withRequest(changePasswordEndpoint, { body: changePasswordSchema });
