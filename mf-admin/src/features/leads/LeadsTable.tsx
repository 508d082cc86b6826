import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { DEFAULT_LANGUAGE, LEAD_LANGUAGE_OPTIONS, labelOf, type LeadSort, type LeadSortField } from '@powernest/domain';
import { leadRowView } from '../../lib/leadRow';
import { LeadStatusChip } from '../../components/LeadStatusChip';
import { LeadRows } from '../../components/LeadRowGuard';
import { ContactCell, ReceivedCell, TwoLineCell } from '../../components/LeadCells';
import { TEXT } from './text';
import { formatFollowUpShort } from '../../lib/followUpDate';
import { adminLeadPath } from '../../pages';
import { headSx } from '../../components/TableHeadRow';
import { PromiseDueChip, timeLeftText } from '../promises';

const T = TEXT.leads;

/**
 * The columns, each with its width where its content has one (browser audit #17): the table is
 * laid out by these (table-layout: fixed), so a long e-mail or business name wraps in its own
 * cell instead of pushing Created out of a 1366 px window; the three unsized columns share the rest.
 */
type Column = { key: keyof typeof T.columns; sort?: LeadSortField; width?: string };
const COLUMNS: Column[] = [
  { key: 'business', sort: 'businessName' },
  { key: 'contact' },
  { key: 'location', sort: 'location' },
  // The service area it came from (issue #44), or "Elsewhere".
  { key: 'area', width: '8.5rem' },
  { key: 'type', width: '9rem' },
  // "Site visit scheduled" in its chip.
  { key: 'status', sort: 'status', width: '12.5rem' },
  { key: 'assignee', width: '8.5rem' },
  // The next promise's time left (issue #45), "12 h 30 min left", and its mark when at risk or broken.
  { key: 'timeLeft', sort: 'promiseDueAt', width: '9rem' },
  // "Nov 28, 2026" beside the sort arrow.
  { key: 'createdAt', sort: 'createdAt', width: '9rem' },
];
/** The select-all checkbox's column. */
const CHECKBOX_WIDTH = '3.5rem';


interface Props {
  /** undefined while the first page loads. */
  leads: unknown[] | undefined;
  sort: LeadSort;
  onSort: (field: LeadSortField) => void;
  /** Live marks by lead id: arrived, or changed by someone else, since the page was opened. */
  marks?: ReadonlyMap<number, LiveMark>;
  /** Rows to select for a bulk action (issue #29), for those who may change leads. */
  selection?: RowSelection;
}

/** The rows picked for a bulk action, and how a checkbox changes them. */
interface RowSelection {
  selected: ReadonlySet<number>;
  toggle: (ids: number[], on: boolean) => void;
}

const idOf = (lead: unknown): number | undefined => {
  const id = (lead as { id?: unknown } | null)?.id;
  return typeof id === 'number' ? id : undefined;
};

/** What happened to a row while the page was open (issue #29). */
export type LiveMark = { kind: 'new' } | { kind: 'changed'; by: string };

/** The lead page of a row (its id checked: a row without a numeric id cannot link). */
function leadPath(id: unknown): string {
  if (typeof id !== 'number') throw new TypeError('A lead row without an id');
  return adminLeadPath(id);
}

