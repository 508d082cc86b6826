import './zod';
import * as z from 'zod';
import { dayRangeRows, pagedDayRangeMessages, pagedDayRangeQuery } from './query-params';
import { AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX, type AuditSearch } from './audit-query';

export const AUDIT_QUERY_MESSAGES = {
  ...pagedDayRangeMessages(AUDIT_PAGE_SIZE_MAX),
  userId: 'userId must be a team member id',
  action: 'action must be an action code such as user.create',
  resourceType: 'resourceType must be a word such as lead or user',
} as const;

/** A code of the log (`user.create`, `lead`): any the API writes, or one it will write later. */
const code = (message: string) => z.string({ error: message }).regex(/^[a-z][a-z0-9_.-]{0,63}$/, message);

/** The audit log's query: a paged day range filtered by who (userId), what (action) and which kind of resource. */
export const auditQuerySchema = pagedDayRangeQuery(
  { pageSizeDefault: AUDIT_PAGE_SIZE_DEFAULT, pageSizeMax: AUDIT_PAGE_SIZE_MAX },
  {
    userId: z.string({ error: AUDIT_QUERY_MESSAGES.userId }).regex(/^[A-Za-z0-9-]{1,64}$/, AUDIT_QUERY_MESSAGES.userId).optional(),
    action: code(AUDIT_QUERY_MESSAGES.action).optional(),
    resourceType: code(AUDIT_QUERY_MESSAGES.resourceType).optional(),
  },
);
/** The query as the server reads it. */
export type AuditQuery = z.output<typeof auditQuerySchema>;
/** The query as a client writes it: every value a string. */
export type AuditQueryParams = z.input<typeof auditQuerySchema>;

export function auditSearchOf(query: AuditQuery): AuditSearch {
  return {
    userId: query.userId,
    action: query.action,
    resourceType: query.resourceType,
    ...dayRangeRows(query),
  };
}
