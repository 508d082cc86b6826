import useSWR from 'swr';
import { answerFetcher } from '@powernest/shared-ui/data';
import { ADMIN_API, auditLogResponse } from '@powernest/domain';

const fetchAuditLog = answerFetcher(auditLogResponse);

/**
 * One page of GET /api/audit-log for the URL's parameters (see auditView). The page on screen
 * stays while the next one loads, so the table does not flash empty.
 */
export function useAuditLog(params: URLSearchParams) {
  const query = params.toString();
  return useSWR(query ? `${ADMIN_API.auditLog}?${query}` : ADMIN_API.auditLog, fetchAuditLog, { keepPreviousData: true });
}
