import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function AdminLoginPage() {
  return (
    <PageContainer path="/admin-login">
      <Typography color="text.secondary">Sign in to the admin area.</Typography>
    </PageContainer>
  );
}
