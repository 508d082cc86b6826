import '../shared/zodMini';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { isoDate, keysetPageFields } from './wire';

const values = z.optional(z.record(z.string(), z.unknown()));

/** One audit log entry as admins read it (its user agent stays in the store). */
export const auditEntryView = z.object({
  id: z.string(),
  timestamp: isoDate,
  userId: z.string(),
  /** The username behind userId (its name or e-mail when it has none), when it is still an account. */
  username: z.optional(z.string()),
  userRole: z.string(),
  action: z.string(),
  resourceType: z.string(),
  resourceId: z.optional(z.string()),
  /**
   * What a lead, partner or team member is called (issue #29): the business name, or the member's
   * username. Absent when the resource is of another kind, or no longer stored (deleted).
   */
  resourceName: z.optional(z.string()),
  oldValues: values,
  newValues: values,
  ipAddress: z.optional(z.string()),
});
export type AuditEntryView = z.output<typeof auditEntryView>;

/**
 * GET /api/audit-log (admins): one page, newest first, the cursors of the older (`next`) and newer
 * (`prev`) pages, and how many match (keysetPageFields).
 */
export const auditLogResponse = z.object({
  success: z.literal(true),
  entries: z.array(auditEntryView),
  /** The team's time zone (the API's MAIL_TIME_ZONE): the admin shows the log's times in it. */
  timeZone: z.optional(z.string()),
  ...keysetPageFields,
});
export type AuditLogResult = z.output<typeof auditLogResponse>;

/** GET /api/audit-log (admins; its query schema, full zod, is joined in ../audit-query-schema.ts for the API). */
export const auditLogEndpoint = endpoint({ method: 'GET', path: '/api/audit-log', response: auditLogResponse });
