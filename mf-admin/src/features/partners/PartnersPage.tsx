import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@powernest/shared-ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { toast } from '@powernest/shared-ui';
import {
  ADMIN_ROUTE_ROLES,
  BUSINESS_TYPE_OPTIONS,
  PARTNER_PAGE_SIZE_DEFAULT,
  PARTNER_STATUSES,
  PARTNER_STATUS_LABELS,
  labelOf,
  roleMay,
  type AdminPartner,
  type PartnerStatus,
} from '@powernest/domain';
import { AdminPageFrame } from '../../components/AdminPageFrame';
import { CursorPagination } from '../../components/PagedList';
import { LoadFailed } from '../../components/LoadFailed';
import { AdminTable } from '../../components/AdminTable';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { serverMessage } from '../../lib/admin';
import { firstPage, listViewParams, readCursorView, withFilter, type CursorView } from '../../lib/listView';
import { formatLeadDate } from '../../lib/leadRow';
import { ADMIN_PARTNERS_PAGE, adminLeadPath } from '../../pages';
import { TEXT } from './text';
import { PartnerFormDialog, type PartnerFormField, type PartnerFormValues } from './PartnerFormDialog';
import { changePartner, usePartners } from './partnerData';
import { ListCard } from '../../components/AdminSection';

const T = TEXT.partners;
const EDIT_FIELDS: readonly PartnerFormField[] = ['businessName', 'contactPerson', 'phone', 'email', 'address', 'city', 'state', 'businessType', 'latitude', 'longitude'];
const ALL = 'all';

const formValues = (p: AdminPartner): PartnerFormValues => ({
  businessName: p.businessName,
  contactPerson: p.contactPerson,
  phone: p.phone,
  email: p.email,
  address: p.address,
  city: p.city,
  state: p.state,
  businessType: p.businessType,
  latitude: String(p.latitude),
  longitude: String(p.longitude),
});

const PARTNER_FILTER_KEYS = ['q', 'status'] as const;
type PartnersView = CursorView<(typeof PARTNER_FILTER_KEYS)[number]>;
/** Page sizes the table offers (the API allows up to 100). */
const PARTNER_PAGE_SIZES = [PARTNER_PAGE_SIZE_DEFAULT, 50, 100] as const;

const viewParams = (view: PartnersView) => listViewParams(view, PARTNER_FILTER_KEYS, PARTNER_PAGE_SIZE_DEFAULT);

/**
 * The list's view in the URL (q, status, page size and the API's cursor, issue #27): GET
 * /api/admin/partners' own parameters, so a link shows the same page. `q` is kept as typed for
 * the search box; a status the API does not know is left out.
 */
function useView() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const view = useMemo((): PartnersView => {
    const read = readCursorView(params, PARTNER_FILTER_KEYS, PARTNER_PAGE_SIZES, PARTNER_PAGE_SIZE_DEFAULT);
    const known = (PARTNER_STATUSES as readonly string[]).includes(read.filters.status ?? '');
    return known ? read : { ...read, filters: { q: read.filters.q } };
  }, [params]);
  const status = view.filters.status as PartnerStatus | undefined;
  const show = useCallback((next: PartnersView, replace = false) => setParams(viewParams(next), { replace }), [setParams]);
  const setFilter = (key: 'q' | 'status', value: string, replace = false) => show(withFilter(view, key, key === 'status' && value === ALL ? '' : value), replace);
  const href = useCallback((next: PartnersView) => `?${viewParams(next)}`, []);
  const apiSearch = useMemo(() => viewParams(view), [view]);
  return { q, status, view, show, setFilter, href, apiSearch };
}

