import { useNavigate } from '@powernest/shared-ui/router';
import { toast } from '@powernest/shared-ui';
import { logout, serverMessage, useAdminCache } from '../data/admin';
import { TEXT } from '../text';
import { ChangePasswordDialog } from './ChangePasswordDialog';

/**
 * Signed in on a temporary password a super admin gave (issue #12): nothing of the page is
 * shown or loaded (the API refuses it anyway) until the member picks their own password, or
 * signs out.
 */
export function PasswordChangeRequired({ refreshCheck, onLeaving }: { refreshCheck: () => void; onLeaving: () => void }) {
  const navigate = useNavigate();
  const cache = useAdminCache();

  async function signOut() {
    try {
      await logout();
    } catch (error) {
      toast({ title: TEXT.dashboard.logoutFailedTitle, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return;
    }
    onLeaving();
    navigate('/admin-login');
    toast({ title: TEXT.dashboard.loggedOutTitle, description: TEXT.dashboard.loggedOutDescription });
    await cache.signedOut();
  }

  return <ChangePasswordDialog open onClose={() => undefined} onChanged={refreshCheck} required={{ onSignOut: () => void signOut() }} />;
}
