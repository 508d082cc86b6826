import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { UNASSIGNED } from '@powernest/domain';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';
import { ADMIN_PROMISES_PAGE } from '../../pages';
import { usePromiseReport } from './promisesData';
import { PromiseReportTable } from './PromiseTallyTable';
import { TEXT } from './text';

const T = TEXT.report;

/** "Mar 15, 2027" for a week's Monday (`YYYY-MM-DD`, a calendar date: read in UTC so no zone moves it). */
const weekLabel = (monday: string) => new Date(`${monday}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

function Report({ refreshCheck }: AdminSession) {
  const { data, error } = usePromiseReport();
  // The fetcher answers null on 401: the session ended.
  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);
  if (error) return <LoadFailed title={T.failed} error={error} />;
  return (
    <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
      {data ? <Typography variant="body2" color="text.secondary">{T.timeZone(data.timeZone)}</Typography> : null}
      <SectionCard title={T.weeks} idPrefix="promises">
        <PromiseReportTable label={T.weeks} first={T.week} rows={data?.weeks} nameOf={(row) => weekLabel(row.week)} none={T.noMembers} />
      </SectionCard>
      <SectionCard title={T.members} idPrefix="promises">
        <PromiseReportTable label={T.members} first={T.member} rows={data?.members} nameOf={(row) => (row.member === UNASSIGNED ? T.unassigned : row.member)} none={T.noMembers} />
      </SectionCard>
    </Box>
  );
}

/** The Monday report of the promises kept (issue #45): per week and per team member, for staff who read analytics. */
export function PromisesReportPage() {
  return (
    <AdminGate>
      {(session) => (
        <AdminPageFrame heading={ADMIN_PROMISES_PAGE.heading} subtitle={T.intro}>
          <Report {...session} />
        </AdminPageFrame>
      )}
    </AdminGate>
  );
}
