import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function AdminDashboardPage() {
  return (
    <PageContainer path="/admin-dashboard">
      <Typography color="text.secondary">Leads and analytics.</Typography>
    </PageContainer>
  );
}
