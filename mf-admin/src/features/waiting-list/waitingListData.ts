// The coverage waiting list (issue #14 item 7): areas where visitors wait for a partner.
import useSWR from 'swr';
import { callEndpoint, endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { adminWaitingListEndpoint, areaServedEndpoint, waitingListEntryChangeEndpoint } from '@powernest/domain';

const fetchWaitingList = endpointFetcher(adminWaitingListEndpoint);

/** GET /api/admin/waiting-list; the fetcher answers null on 401 (the session ended). */
export function useWaitingList() {
  return useSWR(endpointUrl(adminWaitingListEndpoint), fetchWaitingList);
}

/** POST /api/admin/waiting-list/areas/:area/served: every waiting sign-up of the area is served. */
export function markAreaServed(area: string) {
  return callEndpoint(areaServedEndpoint, { params: { area } });
}

/** PATCH /api/admin/waiting-list/:id: the team's priority for one entry (1 to 5; the list reads highest first). */
export function changePriority(id: string, priorityScore: number) {
  return callEndpoint(waitingListEntryChangeEndpoint, { params: { id }, body: { priorityScore } });
}
