import { NativeSelectField } from '@powernest/shared-ui/components';
import { Fragment, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_LANGUAGE,
  LEAD_LANGUAGE_OPTIONS,
  PRIORITY_SCORE,
  deliveryText,
  labelOf,
  type WaitingListArea,
  type WaitingListEntryView,
  type WaitingListStatus,
} from '@powernest/domain';
import { TEXT } from './text';
import { AdminTable } from '../../components/AdminTable';
import { TableHeadRow } from '../../components/TableHeadRow';

const T = TEXT.waitingList;
/** The unfold button's column and the columns with a label. */
const COLUMNS = 8;

const formatDay = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function StatusChip({ status }: { status: WaitingListStatus }) {
  return <Chip size="small" label={T.status[status]} color={status === 'served' ? 'success' : 'warning'} variant="outlined" />;
}

/** What the team changes on an entry: its priority (undefined for a role that only reads). */
export type OnPriority = (entry: WaitingListEntryView, priorityScore: number) => Promise<void>;

const PRIORITIES = Array.from({ length: PRIORITY_SCORE.max - PRIORITY_SCORE.min + 1 }, (_, i) => PRIORITY_SCORE.max - i);

/** An entry's priority: a select that sends the change at once, held while it is sent. */
function PriorityControl({ entry, onPriority }: { entry: WaitingListEntryView; onPriority: OnPriority | undefined }) {
  const [saving, setSaving] = useState(false);
  if (!onPriority) return <>{entry.priorityScore}</>;
  return (
    <NativeSelectField
      size="small"
      value={entry.priorityScore}
      disabled={saving}
      onChange={async (event) => {
        setSaving(true);
        try {
          await onPriority(entry, Number(event.target.value));
        } finally {
          setSaving(false);
        }
      }}
      slotProps={{ htmlInput: { 'aria-label': T.priorityLabel(T.entryName(entry)) } }}
      sx={{ minWidth: 72 }}
      options={PRIORITIES.map((score) => ({ value: String(score), label: String(score) }))}
    />
  );
}

/** A served entry's line: the e-mail that told them and how it went, or that none was sent; and what served it. */
function ServedLine({ entry }: { entry: WaitingListEntryView }) {
  if (entry.status !== 'served') return null;
  return (
    <>
      <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.5 }}>
        {entry.notice ? T.told(formatDay(entry.notice.at), deliveryText(entry.notice.delivery)) : T.servedNoEmail(entry.servedAt ? formatDay(entry.servedAt) : '—')}
      </Typography>
      <Typography variant="caption" component="div" color="text.secondary">
        {entry.servedBy ? T.servedBy(entry.servedBy) : T.servedByHand}
      </Typography>
    </>
  );
}

/** The sign-ups of one area, in the API's order (highest priority first). */
function Entries({ area, onPriority }: { area: WaitingListArea; onPriority: OnPriority | undefined }) {
  return (
    <Table size="small" aria-label={T.entriesTable(area.area)}>
      <TableHeadRow labels={Object.values(T.entryColumns)} />
      <TableBody>
        {area.entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{entry.email ?? '—'}</TableCell>
            <TableCell>{entry.businessName ?? '—'}</TableCell>
            <TableCell>{entry.zipCode ?? '—'}</TableCell>
            <TableCell>{formatDay(entry.createdAt)}</TableCell>
            <TableCell>{labelOf(LEAD_LANGUAGE_OPTIONS, entry.language ?? DEFAULT_LANGUAGE)}</TableCell>
            <TableCell>
              <PriorityControl entry={entry} onPriority={onPriority} />
            </TableCell>
            <TableCell>
              <StatusChip status={entry.status} />
              <ServedLine entry={entry} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One row per area, its sign-ups unfolded below it on demand. `areas` is undefined while loading; `onPriority` undefined: priorities are read only. */
export function WaitingListTable({ areas, onServe, onPriority }: { areas: WaitingListArea[] | undefined; onServe: (area: WaitingListArea) => void; onPriority?: OnPriority }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (area: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(area)) next.add(area);
      return next;
    });

  return (
    <AdminTable
      label={T.table}
      columns={Object.values(T.columns)}
      toggleColumn
      items={areas}
      none={T.none}
      row={(area) => {
        const expanded = open.has(area.area);
        const entriesId = `entries-${area.area.replace(/\W+/g, '-')}`;
        return (
          <Fragment key={area.area}>
            <TableRow>
              <TableCell padding="checkbox">
                <IconButton
                  size="small"
                  aria-expanded={expanded}
                  aria-controls={expanded ? entriesId : undefined}
                  aria-label={expanded ? T.hideEntries(area.area) : T.showEntries(area.area)}
                  onClick={() => toggle(area.area)}
                >
                  <span aria-hidden>{expanded ? '▾' : '▸'}</span>
                </IconButton>
              </TableCell>
              <TableCell sx={{ fontWeight: 600 }}>{area.area}</TableCell>
              <TableCell>{area.count}</TableCell>
              <TableCell>{area.waiting}</TableCell>
              <TableCell>{formatDay(area.firstAt)}</TableCell>
              <TableCell>{formatDay(area.lastAt)}</TableCell>
              <TableCell>
                <StatusChip status={area.status} />
              </TableCell>
              <TableCell>
                {area.waiting > 0 ? (
                  <Button size="small" variant="outlined" aria-label={T.markServedLabel(area.area)} onClick={() => onServe(area)}>
                    {T.markServed}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
            {expanded ? (
              <TableRow id={entriesId}>
                <TableCell colSpan={COLUMNS} sx={{ bgcolor: 'grey.50', py: 1 }}>
                  <Entries area={area} onPriority={onPriority} />
                </TableCell>
              </TableRow>
            ) : null}
          </Fragment>
        );
      }}
    />
  );
}
