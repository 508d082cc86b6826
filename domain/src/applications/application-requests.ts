import '../shared/zod';
import * as z from 'zod';
import {
  applicationEndpoint,
  applicationLinkEndpoint,
  applicationSlotsEndpoint,
  statusLinkEndpoint,
  visitBookEndpoint,
  visitCancelEndpoint,
  visitMoveEndpoint,
} from '../api/application';
import { leadVisitBookEndpoint, leadVisitCancelEndpoint, leadVisitMoveEndpoint } from '../api/visits';
import { withRequest } from '../api/endpoint';
import { leadIdParams } from '../leads/lead-change';
import { CHANGE_CUTOFF_HOURS } from './application-status';
import { LEAD_TEXTS } from '../leads/lead-texts';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../contract/languages';
import { VISIT_FORM_ACTIONS } from '../site/page-forms';

// The requests of an applicant's status page (issue #28), checked with full zod in the API.

const VISIT_MESSAGES_EN = {
  start: 'Choose one of the times offered',
  taken: 'That time was just taken. Please choose another.',
  notOffered: 'That time is not offered: choose one of the times listed.',
  tooLate: `A visit can be moved or cancelled only until ${CHANGE_CUTOFF_HOURS} hours before it starts. Please call us to change it.`,
  noVisit: 'There is no visit to change.',
  alreadyBooked: 'A visit is already booked: move it instead.',
  closed: 'This application is closed, so no visit can be booked. Please contact us.',
  failedTitle: 'Your visit could not be changed',
  /** The answer to a request for a new status link, whether or not the address is known (it reveals nothing). */
  linkRequested: 'If that address has an application with us, a new link to its status page is on its way.',
  linkRequestedTitle: 'Check your inbox',
  linkFailedTitle: 'The link could not be sent',
};
export type VisitMessages = typeof VISIT_MESSAGES_EN;

/**
 * The status page's refusals and notices, per language (issue #30): the API answers an applicant
 * in their lead's language, the site server words the plain forms' answers in the page's. The
 * team's own booking from the lead's page stays English.
 */
export const VISIT_TEXTS: Record<SiteLanguage, VisitMessages> = {
  'en-US': VISIT_MESSAGES_EN,
  'es-US': {
    start: 'Elija uno de los horarios disponibles',
    taken: 'Alguien acaba de reservar ese horario. Elija otro, por favor.',
    notOffered: 'Ese horario no está disponible: elija uno de los horarios de la lista.',
    tooLate: `Una visita solo se puede cambiar o cancelar hasta ${CHANGE_CUTOFF_HOURS} horas antes de su inicio. Para cambiarla, llámenos.`,
    noVisit: 'No hay ninguna visita que cambiar.',
    alreadyBooked: 'Ya tiene una visita reservada: cámbiela de horario en lugar de reservar otra.',
    closed: 'Esta solicitud está cerrada, así que no se puede reservar una visita. Comuníquese con nosotros.',
    failedTitle: 'No pudimos cambiar su visita',
    linkRequested: 'Si hay una solicitud registrada con ese correo, le enviamos un enlace nuevo a la página de estado de su solicitud.',
    linkRequestedTitle: 'Revise su bandeja de entrada',
    linkFailedTitle: 'No pudimos enviar el enlace',
  },
};

/** The English texts: the API's own answers to the team, and its default. */
export const VISIT_MESSAGES = VISIT_TEXTS[DEFAULT_LANGUAGE];

/**
 * The :token of /api/application/:token. Any text up to a sane length: a token of the wrong
 * shape is simply not found (404), like a wrong one, so the answer tells nothing about tokens.
 */
export const applicationTokenParams = z.strictObject({ token: z.string().max(200) });

/** { start }: the chosen slot's start (an ISO date-time, as the slots list gives it). */
const visitChoiceSchemaIn = (language: SiteLanguage) =>
  z.strictObject({
    start: z.iso.datetime({ offset: true, error: VISIT_TEXTS[language].start }).transform((text) => new Date(text)),
  });
export const visitChoiceSchema = visitChoiceSchemaIn(DEFAULT_LANGUAGE);

/** The status page's visit form as posted: its button (`action`) and, but to cancel, the chosen `start`; its message in the page's language. */
export const visitFormSchemaIn = (language: SiteLanguage) =>
  z.object({ action: z.enum(VISIT_FORM_ACTIONS), start: z.string().optional() }).superRefine((form, ctx) => {
    if (form.action !== 'cancel' && !visitChoiceSchema.safeParse({ start: form.start }).success) ctx.addIssue({ code: 'custom', path: ['start'], message: VISIT_TEXTS[language].start });
  });

/** { email }: where to send a new status link; its message in the page's language. */
export const applicationLinkRequestSchemaIn = (language: SiteLanguage) => {
  const message = LEAD_TEXTS[language].required.email;
  return z.strictObject({ email: z.string({ error: message }).trim().max(254, message).pipe(z.email({ error: message })) });
};
export const applicationLinkRequestSchema = applicationLinkRequestSchemaIn(DEFAULT_LANGUAGE);

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
