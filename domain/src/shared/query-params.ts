// Query-string values as the admin lists read them (the leads workspace, the audit log, the
// partners list): every value arrives as text and is judged here, with the caller's message.
// Every admin list pages by keyset (issue #27: keyset.ts); only the public locator still takes
// an offset, with its own parameters.
import './zod';
import * as z from 'zod';
import { DAY_MS } from './time';

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

/** The messages of the parameters every keyset-paged, dated admin list has (cursorDayRangeQuery). */
export const dayRangeMessages = (pageSizeMax: number) =>
  ({
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
 * The query of a keyset-paged, dated admin list (the audit log, the leads workspace): `cursor`
 * (where the page starts, from the previous answer's `next` or `prev`; absent: the first page),
 * `pageSize`, the list's own `filters`, and `from` and `to` as days (UTC, both included). Every
 * parameter is optional; unknown ones (`page` too) are refused, as is `from` after `to`.
 */
export function cursorDayRangeQuery<Filters extends z.ZodRawShape, Cursor extends z.ZodType<unknown, string>>(
  sizes: { pageSizeDefault: number; pageSizeMax: number },
  filters: Filters,
  cursor: Cursor,
) {
  const messages = dayRangeMessages(sizes.pageSizeMax);
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

/** The query of a dated admin report (no pages): its own `filters` and `from` and `to` as days (UTC, both included); `from` after `to` is refused. */
export function dayRangeQuery<Filters extends z.ZodRawShape>(filters: Filters) {
  const messages = dayRangeMessages(1);
  return z.strictObject({ ...filters, ...dayRangeFields(messages) }).superRefine((query, ctx) => {
    const { from, to } = query as unknown as { from?: Date; to?: Date };
    refuseReversedRange({ from, to }, messages.range, ctx);
  });
}


/** A checked day range as exact instants: `before` (exclusive) is the start of the day after `to`. */
export function dayRangeInstants(query: { from?: Date; to?: Date }): { from?: Date; before?: Date } {
  return { from: query.from, before: query.to ? new Date(query.to.getTime() + DAY_MS) : undefined };
}
