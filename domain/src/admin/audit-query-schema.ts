import '../shared/zod';
import * as z from 'zod';
import { cursorDayRangeQuery, dayRangeInstants, dayRangeMessages } from '../shared/query-params';
import { CURSOR_MESSAGE, keysetCursor } from '../shared/keyset';
import { withRequest } from '../api/endpoint';
import { auditLogEndpoint } from '../api/audit-log';
import { AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX, type AuditKey, type AuditSearch } from './audit-query';

export const AUDIT_QUERY_MESSAGES = {
  ...dayRangeMessages(AUDIT_PAGE_SIZE_MAX),
  cursor: CURSOR_MESSAGE,
  userId: 'userId must be a team member id',
  action: 'action must be an action code such as user.create',
  resourceType: 'resourceType must be a word such as lead or user',
} as const;

/** A code of the log (`user.create`, `lead`): any the API writes, or one it will write later. */
const code = (message: string) => z.string({ error: message }).regex(/^[a-z][a-z0-9_.-]{0,63}$/, message);

const ENTRY_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The audit log's cursors: an entry's timestamp (ms) and id (AuditKey). The route writes them
 * from the store's page; `auditQuerySchema` reads them back.
 */
export const auditCursor = keysetCursor<AuditKey>(
  'audit',
  z.tuple([z.number().int().min(0).max(8.64e15), z.string().regex(ENTRY_ID)]),
);

/**
 * The audit log's query: a day range filtered by who (userId), what (action) and which kind of
 * resource, a page at a time from `cursor` (cursorDayRangeQuery).
 */
export const auditQuerySchema = cursorDayRangeQuery(
  { pageSizeDefault: AUDIT_PAGE_SIZE_DEFAULT, pageSizeMax: AUDIT_PAGE_SIZE_MAX },
  {
    userId: z.string({ error: AUDIT_QUERY_MESSAGES.userId }).regex(ENTRY_ID, AUDIT_QUERY_MESSAGES.userId).optional(),
    action: code(AUDIT_QUERY_MESSAGES.action).optional(),
    resourceType: code(AUDIT_QUERY_MESSAGES.resourceType).optional(),
  },
  auditCursor.param,
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
    ...dayRangeInstants(query),
    position: query.cursor,
    limit: query.pageSize,
  };
}

/** The API's route: GET /api/audit-log with the query schema its requests are checked with. */
export const auditLogRoute = withRequest(auditLogEndpoint, { query: auditQuerySchema });
