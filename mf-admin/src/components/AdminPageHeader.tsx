import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The top of an admin list page: its heading, a count that screen readers hear change (a blank
 * line while loading, so nothing moves), and the page's actions on the right.
 */
export function AdminPageHeader({ heading, subtitle, actions }: { heading: string; subtitle: string | undefined; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.9rem', md: '2.3rem' } }}>
          {heading}
        </Typography>
        <Typography color="text.secondary" aria-live="polite">
          {subtitle ?? '\u00a0'}
        </Typography>
      </Box>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
    </Box>
  );
}
