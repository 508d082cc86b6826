// The dashboard's follow-ups (issue #29): the first leads of each "Due" list of the workspace,
// and how many there are (GET /api/leads?due=…, the workspace's own list and count).
import useSWR from 'swr';
import { endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { leadsEndpoint, type LeadDue } from '@powernest/domain';

/** How many leads of each list the card names. */
const FOLLOW_UPS_SHOWN = 5;

const fetchLeads = endpointFetcher(leadsEndpoint);

/** One due list's first leads, newest first; the fetcher answers null on 401 (the session ended). */
export function useDueLeads(due: LeadDue) {
  return useSWR(endpointUrl(leadsEndpoint, { query: { due, pageSize: String(FOLLOW_UPS_SHOWN) } }), fetchLeads);
}
