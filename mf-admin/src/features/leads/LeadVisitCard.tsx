import { NativeSelectField } from '@powernest/shared-ui/components';
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ADMIN_ROUTE_ROLES, formatVisitTime, roleMay, type AdminLeadResult, type VisitSlotView } from '@powernest/domain';
import type { AdminSession } from '../../components/AdminGate';
import { serverMessage } from '../../lib/admin';
import { TEXT } from './text';
import { LeadCard } from './LeadCard';
import { bookVisit, cancelVisit, changeLead, freshSlots, moveVisit } from './leadData';

const T = TEXT.lead.visit;

type Outcome = { severity: 'success' | 'error'; title?: string; text: string };

/** The slots as a native select (one option per one-hour visit, at the business's local time). */
function SlotPicker({ slots, timeZone, value, onChange, disabled }: { slots: VisitSlotView[]; timeZone: string; value: string; onChange: (start: string) => void; disabled: boolean }) {
  return (
    <NativeSelectField
      size="small"
      label={T.time}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      helperText={T.zone(timeZone)}
      sx={{ minWidth: { sm: '22rem' } }}
      options={slots.map((slot) => ({ value: slot.start.toISOString(), label: formatVisitTime(slot.start, timeZone) }))}
    />
  );
}

/**
 * The lead's site visit (issue #28): the booked visit at the business's local time, with Move and
 * Cancel, and once it has begun Mark visit held (issue #45: it keeps the site-visit promise); or Book with the free times when none is booked. The team books for the applicant under
 * the applicant's rules and e-mails (but may change a visit within 24 hours of it); a time taken
 * meanwhile answers 409 with the times still free, which the picker then offers.
 */
export function LeadVisitCard({ data, account, onChanged }: { data: AdminLeadResult; account: AdminSession['account']; onChanged: () => Promise<unknown> }) {
  const { lead, visit } = data;
  const [slots, setSlots] = useState<VisitSlotView[]>(data.slots ?? []);
  const [choice, setChoice] = useState('');
  const [moving, setMoving] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const canChange = roleMay(account?.role, ADMIN_ROUTE_ROLES.visits, 'change');
  // Marking it held is a change of the lead (PATCH): the leads' role rule.
  const canMarkHeld = roleMay(account?.role, ADMIN_ROUTE_ROLES.leads, 'change') && visit !== undefined && !lead.visitHeldAt && visit.start <= new Date();
  const timeZone = visit?.timeZone ?? data.timeZone ?? 'UTC';

  // The lead as read again (after a change) brings the slots as they now are.
  useEffect(() => {
    setSlots(data.slots ?? []);
    setChoice((current) => (data.slots?.some((s) => s.start.toISOString() === current) ? current : (data.slots?.[0]?.start.toISOString() ?? '')));
  }, [data.slots]);

  async function run(action: () => Promise<{ visit?: { start: Date; timeZone: string }; emailsQueued: boolean }>, done: (when: string, queued: boolean) => string) {
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await action();
      setMoving(false);
      setOutcome({ severity: 'success', text: done(answer.visit ? formatVisitTime(answer.visit.start, answer.visit.timeZone) : '', answer.emailsQueued) });
      await onChanged();
    } catch (err) {
      const free = freshSlots(err);
      if (free) {
        setSlots(free);
        setChoice(free[0]?.start.toISOString() ?? '');
      }
      setOutcome({ severity: 'error', title: T.failed, text: serverMessage(err) ?? 'Please try again.' });
    }
    setBusy(false);
  }

  const start = () => new Date(choice);
  const picker = slots.length > 0 ? <SlotPicker slots={slots} timeZone={timeZone} value={choice} onChange={setChoice} disabled={busy} /> : <Typography variant="body2">{T.noSlots}</Typography>;

  return (
    <LeadCard title={T.title}>
      {outcome ? (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'} sx={{ mb: 2 }}>
          {outcome.title ? <AlertTitle>{outcome.title}</AlertTitle> : null}
          {outcome.text}
        </Alert>
      ) : null}
      {visit ? (
        <>
          <Typography sx={{ fontWeight: 600 }}>{T.bookedFor(formatVisitTime(visit.start, visit.timeZone))}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {lead.visitHeldAt
              ? T.held(formatVisitTime(lead.visitHeldAt, visit.timeZone), lead.visitHeldBy)
              : visit.canChange
                ? T.applicantMayChange(formatVisitTime(visit.changeUntil, visit.timeZone))
                : T.applicantMayNot}
          </Typography>
          {canMarkHeld ? (
            <Button variant="contained" sx={{ mb: 2, mr: 1 }} disabled={busy} onClick={() => void run(() => changeLead(lead.id, { version: lead.version, visitHeld: true }).then(() => ({ emailsQueued: false })), () => T.heldDone)}>
              {T.markHeld}
            </Button>
          ) : null}
          {canChange && !lead.visitHeldAt ? (
            moving ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
                {picker}
                <Button variant="contained" disabled={busy || !choice} onClick={() => void run(() => moveVisit(lead.id, start()), T.moved)}>
                  {T.moveTo}
                </Button>
                <Button variant="text" disabled={busy} onClick={() => setMoving(false)}>
                  {T.keep}
                </Button>
              </Box>
            ) : (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button variant="outlined" disabled={busy} onClick={() => setMoving(true)}>
                  {T.move}
                </Button>
                <Button variant="outlined" color="error" disabled={busy} onClick={() => void run(() => cancelVisit(lead.id), T.cancelled)}>
                  {T.cancel}
                </Button>
              </Box>
            )
          ) : null}
        </>
      ) : data.slots === undefined ? (
        <Typography variant="body2">{T.cannotBook}</Typography>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {T.none}
          </Typography>
          {canChange ? (
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
              {picker}
              {slots.length > 0 ? (
                <Button variant="contained" disabled={busy || !choice} onClick={() => void run(() => bookVisit(lead.id, start()), T.booked)}>
                  {T.book}
                </Button>
              ) : null}
            </Box>
          ) : null}
        </>
      )}
    </LeadCard>
  );
}
