import '../shared/zodMini';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { isoDate } from './wire';

/** How many possible duplicates the dashboard lists (the newest; `total` counts them all). */
export const POSSIBLE_DUPLICATES_SHOWN = 10;

/**
 * An open lead the store flagged as matching an earlier one (duplicateOf) that nobody has decided
 * on yet: marked a duplicate, or moved out of the pipeline.
 */
export const possibleDuplicateView = z.object({
  id: z.int(),
  businessName: z.string(),
  location: z.string(),
  status: z.string(),
  createdAt: isoDate,
  /** The earlier lead it looks like; `businessName` absent when that lead is no longer stored. */
  duplicateOf: z.object({ id: z.int(), businessName: z.optional(z.string()) }),
});
export type PossibleDuplicate = z.output<typeof possibleDuplicateView>;

/** GET /api/admin/possible-duplicates (issue #29): the newest POSSIBLE_DUPLICATES_SHOWN, and how many there are (up to LIST_COUNT_MAX). */
export const possibleDuplicatesResponse = z.object({
  success: z.literal(true),
  leads: z.array(possibleDuplicateView),
  total: z.int(),
  totalCapped: z.boolean(),
});
export type PossibleDuplicatesResult = z.output<typeof possibleDuplicatesResponse>;

/** GET /api/admin/possible-duplicates: for every staff role (ADMIN_ROUTE_ROLES.leads, read). */
export const possibleDuplicatesEndpoint = endpoint({ method: 'GET', path: '/api/admin/possible-duplicates', response: possibleDuplicatesResponse });
