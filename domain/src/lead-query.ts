// GET /api/leads (issue #12): the admins' leads workspace asks for one page at a time. The
// same parameters sit in the workspace's URL, so a filtered list can be shared. Constants
// only: the validator (and with it zod) lives in lead-query-schema.ts.
import type { LeadQuery } from './lead-query-schema';

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

const DAY_MS = 24 * 3600 * 1000;

/** What a store searches for: the filters of a query, with the day range made exact instants. */
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

export function leadSearchOf(query: LeadQuery): LeadSearch {
  return {
    status: query.status,
    businessType: query.businessType,
    state: query.state,
    assignee: query.assignee,
    text: query.q?.trim() || undefined,
    createdFrom: query.from,
    createdBefore: query.to ? new Date(query.to.getTime() + DAY_MS) : undefined,
    sort: query.sort,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  };
}

/** The fields the text search looks in. */
export const LEAD_SEARCH_FIELDS = ['businessName', 'contactPerson', 'email', 'phone', 'location'] as const;
type SearchedLead = Record<(typeof LEAD_SEARCH_FIELDS)[number], string>;
const FIELD_SEPARATOR = '\u0000';

/** What the search looks in, lower-cased, the fields kept apart so a match cannot span two. */
export function leadSearchText(lead: SearchedLead): string {
  return LEAD_SEARCH_FIELDS.map((field) => lead[field].toLowerCase()).join(FIELD_SEPARATOR);
}

/** Does a lead's search text (leadSearchText) hold the search? The one rule both stores follow. */
export function searchTextMatches(searchText: string, text: string): boolean {
  const needle = text.toLowerCase();
  return !needle.includes(FIELD_SEPARATOR) && searchText.includes(needle);
}
