import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@powernest/shared-ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { ADMIN_ROUTE_ROLES, ASSIGNEE_ME, LEAD_STATUSES, LEAD_STATUS_LABELS, leadExportEndpoint, pathOf, roleMay, type LeadSortField } from '@powernest/domain';
import { InboxIcon } from '@powernest/shared-ui/icons';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { CursorPagination, PagedListCard } from '../../components/PagedList';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { useLeadsPage } from '../../lib/admin';
import { ADMIN_LEADS_PAGE } from '../../pages';
import { firstPage, withFilter } from '../../lib/listView';
import { TEXT } from './text';
import { LeadsFilters } from './LeadsFilters';
import { LeadsTable } from './LeadsTable';
import { useLiveMarks } from './useLiveMarks';
import { LeadsBoard } from './board/LeadsBoard';
import { useReadLeadListsAgain } from './board/boardData';
import { BOARD_TEXT } from './board/boardText';
import { BulkBar } from './bulk/BulkBar';
import { LEAD_PAGE_SIZES, hasFilters, leadsViewParams, nextSort, readLeadsView, type LeadFilterKey, type LeadsView } from './leadsView';

const T = TEXT.leads;
const ALL = 'all';

/** No leads at all (the dashboard's words), or none under these filters (with a way out). */
function NoLeads({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  return (
    <Box sx={{ px: 3, py: 6, textAlign: 'center', color: 'text.secondary' }}>
      <Box sx={{ display: 'inline-grid', placeItems: 'center', width: 56, height: 56, borderRadius: '50%', bgcolor: 'action.hover', mb: 1.5 }}>
        <InboxIcon size={26} />
      </Box>
      <Typography component="p" variant="h6" color="text.primary" sx={{ fontSize: '1.05rem', fontWeight: 700 }}>
        {filtered ? T.noMatchTitle : TEXT.common.emptyTitle}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {filtered ? T.noMatchDescription : TEXT.common.emptyDescription}
      </Typography>
      {filtered ? (
        <Button variant="outlined" onClick={onClear}>
          {T.clearFilters}
        </Button>
      ) : null}
    </Box>
  );
}

/**
 * Whether the admin has just followed a link away (a lead, the admin menu) and the router has
 * not moved yet: navigation is a transition, so this page can still run a pending search. A
 * download or a new tab is not leaving; each new view of this page starts over.
 */
function useFollowedLink(view: URLSearchParams) {
  const leaving = useRef(false);
  useEffect(() => {
    leaving.current = false;
  }, [view]);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
      const elsewhere = e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey;
      if (link && !elsewhere && !link.hasAttribute('download') && link.getAttribute('target') !== '_blank') leaving.current = true;
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
  return leaving;
}

/** The workspace: status tabs with counts, filters, the sortable table and its pages. */
/** `?view=board`: the board instead of the table (issue #29); the filters are the same. */
const BOARD_VIEW = 'board';
/** The CSV export of the leads a query names (the session cookie goes along). */
const exportHref = (query: URLSearchParams) => `${pathOf(leadExportEndpoint)}?${query}`;

function Workspace({ account, refreshCheck }: AdminSession) {
  const [params, setParams] = useSearchParams();
  const view = useMemo(() => readLeadsView(params), [params]);
  const board = params.get('view') === BOARD_VIEW;
  const { data, error } = useLeadsPage(useMemo(() => leadsViewParams(view), [view]), !board);
  // New and changed leads come in live (issue #29): the lists read themselves again, no polling.
  const readAgain = useReadLeadListsAgain();
  const marks = useLiveMarks(() => void readAgain(), account?.username);

  // Bulk actions (issue #29): the rows picked, kept across pages, cleared when the filters change.
  const mayChange = roleMay(account?.role, ADMIN_ROUTE_ROLES.leads, 'change');
  const [selected, setSelected] = useState<number[]>([]);
  const filterKey = JSON.stringify(view.filters);
  useEffect(() => setSelected([]), [filterKey]);
  const selection = useMemo(
    () => ({
      selected: new Set(selected),
      toggle: (ids: number[], on: boolean) => setSelected((current) => (on ? [...new Set([...current, ...ids])] : current.filter((id) => !ids.includes(id)))),
    }),
    [selected],
  );

  // The fetcher answers null on 401: the session ended (expired, revoked elsewhere).
  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);

  /** A new view in the URL: each change is a history entry, except search keystrokes. */
  const leaving = useFollowedLink(params);
  const show = useCallback(
    (next: LeadsView, replace = false) => {
      // A search typed just before a link was followed lands after the click: it must not pull
      // the admin back from the lead they opened.
      if (leaving.current) return;
      const search = leadsViewParams(next);
      if (board) search.set('view', BOARD_VIEW);
      setParams(search, { replace });
    },
    [setParams, leaving, board],
  );
  const setFilter = useCallback(
    (key: LeadFilterKey, value: string, typing = false) => show(withFilter(view, key, value), typing),
    [show, view],
  );
  const clear = useCallback(() => show(firstPage({ ...view, filters: {} })), [show, view]);
  // A cursor belongs to its sort: a new sort starts at its first page.
  const sortBy = (field: LeadSortField) => show(firstPage({ ...view, sort: nextSort(view.sort, field) }));
  const href = useCallback((next: LeadsView) => `?${leadsViewParams(next)}`, []);
  const { status: _status, ...boardFilters } = view.filters;
  const boardHref = `?${new URLSearchParams([...leadsViewParams(firstPage({ ...view, filters: boardFilters })), ['view', BOARD_VIEW]])}`;
  const listHref = (status: string) => href(firstPage({ ...view, filters: { ...boardFilters, status } }));

  const page = data ?? undefined;
  // From a cursor the API refused (an edited link), or one past the end of these filters.
  const backToFirst = view.cursor ? (
    <Button component={RouterLink} to={{ search: href(firstPage(view)) }} color="inherit" size="small">
      {T.backToFirst}
    </Button>
  ) : null;
  const counts = page?.statusCounts ?? {};
  const allCount = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const tabLabel = (label: string, count: number | undefined) => (page ? `${label} (${(count ?? 0).toLocaleString('en-US')})` : label);

  return (
    <AdminPageFrame
      heading={ADMIN_LEADS_PAGE.heading}
      subtitle={page ? (page.totalCapped ? T.subtitleAtLeast(page.total) : T.subtitle(page.total)) : undefined}
      actions={
        // The same filters and order, every matching lead (the API streams it; the session cookie goes along).
        <Button component="a" href={exportHref(leadsViewParams(firstPage(view)))} download variant="outlined">
          {T.exportCsv}
        </Button>
      }
    >

      <Tabs value={board ? BOARD_VIEW : 'list'} aria-label={BOARD_TEXT.viewLabel} sx={{ mb: 1 }}>
        <Tab value="list" label={BOARD_TEXT.list} component={RouterLink} to={{ search: href(firstPage(view)) }} />
        <Tab value={BOARD_VIEW} label={BOARD_TEXT.boardTab} component={RouterLink} to={{ search: boardHref }} />
      </Tabs>

      {/* My leads (issue #29): the API reads `assignee=me` as whoever is signed in. Another assignee from the URL selects neither. */}
      <Tabs
        value={view.filters.assignee === ASSIGNEE_ME ? ASSIGNEE_ME : view.filters.assignee ? false : ALL}
        onChange={(_e, value: string) => setFilter('assignee', value === ALL ? '' : value)}
        aria-label={T.whose}
        sx={{ mb: 1 }}
      >
        <Tab value={ALL} label={T.allLeads} />
        <Tab value={ASSIGNEE_ME} label={T.myLeads} />
      </Tabs>

      {board ? (
        <>
          <LeadsFilters filters={boardFilters} onChange={setFilter} onClear={clear} />
          <LeadsBoard filters={boardFilters} marks={marks} listHref={listHref} onSignedOut={refreshCheck} />
        </>
      ) : (
        <>
          <Tabs
            value={view.filters.status ?? ALL}
            onChange={(_e, value: string) => setFilter('status', value === ALL ? '' : value)}
            aria-label={T.statusTabs}
            variant="scrollable"
            allowScrollButtonsMobile
            sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            <Tab value={ALL} label={tabLabel(T.allStatuses, allCount)} />
            {LEAD_STATUSES.map((status) => (
              <Tab key={status} value={status} label={tabLabel(LEAD_STATUS_LABELS[status], counts[status])} />
            ))}
          </Tabs>

          <LeadsFilters filters={view.filters} onChange={setFilter} onClear={clear} />

          {mayChange ? (
            <BulkBar
              selected={selected}
              total={page?.totalCapped ? undefined : page?.total}
              filters={leadsViewParams(firstPage(view))}
              // The selection alone, in the list's order: the filters chose it, the ids are it.
              exportHref={exportHref(new URLSearchParams({ sort: view.sort, ids: selected.join(',') }))}
              onSelect={setSelected}
              onDone={() => void readAgain()}
            />
          ) : null}

          <PagedListCard
            error={error}
            titles={T}
            message={TEXT.common.leadsErrorDescription}
            errorAction={backToFirst}
            emptyNotice={
              page && page.leads.length === 0 ? (
                view.cursor ? (
                  <Typography color="text.secondary" sx={{ px: 3, py: 6, textAlign: 'center' }}>
                    {T.pastTheEnd} {backToFirst}
                  </Typography>
                ) : (
                  <NoLeads filtered={hasFilters(view)} onClear={clear} />
                )
              ) : null
            }
            pager={
              <CursorPagination view={view} page={page} sizes={LEAD_PAGE_SIZES} text={T.pager} href={href} onShow={show} />
            }
          >
            <LeadsTable leads={page?.leads} sort={view.sort} onSort={sortBy} marks={marks} selection={mayChange ? selection : undefined} />
          </PagedListCard>
        </>
      )}
    </AdminPageFrame>
  );
}

/** /admin/leads (issue #12): every lead, server-side paged by cursor (issue #27), with the filters, sort and page in the URL. */
export function LeadsPage() {
  return <AdminGate>{(session) => <Workspace {...session} />}</AdminGate>;
}
