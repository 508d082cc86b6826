import { Fragment, useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { WaitingListArea, WaitingListStatus } from '@powernest/domain';
import { SkeletonRows } from '../../components/SkeletonRows';
import { TEXT } from './text';
import { TableHeadRow } from '../../components/TableHeadRow';

const T = TEXT.waitingList;
const COLUMNS = 8;
const LOADING_ROWS = 3;

const day = (date: Date) => date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function StatusChip({ status }: { status: WaitingListStatus }) {
  return <Chip size="small" label={T.status[status]} color={status === 'served' ? 'success' : 'warning'} variant="outlined" />;
}

/** The sign-ups of one area, oldest first. */
function Entries({ area }: { area: WaitingListArea }) {
  return (
    <Table size="small" aria-label={T.entriesTable(area.area)}>
      <TableHeadRow labels={Object.values(T.entryColumns)} />
      <TableBody>
        {area.entries.map((entry) => (
          <TableRow key={entry.id}>
            <TableCell>{entry.email ?? '—'}</TableCell>
            <TableCell>{entry.businessName ?? '—'}</TableCell>
            <TableCell>{entry.zipCode ?? '—'}</TableCell>
            <TableCell>{day(entry.createdAt)}</TableCell>
            <TableCell>
              <StatusChip status={entry.status} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** One row per area, its sign-ups unfolded below it on demand. `areas` is undefined while loading. */
export function WaitingListTable({ areas, onServe }: { areas: WaitingListArea[] | undefined; onServe: (area: WaitingListArea) => void }) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (area: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(area)) next.add(area);
      return next;
    });

  return (
    <TableContainer>
      <Table aria-label={T.table} aria-busy={areas === undefined}>
        <TableHeadRow labels={Object.values(T.columns)} toggleColumn />
        <TableBody>
          {areas === undefined ? <SkeletonRows rows={LOADING_ROWS} columns={COLUMNS} /> : null}
          {areas?.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS}>
                <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
                  {T.none}
                </Typography>
              </TableCell>
            </TableRow>
          ) : null}
          {areas?.map((area) => {
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
                  <TableCell>{day(area.firstAt)}</TableCell>
                  <TableCell>{day(area.lastAt)}</TableCell>
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
                      <Entries area={area} />
                    </TableCell>
                  </TableRow>
                ) : null}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
