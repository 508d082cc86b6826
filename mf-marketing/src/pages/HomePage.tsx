import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function HomePage() {
  return (
    <PageContainer path="/">
      <Typography color="text.secondary">FREE portable phone charger kiosks for small businesses. Zero cost, zero liability.</Typography>
    </PageContainer>
  );
}
