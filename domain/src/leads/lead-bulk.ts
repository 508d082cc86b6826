import '../shared/zod';
import * as z from 'zod';
import { withRequest } from '../api/endpoint';
import { BULK_LEADS_MAX, leadIdsEndpoint, leadsBulkEndpoint } from '../api/lead-bulk';
import { LEAD_CHANGE_MESSAGES } from './lead-change';
import { leadQuerySchema } from './lead-query-schema';
import { LEAD_STATUSES } from './pipeline';

export const LEAD_BULK_MESSAGES = {
  ids: `ids must be 1 to ${BULK_LEADS_MAX.toLocaleString('en-US')} lead ids, each once`,
  nothing: 'Send a status or an assignee for the selected leads',
} as const;

/** POST /api/leads/bulk: the selected leads, and the status and/or assignee for all of them (null unassigns). */
export const leadsBulkSchema = z
  .strictObject({
    ids: z
      .array(z.int().positive(), { error: LEAD_BULK_MESSAGES.ids })
      .min(1, LEAD_BULK_MESSAGES.ids)
      .max(BULK_LEADS_MAX, LEAD_BULK_MESSAGES.ids)
      .refine((ids) => new Set(ids).size === ids.length, LEAD_BULK_MESSAGES.ids),
    status: z.enum(LEAD_STATUSES, { error: LEAD_CHANGE_MESSAGES.status }).optional(),
    assignedTo: z.string({ error: LEAD_CHANGE_MESSAGES.assignedTo }).trim().min(1, LEAD_CHANGE_MESSAGES.assignedTo).max(100, LEAD_CHANGE_MESSAGES.assignedTo).nullable().optional(),
  })
  .refine((change) => change.status !== undefined || change.assignedTo !== undefined, { message: LEAD_BULK_MESSAGES.nothing, path: ['status'] });
export type LeadsBulkChange = z.infer<typeof leadsBulkSchema>;

export const leadsBulkRoute = withRequest(leadsBulkEndpoint, { body: leadsBulkSchema });
export const leadIdsRoute = withRequest(leadIdsEndpoint, { query: leadQuerySchema });
