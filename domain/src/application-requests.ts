import './zod';
import * as z from 'zod';
import {
  applicationEndpoint,
  applicationLinkEndpoint,
  applicationSlotsEndpoint,
  statusLinkEndpoint,
  visitBookEndpoint,
  visitCancelEndpoint,
  visitMoveEndpoint,
} from './api/application';
import { leadVisitBookEndpoint, leadVisitCancelEndpoint, leadVisitMoveEndpoint } from './api/visits';
import { withRequest } from './api/endpoint';
import { leadIdParams } from './lead-change';
import { CHANGE_CUTOFF_HOURS } from './application-status';
import { LEAD_MESSAGES } from './lead';
import { VISIT_FORM_ACTIONS } from './page-forms';

// The requests of an applicant's status page (issue #28), checked with full zod in the API.

export const VISIT_MESSAGES = {
  start: 'Choose one of the times offered',
  taken: 'That time was just taken. Please choose another.',
  notOffered: 'That time is not offered: choose one of the times listed.',
  tooLate: `A visit can be moved or cancelled only until ${CHANGE_CUTOFF_HOURS} hours before it starts. Please call us to change it.`,
  noVisit: 'There is no visit to change.',
  alreadyBooked: 'A visit is already booked: move it instead.',
  closed: 'This application is closed, so no visit can be booked. Please contact us.',
  failedTitle: 'Your visit could not be changed',
  linkRequestedTitle: 'Check your inbox',
  linkFailedTitle: 'The link could not be sent',
} as const;

/**
 * The :token of /api/application/:token. Any text up to a sane length: a token of the wrong
 * shape is simply not found (404), like a wrong one, so the answer tells nothing about tokens.
 */
export const applicationTokenParams = z.strictObject({ token: z.string().max(200) });

/** { start }: the chosen slot's start (an ISO date-time, as the slots list gives it). */
export const visitChoiceSchema = z.strictObject({
  start: z.iso.datetime({ offset: true, error: VISIT_MESSAGES.start }).transform((text) => new Date(text)),
});

/** The status page's visit form as posted: its button (`action`) and, but to cancel, the chosen `start`. */
export const visitFormSchema = z
  .object({ action: z.enum(VISIT_FORM_ACTIONS), start: z.string().optional() })
  .superRefine((form, ctx) => {
    if (form.action !== 'cancel' && !visitChoiceSchema.safeParse({ start: form.start }).success) ctx.addIssue({ code: 'custom', path: ['start'], message: VISIT_MESSAGES.start });
  });

export const applicationLinkRequestSchema = z.strictObject({
  email: z.string({ error: LEAD_MESSAGES.email }).trim().max(254, LEAD_MESSAGES.email).pipe(z.email({ error: LEAD_MESSAGES.email })),
});

export const applicationRoute = withRequest(applicationEndpoint, { params: applicationTokenParams });
export const applicationSlotsRoute = withRequest(applicationSlotsEndpoint, { params: applicationTokenParams });
export const visitBookRoute = withRequest(visitBookEndpoint, { params: applicationTokenParams, body: visitChoiceSchema });
export const visitMoveRoute = withRequest(visitMoveEndpoint, { params: applicationTokenParams, body: visitChoiceSchema });
export const visitCancelRoute = withRequest(visitCancelEndpoint, { params: applicationTokenParams });
export const applicationLinkRoute = withRequest(applicationLinkEndpoint, { body: applicationLinkRequestSchema });
export const statusLinkRoute = withRequest(statusLinkEndpoint, { params: leadIdParams });
// The team's booking for the applicant, from the lead's page: the same choice of a slot.
export const leadVisitBookRoute = withRequest(leadVisitBookEndpoint, { params: leadIdParams, body: visitChoiceSchema });
export const leadVisitMoveRoute = withRequest(leadVisitMoveEndpoint, { params: leadIdParams, body: visitChoiceSchema });
export const leadVisitCancelRoute = withRequest(leadVisitCancelEndpoint, { params: leadIdParams });
