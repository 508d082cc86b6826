import useSWR from 'swr';
import { endpointFetcher, endpointUrl } from '@powernest/shared-ui/data';
import { auditLogEndpoint } from '@powernest/domain';

const fetchAuditLog = endpointFetcher(auditLogEndpoint);

/**
 * One page of GET /api/audit-log for the URL's parameters (see auditView). The page on screen
 * stays while the next one loads, so the table does not flash empty.
 */
export function useAuditLog(params: URLSearchParams) {
  return useSWR(endpointUrl(auditLogEndpoint, { query: params }), fetchAuditLog, { keepPreviousData: true });
}
