import Typography from '@mui/material/Typography';
import { PageContainer } from '@powernest/shared-ui/components';
import { CHECKLIST_PAGE } from './checklistPage';

export function ChecklistPage() {
  return (
    <PageContainer heading={CHECKLIST_PAGE.heading} intro="Three things to have ready before installation day.">
      <Typography component="ul">
        <li>A power outlet within two metres of the kiosk.</li>
        <li>Half a square metre of floor space in view of your counter.</li>
        <li>Your opening hours, for the locator.</li>
      </Typography>
    </PageContainer>
  );
}
