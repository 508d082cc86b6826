import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';

/** Placeholder with the rough shape of a page, shown while a remote's code arrives. */
export function PageSkeleton() {
  return (
    // At least a screen tall, so the footer does not jump when the page arrives (no layout shift).
    <Container maxWidth="lg" sx={{ py: 6, minHeight: '100vh' }} aria-busy="true" aria-label="Loading">
      <Skeleton variant="text" sx={{ fontSize: '2.5rem', maxWidth: 480 }} />
      <Skeleton variant="text" sx={{ maxWidth: 640 }} />
      <Box sx={{ display: 'grid', gap: 3, mt: 4, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} variant="rounded" height={180} />
        ))}
      </Box>
    </Container>
  );
}
