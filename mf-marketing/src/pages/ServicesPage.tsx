import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function ServicesPage() {
  return (
    <PageContainer path="/services">
      <Typography color="text.secondary">Free kiosks, installation, maintenance and liability coverage.</Typography>
    </PageContainer>
  );
}
