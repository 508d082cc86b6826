import { useState } from 'react';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  ADMIN_ROUTE_ROLES,
  LEAD_STATUS_LABELS,
  REOPENABLE_LEAD_STATUSES,
  nextLeadStatuses,
  roleMay,
  type AdminLeadResult,
  type LeadChange,
} from '@powernest/domain';
import type { AdminSession } from '../../components/AdminGate';
import { LeadStatusChip } from '../../components/LeadStatusChip';
import { duration } from '../../lib/duration';
import { formatLeadDate } from '../../lib/leadRow';
import { ADMIN_LEADS_PAGE } from '../../pages';
import { LeadAssignmentsCard } from './LeadAssignmentsCard';
import { LeadCard } from './LeadCard';
import { Details, Reach } from './LeadContact';
import { LeadDetailsDialog } from './LeadDetailsDialog';
import { LeadEmailsCard } from './LeadEmailsCard';
import { LeadEstimateCard } from './LeadEstimateCard';
import { LeadFollowUpCard } from './LeadFollowUpCard';
import { LeadMatchesCard } from './LeadMatchesCard';
import { LeadMessageDialog } from './LeadMessageDialog';
import { LeadPartnerCard } from './LeadPartnerCard';
import { LeadTimelineCard } from './LeadTimelineCard';
import { LeadVisitCard } from './LeadVisitCard';
import { LeadSourceCard } from '../lead-sources';
import { LeadPromisesCard } from '../promises';
import { TEXT } from './text';

const T = TEXT.lead;

/** One lead: who, the pipeline's actions, its visit, partner, matches, details, estimate, e-mails and timeline. */
export function LeadView({ data, account, changing, onChange, onNote, onReload }: {
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
          <LeadAssignmentsCard data={data} mayChange={mayChange} changing={changing} onChange={onChange} />
          <LeadFollowUpCard lead={lead} mayChange={mayChange} onChanged={onReload} />
          <LeadPromisesCard lead={lead} timeZone={data.timeZone} />
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
          <LeadEstimateCard lead={lead} />
          <LeadSourceCard source={lead.source} />
          <LeadEmailsCard leadId={lead.id} emails={emails} canSendStatusLink={mayChange} onSent={onReload} />
          <LeadTimelineCard events={timeline} onNote={onNote} />
        </Box>
      </Box>
    </>
  );
}
