import { useState, type FormEvent } from 'react';
import { alpha } from '@mui/material/styles';
import { Link as RouterLink, useNavigate } from '@powernest/shared-ui/router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BrandLogo } from '@powernest/shared-ui/components';
import { toast } from '@powernest/shared-ui';
import { ApiError } from '@powernest/shared-ui/data';
import { adminLoginSchema, isStaffRole } from '@powernest/domain';
import { login, serverMessage, useAdminCache, useAdminCheck } from '../../lib/admin';
import { LockIcon } from '@powernest/shared-ui/icons';
import { PasswordVisibilityAdornment } from '../../components/PasswordVisibilityButton';
import { TEXT } from './text';
import { ADMIN_LOGIN_PAGE, ADMIN_DASHBOARD_PAGE } from '../../pages';

const T = TEXT.login;

/**
 * The login lock's answer (429 with `retryAfter`, issue #12 item 10): its message says when to
 * try again. The rate limiter's 429 has no `retryAfter` and stays a toast only.
 */
function lockedMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  try {
    const body = JSON.parse(error.body) as { error?: unknown; retryAfter?: unknown };
    return typeof body.retryAfter === 'number' && typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/** product.md §2 "Admin login" at /admin-login, /admin and /admin/login. Success goes to /admin-dashboard. */
export function AdminLoginPage() {
  const navigate = useNavigate();
  const cache = useAdminCache();
  const { check } = useAdminCheck();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [pending, setPending] = useState(false);
  const [locked, setLocked] = useState<string | null>(null);

  // Any staff role has a dashboard to go to; isAdmin is only admin and super_admin (product.md §6).
  const signedIn = !!check?.isAuthenticated && isStaffRole(check.user?.role) && !pending;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const parsed = adminLoginSchema.safeParse({ username, password });
    if (!parsed.success) {
      toast({ title: T.emptyTitle, description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    setPending(true);
    setLocked(null);
    try {
      await login(parsed.data.username, parsed.data.password);
      toast({ title: T.successTitle, description: T.successDescription, variant: 'success' });
      await cache.signedIn();
      void navigate(ADMIN_DASHBOARD_PAGE.path);
    } catch (error) {
      toast({ title: T.failedTitle, description: serverMessage(error) ?? T.failedFallback, variant: 'destructive' });
      setLocked(lockedMessage(error));
      setPending(false);
    }
  }

  return (
    <Box
      component="section"
      sx={{
        minHeight: { xs: 'auto', sm: '70vh' },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 4, sm: 8 },
        background: ({ palette }) => `linear-gradient(180deg, ${alpha(palette.primary.main, 0.08)} 0%, ${alpha(palette.primary.main, 0)} 60%)`,
      }}
    >
      <Paper variant="outlined" sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3, boxShadow: '0 10px 30px rgba(16,35,28,0.08)' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', mb: 3 }}>
          <BrandLogo size={48} />
          <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mt: 2 }}>
            {ADMIN_LOGIN_PAGE.heading}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {T.intro}
          </Typography>
        </Box>

        {signedIn ? (
          <Alert
            severity="success"
            sx={{ mb: 2.5 }}
            action={
              <Button component={RouterLink} to={ADMIN_DASHBOARD_PAGE.path} color="inherit" size="small" sx={{ fontWeight: 700 }}>
                Open dashboard
              </Button>
            }
          >
            You are signed in{check?.user ? ` as ${check.user.username}` : ''}.
          </Alert>
        ) : null}

        {locked ? (
          // Stays on the page (the toast goes after a few seconds): when to come back.
          <Alert severity="warning" sx={{ mb: 2.5 }}>
            <AlertTitle>{T.lockedTitle}</AlertTitle>
            {locked}
          </Alert>
        ) : null}

        <Box component="form" noValidate onSubmit={onSubmit} aria-label="Admin sign-in" sx={{ display: 'grid', gap: 2.5 }}>
          <TextField
            id="admin-username"
            name="username"
            label={T.username}
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            autoComplete="username"
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false, maxLength: 200 } }}
          />
          <TextField
            id="admin-password"
            name="password"
            label={T.password}
            type={showPassword ? 'text' : 'password'}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            fullWidth
            slotProps={{
              htmlInput: { maxLength: 1024 },
              input: { endAdornment: <PasswordVisibilityAdornment visible={showPassword} onToggle={() => setShowPassword((v) => !v)} /> },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={pending}
            startIcon={pending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <LockIcon size={18} />}
            sx={{ py: 1.25 }}
          >
            {pending ? T.pending : T.submit}
          </Button>
        </Box>

        <Divider sx={{ my: 3 }} />
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {T.note}
        </Typography>
      </Paper>
    </Box>
  );
}
