import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { adminLeadPath } from '../../pages';

/** A lead in a dashboard card's list: a coloured edge, its name (to its page) and one fact, then the card's own lines. */
export function LeadListItem({ id, name, fact, edge, children }: { id: number; name: string; fact: string; edge: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ borderLeft: 3, borderColor: edge, pl: 1.5, minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={adminLeadPath(id)}>
          {name}
        </Link>
        {` · ${fact}`}
      </Typography>
      {children}
    </Box>
  );
}
