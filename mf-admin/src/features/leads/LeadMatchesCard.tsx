import { Link as RouterLink } from '@powernest/shared-ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LEAD_MATCH_LABELS, canMoveLead, type AdminLeadResult } from '@powernest/domain';
import { LeadStatusChip } from '../../components/LeadStatusChip';
import { formatLeadDate } from '../../lib/leadRow';
import { adminLeadPath } from '../../pages';
import { TEXT } from './text';
import { LeadCard } from './LeadCard';

const T = TEXT.lead;

/**
 * Leads that look like this one (issue #12), earlier and later, each linked, with what they
 * share; a lead flagged when it arrived is closed as a duplicate in one action.
 */
export function LeadMatchesCard({ data, disabled, onMarkDuplicate }: { data: AdminLeadResult; disabled: boolean; onMarkDuplicate: () => void }) {
  const { lead, matches = [] } = data;
  if (matches.length === 0) return null;
  const canMark = lead.duplicateOf !== undefined && canMoveLead(lead.status, 'duplicate');
  return (
    <LeadCard title={T.matches}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {T.matchesIntro(matches.length)}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {matches.map((match) => (
          <Box component="li" key={match.id} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Box sx={{ minWidth: 0, flex: '1 1 12rem' }}>
              <Link component={RouterLink} to={adminLeadPath(match.id)} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                {`${T.leadNumber(match.id)}: ${match.businessName}`}
              </Link>
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {`${match.contactPerson} · ${match.location} · ${formatLeadDate(match.createdAt).date} · ${T.matchedOn(match.matchedOn.map((kind) => LEAD_MATCH_LABELS[kind]).join(', '))}`}
              </Typography>
            </Box>
            <LeadStatusChip status={match.status} />
          </Box>
        ))}
      </Box>
      {canMark ? (
        <Button variant="outlined" color="warning" disabled={disabled} onClick={onMarkDuplicate} sx={{ mt: 2 }}>
          {T.markDuplicate(lead.duplicateOf!)}
        </Button>
      ) : null}
    </LeadCard>
  );
}
