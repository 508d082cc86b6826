import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEmailStatus } from '../data/admin';
import { TEXT } from '../text';

/**
 * The dashboard's warning while the API's mail transport only logs (`configured: false`): no
 * applicant gets a confirmation and no new lead a notification, which nothing else would show.
 * `onOpenSetup` is the way to the Email Setup tab (left out while that tab is open). The button
 * sits under the text, not beside it: beside it, a phone squeezed the text into a narrow column.
 */
export function MailNotSentAlert({ onOpenSetup }: { onOpenSetup?: () => void }) {
  const { data } = useEmailStatus(true);
  const email = data?.email;
  if (!email || email.configured) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
      {TEXT.dashboard.mailNotSent(email.transport)}
      {onOpenSetup ? (
        <Box sx={{ mt: 1 }}>
          <Button color="inherit" size="small" variant="outlined" onClick={onOpenSetup} sx={{ fontWeight: 700 }}>
            {TEXT.dashboard.openEmailSetup}
          </Button>
        </Box>
      ) : null}
    </Alert>
  );
}
