import { useNavigate } from '@powernest/shared-ui/router';
import { toast } from '@powernest/shared-ui';
import { ADMIN_LOGIN_PAGE } from '../pages';
import { logout, serverMessage, useAdminCache } from '../lib/admin';
import { SHARED_TEXT as TEXT } from '../text';

/**
 * Signing out of the admin area: the session ends, the page goes blank first (`onLeaving`, so the
 * signed-out state cannot flash "Authentication Required"), then the login page, a toast, and the
 * cached admin data dropped. A refusal says so (and `onFailed` runs); nothing else changes.
 */
export function useSignOut(onLeaving: () => void) {
  const navigate = useNavigate();
  const cache = useAdminCache();
  return async (onFailed?: () => void) => {
    try {
      await logout();
    } catch (error) {
      onFailed?.();
      toast({ title: TEXT.common.logoutFailedTitle, description: serverMessage(error) ?? 'Please try again.', variant: 'destructive' });
      return;
    }
    onLeaving();
    void navigate(ADMIN_LOGIN_PAGE.path);
    toast({ title: TEXT.common.loggedOutTitle, description: TEXT.common.loggedOutDescription });
    await cache.signedOut();
  };
}
