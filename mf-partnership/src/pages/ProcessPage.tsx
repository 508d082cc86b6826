import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function ProcessPage() {
  return (
    <PageContainer path="/partnership-process">
      <Typography color="text.secondary">Five steps from application to an active partnership.</Typography>
    </PageContainer>
  );
}
