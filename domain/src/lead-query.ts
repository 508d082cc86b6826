import { z } from './zod';
import { BUSINESS_TYPES } from './enums';
import { LEAD_STATUSES } from './pipeline';
import { US_STATE_CODES } from './us-states';

// GET /api/leads (issue #12): the admins' leads workspace asks for one page at a time. The
// same parameters sit in the workspace's URL, so a filtered list can be shared.

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

export const LEAD_QUERY_MESSAGES = {
  page: 'page must be a whole number, 1 or more',
  pageSize: `pageSize must be a whole number from 1 to ${LEAD_PAGE_SIZE_MAX}`,
  sort: `sort must be one of ${LEAD_SORTS.join(', ')}`,
  status: `status must be one of ${LEAD_STATUSES.join(', ')}`,
  businessType: `businessType must be one of ${BUSINESS_TYPES.join(', ')}`,
  state: 'state must be a US state code such as TX',
  assignee: `assignee must be a username or "${UNASSIGNED}" (at most 100 characters)`,
  q: `Search text must be at most ${LEAD_SEARCH_MAX_LENGTH} characters`,
  date: 'Dates must be written YYYY-MM-DD',
  range: 'from must not be after to',
} as const;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** "2026-11-23" -> that day's first instant, UTC. */
const day = z
  .string({ error: LEAD_QUERY_MESSAGES.date })
  .regex(/^\d{4}-\d{2}-\d{2}$/, LEAD_QUERY_MESSAGES.date)
  .transform((text, ctx) => {
    const date = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
      ctx.addIssue({ code: 'custom', message: LEAD_QUERY_MESSAGES.date });
      return z.NEVER;
    }
    return date;
  });

/**
 * Every parameter is optional and unknown ones are refused. `from` and `to` are days (UTC),
 * both included; `q` matches business, contact, e-mail, phone and location (case-insensitive,
 * anywhere in the text); `state` is read from the location ("Austin, TX").
 */
export const leadQuerySchema = z
  .strictObject({
    page: wholeNumber(LEAD_QUERY_MESSAGES.page, 1, 1_000_000).default(1),
    pageSize: wholeNumber(LEAD_QUERY_MESSAGES.pageSize, 1, LEAD_PAGE_SIZE_MAX).default(LEAD_PAGE_SIZE_DEFAULT),
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
    from: day.optional(),
    to: day.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.from > query.to) ctx.addIssue({ code: 'custom', path: ['from'], message: LEAD_QUERY_MESSAGES.range });
  });
/** The query as the server reads it. */
export type LeadQuery = z.output<typeof leadQuerySchema>;
/** The query as a client writes it: every value a string. */
export type LeadQueryParams = z.input<typeof leadQuerySchema>;

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

/** Does a lead match the text search? The one rule both stores follow. */
export const LEAD_SEARCH_FIELDS = ['businessName', 'contactPerson', 'email', 'phone', 'location'] as const;
export function matchesLeadSearch(lead: Record<(typeof LEAD_SEARCH_FIELDS)[number], string>, text: string): boolean {
  const needle = text.toLowerCase();
  return LEAD_SEARCH_FIELDS.some((field) => lead[field].toLowerCase().includes(needle));
}
