import '../shared/zod';
import * as z from 'zod';
import { withRequest } from '../api/endpoint';
import { leadMessageEndpoint, leadMessageTemplatesEndpoint } from '../api/lead-message';
import { leadIdParams } from './lead-change';
import { LEAD_MESSAGE_MESSAGES as M, LEAD_MESSAGE_SUBJECT_MAX, LEAD_MESSAGE_TEMPLATES, LEAD_MESSAGE_TEXT_MAX, breaksSubjectLine } from '../email/lead-message-templates';

/** POST /api/leads/:id/message: the template it started from, and the subject and text as edited. */
export const leadMessageSchema = z.strictObject({
  template: z.enum(LEAD_MESSAGE_TEMPLATES, { error: M.template }),
  subject: z
    .string({ error: M.subject })
    .refine((subject) => !breaksSubjectLine(subject), M.subjectLine)
    .transform((subject) => subject.trim())
    .pipe(z.string().min(1, M.subject).max(LEAD_MESSAGE_SUBJECT_MAX, M.subjectLength)),
  text: z.string({ error: M.text }).trim().min(1, M.text).max(LEAD_MESSAGE_TEXT_MAX, M.textLength),
});
export type LeadMessage = z.infer<typeof leadMessageSchema>;
export type LeadMessageValues = z.input<typeof leadMessageSchema>;

export const leadMessageTemplatesRoute = withRequest(leadMessageTemplatesEndpoint, { params: leadIdParams });
export const leadMessageRoute = withRequest(leadMessageEndpoint, { params: leadIdParams, body: leadMessageSchema });
