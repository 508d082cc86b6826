import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function FindLocationsPage() {
  return (
    <PageContainer path="/find-locations">
      <Typography color="text.secondary">Businesses near you offer FREE charging stations for customer use.</Typography>
    </PageContainer>
  );
}
