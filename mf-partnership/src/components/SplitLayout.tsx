import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * A page's two columns from md up (main and side, `ratio` their widths), one column on a phone;
 * `minmax(0, …)` keeps a wide table or form inside its column. `sx` adds to it (areas, gaps).
 */
export function SplitLayout({ ratio = [2, 1], sx, children }: { ratio?: readonly [number, number]; sx?: SxProps<Theme>; children: ReactNode }) {
  return (
    <Box
      sx={[
        {
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, ${ratio[0]}fr) minmax(0, ${ratio[1]}fr)` },
          alignItems: 'start',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}
