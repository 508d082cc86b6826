// GET /api/leads (issue #12): the admins' leads workspace asks for one page at a time, paged by
// cursor (issue #27). The same parameters sit in the workspace's URL, so a filtered list can be
// shared. Constants and types only: the validator and the cursors (and with them zod) live in
// lead-query-schema.ts.
import type { KeysetPosition } from './keyset';
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

/**
 * A lead's place in the workspace's order under one sort: the sort field's value (createdAt in
 * ms; the texts as stored, compared without regard to case) and the lead's id, the unique
 * tiebreaker, in the sort's direction. A cursor holds one (with its sort).
 */
export type LeadKey = [value: number | string, id: number];

/** The sort's field and whether it reads descending. */
export function leadSortOrder(sort: LeadSort): { field: LeadSortField; descending: boolean } {
  const descending = sort.startsWith('-');
  return { field: (descending ? sort.slice(1) : sort) as LeadSortField, descending };
}

/** A lead's key under a sort (LeadKey). */
export function leadKeyOf(sort: LeadSort): (lead: { id: number; createdAt: Date; businessName: string; status: string; location: string }) => LeadKey {
  const { field } = leadSortOrder(sort);
  return (lead) => [field === 'createdAt' ? lead.createdAt.getTime() : lead[field], lead.id];
}

/** What a store searches for: the filters of a query, with the day range made exact instants (leadSearchOf), and where the page starts. */
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
  /** Absent: the list from its start. */
  position?: KeysetPosition<LeadKey>;
  limit: number;
}

/** A search without a page: every match, in its order (the CSV export). */
export type LeadFilterSearch = Omit<LeadSearch, 'position' | 'limit'>;

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
