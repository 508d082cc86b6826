import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ADMIN_ROUTE_ROLES, roleMay } from '@powernest/domain';
import { UsersIcon } from '@powernest/shared-ui/icons';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { LoadFailed } from '../../components/LoadFailed';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { ADMIN_TEAM_PAGE } from '../../pages';
import { TEXT } from './text';
import { AddMemberDialog } from './AddMemberDialog';
import { ConfirmChangeDialog, type PendingChange } from './ConfirmChangeDialog';
import { TeamTable } from './TeamTable';
import { useTeam } from '../../lib/teamData';
import { ListCard } from '../../components/AdminSection';

const T = TEXT.team;

function Team({ account, refreshCheck }: AdminSession) {
  const { data, error, mutate } = useTeam();
  const [adding, setAdding] = useState(false);
  const [pending, setPending] = useState<PendingChange | null>(null);

  // The fetcher answers null on 401: the session ended (expired, revoked, deactivated).
  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);

  // The same rule as the API's (the role table); the API decides in the end.
  const canManage = roleMay(account?.role, ADMIN_ROUTE_ROLES.team, 'change');
  const members = data?.members;
  const reload = () => void mutate();

  return (
    <AdminPageFrame
      heading={ADMIN_TEAM_PAGE.heading}
      subtitle={members ? T.subtitle(members.length) : undefined}
      actions={
        canManage ? (
          <Button variant="contained" startIcon={<UsersIcon size={18} />} onClick={() => setAdding(true)}>
            {T.add.open}
          </Button>
        ) : null
      }
    >
      {canManage ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {T.readOnly}
        </Alert>
      )}

      <ListCard>
        {error ? (
          <LoadFailed title={T.loadFailed} error={error} />
        ) : (
          <TeamTable members={members} manager={canManage ? account?.username : undefined} onChange={(member, change) => setPending({ member, change })} />
        )}
      </ListCard>

      {canManage ? (
        <>
          <AddMemberDialog open={adding} onClose={() => setAdding(false)} onAdded={reload} />
          <ConfirmChangeDialog pending={pending} onClose={() => setPending(null)} onChanged={reload} />
        </>
      ) : null}
    </AdminPageFrame>
  );
}

/** /admin/team (issue #12): the team for every admin; adding and changing members for super admins. */
export function TeamPage() {
  return <AdminGate>{(session) => <Team {...session} />}</AdminGate>;
}
