import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

/** A form dialog's Cancel and submit buttons, both held while the form is being sent. */
export function FormDialogActions({ cancel, submit, onCancel, submitting }: { cancel: string; submit: string; onCancel: () => void; submitting: boolean }) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={submitting}>
        {cancel}
      </Button>
      <Button type="submit" variant="contained" disabled={submitting}>
        {submit}
      </Button>
    </DialogActions>
  );
}
