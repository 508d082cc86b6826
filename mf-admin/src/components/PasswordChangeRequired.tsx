import { useSignOut } from './useSignOut';
import { LazyChangePasswordDialog } from './LazyChangePasswordDialog';

/**
 * Signed in on a password the account was given: a member's temporary one (issue #12), or the
 * first admin's start-up one (issue #13). Nothing of the page is shown or loaded (the API refuses
 * it anyway) until they pick their own password, or sign out; then the page loads.
 */
export function PasswordChangeRequired({ username, refreshCheck, onLeaving }: { username: string | undefined; refreshCheck: () => void; onLeaving: () => void }) {
  const signOut = useSignOut(onLeaving);

  return <LazyChangePasswordDialog open onClose={() => undefined} onChanged={refreshCheck} username={username} required={{ onSignOut: () => void signOut() }} />;
}
