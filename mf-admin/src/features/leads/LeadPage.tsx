import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from '@powernest/shared-ui/router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { toast } from '@powernest/shared-ui';
import {
  ADMIN_ROUTE_ROLES,
  LEAD_FIELD_LABELS,
  LEAD_NOTE_MAX_LENGTH,
  LEAD_STATUS_LABELS,
  REOPENABLE_LEAD_STATUSES,
  estimateRevenue,
  labelOf,
  leadStatusLabel,
  nextLeadStatuses,
  roleMay,
  telHref,
  type AdminLeadDetail,
  type AdminLeadResult,
  type LeadChange,
  type LeadEvent,
} from '@powernest/domain';
import { AdminGate, type AdminSession } from '../../components/AdminGate';
import { LeadStatusChip } from '../../components/LeadStatusChip';
import { formatLeadDate } from '../../lib/leadRow';
import { ApiError } from '@powernest/shared-ui/data';
import { serverMessage } from '../../lib/admin';
import { ADMIN_LEADS_PAGE } from '../../pages';
import { TEXT } from './text';
import { duration } from '../../lib/duration';
import { addLeadNote, changeLead, conflictingLead, useLead } from './leadData';
import { LeadCard } from './LeadCard';
import { LeadPartnerCard } from './LeadPartnerCard';
import { LeadVisitCard } from './LeadVisitCard';
import { LeadMatchesCard } from './LeadMatchesCard';
import { LeadEmailsCard } from './LeadEmailsCard';
import { emailDeliveryText } from './deliveryLabel';
import { LeadDetailsDialog } from './LeadDetailsDialog';
import { LeadFollowUpCard } from './LeadFollowUpCard';
import { LeadMessageDialog } from './LeadMessageDialog';
import { LEAD_FIELD_OPTIONS } from './leadFieldOptions';
import { formatFollowUpDate } from '../../lib/followUpDate';
import { AdminSection } from '../../components/AdminSection';
import { CopyButton } from '../../components/CopyButton';

const T = TEXT.lead;

/** The applicant's phone as a `tel:` link (a US number dialled with +1), the e-mail as a `mailto:` link. */
function PhoneLink({ phone }: { phone: string }) {
  return (
    <Link href={telHref(phone)} aria-label={T.call(phone)}>
      {phone}
    </Link>
  );
}
function EmailLink({ email }: { email: string }) {
  return (
    <Link href={`mailto:${email}`} aria-label={T.writeTo(email)} sx={{ overflowWrap: 'anywhere' }}>
      {email}
    </Link>
  );
}

/** Under the business's name: call, write or copy either in one click (issue #29). */
function Reach({ lead }: { lead: AdminLeadDetail }) {
  return (
    <Box component="ul" aria-label={T.reach} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'flex', flexWrap: 'wrap', gap: { xs: 1, sm: 3 } }}>
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PhoneLink phone={lead.phone} />
        <CopyButton value={lead.phone} label={LEAD_FIELD_LABELS.phone} />
      </Box>
      <Box component="li" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
        <EmailLink email={lead.email} />
        <CopyButton value={lead.email} label={LEAD_FIELD_LABELS.email} />
      </Box>
    </Box>
  );
}

function Details({ lead }: { lead: AdminLeadDetail }) {
  const rows = (Object.keys(LEAD_FIELD_LABELS) as (keyof typeof LEAD_FIELD_LABELS)[]).flatMap((field) => {
    const value = lead[field];
    if (!value) return [];
    // Choices show their label, as the applicant saw it.
    const options = LEAD_FIELD_OPTIONS[field];
    const shown = field === 'phone' ? <PhoneLink phone={value} /> : field === 'email' ? <EmailLink email={value} /> : ((options && labelOf(options, value)) ?? value);
    return [[LEAD_FIELD_LABELS[field], shown] as const];
  });
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(9rem, max-content) 1fr' }, columnGap: 3, rowGap: 1, m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function eventText(event: LeadEvent): string {
  const E = T.events;
  switch (event.kind) {
    case 'created':
      return E.created;
    case 'email':
      return E.email(T.emailKinds[event.text as keyof typeof T.emailKinds] ?? event.text ?? '', event.to ?? '', event.delivery ? emailDeliveryText({ delivery: event.delivery, nextAttemptAt: event.nextAttemptAt }) : '', event.subject);
    case 'status':
      return E.status(leadStatusLabel(event.from ?? ''), leadStatusLabel(event.to ?? ''));
    case 'assignment':
      return event.to ? E.assigned(event.to) : E.unassigned;
    case 'note':
      return event.text ?? '';
    case 'partner':
      return E.partner(event.to ?? '');
    case 'visit':
      return E.visit(event.text ?? '', event.from ?? '', event.to ?? '');
    case 'edit':
      return E.edited((event.text ?? '').split(', ').map((field) => LEAD_FIELD_LABELS[field as keyof typeof LEAD_FIELD_LABELS] ?? field).join(', '));
    case 'follow-up':
      return event.to ? E.followUp(formatFollowUpDate(event.to), event.text ?? '') : E.followUpCleared;
  }
}

