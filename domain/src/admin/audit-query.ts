// GET /api/audit-log (issue #12): who did what, when, a page at a time, newest first, paged by
// cursor (issue #27). The same parameters sit in the audit log page's URL. Constants and types
// only: the validator and the cursors (and with them zod) live in audit-query-schema.ts.
import type { KeysetPosition } from '../shared/keyset';

export const AUDIT_PAGE_SIZE_MAX = 100;
export const AUDIT_PAGE_SIZE_DEFAULT = 50;

/**
 * The actions the API writes, with the words the audit log page shows. The filter offers these;
 * an action missing here is still listed and filterable by its code (the API takes any).
 */
export const AUDIT_ACTION_LABELS: Record<string, string> = {
  'admin.login': 'Signed in',
  'admin.login_failed': 'Sign-in failed',
  'admin.logout': 'Signed out',
  'admin.password_changed': 'Password changed',
  'admin.password_change_failed': 'Password change refused',
  'user.create': 'Team member added',
  'user.role': 'Role changed',
  'user.deactivate': 'Team member deactivated',
  'user.activate': 'Team member reactivated',
  'lead.status': 'Lead status changed',
  'lead.assign': 'Lead assigned',
  'lead.note': 'Note added',
  'lead.export': 'Leads exported',
  'lead.partner': 'Lead became a partner',
  'lead.edit': 'Lead details corrected',
  'lead.follow-up': 'Follow-up set',
  'lead.message': 'Message sent to the applicant',
  'lead.email_resend': 'E-mail sent again',
  'lead.status-link': 'Status link sent again',
  'lead.visit.booked': 'Site visit booked',
  'lead.visit.moved': 'Site visit moved',
  'lead.visit.cancelled': 'Site visit cancelled',
  'lead.visit.held': 'Site visit held',
  'visits.availability': 'Visit availability changed',
  'partner.update': 'Partner changed',
  'partner.activate': 'Partner activated',
  'partner.deactivate': 'Partner deactivated',
  'waiting_list.served': 'Waiting-list area marked served',
  'waiting_list.priority': 'Waiting-list priority changed',
  'service_area.create': 'Service area added',
  'service_area.update': 'Service area changed',
  'service_area.open': 'Service area opened: waiting list told',
};
export const auditActionLabel = (action: string): string => AUDIT_ACTION_LABELS[action] ?? action;

/**
 * An entry's place in the log's order (newest first: timestamp descending, then id descending):
 * its timestamp in ms and its id. A cursor holds one.
 */
export type AuditKey = [timestampMs: number, id: string];

export const auditKeyOf = (entry: { timestamp: Date; id: string }): AuditKey => [entry.timestamp.getTime(), entry.id];

/** What a store searches for: the query's filters with the day range made exact instants, and where the page starts. */
export interface AuditSearch {
  userId?: string;
  action?: string;
  resourceType?: string;
  from?: Date;
  /** Exclusive. */
  before?: Date;
  /** Absent: the newest entries. */
  position?: KeysetPosition<AuditKey>;
  limit: number;
}
