import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** A table's one row when it has nothing to list, across every column. */
export function EmptyTableRow({ columns, text }: { columns: number; text: string }) {
  return (
    <TableRow>
      <TableCell colSpan={columns}>
        <Typography color="text.secondary" sx={{ py: 2, textAlign: 'center' }}>
          {text}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
