import type { ReactNode } from 'react';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/**
 * A page body with its h1: pages pass the heading from their remote's page manifest, so heading and
 * metadata never drift. The marketing pages draw it as a plain block (`component="div"`) with more
 * room above and below (`roomy`).
 */
export function PageContainer({ heading, intro, component = 'section', roomy = false, children }: {
  heading: string;
  intro?: ReactNode;
  component?: 'section' | 'div';
  roomy?: boolean;
  children?: ReactNode;
}) {
  return (
    <Container maxWidth="lg" component={component} sx={{ py: { xs: 4, md: roomy ? 7 : 6 } }}>
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
