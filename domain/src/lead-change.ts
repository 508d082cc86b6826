import './zod';
import * as z from 'zod';
import { LEAD_STATUSES } from './pipeline';
import { withRequest } from './api/endpoint';
import { leadChangeEndpoint, leadEmailResendEndpoint, leadEndpoint, leadNoteEndpoint } from './api/leads';

// What an admin may change on a lead (issue #12): PATCH /api/leads/:id and its notes.

export const LEAD_NOTE_MAX_LENGTH = 2000;

export const LEAD_CHANGE_MESSAGES = {
  version: 'version must be the whole number the lead was read with',
  status: `status must be one of ${LEAD_STATUSES.join(', ')}`,
  assignedTo: 'assignedTo must be a username (at most 100 characters), or null to unassign',
  nothing: 'Send a status, an assignee or both',
  note: `A note needs some text (at most ${LEAD_NOTE_MAX_LENGTH} characters)`,
  id: 'Lead id must be a whole number',
} as const;

/** PATCH /api/leads/:id: the version the client read, and the new status and/or assignee. */
export const leadChangeSchema = z
  .strictObject({
    version: z.int({ error: LEAD_CHANGE_MESSAGES.version }).min(0, LEAD_CHANGE_MESSAGES.version),
    status: z.enum(LEAD_STATUSES, { error: LEAD_CHANGE_MESSAGES.status }).optional(),
    assignedTo: z
      .string({ error: LEAD_CHANGE_MESSAGES.assignedTo })
      .trim()
      .min(1, LEAD_CHANGE_MESSAGES.assignedTo)
      .max(100, LEAD_CHANGE_MESSAGES.assignedTo)
      .nullable()
      .optional(),
  })
  .refine((change) => change.status !== undefined || change.assignedTo !== undefined, { message: LEAD_CHANGE_MESSAGES.nothing, path: ['status'] });
export type LeadChange = z.infer<typeof leadChangeSchema>;

/** POST /api/leads/:id/notes. */
export const leadNoteSchema = z.strictObject({
  text: z.string({ error: LEAD_CHANGE_MESSAGES.note }).trim().min(1, LEAD_CHANGE_MESSAGES.note).max(LEAD_NOTE_MAX_LENGTH, LEAD_CHANGE_MESSAGES.note),
});
export type LeadNote = z.infer<typeof leadNoteSchema>;

/** The :id of /api/leads/:id. */
export const leadIdParams = z.strictObject({
  id: z.string().regex(/^\d{1,9}$/, LEAD_CHANGE_MESSAGES.id).transform(Number),
});

/** One e-mail of one lead: /api/leads/:id/emails/:emailId. */
export const leadEmailParams = z.strictObject({
  ...leadIdParams.shape,
  emailId: z.string().min(1).max(100),
});

// The API's routes: each endpoint (api/leads.ts) with the schemas its requests are checked with.
export const leadRoute = withRequest(leadEndpoint, { params: leadIdParams });
export const leadChangeRoute = withRequest(leadChangeEndpoint, { params: leadIdParams, body: leadChangeSchema });
export const leadNoteRoute = withRequest(leadNoteEndpoint, { params: leadIdParams, body: leadNoteSchema });
export const leadEmailResendRoute = withRequest(leadEmailResendEndpoint, { params: leadEmailParams });
