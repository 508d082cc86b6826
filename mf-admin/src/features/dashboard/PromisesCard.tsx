import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import * as z from 'zod/mini';
import { adminLeadRow } from '@powernest/domain';
import { SectionCard } from '../../components/SectionCard';
import { LeadListItem } from './LeadListItem';
import { ADMIN_LEADS_PAGE, ADMIN_PROMISES_PAGE } from '../../pages';
import { AT_RISK_QUERY, PROMISE_TEXT, PromiseDueChip, PromiseTallyTable, timeLeftText, useLeadsAtRisk, usePromiseCard } from '../promises';
import { CardBody } from './CardBody';

const T = PROMISE_TEXT.card;

/** A row of the list, or nothing when it cannot be shown. */
const rowOf = (row: unknown) => {
  const read = z.safeDecode(adminLeadRow, row as z.input<typeof adminLeadRow>);
  return read.success ? [read.data] : [];
};

/** The leads within PROMISE_AT_RISK_HOURS of breaking a promise, least time left first, with a link to all of them on the desk. */
function AtRisk() {
  const { data } = useLeadsAtRisk();
  if (!data) return null;
  const leads = data.leads.flatMap(rowOf);
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }} aria-live="polite">
        {data.total === 0 ? T.atRiskNone : T.atRisk(data.total)}
      </Typography>
      {leads.length > 0 ? (
        <>
          <Box component="ul" aria-label={T.atRisk(data.total)} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1, display: 'grid', gap: 1 }}>
            {leads.map((lead) => (
              <LeadListItem key={lead.id} id={lead.id} name={lead.businessName} fact={timeLeftText(lead.promiseDueAt)} edge="warning.main">
                <PromiseDueChip promiseDueAt={lead.promiseDueAt} />
              </LeadListItem>
            ))}
          </Box>
          <Link component={RouterLink} to={`${ADMIN_LEADS_PAGE.path}?${new URLSearchParams(AT_RISK_QUERY).toString()}`} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
            {T.showAtRisk}
          </Link>
        </>
      ) : null}
    </Box>
  );
}

/** The dashboard's "Promises kept, last 30 days" (issue #45): per promise, and the leads about to break one. Live: read again when any lead changes. */
export function PromisesCard() {
  const { data, error } = usePromiseCard();
  return (
    <SectionCard title={T.heading} idPrefix="dashboard" caption={T.caption}>
      <CardBody data={data} error={error} failed={T.failed}>
        {(card) => <PromiseTallyTable label={T.heading} tallies={card.tallies} />}
      </CardBody>
      <AtRisk />
      <Link component={RouterLink} to={ADMIN_PROMISES_PAGE.path} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
        {T.report}
      </Link>
    </SectionCard>
  );
}
