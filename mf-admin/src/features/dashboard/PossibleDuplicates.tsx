import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { leadStatusLabel, type PossibleDuplicate } from '@powernest/domain';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { adminLeadPath } from '../../pages';
import { TEXT } from './text';
import { usePossibleDuplicates } from './duplicatesData';

const T = TEXT.duplicates;

const received = (date: Date) => date.toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The lead it may duplicate: a link by name, or its number when that lead is gone. */
function Earlier({ lead }: { lead: PossibleDuplicate['duplicateOf'] }) {
  if (!lead.businessName) return <>{T.deletedLead(lead.id)}</>;
  return (
    <Link component={RouterLink} to={adminLeadPath(lead.id)}>
      {lead.businessName}
    </Link>
  );
}

/**
 * The dashboard's "Possible duplicates" (issue #29): open leads that look like an earlier one and
 * wait for someone to mark them duplicate or work them, newest first, each with the earlier lead,
 * and how many there are.
 */
export function PossibleDuplicates() {
  const { data, error } = usePossibleDuplicates();
  const id = 'possible-duplicates-heading';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
        {T.heading}
      </Typography>
      <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 2 }}>
        {data ? (data.totalCapped ? T.countAtLeast(data.total) : T.count(data.total)) : T.caption}
      </Typography>
      {error ? (
        <Alert severity="error">{T.failed}</Alert>
      ) : !data ? (
        <Box aria-busy="true">
          <Skeleton variant="text" />
          <Skeleton variant="text" />
        </Box>
      ) : data.leads.length === 0 ? null : (
        <>
          <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.leads.map((lead) => (
              <Box component="li" key={lead.id} sx={{ borderLeft: 3, borderColor: 'warning.main', pl: 1.5, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <Link component={RouterLink} to={adminLeadPath(lead.id)}>
                    {lead.businessName}
                  </Link>
                  {` · ${lead.location}`}
                </Typography>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {T.mayDuplicate} <Earlier lead={lead.duplicateOf} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${leadStatusLabel(lead.status)} · ${T.received} `}
                  <time dateTime={lead.createdAt.toISOString()}>{received(lead.createdAt)}</time>
                </Typography>
              </Box>
            ))}
          </Box>
          {data.total > data.leads.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {T.more(data.leads.length)}
            </Typography>
          ) : null}
        </>
      )}
    </Paper>
  );
}
