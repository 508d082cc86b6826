import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function ContactPage() {
  return (
    <PageContainer path="/contact">
      <Typography color="text.secondary">Request FREE Equipment.</Typography>
    </PageContainer>
  );
}
