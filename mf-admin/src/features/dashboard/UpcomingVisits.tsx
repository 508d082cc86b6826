import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { UPCOMING_VISITS_DAYS, formatVisitTime } from '@powernest/domain';
import { Link as RouterLink } from '@powernest/shared-ui/router';
import { adminLeadPath } from '../../pages';
import { TEXT } from './text';
import { useUpcomingVisits } from './visitsData';
import { CardBody } from './CardBody';

const T = TEXT.dashboard;
const DAYS = UPCOMING_VISITS_DAYS.default;

/** The dashboard's "Visits in the next 7 days" (issue #28): when (local to the business), whose, and a link to the lead. */
export function UpcomingVisits() {
  const { data, error } = useUpcomingVisits(DAYS);
  const id = 'upcoming-visits-heading';
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, minWidth: 0 }}>
      <Typography id={id} variant="h3" component="h2" sx={{ fontSize: '1.25rem' }}>
        {T.upcomingVisits(DAYS)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {T.upcomingVisitsCaption}
      </Typography>
      <CardBody data={data} error={error} failed={T.upcomingVisitsFailed}>
        {(data) => (data.visits.length === 0 ? (
        <Typography>{T.noUpcomingVisits(data.days)}</Typography>
      ) : (
        <>
          <Box component="ul" aria-labelledby={id} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
            {data.visits.map((visit) => (
              <Box component="li" key={visit.id} sx={{ borderLeft: 3, borderColor: 'primary.main', pl: 1.5 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  <time dateTime={visit.start.toISOString()}>{formatVisitTime(visit.start, visit.timeZone)}</time>
                </Typography>
                <Typography variant="body2">
                  <Link component={RouterLink} to={adminLeadPath(visit.leadId)}>
                    {visit.businessName}
                  </Link>
                  {` · ${visit.location}`}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {`${visit.contactPerson} · ${visit.phone} · ${visit.email}`}
                </Typography>
              </Box>
            ))}
          </Box>
          {data.truncated ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {T.moreVisits}
            </Typography>
          ) : null}
        </>
      ))}
      </CardBody>
    </Paper>
  );
}
