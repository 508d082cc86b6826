import { useEffect } from 'react';
import Box from '@mui/material/Box';
import { useSessionStore, watchSession } from './sessionStore';
import { frameButtonSx } from '../layout/frameStyles';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '@powernest/domain';
import { messageIn } from '@powernest/shared-ui/i18n';
import { FRAME_TEXT } from '../i18n';

/**
 * The signed-in user's name and a sign-out entry in the header; nothing for visitors. It asks
 * for the session itself, after hydration, and re-renders alone: the header around it never
 * does (see DesktopNavSlot). The header passes the page's language (a prop: this menu is also
 * shown without a router).
 */
export function AccountMenu({ language = DEFAULT_LANGUAGE }: { language?: SiteLanguage }) {
  const user = useSessionStore((s) => s.user);
  const logout = useSessionStore((s) => s.logout);
  useEffect(() => watchSession(), []);
  if (!user) return null;
  const name = user.name || user.email;
  const signOut = messageIn(FRAME_TEXT, language, 'signOut');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 1, minWidth: 0 }}>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' }, color: 'text.secondary', fontSize: '0.9rem', whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '12rem' }}>
        {name}
      </Box>
      <Box component="button" type="button" onClick={() => void logout()} aria-label={`${signOut} (${name})`} sx={{ ...frameButtonSx, color: 'primary.main', minHeight: 30, px: 1 }}>
        {signOut}
      </Box>
    </Box>
  );
}
