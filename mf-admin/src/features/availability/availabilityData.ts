// The team's availability for site visits (issue #28): read by the staff, set by admins.
import useSWR from 'swr';
import { callEndpoint, endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { availabilityEndpoint, availabilitySetEndpoint, type AvailabilityView } from '@powernest/domain';

const fetchAvailability = endpointFetcher(availabilityEndpoint);

/** GET /api/admin/availability; the fetcher answers null on 401 (the session ended). */
export function useAvailability() {
  return useSWR(endpointUrl(availabilityEndpoint), fetchAvailability, { revalidateOnFocus: false });
}

/** PUT /api/admin/availability: the whole availability (400 with field errors such as `weeklyHours.mon.0.start`). */
export function saveAvailability(availability: AvailabilityView) {
  return callEndpoint(availabilitySetEndpoint, { body: availability });
}
