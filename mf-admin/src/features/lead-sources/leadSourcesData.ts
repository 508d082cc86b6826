import useSWR from 'swr';
import { endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { leadSourcesEndpoint, leadSourcesExportEndpoint, pathOf } from '@powernest/domain';

const fetchReport = endpointFetcher(leadSourcesEndpoint);

/** GET /api/admin/lead-sources for the page's period and grouping; the report on screen stays while the next loads. */
export function useLeadSources(query: URLSearchParams) {
  return useSWR(endpointUrl(leadSourcesEndpoint, { query }), fetchReport, { keepPreviousData: true });
}

/** The same report as a CSV download. */
export const leadSourcesCsvHref = (query: URLSearchParams) => `${pathOf(leadSourcesExportEndpoint)}?${query}`;
