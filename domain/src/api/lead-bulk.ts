import '../shared/zodMini';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { errorResponse } from './wire';

// Bulk actions on the leads workspace (issue #29): many leads assigned or moved at once, each
// one judged on its own (the pipeline's moves), the refused ones reported with the rest applied.

/** The most leads one bulk action (and one "all matching" selection) takes. */
export const BULK_LEADS_MAX = 1000;

/**
 * Each lead's outcome: `ok` when all that was asked is done, else why not (a move the pipeline
 * does not allow, a lead gone); `moved` and `assigned`, for the parts asked, say which were done
 * (a refused move does not hold back the assignment asked with it).
 */
export const bulkLeadResult = z.object({ id: z.int(), ok: z.boolean(), moved: z.optional(z.boolean()), assigned: z.optional(z.boolean()), error: z.optional(z.string()) });
export type BulkLeadResult = z.output<typeof bulkLeadResult>;

/** POST /api/leads/bulk: one result per id, in the order sent. */
export const leadsBulkResponse = z.object({ success: z.literal(true), results: z.array(bulkLeadResult) });
export type LeadsBulkResult = z.output<typeof leadsBulkResponse>;

/** GET /api/leads/ids: the ids of every lead the filters match (newest first), at most BULK_LEADS_MAX (`capped` when more match). */
export const leadIdsResponse = z.object({ success: z.literal(true), ids: z.array(z.int()), capped: z.boolean() });

/** POST /api/leads/bulk { ids, status?, assignedTo? } (staff who may change leads). */
export const leadsBulkEndpoint = endpoint({ method: 'POST', path: '/api/leads/bulk', status: 200, response: leadsBulkResponse, errors: { 400: errorResponse } });
/** GET /api/leads/ids?<the workspace's filters> (staff who may change leads): "select all N matching". */
export const leadIdsEndpoint = endpoint({ method: 'GET', path: '/api/leads/ids', response: leadIdsResponse, errors: { 400: errorResponse } });
