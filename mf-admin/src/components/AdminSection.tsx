import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';

/**
 * The admin area's one width (issue #29): the menu (AdminNav) and every page share it and its
 * padding, so their left edges line up however wide the window is.
 */
export const ADMIN_MAX_WIDTH = 'xl';

/**
 * An admin page's outer box: the admin width and padding. Pages draw it through AdminPageFrame,
 * which adds the heading block; a page with a heading of its own (a lead's page) uses it alone.
 */
export function AdminSection({ children }: { children: ReactNode }) {
  return (
    <Container maxWidth={ADMIN_MAX_WIDTH} component="section" sx={{ py: { xs: 3, md: 5 }, minWidth: 0 }}>
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
