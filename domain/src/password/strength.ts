import type { ZxcvbnFactory } from '@zxcvbn-ts/core';

/** zxcvbn's scores: 0 too guessable … 4 very unguessable. */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

/**
 * The lowest score a new password may have: 3 is "safely unguessable" (at least 10^8 guesses),
 * where P@ssw0rd, Password123!, Welcome2026! and PowerNest2026 all fall short.
 */
export const MIN_STRENGTH_SCORE: StrengthScore = 3;

/** What the strength meter shows: a label per score, read out with the bar (accessibility). */
export const STRENGTH_LABELS: Record<StrengthScore, string> = {
  0: 'Very weak',
  1: 'Weak',
  2: 'Fair',
  3: 'Strong',
  4: 'Very strong',
};

export interface Strength {
  score: StrengthScore;
  /** zxcvbn's English advice, most useful first ("Add more words…"); empty for a strong password. */
  hints: string[];
}

let estimator: ZxcvbnFactory | undefined;
let loading: Promise<void> | undefined;

/** Loads the estimator and its dictionaries once; the API awaits it before its first password change, the dialog when it opens. */
export function loadPasswordStrength(): Promise<void> {
  loading ??= import('./zxcvbn').then(({ createEstimator }) => {
    estimator = createEstimator();
  });
  return loading;
}

export const isPasswordStrengthLoaded = (): boolean => estimator !== undefined;

/**
 * How guessable a password is, knowing the account's own words (its username). Synchronous, so
 * schemas can use it: call loadPasswordStrength() first.
 */
export function passwordStrength(password: string, userInputs: readonly string[] = []): Strength {
  if (!estimator) throw new Error('Password strength is not loaded yet: await loadPasswordStrength() first');
  const result = estimator.check(password, [...userInputs]);
  const { warning, suggestions } = result.feedback;
  return { score: result.score as StrengthScore, hints: [warning, ...suggestions].filter((hint): hint is string => !!hint) };
}
