import type { ReactNode } from 'react';
import { IconBadge } from '@powernest/shared-ui/components';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Analytics } from '@powernest/domain';
import { TEXT } from '../text';
import { ActivityIcon, CalendarIcon, StoreIcon, UsersIcon } from '@powernest/shared-ui/icons';

interface StatCardProps {
  label: string;
  caption: string;
  /** undefined while loading; null when it could not be loaded. */
  value: number | null | undefined;
  icon: ReactNode;
  tint: string;
  testId: string;
}

function StatCard({ label, caption, value, icon, tint, testId }: StatCardProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={label}
      sx={{ p: { xs: 2, sm: 2.5 }, borderRadius: 3, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="h3" variant="body2" sx={{ fontWeight: 600, color: 'text.secondary' }}>
          {label}
        </Typography>
        <IconBadge icon={icon} color={tint} />
      </Box>
      <Typography data-testid={testId} sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, fontWeight: 800, lineHeight: 1.1 }}>
        {value === undefined ? <Skeleton width={56} aria-label="Loading" /> : value === null ? '—' : value.toLocaleString('en-US')}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Paper>
  );
}

/** SPEC §2: the four stat cards of the Dashboard tab. */
export function StatCards({ analytics, error }: { analytics: Analytics | undefined; error: boolean }) {
  const S = TEXT.stats;
  return (
    <Box>
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {TEXT.dashboard.analyticsError}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <StatCard {...S.totalLeads} testId="stat-total-leads" value={error ? null : analytics?.totalLeads} icon={<UsersIcon />} tint="#0b6e4f" />
        <StatCard {...S.partners} testId="stat-partners" value={error ? null : analytics?.totalPartners} icon={<StoreIcon />} tint="#7c3aed" />
        <StatCard {...S.thisWeek} testId="stat-this-week" value={error ? null : analytics?.leadsThisWeek} icon={<CalendarIcon />} tint="#2563eb" />
        <StatCard
          {...S.active}
          testId="stat-active"
          value={error ? null : analytics ? (analytics.leadsByStatus?.active ?? 0) : undefined}
          icon={<ActivityIcon />}
          tint="#c2410c"
        />
      </Box>
    </Box>
  );
}
