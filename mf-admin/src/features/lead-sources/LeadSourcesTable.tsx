import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { LEAD_SOURCE_REPORT_COLUMNS, type LeadSourcesReport } from '@powernest/domain';
import { AdminTable } from '../../components/AdminTable';
import { conversionText, groupLabel } from './leadSourcesView';
import { TEXT } from './text';

const T = TEXT.sources;
const FIGURES = ['views', 'leads', 'conversion', 'visitsBooked', 'qualified', 'installed'] as const;

/** Every group of the report with its figures, and a total row; scrolls sideways on a phone, its first column kept in view. */
export function LeadSourcesTable({ report }: { report: LeadSourcesReport | undefined }) {
  const by = report?.by ?? 'campaign';
  const groupHeading = LEAD_SOURCE_REPORT_COLUMNS[by].map((c) => c.label).join(' / ');
  const figures = (row: LeadSourcesReport['totals']) =>
    FIGURES.map((key) => (
      <TableCell key={key} align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {key === 'conversion' ? conversionText(row) : row[key].toLocaleString('en-US')}
      </TableCell>
    ));
  const rows = report ? [...report.rows.map((row) => ({ key: groupLabel(row, by), label: groupLabel(row, by), row })), { key: '\0total', label: T.total, row: report.totals }] : undefined;
  return (
    <AdminTable
      label={T.table}
      columns={[groupHeading, ...FIGURES.map((key) => T.columns[key])]}
      items={report && report.rows.length === 0 ? [] : rows}
      none={T.none}
      size="small"
      scrollLabel={T.tableScroll}
      sx={{ '& th:first-of-type, & td:first-of-type': { position: 'sticky', left: 0, bgcolor: 'background.paper', maxWidth: 220, overflowWrap: 'anywhere' } }}
      row={({ key, label, row }) => (
        <TableRow key={key} sx={key === '\0total' ? { '& td, & th': { fontWeight: 700 } } : undefined}>
          <TableCell component="th" scope="row">
            {label}
          </TableCell>
          {figures(row)}
        </TableRow>
      )}
    />
  );
}
