import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function ApplicationPage() {
  return (
    <PageContainer path="/partnership-application">
      <Typography color="text.secondary">Apply in four short steps.</Typography>
    </PageContainer>
  );
}
