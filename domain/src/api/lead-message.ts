import '../shared/zodMini';
import * as z from 'zod/mini';
import { endpoint } from './endpoint';
import { errorResponse } from './wire';
import { leadEmailView } from './leads';
import { LEAD_MESSAGE_TEMPLATES } from '../email/lead-message-templates';
import { SITE_LANGUAGES } from '../contract/languages';

// The team writing to the applicant from the lead's page (issue #29 part 7): the templates, filled
// for the lead, and the message sent through the outbox (its request schema, full zod, is in
// ../lead-message-templates.ts).

/** One template as the dialog offers it: filled for the lead and the team, ready to edit. */
export const leadMessageTemplateView = z.object({
  id: z.enum(LEAD_MESSAGE_TEMPLATES),
  label: z.string(),
  subject: z.string(),
  text: z.string(),
});
export type LeadMessageTemplateView = z.output<typeof leadMessageTemplateView>;

/** GET /api/leads/:id/message: who the message goes to, and the templates filled for this lead. */
/** `language`: the lead's, which the templates are written in and the dialog names. */
export const leadMessageTemplatesResponse = z.object({ success: z.literal(true), to: z.string(), language: z.enum(SITE_LANGUAGES), templates: z.array(leadMessageTemplateView) });
export type LeadMessageTemplates = z.output<typeof leadMessageTemplatesResponse>;

/**
 * POST /api/leads/:id/message (201): the message as the lead page lists its e-mails, after its first
 * attempt when the mail server answered soon; `queued` false when nothing will go out soon (the
 * log transport only records, or the mail server is down or behind).
 */
export const leadMessageSentResponse = z.object({ success: z.literal(true), email: leadEmailView, queued: z.boolean() });
export type LeadMessageSent = z.output<typeof leadMessageSentResponse>;

/** GET /api/leads/:id/message (lead roles). */
export const leadMessageTemplatesEndpoint = endpoint({ method: 'GET', path: '/api/leads/:id/message', response: leadMessageTemplatesResponse, errors: { 404: errorResponse } });
/** POST /api/leads/:id/message { template, subject, text } (roles that change leads); 429 past the day's messages to one lead. */
export const leadMessageEndpoint = endpoint({ method: 'POST', path: '/api/leads/:id/message', status: 201, response: leadMessageSentResponse, errors: { 400: errorResponse, 404: errorResponse, 429: errorResponse } });
