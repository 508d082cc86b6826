import { useNavigate } from '@powernest/shared-ui/router';
import { toast } from '@powernest/shared-ui';
import { logout, serverMessage, useAdminCache } from '../lib/admin';
import { SHARED_TEXT as TEXT } from '../text';
import { LazyChangePasswordDialog } from './LazyChangePasswordDialog';

/**
 * Signed in on a password the account was given: a member's temporary one (issue #12), or the
 * first admin's start-up one (issue #13). Nothing of the page is shown or loaded (the API refuses
 * it anyway) until they pick their own password, or sign out; then the page loads.
 */
export function PasswordChangeRequired({ username, refreshCheck, onLeaving }: { username: string | undefined; refreshCheck: () => void; onLeaving: () => void }) {
  const navigate = useNavigate();
  const cache = useAdminCache();

  async function signOut() {
    try {
      await logout();
    } catch (error) {
      toast({ title: TEXT.common.logoutFailedTitle, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return;
    }
    onLeaving();
    navigate('/admin-login');
    toast({ title: TEXT.common.loggedOutTitle, description: TEXT.common.loggedOutDescription });
    await cache.signedOut();
  }

  return <LazyChangePasswordDialog open onClose={() => undefined} onChanged={refreshCheck} username={username} required={{ onSignOut: () => void signOut() }} />;
}
