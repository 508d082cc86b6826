import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from '@powernest/shared-ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { LEAD_SOURCE_GROUPINGS, type LeadSourceGrouping } from '@powernest/domain';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { DateRangeFields } from '../../components/DateRangeFields';
import { LoadFailed } from '../../components/LoadFailed';
import { SectionCard } from '../../components/SectionCard';
import { ADMIN_LEAD_SOURCES_PAGE } from '../../pages';
import { LeadSourcesChart } from './LeadSourcesChart';
import { LeadSourcesTable } from './LeadSourcesTable';
import { leadSourcesCsvHref, useLeadSources } from './leadSourcesData';
import { defaultView, readView, viewParams, type LeadSourcesView } from './leadSourcesView';
import { TEXT } from './text';

const T = TEXT.sources;

function LeadSources({ refreshCheck }: AdminSession) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readView(params), [params]);
  const query = useMemo(() => viewParams(view), [view]);
  const { data, error } = useLeadSources(query);
  // The fetcher answers null on 401: the session ended.
  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);
  const show = useCallback((next: LeadSourcesView) => setParams(viewParams(next)), [setParams]);
  const report = data ?? undefined;

  return (
    <AdminPageFrame
      heading={ADMIN_LEAD_SOURCES_PAGE.heading}
      subtitle={report ? T.subtitle(report.totals.leads, report.totals.views) : undefined}
      actions={
        <Button component="a" href={leadSourcesCsvHref(query)} download variant="outlined">
          {T.exportCsv}
        </Button>
      }
    >
      <Box role="search" aria-label={T.filters} sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', md: '1fr 1fr 1.4fr auto' }, alignItems: 'center', mb: 2 }}>
        <DateRangeFields from={view.from} to={view.to} labels={T} onChange={(key, value) => value && show({ ...view, [key]: value })} />
        <TextField
          select
          size="small"
          label={T.by}
          value={view.by}
          onChange={(e) => show({ ...view, by: e.target.value as LeadSourceGrouping })}
          sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        >
          {LEAD_SOURCE_GROUPINGS.map((by) => (
            <MenuItem key={by} value={by}>
              {T.groupings[by]}
            </MenuItem>
          ))}
        </TextField>
        <Button onClick={() => show({ ...defaultView(), by: view.by })} sx={{ whiteSpace: 'nowrap', gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          {T.clearFilters}
        </Button>
      </Box>

      {error ? (
        <LoadFailed title={T.loadFailed} error={error} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {report && report.totals.leads > 0 ? (
            <SectionCard title={T.chartTitle} idPrefix="lead-sources" caption={T.chartCaption}>
              <LeadSourcesChart rows={report.rows} by={report.by} />
            </SectionCard>
          ) : null}
          <SectionCard title={T.tableTitle} idPrefix="lead-sources" caption={T.tableCaption}>
            <LeadSourcesTable report={report} />
          </SectionCard>
        </Box>
      )}
    </AdminPageFrame>
  );
}

/**
 * /admin/lead-sources (issue #45): leads, visits booked, qualified and installed per source /
 * medium / campaign, landing page or language over a period, beside the page views the site
 * server counted, with a chart and a CSV export; the period and grouping live in the URL.
 */
export function LeadSourcesPage() {
  return <AdminGate>{(session) => <LeadSources {...session} />}</AdminGate>;
}
