import './zod';
import * as z from 'zod';
import { dayRangeRows, pagedDayRangeMessages, pagedDayRangeQuery } from './query-params';
import { BUSINESS_TYPES } from './enums';
import { LEAD_STATUSES } from './pipeline';
import { US_STATE_CODES } from './us-states';
import { withRequest } from './api/endpoint';
import { leadExportEndpoint, leadsEndpoint } from './api/leads';
import { LEAD_PAGE_SIZE_DEFAULT, LEAD_PAGE_SIZE_MAX, LEAD_SEARCH_MAX_LENGTH, LEAD_SORTS, LEAD_SORT_DEFAULT, UNASSIGNED, type LeadSearch, type LeadSort } from './lead-query';

export const LEAD_QUERY_MESSAGES = {
  ...pagedDayRangeMessages(LEAD_PAGE_SIZE_MAX),
  sort: `sort must be one of ${LEAD_SORTS.join(', ')}`,
  status: `status must be one of ${LEAD_STATUSES.join(', ')}`,
  businessType: `businessType must be one of ${BUSINESS_TYPES.join(', ')}`,
  state: 'state must be a US state code such as TX',
  assignee: `assignee must be a username or "${UNASSIGNED}" (at most 100 characters)`,
  q: `Search text must be at most ${LEAD_SEARCH_MAX_LENGTH} characters`,
} as const;

/**
 * The leads workspace's query, a paged day range (pagedDayRangeQuery) with the workspace's sort
 * and filters: `q` matches leads with a word of business, contact, e-mail, phone or location
 * starting with each of its words (any case, accents aside: leadSearchWords); `state` is read
 * from the location ("Austin, TX").
 */
export const leadQuerySchema = pagedDayRangeQuery(
  { pageSizeDefault: LEAD_PAGE_SIZE_DEFAULT, pageSizeMax: LEAD_PAGE_SIZE_MAX },
  {
    sort: z.enum(LEAD_SORTS as [LeadSort, ...LeadSort[]], { error: LEAD_QUERY_MESSAGES.sort }).default(LEAD_SORT_DEFAULT),
    status: z.enum(LEAD_STATUSES, { error: LEAD_QUERY_MESSAGES.status }).optional(),
    businessType: z.enum(BUSINESS_TYPES, { error: LEAD_QUERY_MESSAGES.businessType }).optional(),
    state: z
      .string({ error: LEAD_QUERY_MESSAGES.state })
      .transform((s) => s.toUpperCase())
      .pipe(z.enum(US_STATE_CODES, { error: LEAD_QUERY_MESSAGES.state }))
      .optional(),
    assignee: z.string({ error: LEAD_QUERY_MESSAGES.assignee }).trim().min(1, LEAD_QUERY_MESSAGES.assignee).max(100, LEAD_QUERY_MESSAGES.assignee).optional(),
    q: z.string({ error: LEAD_QUERY_MESSAGES.q }).max(LEAD_SEARCH_MAX_LENGTH, LEAD_QUERY_MESSAGES.q).optional(),
  },
);
/** The query as the server reads it. */
export type LeadQuery = z.output<typeof leadQuerySchema>;
/** The query as a client writes it: every value a string. */
export type LeadQueryParams = z.input<typeof leadQuerySchema>;

/** A checked query as the store searches it: the day range made exact instants, the page made rows. */
export function leadSearchOf(query: LeadQuery): LeadSearch {
  const { from, before, ...rows } = dayRangeRows(query);
  return {
    createdFrom: from,
    createdBefore: before,
    status: query.status,
    businessType: query.businessType,
    state: query.state,
    assignee: query.assignee,
    text: query.q?.trim() || undefined,
    sort: query.sort,
    ...rows,
  };
}

// The API's routes: the workspace's list and its CSV export, checked with the same query schema.
export const leadsRoute = withRequest(leadsEndpoint, { query: leadQuerySchema });
export const leadExportRoute = withRequest(leadExportEndpoint, { query: leadQuerySchema });
