import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function FaqPage() {
  return (
    <PageContainer path="/faq">
      <Typography color="text.secondary">Answers to common questions.</Typography>
    </PageContainer>
  );
}
