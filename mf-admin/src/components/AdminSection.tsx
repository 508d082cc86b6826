import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';

/**
 * An admin page's frame: the one section every admin screen draws, with the same padding; the
 * wide workspaces (leads, partners, audit log) take `xl` for their many columns.
 */
export function AdminSection({ width = 'lg', children }: { width?: 'lg' | 'xl'; children: ReactNode }) {
  return (
    <Container maxWidth={width} component="section" sx={{ py: { xs: 3, md: 5 }, minWidth: 0 }}>
      {children}
    </Container>
  );
}

/** The outlined card an admin list's table sits in (its rounded corners clip the table). */
export function ListCard({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, minWidth: 0, overflow: 'hidden' }}>
      {children}
    </Paper>
  );
}
