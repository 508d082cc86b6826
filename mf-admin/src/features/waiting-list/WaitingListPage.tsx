import { useEffect, useState } from 'react';
import Typography from '@mui/material/Typography';
import type { WaitingListArea } from '@powernest/domain';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { LoadFailed } from '../../components/LoadFailed';
import { ADMIN_WAITING_LIST_PAGE } from '../../pages';
import { TEXT } from './text';
import { ServedDialog } from './ServedDialog';
import { WaitingListTable } from './WaitingListTable';
import { useWaitingList } from './waitingListData';
import { ListCard } from '../../components/AdminSection';

const T = TEXT.waitingList;

function WaitingList({ refreshCheck }: AdminSession) {
  const { data, error, mutate } = useWaitingList();
  const [serving, setServing] = useState<WaitingListArea | null>(null);

  // The fetcher answers null on 401: the session ended (expired, revoked, deactivated).
  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);

  const areas = data?.areas;
  const waiting = areas?.reduce((sum, area) => sum + area.waiting, 0) ?? 0;

  return (
    <AdminPageFrame heading={ADMIN_WAITING_LIST_PAGE.heading} subtitle={areas ? T.subtitle(areas.length, waiting) : undefined}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {T.intro}
      </Typography>
      <ListCard>
        {error ? <LoadFailed title={T.loadFailed} error={error} /> : <WaitingListTable areas={areas} onServe={setServing} />}
      </ListCard>
      <ServedDialog area={serving} onClose={() => setServing(null)} onServed={() => void mutate()} />
    </AdminPageFrame>
  );
}

/** /admin/waiting-list (issue #14 item 7): sign-ups by area; an area is marked served once a partner opens there. */
export function WaitingListPage() {
  return <AdminGate>{(session) => <WaitingList {...session} />}</AdminGate>;
}