function PartnersList({ account, refreshCheck }: AdminSession) {
  const { q, status, view, show, setFilter, href, apiSearch } = useView();
  const { data, error, mutate } = usePartners(apiSearch);
  const [editing, setEditing] = useState<AdminPartner | null>(null);
  const editDefaults = useMemo(() => (editing ? formValues(editing) : null), [editing]);
  // The same rule as the API's (the role table): a role that only reads partners gets no Edit or
  // Deactivate, instead of a 403 after the click. The API decides in the end.
  const canChange = roleMay(account?.role, ADMIN_ROUTE_ROLES.partners, 'change');

  useEffect(() => {
    if (data === null) refreshCheck();
  }, [data, refreshCheck]);

  async function setStatus(partner: AdminPartner, next: PartnerStatus) {
    try {
      await changePartner(partner.id, { status: next });
      toast({ title: next === 'active' ? T.activated(partner.businessName) : T.deactivated(partner.businessName), variant: 'success' });
    } catch (err) {
      toast({ title: T.changeFailed, description: serverMessage(err) ?? 'Please try again.', variant: 'destructive' });
    }
    await mutate();
  }

  const list = data ?? undefined;
  const { actions, ...readColumns } = T.columns;
  const columns = canChange ? [...Object.values(readColumns), actions] : Object.values(readColumns);
  return (
    <AdminPageFrame heading={ADMIN_PARTNERS_PAGE.heading} subtitle={list ? (list.totalCapped ? T.subtitleAtLeast(list.total) : T.subtitle(list.total)) : undefined}>
      {!canChange ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {T.readOnly}
        </Alert>
      ) : null}

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={T.search}
          helperText={T.searchHint}
          type="search"
          value={q}
          onChange={(e) => setFilter('q', e.target.value, true)}
          sx={{ flex: '1 1 16rem' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField select label={T.status} value={status ?? ALL} onChange={(e) => setFilter('status', e.target.value)} sx={{ flex: '0 1 12rem' }}>
          <MenuItem value={ALL}>{T.allStatuses}</MenuItem>
          {PARTNER_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {PARTNER_STATUS_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
      </Box>

      <ListCard>
        {error ? (
          <LoadFailed title={T.loadFailed} error={error} />
        ) : list && list.partners.length === 0 ? (
          <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
            {T.none}{' '}
            {view.cursor ? (
              // A cursor past the end of these filters (partners changed meanwhile): back to the start.
              <Button component={RouterLink} to={{ search: href(firstPage(view)) }} size="small">
                {T.pager.first}
              </Button>
            ) : null}
          </Typography>
        ) : (
          <>
            <AdminTable
              label={T.table}
              columns={columns}
              items={list?.partners}
              none={T.none}
              loadingRows={5}
              row={(p) => (
                <TableRow key={p.id} hover>
                  <TableCell>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {p.businessName}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {p.leadId !== undefined ? (
                        <RouterLink to={adminLeadPath(p.leadId)}>{T.fromLead(p.leadId)}</RouterLink>
                      ) : (
                        p.contactPerson
                      )}
                    </Typography>
                  </TableCell>
                  <TableCell>{`${p.address}, ${p.city}, ${p.state}`}</TableCell>
                  <TableCell>{labelOf(BUSINESS_TYPE_OPTIONS, p.businessType) ?? p.businessType}</TableCell>
                  <TableCell>
                    <Chip size="small" label={PARTNER_STATUS_LABELS[p.status as PartnerStatus] ?? p.status} color={p.status === 'active' ? 'success' : 'default'} />
                  </TableCell>
                  <TableCell>{p.dateInstalled ? formatLeadDate(p.dateInstalled).date : '—'}</TableCell>
                  {canChange ? (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <Button size="small" onClick={() => setEditing(p)} aria-label={T.editLabel(p.businessName)}>
                        {T.edit}
                      </Button>
                      {p.status === 'active' ? (
                        <Button size="small" color="warning" onClick={() => setStatus(p, 'inactive')} aria-label={T.deactivateLabel(p.businessName)}>
                          {T.deactivate}
                        </Button>
                      ) : (
                        <Button size="small" onClick={() => setStatus(p, 'active')} aria-label={T.activateLabel(p.businessName)}>
                          {T.activate}
                        </Button>
                      )}
                    </TableCell>
                  ) : null}
                </TableRow>
              )}
            />
            <CursorPagination view={view} page={list} sizes={PARTNER_PAGE_SIZES} text={T.pager} href={href} onShow={show} />
          </>
        )}
      </ListCard>

      {canChange && editing && editDefaults ? (
        <PartnerFormDialog
          empty="cleared"
          open
          title={T.editTitle(editing.businessName)}
          fields={EDIT_FIELDS}
          defaults={editDefaults}
          submitLabel={T.save}
          onClose={() => setEditing(null)}
          onSubmit={async (body) => {
            await changePartner(editing.id, body);
            toast({ title: T.saved(editing.businessName), variant: 'success' });
            setEditing(null);
            await mutate();
          }}
        />
      ) : null}
    </AdminPageFrame>
  );
}

/** /admin/partners (issue #12): every partner location, to edit or take off the locator. */
export function PartnersPage() {
  return <AdminGate>{(session) => <PartnersList {...session} />}</AdminGate>;
}
