// How one lead shows in the "Recent Leads" table (product.md §2): missing values read "N/A", the type
// falls back to "Unknown" and the status to "unknown". Anything that is not a lead throws, and
// the row's error boundary then shows "Error displaying lead data".
import { BUSINESS_TYPE_OPTIONS, labelOf, type AdminLeadRow } from '@powernest/domain';

const NOT_AVAILABLE = 'N/A';
const UNKNOWN_TYPE = 'Unknown';
const UNKNOWN_STATUS = 'unknown';

/** The lead's own fields the row shows as text (their names are the domain's), then its type's label and its date. */
export type LeadRowView = Record<keyof Pick<AdminLeadRow, 'businessName' | 'location' | 'email' | 'phone' | 'status'>, string> & {
  type: string;
  date: string;
  /** Machine-readable date for <time dateTime>, when the date is valid. */
  isoDate?: string;
};

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function text(value: unknown, fallback: string): string {
  if (isBlank(value)) return fallback;
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  throw new TypeError(`Unexpected lead value: ${typeof value}`);
}

export function formatLeadDate(value: unknown): { date: string; isoDate?: string } {
  if (isBlank(value)) return { date: NOT_AVAILABLE };
  if (typeof value !== 'string' && typeof value !== 'number' && !(value instanceof Date)) throw new TypeError('Unexpected lead date');
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return { date: NOT_AVAILABLE };
  return { date: d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }), isoDate: d.toISOString() };
}

export function leadRowView(lead: unknown): LeadRowView {
  if (lead === null || typeof lead !== 'object' || Array.isArray(lead)) throw new TypeError('Not a lead');
  const l = lead as Record<string, unknown>;
  const type = text(l.businessType, UNKNOWN_TYPE);
  return {
    businessName: text(l.businessName, NOT_AVAILABLE),
    location: text(l.location, NOT_AVAILABLE),
    email: text(l.email, NOT_AVAILABLE),
    phone: text(l.phone, NOT_AVAILABLE),
    type: type === UNKNOWN_TYPE ? type : (labelOf(BUSINESS_TYPE_OPTIONS, type) ?? type),
    status: text(l.status, UNKNOWN_STATUS),
    ...formatLeadDate(l.createdAt),
  };
}
