import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormSelectField, FormTextField } from '@powernest/shared-ui/forms';
import { ROLE_LABELS, TEAM_ROLES, teamMemberCreateSchema, type TeamMemberCreate, type TeamMemberCreated } from '@powernest/domain';
import { CopyButton } from '../../components/CopyButton';
import { useDialogForm } from '../../components/useDialogForm';
import { serverMessage, showServerFieldErrors } from '../../lib/admin';
import { TEXT } from './text';
import { addTeamMember } from '../../lib/teamData';

const T = TEXT.team.add;
const EMPTY: TeamMemberCreate = { username: '', name: '', email: '', role: 'admin' };
const FIELDS = ['username', 'name', 'email', 'role'] as const;
const ROLE_OPTIONS = TEAM_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));

/** The one time the temporary password is on screen: copy it, then Done. */
function TemporaryPassword({ created, onDone }: { created: TeamMemberCreated; onDone: () => void }) {
  const { member, temporaryPassword } = created;
  return (
    <>
      <DialogTitle id="add-member-title">{T.doneTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{T.doneIntro(member.name ?? member.email, member.username ?? member.email)}</DialogContentText>
        <Typography id="temporary-password-label" variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
          {T.passwordLabel}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
          <Box
            component="output"
            aria-labelledby="temporary-password-label"
            sx={{ flex: 1, minWidth: 0, px: 1.5, py: 1, borderRadius: 1, bgcolor: 'grey.100', fontFamily: 'monospace', fontSize: '1.05rem', overflowWrap: 'anywhere' }}
          >
            {temporaryPassword}
          </Box>
          <CopyButton value={temporaryPassword} label={T.passwordLabel} />
        </Box>
        <Alert severity="warning">{T.doneWarning}</Alert>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onDone} autoFocus>
          {T.done}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * "Add team member" (super admins): react-hook-form with the API's own schema; the server's
 * refusals (a taken username or e-mail) show under their field and above the form. On success
 * the dialog shows the temporary password once; it can only be left with Done.
 */
export function AddMemberDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: () => void }) {
  const [created, setCreated] = useState<TeamMemberCreated | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setError, isSubmitting, closeWith } = useDialogForm<TeamMemberCreate>(zodResolver(teamMemberCreateSchema), EMPTY);

  const close = () =>
    closeWith(() => {
      setCreated(null);
      setFailure(null);
      onClose();
    });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      setCreated(await addTeamMember(values));
      onAdded();
    } catch (error) {
      setFailure(serverMessage(error) ?? T.failed);
      showServerFieldErrors(error, FIELDS, setError);
    }
  });

  return (
    <Dialog
      open={open}
      // The password must not vanish with a stray click or Escape: only Done closes then.
      onClose={created ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="add-member-title"
    >
      {created ? (
        <TemporaryPassword created={created} onDone={close} />
      ) : (
        <form noValidate onSubmit={onSubmit}>
          <DialogTitle id="add-member-title">{T.title}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2.5 }}>{T.intro}</DialogContentText>
            {failure ? (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            ) : null}
            <Stack spacing={2.25}>
              <FormTextField control={control} name="username" label={T.username} hint={T.usernameHint} autoComplete="off" required autoFocus slotProps={{ htmlInput: { autoCapitalize: 'none', spellCheck: false } }} />
              <FormTextField control={control} name="name" label={T.name} autoComplete="off" required />
              <FormTextField control={control} name="email" label={T.email} type="email" autoComplete="off" required />
              <FormSelectField control={control} name="role" label={T.role} options={ROLE_OPTIONS} required />
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={close} disabled={isSubmitting}>
              {T.cancel}
            </Button>
            <Button type="submit" variant="contained" disabled={isSubmitting} startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}>
              {isSubmitting ? T.pending : T.submit}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
