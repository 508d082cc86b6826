import type { ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import type { LeadRowView } from '../lib/leadRow';

/** The cells both lead tables share: how to reach the lead, and when it arrived. */

/** `wrap`: a long e-mail breaks inside the cell (a table with fixed column widths) instead of widening it. */
export function ContactCell({ row, wrap = false }: { row: LeadRowView; wrap?: boolean }) {
  return (
    <TableCell>
      <Typography variant="body2" sx={wrap ? { overflowWrap: 'anywhere' } : { whiteSpace: 'nowrap' }}>
        {row.email}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.phone}
      </Typography>
    </TableCell>
  );
}

export function ReceivedCell({ row }: { row: LeadRowView }) {
  return <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.isoDate ? <time dateTime={row.isoDate}>{row.date}</time> : row.date}</TableCell>;
}

/** A bold first line (the business) over a small second one. */
export function TwoLineCell({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <TableCell>
      {first}
      <Typography variant="caption" color="text.secondary">
        {second}
      </Typography>
    </TableCell>
  );
}
