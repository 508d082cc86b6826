import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useEmailStatus } from '../data/admin';
import { TEXT } from '../text';

/**
 * The dashboard's warning while the API's mail transport only logs (`configured: false`): no
 * applicant gets a confirmation and no new lead a notification, which nothing else would show.
 * `onOpenSetup` is the way to the Email Setup tab (left out while that tab is open).
 */
export function MailNotSentAlert({ onOpenSetup }: { onOpenSetup?: () => void }) {
  const { data } = useEmailStatus(true);
  const email = data?.email;
  if (!email || email.configured) return null;
  return (
    <Alert
      severity="warning"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        onOpenSetup ? (
          <Button color="inherit" size="small" onClick={onOpenSetup} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
            {TEXT.dashboard.openEmailSetup}
          </Button>
        ) : undefined
      }
    >
      {TEXT.dashboard.mailNotSent(email.transport)}
    </Alert>
  );
}
