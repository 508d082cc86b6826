import { z } from './zod';
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

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** "2026-11-23" -> that day's first instant, UTC (the leads workspace's days, too). */
const day = z
  .string({ error: AUDIT_QUERY_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, AUDIT_QUERY_MESSAGES.date)
  .transform((text, ctx) => {
    const date = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
      ctx.addIssue({ code: 'custom', message: AUDIT_QUERY_MESSAGES.date });
      return z.NEVER;
    }
    return date;
  });

/** A code of the log (`user.create`, `lead`): any the API writes, or one it will write later. */
const code = (message: string) => z.string({ error: message }).regex(/^[a-z][a-z0-9_.-]{0,63}$/, message);

/** Every parameter optional, unknown ones refused; `from` and `to` are days (UTC), both included. */
export const auditQuerySchema = z
  .strictObject({
    page: wholeNumber(AUDIT_QUERY_MESSAGES.page, 1, 1_000_000).default(1),
    pageSize: wholeNumber(AUDIT_QUERY_MESSAGES.pageSize, 1, AUDIT_PAGE_SIZE_MAX).default(AUDIT_PAGE_SIZE_DEFAULT),
    userId: z.string({ error: AUDIT_QUERY_MESSAGES.userId }).regex(/^[A-Za-z0-9-]{1,64}$/, AUDIT_QUERY_MESSAGES.userId).optional(),
    action: code(AUDIT_QUERY_MESSAGES.action).optional(),
    resourceType: code(AUDIT_QUERY_MESSAGES.resourceType).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((query, ctx) => {
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
