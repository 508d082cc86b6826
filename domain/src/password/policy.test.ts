import { CHANGE_PASSWORD_MESSAGES } from '../admin-auth';
import * as domainIndex from '../index';
import { changePasswordSchema, changePasswordSchemaFor, isCommonPassword, passwordProblem, PASSWORD_POLICY_MESSAGES } from '.';

/** The schema's first message per field, as the dialog and the API's 400 show them. */
function errors(schema: ReturnType<typeof changePasswordSchemaFor>, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[issue.path.join('.') || '_'] ??= issue.message;
  return out;
}

const change = (newPassword: string, confirmPassword = newPassword) => ({ currentPassword: 'old', newPassword, confirmPassword });

describe('the password policy (issue #13)', () => {
  it.each([
    ['seven characters', 'short12', CHANGE_PASSWORD_MESSAGES.newPassword],
    ['eight spaces', '        ', PASSWORD_POLICY_MESSAGES.blank],
    ['tabs and spaces', ' \t  \t   ', PASSWORD_POLICY_MESSAGES.blank],
    ['a listed password', 'password1', PASSWORD_POLICY_MESSAGES.common],
    ['a listed password in capitals', 'PassWord1', PASSWORD_POLICY_MESSAGES.common],
    ['a listed password between spaces', '  sunshine  ', PASSWORD_POLICY_MESSAGES.common],
    ['one character repeated', 'aaaaaaaa', PASSWORD_POLICY_MESSAGES.common],
    ['one word repeated', 'adminadmin', PASSWORD_POLICY_MESSAGES.common],
    ['a digit run', '12345678', PASSWORD_POLICY_MESSAGES.common],
    ['a digit run backwards', '98765432', PASSWORD_POLICY_MESSAGES.common],
    ['an alphabet run', 'bcdefghi', PASSWORD_POLICY_MESSAGES.common],
    ['a keyboard row', 'qwertyui', PASSWORD_POLICY_MESSAGES.common],
    ['a keyboard row backwards', 'lkjhgfdsa', PASSWORD_POLICY_MESSAGES.common],
  ])('refuses %s', (_name, password, message) => {
    expect(passwordProblem(password)).toBe(message);
    expect(passwordProblem(password, { username: 'kim' })).toBe(message);
  });

  it('refuses a password containing the username, in any case', () => {
    expect(passwordProblem('Kim-Lee-rocks-2024', { username: 'kim.lee' })).toBeNull();
    expect(passwordProblem('my-KIM.LEE-pass', { username: 'kim.lee' })).toBe(PASSWORD_POLICY_MESSAGES.containsUsername);
    expect(passwordProblem('super-Admin-2024', { username: 'admin' })).toBe(PASSWORD_POLICY_MESSAGES.containsUsername);
    // Without the username, or with one too short to look for, that rule is not applied.
    expect(passwordProblem('super-Admin-2024')).toBeNull();
    expect(passwordProblem('algebra-lessons', { username: 'al' })).toBeNull();
  });

  it('reports the first rule broken: length, blank, common, then the username', () => {
    // Common before the username: the API, which checks the username last, says the same.
    expect(passwordProblem('adminadmin', { username: 'admin' })).toBe(PASSWORD_POLICY_MESSAGES.common);
    expect(passwordProblem('admin', { username: 'admin' })).toBe(CHANGE_PASSWORD_MESSAGES.newPassword);
  });

  it('accepts a password that breaks no rule, spaces inside included', () => {
    for (const password of ['a-better-password', 'correct horse battery staple', 'k7#Lm2qZ', '  padded but fine  ']) {
      expect(passwordProblem(password, { username: 'admin' })).toBeNull();
    }
  });

  it('knows the common passwords case-insensitively, and not much else', () => {
    expect(isCommonPassword('iloveyou1')).toBe(true);
    expect(isCommonPassword('ILOVEYOU1')).toBe(true);
    expect(isCommonPassword('i-love-my-kiosk')).toBe(false);
  });
});

describe('the change password schema (SPEC §5 and the policy)', () => {
  it('has every §5 message', () => {
    expect(errors(changePasswordSchema, { currentPassword: '', newPassword: 'short', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 8 characters',
      confirmPassword: 'Please confirm your new password',
    });
  });

  it('says "Passwords don\'t match" on the confirm field', () => {
    expect(errors(changePasswordSchema, change('longenough1', 'longenough2'))).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('accepts matching passwords of 8+ characters that break no rule', () => {
    expect(changePasswordSchema.safeParse(change('k7#Lm2qZ')).success).toBe(true);
  });

  it('puts the policy messages on the new password, one at a time', () => {
    expect(errors(changePasswordSchema, change('        '))).toEqual({ newPassword: PASSWORD_POLICY_MESSAGES.blank });
    expect(errors(changePasswordSchema, change('12345678'))).toEqual({ newPassword: PASSWORD_POLICY_MESSAGES.common });
  });

  it('applies the username rule only when built with the username', () => {
    expect(errors(changePasswordSchema, change('super-Admin-2024'))).toEqual({});
    expect(errors(changePasswordSchemaFor({ username: 'admin' }), change('super-Admin-2024'))).toEqual({
      newPassword: PASSWORD_POLICY_MESSAGES.containsUsername,
    });
  });
});

describe('where the policy lives', () => {
  it("is not in the domain's index, which the shell and public pages import (the list would ship with them)", () => {
    for (const name of ['passwordProblem', 'isCommonPassword', 'changePasswordSchemaFor', 'changePasswordSchema', 'COMMON_PASSWORDS_TEXT']) {
      expect(domainIndex).not.toHaveProperty(name);
    }
  });
});
