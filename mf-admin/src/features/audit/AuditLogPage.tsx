import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from '@powernest/shared-ui/router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { AdminPageHeader } from '../../components/AdminPageHeader';
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
          <Box sx={{ p: 3 }}>
            <Alert severity="error">
              <AlertTitle>{refused.length ? T.badFilter : T.loadFailed}</AlertTitle>
              {refused.length ? refused.join('. ') : (serverMessage(error) ?? TEXT.common.leadsErrorDescription)}
            </Alert>
          </Box>
        ) : page && page.entries.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 3, py: 6, textAlign: 'center' }}>
            {T.none}
          </Typography>
        ) : (
          <>
            <AuditTable entries={page?.entries} usernames={usernames} />
            <TablePagination
              component="div"
              count={page?.total ?? 0}
              page={page ? Math.min(view.page - 1, Math.max(0, Math.ceil(page.total / view.pageSize) - 1)) : 0}
              rowsPerPage={view.pageSize}
              rowsPerPageOptions={[...AUDIT_PAGE_SIZES]}
              labelRowsPerPage={T.rowsPerPage}
              onPageChange={(_e, next) => show({ ...view, page: next + 1 })}
              onRowsPerPageChange={(e) => show({ ...view, pageSize: Number(e.target.value), page: 1 })}
              sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 } }}
            />
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
