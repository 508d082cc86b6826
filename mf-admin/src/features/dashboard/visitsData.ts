// The site visits of the coming days (issue #28), on the dashboard.
import useSWR from 'swr';
import { endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { UPCOMING_VISITS_DAYS, upcomingVisitsEndpoint } from '@powernest/domain';

const fetchVisits = endpointFetcher(upcomingVisitsEndpoint);

/** GET /api/admin/visits?days=7; the fetcher answers null on 401 (the session ended). */
export function useUpcomingVisits(days: number = UPCOMING_VISITS_DAYS.default) {
  return useSWR(endpointUrl(upcomingVisitsEndpoint, { query: { days } }), fetchVisits);
}
