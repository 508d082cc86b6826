import { toast } from '@powernest/shared-ui';
import { ROLE_LABELS, type TeamMember, type TeamMemberChange } from '@powernest/domain';
import { ConfirmActionDialog, type ConfirmWords } from '../../components/ConfirmActionDialog';
import { TEXT } from './text';
import { changeTeamMember } from '../../lib/teamData';

const T = TEXT.team;

/** A change a super admin asked for, waiting for their confirmation. */
export interface PendingChange {
  member: TeamMember;
  change: TeamMemberChange;
}

const memberName = (member: TeamMember) => member.name ?? member.username ?? member.email;

function wording({ member, change }: PendingChange): ConfirmWords {
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
  return (
    <ConfirmActionDialog
      pending={pending}
      words={wording}
      act={async ({ member, change }) => {
        await changeTeamMember(member.id, change);
        toast({ title: T.changed(memberName(member)), variant: 'success' });
      }}
      failedLabel={T.changeFailed}
      cancelLabel={T.confirm.cancel}
      onDone={onChanged}
      onClose={onClose}
      // What made it fail may be a change by someone else: show the team as it is now.
      onFailed={onChanged}
    />
  );
}
