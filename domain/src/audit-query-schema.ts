import { z } from './zod';
import { dayParam, refusePageTooFar, wholeNumberParam } from './query-params';
import { AUDIT_PAGE_SIZE_DEFAULT, AUDIT_PAGE_SIZE_MAX, type AuditSearch } from './audit-query';

export const AUDIT_QUERY_MESSAGES = {
  page: 'page must be a whole number, 1 or more',
  pageSize: `pageSize must be a whole number from 1 to ${AUDIT_PAGE_SIZE_MAX}`,
  userId: 'userId must be a team member id',
  action: 'action must be an action code such as user.create',
  resourceType: 'resourceType must be a word such as lead or user',
  date: 'Dates must be written YYYY-MM-DD',
  range: 'from must not be after to',
} as const;

/** A code of the log (`user.create`, `lead`): any the API writes, or one it will write later. */
const code = (message: string) => z.string({ error: message }).regex(/^[a-z][a-z0-9_.-]{0,63}$/, message);

/** Every parameter optional, unknown ones refused; `from` and `to` are days (UTC), both included. */
export const auditQuerySchema = z
  .strictObject({
    page: wholeNumberParam(AUDIT_QUERY_MESSAGES.page, 1, 1_000_000).default(1),
    pageSize: wholeNumberParam(AUDIT_QUERY_MESSAGES.pageSize, 1, AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE_DEFAULT),
    userId: z.string({ error: AUDIT_QUERY_MESSAGES.userId }).regex(/^[A-Za-z0-9-]{1,64}$/, AUDIT_QUERY_MESSAGES.userId).optional(),
    action: code(AUDIT_QUERY_MESSAGES.action).optional(),
    resourceType: code(AUDIT_QUERY_MESSAGES.resourceType).optional(),
    from: dayParam(AUDIT_QUERY_MESSAGES.date).optional(),
    to: dayParam(AUDIT_QUERY_MESSAGES.date).optional(),
  })
  .superRefine((query, ctx) => {
    refusePageTooFar(query, ctx);
    if (query.from && query.to && query.from > query.to) ctx.addIssue({ code: 'custom', path: ['from'], message: AUDIT_QUERY_MESSAGES.range });
  });
/** The query as the server reads it. */
export type AuditQuery = z.output<typeof auditQuerySchema>;
/** The query as a client writes it: every value a string. */
export type AuditQueryParams = z.input<typeof auditQuerySchema>;

const DAY_MS = 24 * 3600 * 1000;

export function auditSearchOf(query: AuditQuery): AuditSearch {
  return {
    userId: query.userId,
    action: query.action,
    resourceType: query.resourceType,
    from: query.from,
    before: query.to ? new Date(query.to.getTime() + DAY_MS) : undefined,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  };
}
