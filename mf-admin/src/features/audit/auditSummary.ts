// An audit entry's old and new values in one short line, in words: "Role: Admin → Sales admin",
// "Status: Site visit scheduled → New", a visit's time at the business's local time, any other
// moment in the team's time zone (browser audit #18).
import { LEAD_STATUS_LABELS, PARTNER_STATUS_LABELS, ROLE_LABELS, formatVisitTime } from '@powernest/domain';

const MAX_VALUE = 60;
const MAX_LINE = 240;

/** What each value is called (the API's field names); a field not listed keeps its name. */
const KEY_LABELS: Record<string, string> = {
  status: 'Status',
  assignedTo: 'Assigned to',
  role: 'Role',
  active: 'Active',
  followUpAt: 'Follow-up on',
  followUpNote: 'Follow-up note',
  start: 'Visit',
  template: 'Template',
  subject: 'Subject',
  to: 'To',
  sentTo: 'Sent to',
  kind: 'E-mail',
  visitsPerSlot: 'Visits per slot',
  blockedDates: 'Blocked dates',
  weeklyHours: 'Weekly hours',
  text: 'Note',
  username: 'Username',
  reason: 'Reason',
};

/** Values that say nothing to a reader (an e-mail's internal id; a visit's zone is in its time). */
const HIDDEN = new Set(['emailId', 'timeZone', 'isDefault']);

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** A moment as the admin shows one: "Mar 3, 2026, 7:00 AM EST", in `timeZone`. */
export function formatAuditTime(date: Date, timeZone: string): string {
  return date.toLocaleString('en-US', { timeZone, month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' });
}

const cut = (text: string) => (text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text);

function shown(key: string, value: unknown, side: Record<string, unknown>, timeZone: string): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string') {
    // A lead's status, or a partner's (their codes do not overlap).
    if (key === 'status') return (LEAD_STATUS_LABELS as Record<string, string>)[value] ?? (PARTNER_STATUS_LABELS as Record<string, string>)[value] ?? value;
    if (key === 'role') return (ROLE_LABELS as Record<string, string>)[value] ?? value;
    if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value))) {
      // A visit's time at the business's local time (its own zone), as its card shows it.
      const zone = key === 'start' && typeof side.timeZone === 'string' ? side.timeZone : undefined;
      return zone ? formatVisitTime(new Date(value), zone) : formatAuditTime(new Date(value), timeZone);
    }
    return cut(value);
  }
  return cut(typeof value === 'number' ? value.toLocaleString('en-US') : JSON.stringify(value));
}

/**
 * Each key once, new values first: "Key: old → new" when both are known, "Key: new" for what
 * was only set, "Key: old → —" for what was only cleared. Long values and lines are cut.
 * `timeZone` is the team's: the zone a moment is shown in.
 */
export function changeSummary(oldValues: Record<string, unknown> | undefined, newValues: Record<string, unknown> | undefined, timeZone: string): string {
  const before = oldValues ?? {};
  const after = newValues ?? {};
  const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((key) => !HIDDEN.has(key));
  const line = keys
    .map((key) => {
      const name = KEY_LABELS[key] ?? key;
      if (key in before && key in after) return `${name}: ${shown(key, before[key], before, timeZone)} → ${shown(key, after[key], after, timeZone)}`;
      if (key in after) return `${name}: ${shown(key, after[key], after, timeZone)}`;
      return `${name}: ${shown(key, before[key], before, timeZone)} → —`;
    })
    .join('; ');
  return line.length > MAX_LINE ? `${line.slice(0, MAX_LINE - 1)}…` : line;
}
