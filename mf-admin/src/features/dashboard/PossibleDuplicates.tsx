import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { leadStatusLabel, type PossibleDuplicate } from '@powernest/domain';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { adminLeadPath } from '../../pages';
import { TEXT } from './text';
import { usePossibleDuplicates } from './duplicatesData';
import { SectionCard } from '../../components/SectionCard';
import { CardBody } from './CardBody';
import { LeadListItem } from './LeadListItem';

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
  return (
    <SectionCard title={T.heading} idPrefix="dashboard" caption={data ? (data.totalCapped ? T.countAtLeast(data.total) : T.count(data.total)) : T.caption}>
      <CardBody data={data} error={error} failed={T.failed}>
        {(data) => (data.leads.length === 0 ? null : (
        <>
          <Box component="ul" aria-label={T.heading} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.leads.map((lead) => (
              <LeadListItem key={lead.id} id={lead.id} name={lead.businessName} fact={lead.location} edge="warning.main">
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {T.mayDuplicate} <Earlier lead={lead.duplicateOf} />
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {`${leadStatusLabel(lead.status)} · ${T.received} `}
                  <time dateTime={lead.createdAt.toISOString()}>{received(lead.createdAt)}</time>
                </Typography>
              </LeadListItem>
            ))}
          </Box>
          {data.total > data.leads.length ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {T.more(data.leads.length)}
            </Typography>
          ) : null}
        </>
      ))}
      </CardBody>
    </SectionCard>
  );
}
