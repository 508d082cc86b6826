// The coverage waiting list (issue #14 item 7): areas where visitors wait for a partner.
import useSWR from 'swr';
import { answerFetcher, requestAnswer } from '@powernest/shared-ui/data';
import { ADMIN_API, adminWaitingListResponse, areaServedResponse } from '@powernest/domain';

const fetchWaitingList = answerFetcher(adminWaitingListResponse);

/** GET /api/admin/waiting-list; the fetcher answers null on 401 (the session ended). */
export function useWaitingList() {
  return useSWR(ADMIN_API.waitingList, fetchWaitingList);
}

/** POST /api/admin/waiting-list/areas/:area/served: every waiting sign-up of the area is served. */
export function markAreaServed(area: string) {
  return requestAnswer(areaServedResponse, 'POST', `${ADMIN_API.waitingList}/areas/${encodeURIComponent(area)}/served`);
}
