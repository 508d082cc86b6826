import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { serverMessage } from '../lib/admin';

/** What the dialog says about one pending action. */
export interface ConfirmWords {
  title: string;
  text: string;
  button: string;
  color?: 'primary' | 'error';
}

export interface ConfirmActionDialogProps<T> {
  /** The action waiting for confirmation; null closes the dialog. */
  pending: T | null;
  words: (pending: T) => ConfirmWords;
  /** Sends the action (and says it worked); a throw keeps the dialog open with the API's words. */
  act: (pending: T) => Promise<void>;
  /** Heading of the refusal, e.g. "Change failed". */
  failedLabel: string;
  cancelLabel: string;
  onDone: () => void;
  onClose: () => void;
  /** After a refusal, e.g. reload the list: someone else's change may be why. */
  onFailed?: () => void;
}

/** Asks before an admin action, then sends it; a refusal stays in the dialog, in the API's words. */
export function ConfirmActionDialog<T>({ pending, words, act, failedLabel, cancelLabel, onDone, onClose, onFailed }: ConfirmActionDialogProps<T>) {
  const id = useId();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The words stay while the dialog fades out after `pending` is cleared.
  const [shown, setShown] = useState<T | null>(pending);
  if (pending !== null && pending !== shown) {
    setShown(pending);
    setFailure(null);
  }
  const said = shown === null ? null : words(shown);

  const close = () => {
    if (!sending) onClose();
  };

  async function confirm() {
    if (pending === null) return;
    setSending(true);
    setFailure(null);
    try {
      await act(pending);
      onDone();
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? 'Please try again.');
      onFailed?.();
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={pending !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`}>
      <DialogTitle id={`${id}-title`}>{said?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{said?.text}</DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            <strong>{failedLabel}:</strong> {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={sending}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={said?.color ?? 'primary'}
          onClick={confirm}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {said?.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
