import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { alpha, type Theme } from '@mui/material/styles';

/** A theme colour by its sx path ('primary.main', 'accent.violet'), or the string itself. */
function paletteColour(theme: Theme, path: string): string {
  const found = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], theme.palette);
  return typeof found === 'string' ? found : path;
}

/** An icon on a soft tinted square: the leading mark of cards across the site. `color` is a theme colour ('primary.main'). */
export function IconBadge({ icon, size = 36, color = 'primary.main' }: { icon: ReactNode; size?: number; color?: string }) {
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
        // The colour at 10% opacity.
        bgcolor: (theme) => alpha(paletteColour(theme, color), 0.1),
      }}
    >
      {icon}
    </Box>
  );
}
