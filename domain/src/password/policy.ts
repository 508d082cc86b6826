import { CHANGE_PASSWORD_MESSAGES, MIN_PASSWORD_LENGTH } from '../admin-auth';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

/**
 * What a new password is refused for beyond SPEC §5's length (CHANGE_PASSWORD_MESSAGES), each
 * shown under the new-password field by the dialog and sent as `fieldErrors.newPassword` by the API.
 */
export const PASSWORD_POLICY_MESSAGES = {
  /** Eight spaces would be accepted here, then refused as blank at the next sign-in. */
  blank: 'New password cannot be only spaces',
  common: 'New password is too common or too easy to guess',
  containsUsername: 'New password must not contain your username',
} as const;

/** What the policy knows of the account; without a username the username rule is skipped. */
export interface PasswordContext {
  username?: string;
}

/**
 * The first rule a new password breaks, as its message, or null when it may be used. In order:
 * length (SPEC §5), blank, common, containing the username. The username rule is last on
 * purpose: the API's body schema is checked before the account is known (without the username),
 * and must find the same first problem as the dialog, which knows it.
 */
export function passwordProblem(password: string, { username }: PasswordContext = {}): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return CHANGE_PASSWORD_MESSAGES.newPassword;
  if (password.trim() === '') return PASSWORD_POLICY_MESSAGES.blank;
  if (isCommonPassword(password)) return PASSWORD_POLICY_MESSAGES.common;
  if (containsUsername(password, username)) return PASSWORD_POLICY_MESSAGES.containsUsername;
  return null;
}

/**
 * On the common-password list (case-insensitively), or as guessable as if it were: one
 * character or one chunk repeated ("aaaaaaaa", "adminadmin"), or a run of the alphabet, the
 * digits or a keyboard row, either way ("abcdefgh", "87654321", "asdfghjk").
 */
export function isCommonPassword(password: string): boolean {
  const p = password.trim().toLowerCase();
  return commonPasswords().has(p) || isRepetition(p) || RUNS.some((run) => run.includes(p));
}

/** Usernames shorter than this are not looked for: "al" would refuse half of all passwords. */
const MIN_USERNAME_LOOKED_FOR = 3;

function containsUsername(password: string, username: string | undefined): boolean {
  const name = username?.trim().toLowerCase() ?? '';
  return name.length >= MIN_USERNAME_LOOKED_FOR && password.toLowerCase().includes(name);
}

let common: ReadonlySet<string> | undefined;
/** The list as a set, built on first use (not when a bundle merely loads the module). */
function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(COMMON_PASSWORDS_TEXT.trim().split('\n'));
  return common;
}

/** True for "abcabcabc": the whole text is one shorter chunk said again and again. */
function isRepetition(text: string): boolean {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size === 0 && text.slice(0, size).repeat(text.length / size) === text) return true;
  }
  return false;
}

const SEQUENCES = ['abcdefghijklmnopqrstuvwxyz', '01234567890', 'qwertyuiop', 'asdfghjkl', 'zxcvbnm'];
/** The sequences forwards and backwards: a password that is part of one is a simple sequence. */
const RUNS = [...SEQUENCES, ...SEQUENCES.map((s) => [...s].reverse().join(''))];
