import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from '@powernest/shared-ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { toast } from '@powernest/shared-ui';
import { NOT_AUTHORISED_FOR_ROLE, ROLE_LABELS, isStaffRole, type AdminAccount } from '@powernest/domain';
import { LockIcon } from '@powernest/shared-ui/icons';
import { useAdminCheck } from '../lib/admin';
import { SHARED_TEXT as TEXT } from '../text';
import { AdminNav } from './AdminNav';
import { PasswordChangeRequired } from './PasswordChangeRequired';
import { mayOpen } from './pageAccess';

/** product.md §2: while the session is checked, a spinner. */
function CheckingAuth() {
  return (
    <Box role="status" aria-live="polite" sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', py: 8 }}>
      <Box sx={{ textAlign: 'center' }}>
        <CircularProgress aria-label={TEXT.auth.checking} />
        <Typography color="text.secondary" sx={{ mt: 2 }}>
          {TEXT.auth.checking}
        </Typography>
      </Box>
    </Box>
  );
}

/** product.md §2: not authenticated — a toast, a redirect to /admin-login, and this card meanwhile. */
function AuthenticationRequired() {
  const navigate = useNavigate();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast({ title: TEXT.auth.requiredTitle, description: TEXT.auth.requiredDescription, variant: 'destructive' });
    void navigate('/admin-login', { replace: true });
  }, [navigate]);
  return <GateCard title={TEXT.auth.requiredTitle} description={TEXT.auth.requiredDescription} onLogin={() => navigate('/admin-login')} />;
}

/**
 * Signed in, but the role may not open the admin area (issue #12: an empty page read as broken).
 * Nothing is loaded for it; the way out is the login, to sign in as someone else.
 */
function NotAuthorised({ username }: { username: string | undefined }) {
  const navigate = useNavigate();
  return <GateCard alert title={TEXT.auth.notAuthorisedTitle} description={TEXT.auth.notAuthorisedDescription(username)} onLogin={() => navigate('/admin-login')} />;
}

/** A staff member on a page their role may not use: the menu above shows where they can go. */
function NotForRole({ account }: { account: AdminAccount }) {
  return <GateCard alert title={NOT_AUTHORISED_FOR_ROLE} description={TEXT.auth.notForRoleDescription(ROLE_LABELS[account.role])} />;
}

/** The card a visitor who may not see an admin page gets: why, and the way to the login. */
function GateCard({ title, description, onLogin, alert = false }: { title: string; description: string; onLogin?: () => void; alert?: boolean }) {
  return (
    <Box sx={{ minHeight: '50vh', display: 'grid', placeItems: 'center', px: 2, py: 8 }}>
      <Paper variant="outlined" role={alert ? 'alert' : undefined} sx={{ p: 4, maxWidth: 440, textAlign: 'center', borderRadius: 3 }}>
        <Box sx={{ color: alert ? 'warning.main' : 'primary.main', mb: 1 }}>
          <LockIcon size={32} />
        </Box>
        <Typography variant="h2" component="h2" sx={{ fontSize: '1.4rem' }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
          {description}
        </Typography>
        {onLogin ? (
          <Button variant={alert ? 'outlined' : 'contained'} onClick={onLogin}>
            {TEXT.auth.goToLogin}
          </Button>
        ) : null}
      </Paper>
    </Box>
  );
}

/** What an admin page gets from the gate. */
export interface AdminSession {
  account: AdminAccount | undefined;
  /** Asks the session again (after a 401 or a password change). */
  refreshCheck: () => void;
  /** Call before signing out: the page goes blank, so "Authentication Required" cannot flash. */
  onLeaving: () => void;
}

/**
 * Every admin page behind the session check (product.md §2): a spinner while it is asked, back to
 * /admin-login when signed out, "Not authorised" for a signed-in account without a staff role, the
 * password change for staff on a password they were given (a member's temporary one, issue #12;
 * the first admin's start-up one, issue #13), "Not authorised for your role" under the menu on a
 * page the role may not open (the role table, as the API), else the page.
 */
export function AdminGate({ children }: { children: (session: AdminSession) => ReactNode }) {
  const { check, mutate } = useAdminCheck();
  const { pathname } = useLocation();
  const refreshCheck = useCallback(() => void mutate(), [mutate]);
  const [leaving, setLeaving] = useState(false);
  const onLeaving = useCallback(() => setLeaving(true), []);
  if (leaving) return null;
  if (!check) return <CheckingAuth />;
  if (!check.isAuthenticated) return <AuthenticationRequired />;
  const account = check.user;
  if (!account || !isStaffRole(account.role)) return <NotAuthorised username={account?.username} />;
  if (account.passwordChangeRequired) return <PasswordChangeRequired username={account.username} refreshCheck={refreshCheck} onLeaving={onLeaving} />;
  return (
    <>
      <AdminNav role={account.role} />
      {mayOpen(account.role, pathname) ? children({ account, refreshCheck, onLeaving }) : <NotForRole account={account} />}
    </>
  );
}
