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
import { ROLE_LABELS, type TeamMember, type TeamMemberChange } from '@powernest/domain';
import { serverMessage } from '../data/admin';
import { TEXT } from '../text';
import { changeTeamMember } from './teamData';

const T = TEXT.team;

/** A change a super admin asked for, waiting for their confirmation. */
export interface PendingChange {
  member: TeamMember;
  change: TeamMemberChange;
}

export const memberName = (member: TeamMember) => member.name ?? member.username ?? member.email;

function wording({ member, change }: PendingChange) {
  const who = memberName(member);
  if (change.role !== undefined) {
    const role = ROLE_LABELS[change.role];
    return { title: T.confirm.roleTitle(who, role), text: T.confirm.roleText(role), button: T.confirm.roleButton, color: 'primary' as const };
  }
  return change.active
    ? { title: T.confirm.reactivateTitle(who), text: T.confirm.reactivateText, button: T.reactivate, color: 'primary' as const }
    : { title: T.confirm.deactivateTitle(who), text: T.confirm.deactivateText, button: T.deactivate, color: 'error' as const };
}

/**
 * Asks before a role change, a deactivation or a reactivation, then sends it. A refusal (the
 * last super admin, oneself, someone changed it meanwhile) stays in the dialog, in the API's words.
 */
export function ConfirmChangeDialog({ pending, onClose, onChanged }: { pending: PendingChange | null; onClose: () => void; onChanged: () => void }) {
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The words stay while the dialog fades out after `pending` is cleared.
  const [shown, setShown] = useState<PendingChange | null>(pending);
  if (pending && pending !== shown) {
    setShown(pending);
    setFailure(null);
  }
  const words = shown ? wording(shown) : null;

  const close = () => {
    if (!sending) onClose();
  };

  async function confirm() {
    if (!pending) return;
    setSending(true);
    setFailure(null);
    try {
      await changeTeamMember(pending.member.id, pending.change);
      toast({ title: T.changed(memberName(pending.member)), variant: 'success' });
      onChanged();
      onClose();
    } catch (error) {
      setFailure(serverMessage(error) ?? 'Please try again.');
      // What made it fail may be a change by someone else: show the team as it is now.
      onChanged();
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={pending !== null} onClose={close} fullWidth maxWidth="xs" aria-labelledby="confirm-change-title" aria-describedby="confirm-change-text">
      <DialogTitle id="confirm-change-title">{words?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-change-text">{words?.text}</DialogContentText>
        {failure ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            <strong>{T.changeFailed}:</strong> {failure}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={close} disabled={sending}>
          {T.confirm.cancel}
        </Button>
        <Button
          variant="contained"
          color={words?.color}
          onClick={confirm}
          disabled={sending}
          startIcon={sending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        >
          {words?.button}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
