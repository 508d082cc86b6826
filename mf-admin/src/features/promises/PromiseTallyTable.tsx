import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { PROMISE_KINDS, keptPercent, type PromiseKind, type PromiseTally } from '@powernest/domain';
import { AdminTable } from '../../components/AdminTable';
import { TEXT } from './text';

const C = TEXT.card.columns;

/** One row: its name, kept, broken and open, and the share kept of those settled. */
function TallyCells({ tally }: { tally: PromiseTally }) {
  const percent = keptPercent(tally);
  return (
    <>
      <TableCell align="right">{tally.kept}</TableCell>
      <TableCell align="right">{tally.broken}</TableCell>
      <TableCell align="right">{tally.open}</TableCell>
      <TableCell align="right">{percent === null ? TEXT.card.noneSettled : `${percent}%`}</TableCell>
    </>
  );
}

/** Kept / broken / open / % kept per promise (the dashboard's card). */
export function PromiseTallyTable({ label, tallies }: { label: string; tallies: Record<PromiseKind, PromiseTally> | undefined }) {
  return (
    <AdminTable
      label={label}
      size="small"
      columns={[C.promise, C.kept, C.broken, C.open, C.percent]}
      items={tallies ? PROMISE_KINDS.map((kind) => ({ kind, tally: tallies[kind] })) : undefined}
      none=""
      // Five columns in a phone's 320 px: narrow gutters, the promise's name wrapping.
      sx={{ '& td, & th': { px: 1 } }}
      row={({ kind, tally }) => (
        <TableRow key={kind}>
          <TableCell component="th" scope="row">
            {TEXT.labels[kind]}
          </TableCell>
          <TallyCells tally={tally} />
        </TableRow>
      )}
    />
  );
}

/** A report's rows: one per week or member (`name`), a cell per promise ("8 kept, 2 broken, 1 open · 80%"). */
export function PromiseReportTable<Row extends { tallies: Record<PromiseKind, PromiseTally> }>({ label, first, rows, nameOf, none }: { label: string; first: string; rows: readonly Row[] | undefined; nameOf: (row: Row) => string; none: string }) {
  return (
    <AdminTable
      label={label}
      size="small"
      columns={[first, ...PROMISE_KINDS.map((kind) => TEXT.labels[kind])]}
      items={rows}
      none={none}
      // Four columns of sentences: narrow gutters, every cell wrapping; on a phone it may still
      // scroll sideways, so its container is a region a keyboard can focus.
      sx={{ '& td, & th': { px: 1 } }}
      scrollLabel={TEXT.report.scroll(label)}
      row={(row) => (
        <TableRow key={nameOf(row)}>
          <TableCell component="th" scope="row">
            {nameOf(row)}
          </TableCell>
          {PROMISE_KINDS.map((kind) => (
            <TableCell key={kind}>{TEXT.report.cell(row.tallies[kind], keptPercent(row.tallies[kind]))}</TableCell>
          ))}
        </TableRow>
      )}
    />
  );
}
