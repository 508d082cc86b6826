import { NativeSelectField } from '@powernest/shared-ui/components';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { LEAD_STATUSES, type BulkLeadResult, type LeadStatus } from '@powernest/domain';
import { serverMessage } from '../../../lib/admin';
import { useAssignableMembers } from '../../../lib/teamData';
import { adminLeadPath } from '../../../pages';
import { BULK_TEXT as T } from './bulkText';
import { bulkChange, matchingIds } from './bulkData';

const UNASSIGN = '-';
/** The bar's two selects: small, side by side, nothing chosen at first. */
const BAR_SELECT = { size: 'small', sx: { minWidth: 180 }, placeholder: T.choose } as const;

type Outcome = { severity: 'success' | 'warning' | 'error'; title: string; refused: { id: number; text: string }[]; message?: string };

/**
 * What the API did, in its own per-lead words: with an assignee and a move asked together, how
 * many leads each part reached (a refused move does not hold back the assignment), and per refused
 * lead why, and whether it was assigned all the same (browser audit #8).
 */
function outcomeOf(results: BulkLeadResult[], change: { status?: string; assignedTo?: string | null }): Outcome {
  const refused = results.filter((r) => !r.ok);
  const both = change.status !== undefined && change.assignedTo !== undefined;
  // An API without `assigned` / `moved` applied nothing to a refused lead.
  const assigned = results.filter((r) => r.assigned ?? r.ok).length;
  const moved = results.filter((r) => r.moved ?? r.ok).length;
  return {
    severity: refused.length === 0 ? 'success' : 'warning',
    title: both ? T.doneBoth(assigned, change.assignedTo!, moved, change.status!) : T.done(results.length - refused.length, refused.length),
    refused: refused.map((r) => ({
      id: r.id,
      text: both && r.assigned ? T.refusedButAssigned(r.id, r.error ?? '', change.assignedTo!) : T.refusedItem(r.id, r.error ?? ''),
    })),
  };
}

/**
 * The workspace's bulk actions (issue #29), over the selected rows: select all the filters match,
 * then assign or move them. The answer says per lead what was refused and why; the rest is done.
 */
export function BulkBar({
  selected,
  total,
  filters,
  exportHref,
  onSelect,
  onDone,
}: {
  selected: number[];
  total: number | undefined;
  filters: URLSearchParams;
  /** The CSV of the selected leads. */
  exportHref: string;
  onSelect: (ids: number[]) => void;
  onDone: () => void;
}) {
  const [assignee, setAssignee] = useState('');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<'select' | 'apply' | null>(null);
  const [capped, setCapped] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const members = useAssignableMembers();

  async function selectAll() {
    setBusy('select');
    try {
      const answer = await matchingIds(filters);
      onSelect(answer.ids);
      setCapped(answer.capped);
    } catch (err) {
      setOutcome({ severity: 'error', title: T.failed, refused: [], message: serverMessage(err) ?? 'Please try again.' });
    }
    setBusy(null);
  }

  async function apply() {
    setBusy('apply');
    setOutcome(null);
    try {
      const change = {
        ...(status ? { status: status as LeadStatus } : {}),
        ...(assignee ? { assignedTo: assignee === UNASSIGN ? null : assignee } : {}),
      };
      const { results } = await bulkChange(selected, change);
      setOutcome(outcomeOf(results, change));
      setStatus('');
      setAssignee('');
      onDone();
    } catch (err) {
      setOutcome({ severity: 'error', title: T.failed, refused: [], message: serverMessage(err) ?? 'Please try again.' });
    }
    setBusy(null);
  }

  return (
    <Box component="section" aria-label={T.bar} sx={{ mb: 2, display: 'grid', gap: 1.5 }}>
      {outcome ? (
        <Alert severity={outcome.severity} role={outcome.severity === 'success' ? 'status' : 'alert'} onClose={() => setOutcome(null)}>
          <AlertTitle>{outcome.title}</AlertTitle>
          {outcome.message}
          {outcome.refused.length > 0 ? (
            <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 200, overflowY: 'auto' }}>
              {outcome.refused.map((r) => (
                <li key={r.id}>
                  <Link component={RouterLink} to={adminLeadPath(r.id)}>
                    {r.text}
                  </Link>
                </li>
              ))}
            </Box>
          ) : null}
        </Alert>
      ) : null}
      {selected.length > 0 ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: 1.5, borderRadius: 2, bgcolor: 'action.selected' }}>
          <Typography sx={{ fontWeight: 700 }} role="status">
            {T.selected(selected.length)}
          </Typography>
          {total !== undefined && total > selected.length ? (
            <Button size="small" disabled={busy !== null} onClick={() => void selectAll()}>
              {busy === 'select' ? T.selectingAll : T.selectAllMatching(total)}
            </Button>
          ) : null}
          <Button size="small" color="inherit" disabled={busy !== null} onClick={() => onSelect([])}>
            {T.clear}
          </Button>
          <Button size="small" component="a" href={exportHref} download>
            {T.exportSelected(selected.length)}
          </Button>
          <NativeSelectField {...BAR_SELECT} label={T.assign} value={assignee} onChange={(e) => setAssignee(e.target.value)} options={[{ value: UNASSIGN, label: T.unassign }, ...members]} />
          <NativeSelectField {...BAR_SELECT} label={T.move} value={status} onChange={(e) => setStatus(e.target.value)} options={LEAD_STATUSES.map((s) => ({ value: s, label: T.statusOption(s) }))} />
          <Button variant="contained" disabled={busy !== null || (!status && !assignee)} onClick={() => void apply()}>
            {busy === 'apply' ? T.applying : T.apply}
          </Button>
        </Box>
      ) : null}
      {capped && selected.length > 0 ? <Alert severity="info">{T.capped}</Alert> : null}
    </Box>
  );
}
