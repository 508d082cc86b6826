import { MIN_PASSWORD_LENGTH } from '@powernest/domain';

/** A list's subtitle, its count of rows with US digit grouping: "1 lead", "1,234 leads". */
const countOf = (singular: string, plural: string) => (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? singular : plural}`;

/** A list's subtitles: its count, and past the API's bound (LIST_COUNT_MAX) "10,000+ leads". */
export const listCountTexts = (singular: string, plural: string) => ({
  subtitle: countOf(singular, plural),
  subtitleAtLeast: (n: number) => `${n.toLocaleString('en-US')}+ ${plural}`,
});

// The texts the admin screens share (the session check, the password dialog, copy buttons, what
// several pages say alike). Each feature's own texts are in its folder's text.ts, which spreads
// these in. product.md §2, §5 and §8 texts are requirements to the letter.
/** A keyset pager's steps on the lists that page from their start (the leads, the partners). */
export const PAGER_STEPS = { first: 'First', prev: 'Previous', next: 'Next' } as const;

export const SHARED_TEXT = {
  auth: {
    checking: 'Checking authentication...',
    requiredTitle: 'Authentication Required',
    requiredDescription: 'Please log in to access the admin dashboard.',
    goToLogin: 'Go to Login',
    notAuthorisedTitle: 'Not authorised',
    /** A staff role on a page its role may not use (typed in, or an old link). */
    notForRoleDescription: (role: string) => `Your role (${role}) cannot use this page. The admin menu above lists the pages you can.`,
    notAuthorisedDescription: (username: string | undefined) =>
      `${username ? `You are signed in as ${username}, an account` : 'Your account'} without access to the admin area. Ask an administrator, or sign in with another account.`,
  },
  changePassword: {
    title: 'Change Password',
    intro: 'Choose a new password. Your other signed-in devices will be signed out.',
    /** Under the new password until it has an error (the policy: @powernest/domain/password). */
    rules: `At least ${MIN_PASSWORD_LENGTH} characters, hard to guess (a few unrelated words work well), and not containing your username.`,
    /** The strength meter under the new password: its name, and the wait for its dictionaries. */
    strength: 'Password strength',
    strengthLoading: 'Checking strength...',
    loading: 'Loading...',
    current: 'Current Password',
    next: 'New Password',
    confirm: 'Confirm New Password',
    cancel: 'Cancel',
    submit: 'Update Password',
    pending: 'Updating...',
    successTitle: 'Password Updated',
    successDescription: 'Your password has been successfully changed.',
    failedTitle: 'Password Change Failed',
    failedFallback: 'Password change failed',
    requiredTitle: 'Choose your own password',
    /** Under "Please update your default password", for a member's temporary password and the first admin's start-up one alike. */
    requiredIntro: 'This account is still on the password it was given. Choose your own to continue; the one it was given stops working.',
    signOut: 'Sign out',
  },
  copy: {
    copy: 'Copy',
    copied: 'Copied!',
    failedTitle: 'Copy Failed',
    failedDescription: 'Please copy manually',
  },
  common: {
    loggedOutTitle: 'Logged Out',
    loggedOutDescription: 'You have been signed out of the admin area.',
    logoutFailedTitle: 'Logout Failed',
    defaultPasswordWarning: 'Please update your default password',
    leadsErrorDescription: 'Please refresh the page or try again later.',
    emptyTitle: 'No leads found',
    emptyDescription: 'New business partnership inquiries will appear here.',
    rowError: 'Error displaying lead data',
  },
} as const;
