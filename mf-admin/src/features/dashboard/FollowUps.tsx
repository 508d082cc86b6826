import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { leadStatusLabel, type LeadDue } from '@powernest/domain';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { ADMIN_LEADS_PAGE } from '../../pages';
import { formatFollowUpShort } from '../../lib/followUpDate';
import { TEXT } from './text';
import { useDueLeads } from './followUpsData';
import { SectionCard } from '../../components/SectionCard';
import { CardBody } from './CardBody';
import { LeadListItem } from './LeadListItem';

const T = TEXT.followUps;

/** One list: its count, its first leads (links to their pages) and the workspace filtered to it. */
function DueList({ due }: { due: LeadDue }) {
  const { data, error } = useDueLeads(due);
  const id = `follow-ups-${due}`;
  const label = T.lists[due];
  return (
    <Box component="section" aria-labelledby={id} sx={{ minWidth: 0 }}>
      <Typography id={id} variant="h4" component="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {label}
        {data ? ` (${data.totalCapped ? `${data.total.toLocaleString('en-US')}+` : data.total.toLocaleString('en-US')})` : ''}
      </Typography>
      <CardBody data={data} error={error} failed={T.failed}>
        {(data) => (data.leads.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.none[due]}
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
          {data.leads.map((lead) => (
            <LeadListItem key={lead.id} id={lead.id} name={lead.businessName} fact={lead.contactPerson} edge={due === 'overdue' ? 'error.main' : 'warning.main'}>
              <Typography variant="body2" color="text.secondary">
                {[leadStatusLabel(lead.status), lead.followUpAt ? T.followUpOn(formatFollowUpShort(lead.followUpAt)) : T.stillNew].join(' · ')}
              </Typography>
            </LeadListItem>
          ))}
        </Box>
      ))}
      </CardBody>
      <Button component={RouterLink} to={`${ADMIN_LEADS_PAGE.path}?due=${due}`} size="small" sx={{ mt: 1, ml: -1 }}>
        {T.openList[due]}
      </Button>
    </Box>
  );
}

/**
 * The dashboard's "Follow-ups" (issue #29): the leads due today (a follow-up for today, or still
 * new past the 24-hour promise) and the overdue ones, with their counts, the first few of each,
 * and the workspace filtered to each list.
 */
export function FollowUps() {
  return (
    <SectionCard title={T.heading} idPrefix="dashboard" caption={T.caption}>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DueList due="today" />
        <DueList due="overdue" />
      </Box>
    </SectionCard>
  );
}
