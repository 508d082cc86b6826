import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { EmailSetupGuide } from '../email-setup';
import { LazyChangePasswordDialog } from '../../components/LazyChangePasswordDialog';
import { MailNotSentAlert } from './MailNotSentAlert';
import { KeyIcon, LogoutIcon } from '@powernest/shared-ui/icons';
import { RecentLeadsTable } from './RecentLeadsTable';
import { UpcomingVisits } from './UpcomingVisits';
import { PossibleDuplicates } from './PossibleDuplicates';
import { FollowUps } from './FollowUps';
import { PromisesCard } from './PromisesCard';
import { LeadsByArea, SpeedToLeadCards, StatCards } from './StatCards';
import { useAnalytics, useLeads } from '../../lib/admin';
import { TEXT } from './text';
import { ADMIN_DASHBOARD_PAGE } from '../../pages';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { useSignOut } from '../../components/useSignOut';
import { AdminPageFrame } from '../../components/AdminPageFrame';

const T = TEXT.dashboard;
type TabId = 'dashboard' | 'email';

function Dashboard({ account, refreshCheck, onLeaving }: AdminSession) {
  const [tab, setTab] = useState<TabId>('dashboard');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const leads = useLeads(true);
  const analytics = useAnalytics(true);

  // The fetcher answers null on 401: the session ended (expired, revoked elsewhere).
  const sessionEnded = leads.data === null || analytics.data === null;
  useEffect(() => {
    if (sessionEnded) refreshCheck();
  }, [sessionEnded, refreshCheck]);

  const signOut = useSignOut(onLeaving);
  async function onLogout() {
    setLoggingOut(true);
    await signOut(() => setLoggingOut(false));
  }

  return (
    <AdminPageFrame
      heading={ADMIN_DASHBOARD_PAGE.heading}
      subtitle={account ? T.signedInAs(account.username) : T.subtitle}
      actions={
        <Box
          sx={{
            display: 'flex',
            gap: 1,
            '& .MuiButton-root': { whiteSpace: 'nowrap' },
            // On a phone the two buttons share the width; their icons would not fit.
            '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
          }}
        >
          <Button variant="outlined" startIcon={<KeyIcon size={18} />} onClick={() => setDialogOpen(true)}>
            {T.changePassword}
          </Button>
          <Button
            variant="contained"
            color="inherit"
            startIcon={loggingOut ? <CircularProgress size={16} color="inherit" aria-hidden /> : <LogoutIcon size={18} />}
            onClick={() => void onLogout()}
            disabled={loggingOut}
            sx={{ bgcolor: 'brand.dark', color: 'common.white', '&:hover': { bgcolor: 'brand.darkHover' } }}
          >
            {T.logout}
          </Button>
        </Box>
      }
    >
      {account?.mustChangePassword ? (
        <Alert
          severity="warning"
          sx={{ mb: 3, alignItems: 'center' }}
          action={
            <Button color="inherit" size="small" onClick={() => setDialogOpen(true)} sx={{ fontWeight: 700 }}>
              {T.updateNow}
            </Button>
          }
        >
          <AlertTitle sx={{ mb: 0 }}>{TEXT.common.defaultPasswordWarning}</AlertTitle>
          {T.defaultPasswordDetail}
        </Alert>
      ) : null}

      <MailNotSentAlert onOpenSetup={tab === 'email' ? undefined : () => setTab('email')} />

      <Tabs
        value={tab}
        onChange={(_e, value: TabId) => setTab(value)}
        aria-label="Admin sections"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="dashboard" label={T.tabs.dashboard} id="admin-tab-dashboard" aria-controls="admin-panel-dashboard" />
        <Tab value="email" label={T.tabs.emailSetup} id="admin-tab-email" aria-controls="admin-panel-email" />
      </Tabs>

      <Box role="tabpanel" id="admin-panel-dashboard" aria-labelledby="admin-tab-dashboard" hidden={tab !== 'dashboard'} sx={{ minWidth: 0 }}>
        {tab === 'dashboard' ? (
          <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
            <StatCards analytics={analytics.data?.analytics} error={!!analytics.error} />
            <SpeedToLeadCards analytics={analytics.data?.analytics} error={!!analytics.error} />
            <PromisesCard />
            <LeadsByArea analytics={analytics.data?.analytics} />
            <FollowUps />
            <UpcomingVisits />
            <PossibleDuplicates />
            <RecentLeadsTable leads={leads.data?.leads} error={!!leads.error} />
          </Box>
        ) : null}
      </Box>
      <Box role="tabpanel" id="admin-panel-email" aria-labelledby="admin-tab-email" hidden={tab !== 'email'} sx={{ minWidth: 0 }}>
        {tab === 'email' ? <EmailSetupGuide heading="Email Setup Guide" /> : null}
      </Box>

      <LazyChangePasswordDialog open={dialogOpen} onClose={() => setDialogOpen(false)} onChanged={refreshCheck} username={account?.username} />
    </AdminPageFrame>
  );
}

/**
 * product.md §2 "Admin dashboard": checks the session first (spinner); not authenticated → back to
 * /admin-login; authenticated but not admin → nothing; an admin → the dashboard.
 */
export function AdminDashboardPage() {
  return <AdminGate>{(session) => <Dashboard {...session} />}</AdminGate>;
}