/** Each row as the dashboard's table reads it: the API's rows are judged one by one. */
function LeadRow({ lead, mark, selection }: { lead: unknown; mark?: LiveMark; selection?: RowSelection }) {
  const row = leadRowView(lead);
  const { id, contactPerson, assignedTo, duplicateOf, followUpAt, language, serviceArea, promiseDueAt } = lead as { id?: unknown; contactPerson?: unknown; assignedTo?: unknown; duplicateOf?: unknown; followUpAt?: unknown; language?: unknown; serviceArea?: unknown; promiseDueAt?: unknown }; // leadRowView checked it is an object
  return (
    <TableRow hover selected={typeof id === 'number' && selection?.selected.has(id)}>
      {selection && typeof id === 'number' ? (
        <TableCell padding="checkbox">
          <Checkbox checked={selection.selected.has(id)} onChange={(e) => selection.toggle([id], e.target.checked)} slotProps={{ input: { 'aria-label': T.selectRow(row.businessName) } }} />
        </TableCell>
      ) : null}
      <TwoLineCell
        first={
          <Link component={RouterLink} to={leadPath(id)} variant="body2" underline="hover" sx={{ fontWeight: 600, display: 'block' }}>
            {row.businessName}
          </Link>
        }
        second={
          <>
            {typeof contactPerson === 'string' ? contactPerson : ''}
            {typeof duplicateOf === 'number' ? <Chip size="small" variant="outlined" color="warning" label={T.possibleDuplicate} sx={{ ml: 1, height: 20, color: 'text.primary' }} /> : null}
            {/* A lead sent from a page in another language than English (issue #30): reply in it. */}
            {typeof language === 'string' && language !== DEFAULT_LANGUAGE ? <Chip size="small" variant="outlined" color="info" label={labelOf(LEAD_LANGUAGE_OPTIONS, language) ?? language} sx={{ ml: 1, height: 20, color: 'text.primary' }} /> : null}
            {typeof followUpAt === 'string' ? <Chip size="small" variant="outlined" label={T.followUpOn(formatFollowUpShort(followUpAt))} sx={{ ml: 1, height: 20 }} /> : null}
            {mark ? <Chip size="small" color={mark.kind === 'new' ? 'success' : 'info'} label={mark.kind === 'new' ? T.liveNew : T.liveChangedBy(mark.by)} sx={{ ml: 1, height: 20 }} /> : null}
          </>
        }
      />
      <ContactCell row={row} wrap />
      <TableCell>{row.location}</TableCell>
      <TableCell sx={{ color: typeof serviceArea === 'string' ? 'text.primary' : 'text.secondary' }}>{typeof serviceArea === 'string' ? serviceArea : T.elsewhere}</TableCell>
      <TableCell>{row.type}</TableCell>
      <TableCell>
        <LeadStatusChip status={row.status} />
      </TableCell>
      <TableCell sx={{ color: assignedTo ? 'text.primary' : 'text.secondary' }}>{typeof assignedTo === 'string' ? assignedTo : T.unassigned}</TableCell>
      <TableCell>
        <Typography variant="body2">{timeLeftText(promiseDueAt)}</Typography>
        <PromiseDueChip promiseDueAt={promiseDueAt} />
      </TableCell>
      <ReceivedCell row={row} />
    </TableRow>
  );
}

export function LeadsTable({ leads, sort, onSort, marks, selection }: Props) {
  const descending = sort.startsWith('-');
  const pageIds = (leads ?? []).map(idOf).filter((id): id is number => id !== undefined);
  const pickedOnPage = pageIds.filter((id) => selection?.selected.has(id)).length;
  const sortedBy = descending ? sort.slice(1) : sort;
  return (
    // Only the table scrolls sideways on a narrow screen, never the page.
    <TableContainer sx={{ overflowX: 'auto' }} tabIndex={0} aria-label={`${T.table} table`}>
      <Table size="small" aria-label={T.table} sx={{ minWidth: 1184, tableLayout: 'fixed', '& td, & th': { px: { xs: 1.5, sm: 2 }, py: 1.25, overflowWrap: 'anywhere' } }}>
        <TableHead>
          <TableRow>
            {selection ? (
              <TableCell padding="checkbox" sx={{ ...headSx, width: CHECKBOX_WIDTH }}>
                <Checkbox
                  checked={pageIds.length > 0 && pickedOnPage === pageIds.length}
                  indeterminate={pickedOnPage > 0 && pickedOnPage < pageIds.length}
                  disabled={pageIds.length === 0}
                  onChange={(e) => selection.toggle(pageIds, e.target.checked)}
                  slotProps={{ input: { 'aria-label': T.selectPage } }}
                />
              </TableCell>
            ) : null}
            {COLUMNS.map((c) => {
              const active = c.sort !== undefined && c.sort === sortedBy;
              return (
                <TableCell key={c.key} sx={{ ...headSx, width: c.width, whiteSpace: 'nowrap' }} aria-sort={active ? (descending ? 'descending' : 'ascending') : undefined}>
                  {c.sort ? (
                    <TableSortLabel active={active} direction={active && descending ? 'desc' : 'asc'} onClick={() => onSort(c.sort!)}>
                      {T.columns[c.key]}
                    </TableSortLabel>
                  ) : (
                    T.columns[c.key]
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        </TableHead>
        <TableBody aria-busy={leads === undefined}>
          <LeadRows leads={leads} columns={COLUMNS.length + (selection ? 1 : 0)} row={(lead) => <LeadRow lead={lead} mark={marks?.get(idOf(lead) ?? -1)} selection={selection} />} />
        </TableBody>
      </Table>
    </TableContainer>
  );
}
