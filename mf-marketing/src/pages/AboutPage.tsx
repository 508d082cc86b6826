import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function AboutPage() {
  return (
    <PageContainer path="/about">
      <Typography color="text.secondary">Who we are and why businesses trust us.</Typography>
    </PageContainer>
  );
}
