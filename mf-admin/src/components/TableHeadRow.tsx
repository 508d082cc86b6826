import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

/** The admin tables' header cells: bold, quiet, on a light band, never wrapped. */
export const headSx = { fontWeight: 700, color: 'text.secondary', bgcolor: 'grey.50', whiteSpace: 'nowrap' } as const;

/** A table's header row; `toggleColumn` leaves room for rows' unfold buttons. */
export function TableHeadRow({ labels, toggleColumn = false }: { labels: readonly string[]; toggleColumn?: boolean }) {
  return (
    <TableHead>
      <TableRow>
        {toggleColumn ? <TableCell sx={headSx} padding="checkbox" /> : null}
        {labels.map((label) => (
          <TableCell key={label} sx={headSx}>
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}
