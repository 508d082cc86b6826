import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { leadStatusLabel, type LeadDue } from '@powernest/domain';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { ADMIN_LEADS_PAGE, adminLeadPath } from '../../pages';
import { formatFollowUpShort } from '../../lib/followUpDate';
import { TEXT } from './text';
import { useDueLeads } from './followUpsData';

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
      {error ? (
        <Alert severity="error">{T.failed}</Alert>
      ) : !data ? (
        <Box aria-busy="true">
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Box>
      ) : data.leads.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {T.none[due]}
        </Typography>
      ) : (
        <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
          {data.leads.map((lead) => (
            <Box component="li" key={lead.id} sx={{ borderLeft: 3, borderColor: due === 'overdue' ? 'error.main' : 'warning.main', pl: 1.5, minWidth: 0 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={adminLeadPath(lead.id)}>
                  {lead.businessName}
                </Link>
                {` · ${lead.contactPerson}`}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[leadStatusLabel(lead.status), lead.followUpAt ? T.followUpOn(formatFollowUpShort(lead.followUpAt)) : T.stillNew].join(' · ')}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
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
  const id = 'follow-ups-heading';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
        {T.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.caption}
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <DueList due="today" />
        <DueList due="overdue" />
      </Box>
    </Paper>
  );
}
