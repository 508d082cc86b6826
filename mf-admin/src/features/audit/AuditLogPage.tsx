import { useCallback, useEffect, useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from '@powernest/shared-ui/router';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TEAM_TIME_ZONE_DEFAULT } from '@powernest/domain';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { CursorPagination, PagedListCard } from '../../components/PagedList';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { serverMessage } from '../../lib/admin';
import { ADMIN_AUDIT_LOG_PAGE } from '../../pages';
import { useTeam } from '../../lib/teamData';
import { firstPage, withFilter } from '../../lib/listView';
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
  // The team names the people of the "who" filter (the entries come with their names).
  const team = useTeam();

  // The fetchers answer null on 401: the session ended (expired, revoked, deactivated).
  useEffect(() => {
    if (data === null || team.data === null) refreshCheck();
  }, [data, team.data, refreshCheck]);

  /** Each change of the view is a history entry: the back button undoes a filter or a page. */
  const show = useCallback((next: AuditView) => setParams(auditViewParams(next)), [setParams]);
  const href = useCallback((next: AuditView) => `?${auditViewParams(next)}`, []);
  const setFilter = (key: AuditFilterKey, value: string) => show(withFilter(view, key, value));

  const page = data ?? undefined;
  const members = team.data?.members;

  // From a cursor the API refused (an edited link), or one past the end of these filters.
  const backToNewest = view.cursor ? (
    <Button component={RouterLink} to={{ search: href(firstPage(view)) }} color="inherit" size="small">
      {T.backToNewest}
    </Button>
  ) : null;

  return (
    <AdminPageFrame
      heading={ADMIN_AUDIT_LOG_PAGE.heading}
      subtitle={page ? (page.totalCapped ? T.subtitleAtLeast(page.total) : T.subtitle(page.total)) : undefined}
    >
      <AuditFilters filters={view.filters} members={members} onChange={setFilter} onClear={() => show(firstPage({ ...view, filters: {} }))} />

      <PagedListCard
        error={error}
        titles={T}
        message={serverMessage(error) ?? TEXT.common.leadsErrorDescription}
        errorAction={backToNewest}
        emptyNotice={
          page && page.entries.length === 0 ? (
            <Typography color="text.secondary" sx={{ px: 3, py: 6, textAlign: 'center' }}>
              {T.none} {backToNewest}
            </Typography>
          ) : null
        }
        pager={
<CursorPagination view={view} page={page} sizes={AUDIT_PAGE_SIZES} text={T.pager} href={href} onShow={show} />
        }
      >
        <AuditTable entries={page?.entries} timeZone={page?.timeZone ?? TEAM_TIME_ZONE_DEFAULT} />
      </PagedListCard>
    </AdminPageFrame>
  );
}

/** /admin/audit-log (issue #12): who did what and when, filtered by who, what and days, held in the URL. */
export function AuditLogPage() {
  return <AdminGate>{(session) => <AuditLog {...session} />}</AdminGate>;
}
