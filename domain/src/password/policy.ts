import { CHANGE_PASSWORD_MESSAGES, MIN_PASSWORD_LENGTH } from '../admin/admin-auth';
import { MIN_STRENGTH_SCORE, passwordStrength } from './strength';

/**
 * What a new password is refused for beyond product.md §5's length (CHANGE_PASSWORD_MESSAGES), each
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
 * The one form of a password that is hashed and checked (NFKC): a full-width "ｐａｓｓ" or a
 * ligature typed on another keyboard is the same password as its plain form.
 */
export const normalizePassword = (password: string): string => password.normalize('NFKC');

/**
 * The first rule a new password breaks, as its message, or null when it may be used. In order:
 * length (product.md §5), blank, containing the username (the plainest advice first), too guessable
 * (zxcvbn with its common and English dictionaries, the site's words and the username). The API's
 * body schema knows no username; its route applies the whole policy again with it. Needs
 * loadPasswordStrength() to have finished.
 */
export function passwordProblem(password: string, { username }: PasswordContext = {}): string | null {
  const normal = normalizePassword(password);
  if (normal.length < MIN_PASSWORD_LENGTH) return CHANGE_PASSWORD_MESSAGES.newPassword;
  if (normal.trim() === '') return PASSWORD_POLICY_MESSAGES.blank;
  if (containsUsername(normal, username)) return PASSWORD_POLICY_MESSAGES.containsUsername;
  // Spaces around a word add next to nothing for a guesser who tries them.
  if (passwordStrength(normal.trim(), accountWords(username)).score < MIN_STRENGTH_SCORE) return PASSWORD_POLICY_MESSAGES.common;
  return null;
}

/** The account's own words zxcvbn should guess first: the username, whole and in its parts ("kim.lee"). */
export function accountWords(username: string | undefined): string[] {
  const name = username?.trim().toLowerCase() ?? '';
  return name ? [name, ...name.split(/[^a-z0-9]+/).filter((part) => part.length >= MIN_USERNAME_LOOKED_FOR)] : [];
}

/** Usernames shorter than this are not looked for: "al" would refuse half of all passwords. */
const MIN_USERNAME_LOOKED_FOR = 3;

function containsUsername(password: string, username: string | undefined): boolean {
  const name = username?.trim().toLowerCase() ?? '';
  return name.length >= MIN_USERNAME_LOOKED_FOR && password.toLowerCase().includes(name);
}
