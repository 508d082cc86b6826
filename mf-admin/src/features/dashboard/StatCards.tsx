import { Fragment, type ReactNode } from 'react';
import { IconBadge } from '@powernest/shared-ui/components';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Analytics } from '@powernest/domain';
import { TEXT } from './text';
import { ActivityIcon, CalendarIcon, StoreIcon, UsersIcon } from '@powernest/shared-ui/icons';

interface StatCardProps {
  label: string;
  caption: string;
  /** undefined while loading; null when it could not be loaded. */
  value: number | null | undefined;
  icon: ReactNode;
  tint: string;
  testId: string;
  /** How the number reads (default: a count). */
  format?: (value: number) => string;
}

const count = (value: number) => value.toLocaleString('en-US');

/** "45 min", "3 h 10 min", "2 days". */
function formatMinutes(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes / 60} h`;
  return `${Math.round(minutes / 1440)} days`;
}

function StatCard({ label, caption, value, icon, tint, testId, format = count }: StatCardProps) {
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
        {value === undefined ? <Skeleton width={56} aria-label="Loading" /> : value === null ? '—' : format(value)}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {caption}
      </Typography>
    </Paper>
  );
}

/** product.md §2: the four stat cards of the Dashboard tab. */
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
        <StatCard {...S.totalLeads} testId="stat-total-leads" value={error ? null : analytics?.totalLeads} icon={<UsersIcon />} tint="primary.main" />
        <StatCard {...S.partners} testId="stat-partners" value={error ? null : analytics?.totalPartners} icon={<StoreIcon />} tint="accent.violet" />
        <StatCard {...S.thisWeek} testId="stat-this-week" value={error ? null : analytics?.leadsThisWeek} icon={<CalendarIcon />} tint="accent.blue" />
        <StatCard
          {...S.active}
          testId="stat-active"
          value={error ? null : analytics ? (analytics.leadsByStatus?.active ?? 0) : undefined}
          icon={<ActivityIcon />}
          tint="accent.orange"
        />
      </Box>
    </Box>
  );
}

/** Speed to lead (issue #12): the site promises a call within a day; these show whether it holds. */
export function SpeedToLeadCards({ analytics, error }: { analytics: Analytics | undefined; error: boolean }) {
  const S = TEXT.stats;
  const speed = analytics?.speedToLead;
  // An API older than these figures has none: shown as unknown, not as zero.
  const value = (pick: (s: NonNullable<Analytics['speedToLead']>) => number | null) => (error ? null : analytics ? (speed ? pick(speed) : null) : undefined);
  return (
    <Box component="section" aria-labelledby="speed-to-lead-title">
      <Typography id="speed-to-lead-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {S.speedToLead}
      </Typography>
      <Box sx={{ display: 'grid', gap: { xs: 1.5, sm: 2 }, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } }}>
        <StatCard {...S.pastPromise} testId="stat-past-promise" value={value((s) => s.newPastPromise)} icon={<CalendarIcon />} tint="accent.red" />
        <StatCard
          {...S.firstContact}
          testId="stat-first-contact"
          value={value((s) => s.medianFirstContactMinutes)}
          format={formatMinutes}
          icon={<ActivityIcon />}
          tint="primary.main"
        />
      </Box>
    </Box>
  );
}

/** Leads by the service area they came from, and from elsewhere (issue #44); nothing from an API older than these counts. */
export function LeadsByArea({ analytics }: { analytics: Analytics | undefined }) {
  const S = TEXT.stats;
  const byArea = analytics?.leadsByArea;
  if (!byArea) return null;
  const rows = [...byArea.areas.map((a) => ({ name: a.area, leads: a.leads })), { name: S.elsewhere, leads: byArea.elsewhere }];
  return (
    <Box component="section" aria-labelledby="leads-by-area-title">
      <Typography id="leads-by-area-title" variant="h3" component="h2" sx={{ fontSize: '1.1rem', mb: 1.5 }}>
        {S.byArea}
      </Typography>
      {byArea.areas.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {S.noAreas}
        </Typography>
      ) : null}
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', rowGap: 0.5, columnGap: 2, maxWidth: '28rem' }}>
        {rows.map((row) => (
          <Fragment key={row.name}>
            <Typography component="dt" variant="body2">
              {row.name}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>
              {row.leads.toLocaleString('en-US')}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}
