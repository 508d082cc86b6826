import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from '@powernest/shared-ui/router';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ListError, ListPagination } from '../../components/PagedList';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { serverFieldErrors, serverMessage } from '../../lib/admin';
import { ADMIN_AUDIT_LOG_PAGE } from '../../pages';
import { useTeam } from '../../lib/teamData';
import { TEXT } from './text';
import { AuditFilters } from './AuditFilters';
import { AuditTable } from './AuditTable';
import { useAuditLog } from './auditData';
import { AUDIT_PAGE_SIZES, auditViewParams, readAuditView, type AuditFilterKey, type AuditView } from './auditView';

const T = TEXT.audit;

function AuditLog({ refreshCheck }: AdminSession) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readAuditView(params), [params]);
  const { data, error } = useAuditLog(useMemo(() => auditViewParams(view), [view]));
  // The team names the people of the "who" filter and the members entries are about.
  const team = useTeam();

  // The fetchers answer null on 401: the session ended (expired, revoked, deactivated).
  useEffect(() => {
    if (data === null || team.data === null) refreshCheck();
  }, [data, team.data, refreshCheck]);

  /** Each change of the view is a history entry: the back button undoes a filter. */
  const show = useCallback((next: AuditView) => setParams(auditViewParams(next)), [setParams]);
  const setFilter = (key: AuditFilterKey, value: string) => {
    const filters = { ...view.filters, [key]: value || undefined };
    if (!value) delete filters[key];
    show({ ...view, filters, page: 1 });
  };

  const page = data ?? undefined;
  const members = team.data?.members;
  const usernames = useMemo(() => new Map((members ?? []).flatMap((m) => (m.username ? [[m.id, m.username] as [string, string]] : []))), [members]);
  // A 400 names the filter it refused (a hand-edited link): say which, keep the page usable.
  const refused = Object.values(serverFieldErrors(error));

  return (
    <Container maxWidth="xl" component="section" sx={{ py: { xs: 3, md: 5 }, minWidth: 0 }}>
      <AdminPageHeader
        heading={ADMIN_AUDIT_LOG_PAGE.heading}
        subtitle={page ? T.subtitle(page.total) : undefined}
      />

      <AuditFilters filters={view.filters} members={members} onChange={setFilter} onClear={() => show({ ...view, filters: {}, page: 1 })} />

      <Paper variant="outlined" sx={{ borderRadius: 3, minWidth: 0, overflow: 'hidden' }}>
        {error ? (
          <ListError refused={refused} titles={T} message={serverMessage(error) ?? TEXT.common.leadsErrorDescription} />
        ) : page && page.entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 3, py: 6, textAlign: 'center' }}>
            {T.none}
          </Typography>
        ) : (
          <>
            <AuditTable entries={page?.entries} usernames={usernames} />
            <ListPagination total={page?.total} view={view} sizes={AUDIT_PAGE_SIZES} label={T.rowsPerPage} onShow={show} />
          </>
        )}
      </Paper>
    </Container>
  );
}

/** /admin/audit-log (issue #12): who did what and when, filtered by who, what and days, held in the URL. */
export function AuditLogPage() {
  return <AdminGate>{(session) => <AuditLog {...session} />}</AdminGate>;
}
