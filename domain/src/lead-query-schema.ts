import { z } from './zod';
import { BUSINESS_TYPES } from './enums';
import { LEAD_STATUSES } from './pipeline';
import { US_STATE_CODES } from './us-states';
import { LEAD_PAGE_SIZE_DEFAULT, LEAD_PAGE_SIZE_MAX, LEAD_SEARCH_MAX_LENGTH, LEAD_SORTS, LEAD_SORT_DEFAULT, UNASSIGNED, type LeadSort } from './lead-query';

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

