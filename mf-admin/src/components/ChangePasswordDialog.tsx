import { useMemo } from 'react';
import { useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { toast } from '@powernest/shared-ui';
import { FormTextField } from '@powernest/shared-ui/forms';
// Only this lazily loaded dialog imports the policy; its dictionaries load later still (loadPasswordStrength).
import { changePasswordSchemaFor, loadPasswordStrength, type ChangePassword } from '@powernest/domain/password';
import { changePassword, serverMessage, showServerFieldErrors } from '../lib/admin';
import { SHARED_TEXT as TEXT } from '../text';
import { PasswordStrengthMeter } from './PasswordStrengthMeter';
import { useDialogForm } from './useDialogForm';

const T = TEXT.changePassword;
const EMPTY: ChangePassword = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  onChanged: () => void;
  /** The signed-in username: a new password containing it is refused (the password policy). */
  username: string | undefined;
  /**
   * On a password the account was given (a member's temporary one, the first admin's start-up
   * one): the dialog cannot be dismissed; its way out is Sign out.
   */
  required?: { onSignOut: () => void };
}

/**
 * product.md §2/§5/§8: the Change Password dialog. The shared schema's messages (product.md §5 and the
 * password policy, the same the API applies) appear under each field ("Passwords don't match"
 * under the confirmation) before anything is sent; the server's answer is a toast.
 */
export function ChangePasswordDialog({ open, onClose, onChanged, username, required }: ChangePasswordDialogProps) {
  const resolver = useMemo<Resolver<ChangePassword>>(() => {
    const check = zodResolver(changePasswordSchemaFor({ username }));
    // The schema's strength rule needs the dictionaries: a quick submit waits for them.
    return async (...args) => {
      await loadPasswordStrength();
      return check(...args);
    };
  }, [username]);
  const { control, handleSubmit, reset, setError, isSubmitting, closeWith } = useDialogForm(resolver, EMPTY);
  const newPassword = useWatch({ control, name: 'newPassword' });

  // A required change cannot be put off: only signing out leaves it.
  const close = () => {
    if (!required) closeWith(onClose);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await changePassword(values);
      toast({ title: T.successTitle, description: T.successDescription, variant: 'success' });
      reset(EMPTY);
      onClose();
      onChanged();
    } catch (error) {
      toast({ title: T.failedTitle, description: serverMessage(error) ?? T.failedFallback, variant: 'destructive' });
      showServerFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby="change-password-title" aria-describedby="change-password-intro">
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id="change-password-title">{required ? T.requiredTitle : T.title}</DialogTitle>
        <DialogContent>
          {required ? (
            // product.md §2's warning, on the only screen such an account gets.
            <Alert id="change-password-intro" severity="warning" sx={{ mb: 2.5 }}>
              <AlertTitle>{TEXT.common.defaultPasswordWarning}</AlertTitle>
              {T.requiredIntro}
            </Alert>
          ) : (
            <DialogContentText id="change-password-intro" sx={{ mb: 2.5 }}>
              {T.intro}
            </DialogContentText>
          )}
          <Stack spacing={2.25}>
            <FormTextField control={control} name="currentPassword" label={T.current} type="password" autoComplete="current-password" required autoFocus />
            <FormTextField control={control} name="newPassword" label={T.next} hint={T.rules} type="password" autoComplete="new-password" required />
            <PasswordStrengthMeter password={newPassword} username={username} />
            <FormTextField control={control} name="confirmPassword" label={T.confirm} type="password" autoComplete="new-password" required />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={required ? required.onSignOut : close} disabled={isSubmitting}>
            {required ? T.signOut : T.cancel}
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={isSubmitting}
            startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {isSubmitting ? T.pending : T.submit}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
