import { Component, type ReactNode } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { SHARED_TEXT as TEXT } from '../text';
import { SkeletonRows } from './SkeletonRows';

/** product.md §2: a lead row that fails to render shows "Error displaying lead data" instead; the table stands. */
class LeadRowGuard extends Component<{ columns: number; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error('Could not display a lead row', error);
  }
  render() {
    if (this.state.failed) {
      return (
        <TableRow>
          <TableCell colSpan={this.props.columns} sx={{ color: 'error.main' }}>
            {TEXT.common.rowError}
          </TableCell>
        </TableRow>
      );
    }
    return this.props.children;
  }
}

/** A stable React key for a row the API sent, even when the row is not a lead. */
function leadRowKey(lead: unknown, index: number): string {
  const id = lead && typeof lead === 'object' ? (lead as { id?: unknown }).id : undefined;
  return typeof id === 'number' || typeof id === 'string' ? `lead-${id}` : `row-${index}`;
}

/** A lead table's body rows: three skeleton rows while loading, then each row behind its guard. */
export function LeadRows({ leads, columns, row }: { leads: unknown[] | undefined; columns: number; row: (lead: unknown) => ReactNode }) {
  if (leads === undefined) return <SkeletonRows rows={3} columns={columns} />;
  return leads.map((lead, i) => (
    <LeadRowGuard key={leadRowKey(lead, i)} columns={columns}>
      {row(lead)}
    </LeadRowGuard>
  ));
}
