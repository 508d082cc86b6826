import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { toast } from '@powernest/shared-ui';
import type { WaitingListArea } from '@powernest/domain';
import { serverMessage } from '../data/admin';
import { TEXT } from '../text';
import { markAreaServed } from './waitingListData';

const T = TEXT.waitingList;

/** Asks before an area is marked served, then marks it; a refusal stays in the dialog. */
export function ServedDialog({ area, onClose, onServed }: { area: WaitingListArea | null; onClose: () => void; onServed: () => void }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The words stay while the dialog fades out after `area` is cleared.
  const [shown, setShown] = useState<WaitingListArea | null>(area);
  if (area && area !== shown) {
    setShown(area);
    setFailure(null);
  }

  const close = () => {
    if (!sending) onClose();
  };

  async function confirm() {
    if (!area) return;
    setSending(true);
    setFailure(null);
    try {
      await markAreaServed(area.area);
      toast({ title: T.served(area.area), variant: 'success' });
      onServed();
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? 'Please try again.');
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={area !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="served-title" aria-describedby="served-text">
      <DialogTitle id="served-title">{shown ? T.confirm.title(shown.area) : null}</DialogTitle>
      <DialogContent>
        <DialogContentText id="served-text">{shown ? T.confirm.text(shown.waiting) : null}</DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            <strong>{T.notServed}:</strong> {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={sending}>
          {T.confirm.cancel}
        </Button>
        <Button variant="contained" onClick={confirm} disabled={sending} startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
          {T.markServed}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
