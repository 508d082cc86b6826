import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** An icon on a soft tinted square: the leading mark of cards across the site. */
export function IconBadge({ icon, size = 36, color = '#0b6e4f' }: { icon: ReactNode; size?: number; color?: string }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        borderRadius: size > 40 ? 3 : 2,
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        color,
        // The colour at 10% opacity (hex alpha 1a).
        bgcolor: `${color}1a`,
      }}
    >
      {icon}
    </Box>
  );
}
