import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from '@powernest/shared-ui/router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { toast } from '@powernest/shared-ui';
import type { LeadChange } from '@powernest/domain';
import { ApiError } from '@powernest/shared-ui/data';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { AdminSection } from '../../components/AdminSection';
import { serverMessage } from '../../lib/admin';
import { ADMIN_LEADS_PAGE } from '../../pages';
import { addLeadNote, changeLead, conflictingLead, useLead } from './leadData';
import { LeadView } from './LeadView';
import { TEXT } from './text';

const T = TEXT.lead;

/** The lead id in /admin/leads/:id (the shell's router gives the path). */
function useLeadId(): string {
  const { pathname } = useLocation();
  return /\/admin\/leads\/([^/]+)\/?$/.exec(pathname)?.[1] ?? '';
}

function LeadDetail({ account, refreshCheck }: AdminSession) {
  const id = useLeadId();
  const { data, error, mutate } = useLead(id);
  // One change at a time: the next one needs the version this one's answer brings, or it would
  // be refused as someone else's change (a quick second click on the optimistic page).
  const [changing, setChanging] = useState(false);

  async function onChange(change: Omit<LeadChange, 'version'>) {
    if (!data || changing) return;
    setChanging(true);
    const { lead } = data;
    // Shown at once; the server's answer (or its refusal) replaces it.
    const optimistic = { ...lead, ...(change.status ? { status: change.status } : {}), ...('assignedTo' in change ? { assignedTo: change.assignedTo ?? undefined } : {}) };
    await mutate({ ...data, lead: optimistic }, { revalidate: false });
    try {
      await changeLead(lead.id, { ...change, version: lead.version });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) refreshCheck();
      const current = conflictingLead(err);
      if (current) await mutate({ ...data, lead: current }, { revalidate: false });
      toast({ title: T.changeFailed, description: serverMessage(err) ?? 'Please try again.', variant: 'destructive' });
    }
    await mutate(); // the timeline and the lead as stored
    setChanging(false);
  }

  async function onNote(text: string): Promise<boolean> {
    if (!data) return false;
    try {
      await addLeadNote(data.lead.id, text);
      await mutate();
      return true;
    } catch (err) {
      toast({ title: T.noteFailed, description: serverMessage(err) ?? 'Please try again.', variant: 'destructive' });
      return false;
    }
  }

  // The fetcher answers null on 401: the session ended (expired, revoked elsewhere).
  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);

  if (data === null) return null;
  return (
    <AdminSection>
      {error ? (
        <Alert severity={error instanceof ApiError && error.status === 404 ? 'info' : 'error'}>
          <AlertTitle>{error instanceof ApiError && error.status === 404 ? T.notFoundTitle : T.loadFailed}</AlertTitle>
          {error instanceof ApiError && error.status === 404 ? T.notFoundDescription : TEXT.common.leadsErrorDescription}
          <Box sx={{ mt: 1 }}>
            <Button component={RouterLink} to={ADMIN_LEADS_PAGE.path} size="small">
              {T.back}
            </Button>
          </Box>
        </Alert>
      ) : data ? (
        <LeadView data={data} account={account} changing={changing} onChange={onChange} onNote={onNote} onReload={() => mutate()} />
      ) : (
        <Box aria-busy="true">
          <Skeleton variant="text" sx={{ fontSize: '2.2rem', width: '60%' }} />
          <Skeleton variant="rounded" height={240} sx={{ mt: 3 }} />
        </Box>
      )}
    </AdminSection>
  );
}

/** /admin/leads/:id (issue #12): one lead, its pipeline, e-mails, estimate and timeline. */
export function LeadPage() {
  return <AdminGate>{(session) => <LeadDetail {...session} />}</AdminGate>;
}
