import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';

const pulse = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.4; }
`;

// Drawn with Box rather than MUI's Skeleton: the shell shows it before any page, so it should
// cost next to nothing to load.
const bone = { bgcolor: 'action.hover', borderRadius: 1, animation: `${pulse} 1.5s ease-in-out 0.5s infinite` } as const;

/** Placeholder with the rough shape of a page, shown while a remote's code arrives. */
export function PageSkeleton() {
  return (
    // At least a screen tall, so the footer does not jump when the page arrives (no layout shift).
    <Box sx={{ width: '100%', maxWidth: 'lg', mx: 'auto', px: { xs: 2, sm: 3 }, py: 6, minHeight: '100vh' }} aria-busy="true" aria-label="Loading">
      <Box sx={{ ...bone, height: '2.5rem', maxWidth: 480, mb: 1.5 }} />
      <Box sx={{ ...bone, height: '1.25rem', maxWidth: 640 }} />
      <Box sx={{ display: 'grid', gap: 3, mt: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((i) => (
          <Box key={i} sx={{ ...bone, height: 180 }} />
        ))}
      </Box>
    </Box>
  );
}
