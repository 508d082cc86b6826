import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui';

export function RoiCalculatorPage() {
  return (
    <PageContainer path="/roi-calculator">
      <Typography color="text.secondary">What a kiosk is worth to your business.</Typography>
    </PageContainer>
  );
}
