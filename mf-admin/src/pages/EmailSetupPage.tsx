import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function EmailSetupPage() {
  return (
    <PageContainer path="/email-setup">
      <Typography color="text.secondary">Connect an e-mail-sending provider.</Typography>
    </PageContainer>
  );
}
