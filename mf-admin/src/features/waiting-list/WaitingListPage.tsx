import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import { toast } from '@powernest/shared-ui';
import { ADMIN_ROUTE_ROLES, roleMay, type WaitingListArea, type WaitingListEntryView } from '@powernest/domain';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { LoadFailed } from '../../components/LoadFailed';
import { ADMIN_WAITING_LIST_PAGE } from '../../pages';
import { TEXT } from './text';
import { ServedDialog } from './ServedDialog';
import { WaitingListTable } from './WaitingListTable';
import { changePriority, useWaitingList } from './waitingListData';
import { serverMessage } from '../../lib/admin';
import { ListCard } from '../../components/AdminSection';

const T = TEXT.waitingList;

function WaitingList({ account, refreshCheck }: AdminSession) {
  const { data, error, mutate } = useWaitingList();
  const [serving, setServing] = useState<WaitingListArea | null>(null);
  // The role table, as the API: who may change the waiting list sets priorities.
  const canChange = roleMay(account?.role, ADMIN_ROUTE_ROLES.waitingList, 'change');

  /** Sends the new priority; the list is read again either way (the API orders it, highest first). */
  async function setPriority(entry: WaitingListEntryView, priorityScore: number) {
    try {
      const { entry: saved } = await changePriority(entry.id, priorityScore);
      toast({ title: T.prioritySaved(T.entryName(saved), saved.priorityScore), variant: 'success' });
    } catch (err) {
      toast({ title: T.priorityFailed, description: serverMessage(err) ?? 'Please try again.', variant: 'destructive' });
    }
    await mutate();
  }

  // The fetcher answers null on 401: the session ended (expired, revoked, deactivated).
  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);

  const areas = data?.areas;
  const waiting = areas?.reduce((sum, area) => sum + area.waiting, 0) ?? 0;

  return (
    <AdminPageFrame heading={ADMIN_WAITING_LIST_PAGE.heading} subtitle={areas ? T.subtitle(areas.length, waiting) : undefined}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.intro} {T.priorityHint}
      </Typography>
      <ListCard>
        {error ? <LoadFailed title={T.loadFailed} error={error} /> : <WaitingListTable areas={areas} onServe={setServing} onPriority={canChange ? setPriority : undefined} />}
      </ListCard>
      <ServedDialog area={serving} onClose={() => setServing(null)} onServed={() => void mutate()} />
    </AdminPageFrame>
  );
}

/** /admin/waiting-list (issue #14 item 7, issue #44): sign-ups by area with their priority and whether they were told; an area served otherwise is marked served here. */
export function WaitingListPage() {
  return <AdminGate>{(session) => <WaitingList {...session} />}</AdminGate>;
}
