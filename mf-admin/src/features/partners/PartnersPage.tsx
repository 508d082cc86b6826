import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@powernest/shared-ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from '@powernest/shared-ui';
import {
  BUSINESS_TYPE_OPTIONS,
  PARTNER_PAGE_SIZE_DEFAULT,
  PARTNER_STATUSES,
  PARTNER_STATUS_LABELS,
  labelOf,
  type AdminPartner,
  type PartnerStatus,
} from '@powernest/domain';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { LoadFailed } from '../../components/LoadFailed';
import { SkeletonRows } from '../../components/SkeletonRows';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { serverMessage } from '../../lib/admin';
import { formatLeadDate } from '../../lib/leadRow';
import { ADMIN_PARTNERS_PAGE, adminLeadPath } from '../../pages';
import { TEXT } from './text';
import { PartnerFormDialog, type PartnerFormField, type PartnerFormValues } from './PartnerFormDialog';
import { changePartner, usePartners } from './partnerData';
import { AdminSection, ListCard } from '../../components/AdminSection';

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

/** The list's view in the URL (q, status, page): GET /api/admin/partners' own parameters. */
function useView() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = (PARTNER_STATUSES as readonly string[]).includes(params.get('status') ?? '') ? (params.get('status') as PartnerStatus) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const show = (next: { q?: string; status?: string; page?: number }, replace = false) => {
    const view = new URLSearchParams();
    const nq = next.q ?? q;
    const ns = next.status ?? status ?? '';
    const np = next.page ?? 1;
    if (nq.trim()) view.set('q', nq);
    if (ns && ns !== ALL) view.set('status', ns);
    if (np !== 1) view.set('page', String(np));
    setParams(view, { replace });
  };
  const apiSearch = useMemo(() => {
    const api = new URLSearchParams({ page: String(page), pageSize: String(PARTNER_PAGE_SIZE_DEFAULT) });
    if (q.trim()) api.set('q', q.trim());
    if (status) api.set('status', status);
    return api;
  }, [q, status, page]);
  return { q, status, page, show, apiSearch };
}

function PartnersList({ refreshCheck }: AdminSession) {
  const { q, status, page, show, apiSearch } = useView();
  const { data, error, mutate } = usePartners(apiSearch);
  const [editing, setEditing] = useState<AdminPartner | null>(null);
  const editDefaults = useMemo(() => (editing ? formValues(editing) : null), [editing]);

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
  return (
    <AdminSection width="xl">
      <AdminPageHeader heading={ADMIN_PARTNERS_PAGE.heading} subtitle={list ? T.subtitle(list.total) : undefined} />

      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mb: 2 }}>
        <TextField
          label={T.search}
          helperText={T.searchHint}
          type="search"
          value={q}
          onChange={(e) => show({ q: e.target.value }, true)}
          sx={{ flex: '1 1 16rem' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField select label={T.status} value={status ?? ALL} onChange={(e) => show({ status: e.target.value })} sx={{ flex: '0 1 12rem' }}>
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
            {T.none}
          </Typography>
        ) : (
          <>
            <TableContainer>
              <Table aria-label={T.table} aria-busy={!list}>
                <TableHead>
                  <TableRow>
                    {Object.values(T.columns).map((label) => (
                      <TableCell key={label}>{label}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {list ? null : <SkeletonRows rows={5} columns={Object.keys(T.columns).length} />}
                  {(list?.partners ?? []).map((p) => (
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
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <TablePagination
              component="div"
              count={list?.total ?? 0}
              page={list ? Math.min(page - 1, Math.max(0, Math.ceil(list.total / PARTNER_PAGE_SIZE_DEFAULT) - 1)) : 0}
              rowsPerPage={PARTNER_PAGE_SIZE_DEFAULT}
              rowsPerPageOptions={[]}
              onPageChange={(_e, next) => show({ page: next + 1 })}
            />
          </>
        )}
      </ListCard>

      {editing && editDefaults ? (
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
    </AdminSection>
  );
}

/** /admin/partners (issue #12): every partner location, to edit or take off the locator. */
export function PartnersPage() {
  return <AdminGate>{(session) => <PartnersList {...session} />}</AdminGate>;
}
