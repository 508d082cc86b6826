import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function TestimonialsPage() {
  return (
    <PageContainer path="/testimonials">
      <Typography color="text.secondary">Partner stories.</Typography>
    </PageContainer>
  );
}
