import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** A page body with its h1: pages pass the heading from their remote's page manifest, so heading and metadata never drift. */
export function PageContainer({ heading, intro, children }: { heading: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <Container maxWidth="lg" component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {heading}
      </Typography>
      {intro ? (
        <Typography variant="h6" component="p" color="text.secondary" sx={{ maxWidth: 760, mb: 4 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Container>
  );
}
