import Table, { type TableProps } from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';
import { EmptyTableRow } from './EmptyTableRow';
import { SkeletonRows } from './SkeletonRows';
import { TableHeadRow } from './TableHeadRow';

interface AdminTableProps<Item> {
  /** The table's accessible name. */
  label: string;
  columns: readonly string[];
  /** `undefined` while they load: skeleton rows, and the table says it is busy. */
  items: readonly Item[] | undefined;
  /** The line shown across the table when `items` is empty. */
  none: string;
  /** One item's row (or rows), keyed. */
  row: (item: Item) => ReactNode;
  loadingRows?: number;
  /** A first, unlabelled column for the rows' unfold buttons. */
  toggleColumn?: boolean;
  size?: TableProps['size'];
  sx?: TableProps['sx'];
  /**
   * A table wider than a phone scrolls sideways in its container: named here, the container is a
   * region a keyboard can focus and scroll (axe's scrollable-region-focusable).
   */
  scrollLabel?: string;
}

/**
 * An admin list as a table: its header row, skeleton rows while the list loads, one line when it
 * has nothing, otherwise a row per item. The lists' pages keep only what their rows show.
 */
export function AdminTable<Item>({ label, columns, items, none, row, loadingRows = 3, toggleColumn = false, size, sx, scrollLabel }: AdminTableProps<Item>) {
  const width = columns.length + (toggleColumn ? 1 : 0);
  return (
    <TableContainer {...(scrollLabel ? { tabIndex: 0, role: 'region', 'aria-label': scrollLabel } : {})}>
      <Table aria-label={label} aria-busy={items === undefined} size={size} sx={sx}>
        <TableHeadRow labels={columns} toggleColumn={toggleColumn} />
        <TableBody>
          {items === undefined ? <SkeletonRows rows={loadingRows} columns={width} /> : null}
          {items?.length === 0 ? <EmptyTableRow columns={width} text={none} /> : null}
          {items?.map(row)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
