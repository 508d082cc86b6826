import Skeleton from '@mui/material/Skeleton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';

/** A table body's placeholder while its rows load: hidden from screen readers (the table is aria-busy). */
export function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i} aria-hidden>
      {Array.from({ length: columns }, (_, c) => (
        <TableCell key={c}>
          <Skeleton />
        </TableCell>
      ))}
    </TableRow>
  ));
}
