import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { pageMeta } from '@powernest/domain';

/** A page body with its h1 taken from the route table, so heading and metadata never drift. */
export function PageContainer({ path, intro, children }: { path: string; intro?: ReactNode; children?: ReactNode }) {
  const meta = pageMeta(path);
  return (
    <Container maxWidth="lg" component="section" sx={{ py: { xs: 4, md: 6 } }}>
      <Typography variant="h1" component="h1" gutterBottom>
        {meta.heading}
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
