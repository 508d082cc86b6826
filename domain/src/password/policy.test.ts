import { CHANGE_PASSWORD_MESSAGES } from '../admin/admin-auth';
import * as domainIndex from '../index';
import { schemaErrors as errors } from '../shared/schema-errors.test-support';
import { STRENGTH_LABELS, changePasswordSchema, changePasswordSchemaFor, loadPasswordStrength, normalizePassword, passwordProblem, passwordStrength, PASSWORD_POLICY_MESSAGES } from '.';

beforeAll(() => loadPasswordStrength());

const change = (newPassword: string, confirmPassword = newPassword) => ({ currentPassword: 'old', newPassword, confirmPassword });

describe('the password policy (issues #13 and "Every lead gets through" item 5)', () => {
  it.each([
    ['seven characters', 'short12', CHANGE_PASSWORD_MESSAGES.newPassword],
    ['eight spaces', '        ', PASSWORD_POLICY_MESSAGES.blank],
    ['tabs and spaces', ' \t  \t   ', PASSWORD_POLICY_MESSAGES.blank],
    ['a listed password', 'password1', PASSWORD_POLICY_MESSAGES.common],
    ['a listed password in capitals', 'PassWord1', PASSWORD_POLICY_MESSAGES.common],
    ['a listed password between spaces', '  sunshine  ', PASSWORD_POLICY_MESSAGES.common],
    // The variants a hand-kept list let through.
    ['a leet-speak variant', 'P@ssw0rd', PASSWORD_POLICY_MESSAGES.common],
    ['a word, digits and a symbol', 'Password123!', PASSWORD_POLICY_MESSAGES.common],
    ['a greeting and a year', 'Welcome2026!', PASSWORD_POLICY_MESSAGES.common],
    ['the brand and a year', 'PowerNest2026', PASSWORD_POLICY_MESSAGES.common],
    ['the brand in lower case', 'powernest-2026', PASSWORD_POLICY_MESSAGES.common],
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

  it("counts the account's own words as guessable: the username's parts make a password weak", () => {
    // "zendrik" is in no dictionary; "q.zendrik" does not contain the whole username.
    expect(passwordProblem('zendrikharbor')).toBeNull();
    expect(passwordProblem('zendrikharbor', { username: 'q.zendrik' })).toBe(PASSWORD_POLICY_MESSAGES.common);
  });

  it('accepts a strong passphrase, spaces inside included', () => {
    for (const password of ['amber kettle orbit 71 lanterns', 'correct horse battery staple', 'Tangerine-Bicycle-47', '  padded but fine  ']) {
      expect(passwordProblem(password, { username: 'admin' })).toBeNull();
    }
  });

  it('checks the NFKC form: a full-width password is its ASCII self', () => {
    expect(normalizePassword('ＰＯＷＥＲＮＥＳＴ２０２６')).toBe('POWERNEST2026');
    expect(passwordProblem('Ｐ＠ｓｓｗ０ｒｄ')).toBe(PASSWORD_POLICY_MESSAGES.common);
    // Seven full-width characters are seven characters.
    expect(passwordProblem('ｓｈｏｒｔ１２')).toBe(CHANGE_PASSWORD_MESSAGES.newPassword);
  });

  it('rates strength on zxcvbn\'s five steps, with a label and advice for the meter', () => {
    const weak = passwordStrength('Welcome2026!');
    expect(weak.score).toBeLessThan(3);
    expect(weak.hints.length).toBeGreaterThan(0);
    expect(passwordStrength('amber kettle orbit 71 lanterns')).toEqual({ score: 4, hints: [] });
    expect(Object.keys(STRENGTH_LABELS)).toHaveLength(5);
  });
});

describe('the change password schema (product.md §5 and the policy)', () => {
  const strong = 'Tangerine-Bicycle-47';
  it('has every product.md §5 message', () => {
    expect(errors(changePasswordSchema, { currentPassword: '', newPassword: 'short', confirmPassword: '' })).toEqual({
      currentPassword: 'Current password is required',
      newPassword: 'New password must be at least 8 characters',
      confirmPassword: 'Please confirm your new password',
    });
  });

  it('says "Passwords don\'t match" on the confirm field', () => {
    expect(errors(changePasswordSchema, change(strong, `${strong}x`))).toEqual({ confirmPassword: "Passwords don't match" });
  });

  it('accepts matching passwords of 8+ characters that break no rule', () => {
    expect(changePasswordSchema.safeParse(change(strong)).success).toBe(true);
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
  it("is not in the domain's index, which the shell and public pages import (the dictionaries would ship with them)", () => {
    for (const name of ['passwordProblem', 'passwordStrength', 'loadPasswordStrength', 'changePasswordSchemaFor', 'changePasswordSchema']) {
      expect(domainIndex).not.toHaveProperty(name);
    }
  });
});