function Timeline({ events }: { events: LeadEvent[] }) {
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {events.map((event, i) => {
        const when = formatLeadDate(event.at);
        return (
          <Box component="li" key={i} sx={{ borderLeft: 3, borderColor: event.kind === 'note' ? 'secondary.main' : 'divider', pl: 1.5 }}>
            <Typography variant="caption" color="text.secondary">
              <time dateTime={when.isoDate}>{`${when.date}, ${event.at.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`}</time>
              {event.by ? ` · ${event.by}` : ''}
              {event.kind === 'note' ? ` · ${T.events.note}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {eventText(event)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

function NoteForm({ onAdd }: { onAdd: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  return (
    <Box
      component="form"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!text.trim()) return;
        setSending(true);
        if (await onAdd(text.trim())) setText('');
        setSending(false);
      }}
      sx={{ display: 'grid', gap: 1, mt: 2 }}
    >
      <TextField
        label={T.noteLabel}
        placeholder={T.notePlaceholder}
        multiline
        minRows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: LEAD_NOTE_MAX_LENGTH } }}
      />
      <Button type="submit" variant="outlined" disabled={sending || !text.trim()} sx={{ justifySelf: 'start' }}>
        {T.addNote}
      </Button>
    </Box>
  );
}

/** One figure of the revenue estimate: what it is, and the amount in large type. */
function EstimateFigure({ label, amount }: { label: string; amount: string }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.3rem' }}>{amount}</Typography>
    </Box>
  );
}

function LeadView({ data, account, changing, onChange, onNote, onReload }: {
  data: AdminLeadResult;
  /** A change is on its way: the pipeline's actions wait for it. */
  changing: boolean;
  account: AdminSession['account'];
  onChange: (change: Omit<LeadChange, 'version'>) => void;
  onNote: (text: string) => Promise<boolean>;
  onReload: () => Promise<unknown>;
}) {
  const { lead, emails, timeline } = data;
  const now = Date.now();
  const received = formatLeadDate(lead.createdAt);
  const estimate = estimateRevenue(lead.businessType, lead.footTrafficEstimate);
  const reopenable = (REOPENABLE_LEAD_STATUSES as readonly string[]).includes(lead.status);
  const me = account?.username;
  const mayChange = roleMay(account?.role, ADMIN_ROUTE_ROLES.leads, 'change');
  const [editing, setEditing] = useState(false);
  const [writing, setWriting] = useState(false);
  return (
    <>
      <Box sx={{ mb: 3 }}>
        <Button component={RouterLink} to={ADMIN_LEADS_PAGE.path} size="small" sx={{ mb: 1, ml: -1 }}>
          ← {T.back}
        </Button>
        <Typography variant="h1" component="h1" sx={{ fontSize: { xs: '1.8rem', md: '2.2rem' }, overflowWrap: 'anywhere' }}>
          {lead.businessName}
        </Typography>
        <Typography color="text.secondary">
          {`${lead.contactPerson} · ${lead.location} · ${T.received(received.date, `${duration(now - lead.createdAt.getTime())} ago`)}`}
        </Typography>
        <Typography color="text.secondary" variant="body2">
          {lead.firstContactedAt ? T.firstContact(duration(lead.firstContactedAt.getTime() - lead.createdAt.getTime())) : T.notContacted}
        </Typography>
        <Reach lead={lead} />
        {mayChange ? (
          <Button variant="outlined" size="small" onClick={() => setWriting(true)} sx={{ mt: 1.5 }}>
            {T.message.open}
          </Button>
        ) : null}
        {writing ? <LeadMessageDialog leadId={lead.id} onClose={() => setWriting(false)} onSent={onReload} /> : null}
      </Box>

      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <LeadCard title={T.pipeline}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
              <LeadStatusChip status={lead.status} />
              <Typography variant="body2" color="text.secondary">
                {`${T.assignee}: ${lead.assignedTo ?? TEXT.leads.unassigned}`}
              </Typography>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {nextLeadStatuses(lead.status).map((status) => (
                <Button key={status} variant={status === 'lost' || status === 'duplicate' ? 'outlined' : 'contained'} disabled={changing} onClick={() => onChange({ status })}>
                  {reopenable ? T.reopen : T.moveTo(LEAD_STATUS_LABELS[status])}
                </Button>
              ))}
              {me && lead.assignedTo !== me ? (
                <Button variant="text" disabled={changing} onClick={() => onChange({ assignedTo: me })}>
                  {T.assignToMe}
                </Button>
              ) : null}
              {lead.assignedTo ? (
                <Button variant="text" disabled={changing} onClick={() => onChange({ assignedTo: null })}>
                  {T.unassign}
                </Button>
              ) : null}
            </Box>
          </LeadCard>
          <LeadFollowUpCard lead={lead} mayChange={mayChange} onChanged={onReload} />
          <LeadVisitCard data={data} account={account} onChanged={onReload} />
          <LeadPartnerCard data={data} mayConvert={roleMay(account?.role, ADMIN_ROUTE_ROLES.partners, 'change')} onConverted={onReload} />
          <LeadMatchesCard data={data} disabled={changing} onMarkDuplicate={() => onChange({ status: 'duplicate' })} />
          <LeadCard title={T.details}>
            {mayChange ? (
              <Button variant="outlined" size="small" onClick={() => setEditing(true)} sx={{ mb: 2 }}>
                {T.edit.open}
              </Button>
            ) : null}
            <Details lead={lead} />
            {editing ? <LeadDetailsDialog lead={lead} onClose={() => setEditing(false)} onSaved={onReload} onConflict={onReload} /> : null}
          </LeadCard>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <LeadCard title={T.estimate}>
            <Box sx={{ display: 'flex', gap: 4 }}>
              <EstimateFigure label={T.monthly} amount={estimate.monthlyFormatted} />
              <EstimateFigure label={T.annual} amount={estimate.annualFormatted} />
            </Box>
            <Typography variant="caption" color="text.secondary">
              {T.estimateCaption}
            </Typography>
          </LeadCard>
          <LeadEmailsCard leadId={lead.id} emails={emails} canSendStatusLink={mayChange} onSent={onReload} />
          <LeadCard title={T.timeline}>
            <Timeline events={timeline} />
            <NoteForm onAdd={onNote} />
          </LeadCard>
        </Box>
      </Box>
    </>
  );
}

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
