// The workspace's bulk actions (issue #29): POST /api/leads/bulk, and GET /api/leads/ids for
// "select all N matching" (the same filters as the list).
import { callEndpoint } from '@powernest/shared-ui/data';
import { leadIdsEndpoint, leadsBulkEndpoint, type LeadStatus } from '@powernest/domain';

export function bulkChange(ids: number[], change: { status?: LeadStatus; assignedTo?: string | null }) {
  return callEndpoint(leadsBulkEndpoint, { body: { ids, ...change } });
}

/** Every lead the list's filters match (at most BULK_LEADS_MAX; `capped` when more). */
export function matchingIds(filters: URLSearchParams) {
  return callEndpoint(leadIdsEndpoint, { query: filters });
}
