// The open leads flagged as possible duplicates (issue #29), on the dashboard.
import useSWR from 'swr';
import { endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { possibleDuplicatesEndpoint } from '@powernest/domain';

const fetchDuplicates = endpointFetcher(possibleDuplicatesEndpoint);

/** GET /api/admin/possible-duplicates; the fetcher answers null on 401 (the session ended). */
export function usePossibleDuplicates() {
  return useSWR(endpointUrl(possibleDuplicatesEndpoint), fetchDuplicates);
}
