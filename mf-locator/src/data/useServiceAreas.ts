// Where PowerNest serves and opens next (issue #44): the sidebar's list and the map's layer.
import useSWR from 'swr';
import { answerReader, endpointFetcher, endpointUrl, type FirstViewRequest } from '@powernest/shared-ui/data';
import { serviceAreasEndpoint, type PublicServiceArea } from '@powernest/domain';

const SERVICE_AREAS_QUERY = endpointUrl(serviceAreasEndpoint);
const fetchAreas = endpointFetcher(serviceAreasEndpoint);
const NONE: PublicServiceArea[] = [];

/** The first view's answer (FirstViewData): the list is in the page's HTML, without JavaScript too. */
export const serviceAreasFirstViewRequest: FirstViewRequest = { url: SERVICE_AREAS_QUERY, read: answerReader(serviceAreasEndpoint.response) };

/** The areas served now and coming soon, by state and name (none until the answer comes, or if it fails: the page works without them). */
export function useServiceAreas(): PublicServiceArea[] {
  const { data } = useSWR(SERVICE_AREAS_QUERY, fetchAreas);
  return data?.areas ?? NONE;
}
