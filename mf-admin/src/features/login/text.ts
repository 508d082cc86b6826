import { SHARED_TEXT } from '../../text';

// This feature's texts, with the admin screens' shared ones (product.md §2, §5, §8 texts to the letter).
export const TEXT = {
  ...SHARED_TEXT,
  login: {
    intro: 'Sign in to review leads, analytics and e-mail delivery.',
    username: 'Username',
    password: 'Password',
    submit: 'Sign In',
    pending: 'Signing In...',
    note: 'New to admin access? Contact your system administrator.',
    emptyTitle: 'Error',
    failedTitle: 'Login Failed',
    failedFallback: 'Invalid credentials. Please try again.',
    successTitle: 'Login Successful',
    // Not "Welcome back": a member's first sign-in says this too (browser audit).
    successDescription: 'Opening the admin dashboard.',
    lockedTitle: 'Account locked',
  },
} as const;
