import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { deliveryCountText, deliveryCountsOf, type DeliveryState } from '@powernest/domain';
import { useEmailStatus } from '../../lib/admin';
import { TEXT } from './text';

/** The states that mean an e-mail has not reached its inbox after trying. */
const TROUBLE: DeliveryState[] = ['retrying', 'failed'];

/**
 * The dashboard's warning while the API's mail transport only logs (`configured: false`): no
 * applicant gets a confirmation and no new lead a notification, which nothing else would show.
 * `onOpenSetup` is the way to the Email Setup tab (left out while that tab is open). The button
 * sits under the text, not beside it: beside it, a phone squeezed the text into a narrow column.
 */
export function MailNotSentAlert({ onOpenSetup }: { onOpenSetup?: () => void }) {
  const { data } = useEmailStatus();
  const email = data?.email;
  if (!email) return null;
  if (email.configured) {
    // A working transport can still fail: the dashboard says so in the same words as the lead page.
    const counts = deliveryCountsOf(email);
    const trouble = TROUBLE.filter((state) => counts[state] > 0);
    if (trouble.length === 0) return null;
    return (
      <Alert severity="warning" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {TEXT.dashboard.mailTrouble(trouble.map((state) => deliveryCountText(state, counts[state])).join(' · '))}
      </Alert>
    );
  }
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
