// Query-string values as the admin lists read them (the leads workspace, the audit log, the
// partners list): every value arrives as text and is judged here, with the caller's message.
import './zod';
import * as z from 'zod';

/**
 * Offset paging reads and skips every row before the page: the admin lists page at most this far
 * (page × pageSize). Further rows are reached by narrowing the filters or reversing the sort.
 */
const OFFSET_PAGING_MAX_ROWS = 10_000;

const PAGE_TOO_FAR_MESSAGE = `page is too far: page × pageSize must be at most ${OFFSET_PAGING_MAX_ROWS.toLocaleString('en-US')}; narrow the filters or reverse the sort to see further rows`;

/** Refuses (on `page`) a page that ends past OFFSET_PAGING_MAX_ROWS: for a schema's superRefine. */
export function refusePageTooFar(query: { page: number; pageSize: number }, ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void }): void {
  if (query.page * query.pageSize > OFFSET_PAGING_MAX_ROWS) ctx.addIssue({ code: 'custom', path: ['page'], message: PAGE_TOO_FAR_MESSAGE });
}

/** A whole number written in digits, from `min` to `max`. */
export const wholeNumberParam = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,7}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message);

/** "2026-11-23" -> that day's first instant, UTC; an impossible date (2026-02-30) is refused. */
const dayParam = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .transform((text, ctx) => {
      const date = new Date(`${text}T00:00:00.000Z`);
      if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return date;
    });

/** The messages of the parameters every paged, dated admin list has (pagedDayRangeQuery; cursorDayRangeQuery has no `page`). */
export const pagedDayRangeMessages = (pageSizeMax: number) =>
  ({
    page: 'page must be a whole number, 1 or more',
    pageSize: `pageSize must be a whole number from 1 to ${pageSizeMax}`,
    date: 'Dates must be written YYYY-MM-DD',
    range: 'from must not be after to',
  }) as const;

/** `from` and `to` as days (UTC, both included): every dated admin list's. */
function dayRangeFields(messages: { date: string }) {
  return { from: dayParam(messages.date).optional(), to: dayParam(messages.date).optional() };
}

/** Refuses (on `from`) a range whose `from` is after its `to`. */
function refuseReversedRange(query: { from?: Date; to?: Date }, message: string, ctx: { addIssue: (issue: { code: 'custom'; path: string[]; message: string }) => void }): void {
  if (query.from && query.to && query.from > query.to) ctx.addIssue({ code: 'custom', path: ['from'], message });
}

/**
 * The query of a paged admin list (the leads workspace): `page` and `pageSize`, the list's own
 * `filters`, and `from` and `to` as days (UTC, both included). Every parameter is optional and
 * unknown ones are refused, as are a page too far and `from` after `to`.
 */
export function pagedDayRangeQuery<Filters extends z.ZodRawShape>(sizes: { pageSizeDefault: number; pageSizeMax: number }, filters: Filters) {
  const messages = pagedDayRangeMessages(sizes.pageSizeMax);
  return z
    .strictObject({
      page: wholeNumberParam(messages.page, 1, 1_000_000).default(1),
      pageSize: wholeNumberParam(messages.pageSize, 1, sizes.pageSizeMax).default(sizes.pageSizeDefault),
      ...filters,
      ...dayRangeFields(messages),
    })
    .superRefine((query, ctx) => {
      // The fields above, which the compiler cannot see through the generic filters.
      const { page, pageSize, from, to } = query as unknown as { page: number; pageSize: number; from?: Date; to?: Date };
      refusePageTooFar({ page, pageSize }, ctx);
      refuseReversedRange({ from, to }, messages.range, ctx);
    });
}

/**
 * The query of a keyset-paged admin list (the audit log): `cursor` (where the page starts, from
 * the previous answer's `next` or `prev`; absent: the first page), `pageSize`, the list's own
 * `filters` and the day range as in pagedDayRangeQuery. Unknown parameters (`page` too) are refused.
 */
export function cursorDayRangeQuery<Filters extends z.ZodRawShape, Cursor extends z.ZodType<unknown, string>>(
  sizes: { pageSizeDefault: number; pageSizeMax: number },
  filters: Filters,
  cursor: Cursor,
) {
  const messages = pagedDayRangeMessages(sizes.pageSizeMax);
  return z
    .strictObject({
      cursor: cursor.optional(),
      pageSize: wholeNumberParam(messages.pageSize, 1, sizes.pageSizeMax).default(sizes.pageSizeDefault),
      ...filters,
      ...dayRangeFields(messages),
    })
    .superRefine((query, ctx) => {
      const { from, to } = query as unknown as { from?: Date; to?: Date };
      refuseReversedRange({ from, to }, messages.range, ctx);
    });
}

const DAY_MS = 24 * 3600 * 1000;

/** A checked day range as exact instants: `before` (exclusive) is the start of the day after `to`. */
export function dayRangeInstants(query: { from?: Date; to?: Date }): { from?: Date; before?: Date } {
  return { from: query.from, before: query.to ? new Date(query.to.getTime() + DAY_MS) : undefined };
}

/**
 * What a checked paged day range asks a store for: the days made exact instants (dayRangeInstants)
 * and the page made rows.
 */
export function dayRangeRows(query: { from?: Date; to?: Date; page: number; pageSize: number }) {
  return {
    ...dayRangeInstants(query),
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  };
}
