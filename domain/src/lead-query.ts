// GET /api/leads (issue #12): the admins' leads workspace asks for one page at a time. The
// same parameters sit in the workspace's URL, so a filtered list can be shared. Constants
// only: the validator (and with it zod) lives in lead-query-schema.ts.
import { searchWords } from './search-words';

export const LEAD_PAGE_SIZE_MAX = 100;
export const LEAD_PAGE_SIZE_DEFAULT = 25;
export const LEAD_SEARCH_MAX_LENGTH = 100;
/** Who has no one assigned: the assignee filter's value for them. */
export const UNASSIGNED = 'unassigned';

/** Sortable columns; `-` in front means descending. */
export const LEAD_SORT_FIELDS = ['createdAt', 'businessName', 'status', 'location'] as const;
export type LeadSortField = (typeof LEAD_SORT_FIELDS)[number];
export const LEAD_SORTS = LEAD_SORT_FIELDS.flatMap((f) => [f, `-${f}`] as const);
export type LeadSort = LeadSortField | `-${LeadSortField}`;
export const LEAD_SORT_DEFAULT: LeadSort = '-createdAt';

/** What a store searches for: the filters of a query, with the day range made exact instants (leadSearchOf). */
export interface LeadSearch {
  status?: string;
  businessType?: string;
  state?: string;
  /** A username, or UNASSIGNED. */
  assignee?: string;
  text?: string;
  createdFrom?: Date;
  /** Exclusive. */
  createdBefore?: Date;
  sort: LeadSort;
  offset: number;
  limit: number;
}

/** The fields the text search looks in. */
export const LEAD_SEARCH_FIELDS = ['businessName', 'contactPerson', 'email', 'phone', 'location'] as const;
type SearchedLead = Record<(typeof LEAD_SEARCH_FIELDS)[number], string>;

/**
 * The words a lead is found by (stored on each lead as `searchWords`, a multikey index in
 * MongoDB; `searchWordsMatch` is the rule): the folded words of its business name, contact,
 * e-mail (so its parts: "ana", "lopez", "example", "com"), phone and location, plus the phone's
 * digits run together (all of them and the last 10: "+1 (512) 555-0100" is found by
 * "5125550100" and "1512"). Sorted, unique.
 */
export function leadSearchWords(lead: SearchedLead): string[] {
  const digits = lead.phone.replace(/\D/g, '');
  return searchWords(...LEAD_SEARCH_FIELDS.map((field) => lead[field]), digits, digits.length > 10 ? digits.slice(-10) : '');
}
