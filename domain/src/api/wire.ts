import '../shared/zodMini';
import * as z from 'zod/mini';

// Building blocks of the API's answers, written once for both ends: the routes check and encode
// what they send with them, the clients decode what they receive (apiRequest's `answer`).

/** A date: a Date in the API's code and in the client's, an ISO 8601 string on the wire. */
export const isoDate = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});

/** Every failed request's body (the API's error handler). */
export const errorResponse = z.object({
  success: z.literal(false),
  error: z.string(),
  fieldErrors: z.optional(z.record(z.string(), z.string())),
  /** What is wrong with the request as a whole (a body that is not an object), not with one field. */
  formErrors: z.optional(z.array(z.string())),
});

/**
 * Where a page of a keyset-paged list stands (issue #27; `keysetCursor` in the domain writes the
 * cursors): its size; `next` and `prev`, the cursors of the pages after and before it, each absent
 * when there is none (no `next`: the last page; no `prev`: the first); and how many rows match,
 * counted up to LIST_COUNT_MAX (`totalCapped`: more match).
 */
export const keysetPageFields = {
  pageSize: z.int(),
  next: z.optional(z.string()),
  prev: z.optional(z.string()),
  total: z.int(),
  totalCapped: z.boolean(),
};

/** A plain "done". */
export const okResponse = z.object({ success: z.literal(true) });
