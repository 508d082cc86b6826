import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { LeadSourceGrouping, LeadSourceRow } from '@powernest/domain';
import { groupLabel } from './leadSourcesView';
import { TEXT } from './text';

const T = TEXT.sources;
/** The chart shows the groups with the most leads; the table holds every one. */
const CHART_GROUPS = 8;
const LABEL_MAX = 22;
const short = (text: string) => (text.length > LABEL_MAX ? `${text.slice(0, LABEL_MAX - 1)}…` : text);

/**
 * Leads per group as horizontal bars (names fit a 390 px phone), from MUI X Charts: the admin
 * remote's own dependency, loaded with this page's code only. The picture is decorative for
 * screen readers (its figure says what it shows); the table below has every number.
 */
export function LeadSourcesChart({ rows, by }: { rows: readonly LeadSourceRow[]; by: LeadSourceGrouping }) {
  const theme = useTheme();
  const shown = rows.filter((row) => row.leads > 0).slice(0, CHART_GROUPS);
  if (shown.length === 0) return null;
  const dataset = shown.map((row) => ({ group: short(groupLabel(row, by)), leads: row.leads }));
  return (
    <Box component="figure" role="img" aria-label={T.chartLabel(shown.length)} sx={{ m: 0, width: '100%', minWidth: 0 }}>
      <BarChart
        dataset={dataset}
        layout="horizontal"
        yAxis={[{ scaleType: 'band', dataKey: 'group', width: 130 }]}
        xAxis={[{ tickMinStep: 1 }]}
        // The site's own green, not the chart library's default blue.
        series={[{ dataKey: 'leads', label: T.leadsSeries, color: theme.palette.primary.main }]}
        height={Math.max(160, 48 + shown.length * 36)}
        hideLegend
        skipAnimation
      />
    </Box>
  );
}
