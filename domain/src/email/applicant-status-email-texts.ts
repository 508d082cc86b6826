import { APPLICANT_EMAIL_TEXTS } from './applicant-email-texts';
import { APPLICATION_STAGE_LABELS, applicationNextStep, formatVisitTime, type ApplicationStage, type VisitChange } from '../applications/application-status';
import { BRAND_NAME } from '../site/brand';
import type { SiteLanguage } from '../contract/languages';
import type { MailSafe } from './mail-sanitiser';

// The applicant's e-mails after the confirmation (issue #30), in each language: the status link,
// the site visit's invitation, move, cancellation and reminder (with the .ics's words), and the
// short note when an application is installed or closed. They go out in the lead's language (the
// page it was sent from); the team's notices and a message an admin writes stay as they are.
// api/src/mail/application-emails.ts puts them together.

/** The stages that send the applicant a short note. */
export type StatusUpdateStage = Extract<ApplicationStage, 'installed' | 'closed'>;

/*
 * The words of the lead these texts repeat are `MailSafe` (mail-lead.ts: a first name, the
 * business and its place, whole or neutral words): a subject names no business (issue #40).
 * `page` is the status page's link PowerNest made, or `undefined` when the team acted and has none.
 */
export interface ApplicantStatusEmailTexts {
  /** A visit's start at the business's local time ("Tuesday, March 16, 2027 at 9:00 AM CDT"). */
  visitTime: (start: Date, timeZone: string) => string;
  /** "Hi Ann," (without a first name, the confirmation's greeting for none). */
  greeting: (firstName: MailSafe) => string;
  /** The contact line and the team's signature. */
  signature: (phone: string, email: string) => string;
  statusLink: {
    subject: string;
    body: (business: MailSafe, url: string) => string;
  };
  visit: {
    /** The calendar event's SUMMARY. */
    summary: string;
    /** The calendar event's DESCRIPTION. */
    description: (business: MailSafe, cutoffHours: number, page: string | undefined) => string;
    /** The calendar file's name, as the applicant's mail client shows it. */
    attachmentName: Record<'REQUEST' | 'CANCEL', string>;
    subject: Record<VisitChange, (when: string) => string>;
    /** Booked or moved: when, where, and how to change it. */
    scheduled: (change: Exclude<VisitChange, 'cancelled'>, business: MailSafe, when: string, place: MailSafe, cutoffHours: number, page: string | undefined) => string;
    /**
     * Cancelled by the applicant (`page`: book another time there) or by the team (call us); when
     * the application is closed, nothing invites another booking.
     */
    cancelled: (business: MailSafe, when: string, page: string | undefined, open: boolean) => string;
    reminderSubject: (when: string) => string;
    reminder: (business: MailSafe, when: string, place: MailSafe, page: string | undefined) => string;
  };
  statusUpdate: {
    subject: Record<StatusUpdateStage, string>;
    /** What the stage means for the applicant (the status page's next step). */
    next: (stage: StatusUpdateStage, receivedAt: Date) => string;
    /** The line that points to the status page. */
    statusPage: (page: string | undefined) => string;
  };
}

/** "martes, 16 de marzo de 2027, 9:00 a.m. CDT": as the Spanish status page writes it ('{date}, {time}'). */
function visitTimeEs(start: Date, timeZone: string): string {
  const date = new Intl.DateTimeFormat('es-US', { timeZone, weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(start);
  const time = new Intl.DateTimeFormat('es-US', { timeZone, hour: 'numeric', minute: '2-digit', timeZoneName: 'short' }).format(start);
  return `${date}, ${time}`;
}

const EN = APPLICANT_EMAIL_TEXTS['en-US'];
const ES = APPLICANT_EMAIL_TEXTS['es-US'];

const EN_ON_STATUS_PAGE = (page: string | undefined) => (page ? `on your status page:\n${page}` : 'with the link in your confirmation e-mail.');
const ES_ON_STATUS_PAGE = (page: string | undefined) => (page ? `en la página de estado de su solicitud:\n${page}` : 'con el enlace de su correo de confirmación.');

export const APPLICANT_STATUS_EMAIL_TEXTS: Record<SiteLanguage, ApplicantStatusEmailTexts> = {
  'en-US': {
    visitTime: formatVisitTime,
    greeting: EN.greeting,
    signature: (phone, email) => `${EN.contact(phone, email)}\n\n${EN.signature}`,
    statusLink: {
      subject: `${BRAND_NAME}: the link to your application`,
      body: (business, url) =>
        `Here is the link to see where your application for ${business} stands, and to book your site visit:\n${url}\n\nThe link is yours alone: please do not forward it. An earlier link no longer works.`,
    },
    visit: {
      summary: `${BRAND_NAME} site visit`,
      description: (business, cutoff, page) => `Your ${BRAND_NAME} site visit for ${business}. To move or cancel it (until ${cutoff} hours before): ${page ?? 'use the link in your confirmation e-mail'}`,
      attachmentName: { REQUEST: 'site-visit.ics', CANCEL: 'site-visit-cancelled.ics' },
      subject: {
        booked: (when) => `${BRAND_NAME} site visit booked: ${when}`,
        moved: (when) => `${BRAND_NAME} site visit moved to ${when}`,
        cancelled: (when) => `${BRAND_NAME} site visit cancelled (${when})`,
      },
      scheduled: (change, business, when, place, cutoff, page) =>
        `Your site visit for ${business} is ${change === 'moved' ? 'moved to' : 'booked for'} ${when} (one hour), at ${place}. Open the attached invitation to add it to your calendar.\n\nYou can move or cancel it until ${cutoff} hours before, ${EN_ON_STATUS_PAGE(page)}`,
      cancelled: (business, when, page, open) =>
        `Your site visit for ${business} on ${when} is cancelled. Open the attached file to remove it from your calendar.${!open ? '' : page ? `\n\nBook another time on your status page:\n${page}` : '\n\nTo arrange another time, call us.'}`,
      reminderSubject: (when) => `Reminder: your ${BRAND_NAME} site visit tomorrow, ${when}`,
      reminder: (business, when, place, page) =>
        `A reminder: we visit ${business} on ${when}, at ${place}. It takes about an hour.\n\nYou can see it, move it or cancel it ${EN_ON_STATUS_PAGE(page)}`,
    },
    statusUpdate: {
      subject: { installed: `${BRAND_NAME}: your kiosk is installed`, closed: `${BRAND_NAME}: your application is ${APPLICATION_STAGE_LABELS.closed.toLowerCase()}` },
      next: (stage, receivedAt) => applicationNextStep(stage, receivedAt, false).text,
      statusPage: (page) => (page ? `Your status page: ${page}` : 'You can see your application with the link in your confirmation e-mail.'),
    },
  },
  'es-US': {
    visitTime: visitTimeEs,
    greeting: ES.greeting,
    signature: (phone, email) => `${ES.contact(phone, email)}\n\n${ES.signature}`,
    statusLink: {
      subject: `${BRAND_NAME}: el enlace a su solicitud`,
      body: (business, url) =>
        `Este es el enlace para consultar el estado de su solicitud para ${business} y programar la visita a su local:\n${url}\n\nEl enlace es solo para usted: le pedimos que no lo reenvíe. Los enlaces anteriores ya no funcionan.`,
    },
    visit: {
      summary: `Visita de ${BRAND_NAME} a su local`,
      description: (business, cutoff, page) =>
        `La visita de ${BRAND_NAME} a ${business}. Para cambiarla o cancelarla (hasta ${cutoff} horas antes): ${page ?? 'use el enlace de su correo de confirmación'}`,
      attachmentName: { REQUEST: 'invitacion-visita.ics', CANCEL: 'visita-cancelada.ics' },
      subject: {
        booked: (when) => `${BRAND_NAME}: visita a su local reservada para el ${when}`,
        moved: (when) => `${BRAND_NAME}: su visita cambió al ${when}`,
        cancelled: (when) => `${BRAND_NAME}: visita a su local cancelada (${when})`,
      },
      scheduled: (change, business, when, place, cutoff, page) =>
        `La visita a ${business} ${change === 'moved' ? 'se cambió al' : 'está reservada para el'} ${when} (dura una hora), en ${place}. Abra la invitación adjunta para agregarla a su calendario.\n\nPuede cambiarla o cancelarla hasta ${cutoff} horas antes, ${ES_ON_STATUS_PAGE(page)}`,
      cancelled: (business, when, page, open) =>
        `La visita a ${business} del ${when} quedó cancelada. Abra el archivo adjunto para quitarla de su calendario.${!open ? '' : page ? `\n\nPuede reservar otro horario en la página de estado de su solicitud:\n${page}` : '\n\nPara acordar otro horario, llámenos.'}`,
      reminderSubject: (when) => `Recordatorio: la visita de ${BRAND_NAME} a su local es mañana, ${when}`,
      reminder: (business, when, place, page) =>
        `Le recordamos que visitaremos ${business} el ${when}, en ${place}. La visita dura aproximadamente una hora.\n\nPuede verla, cambiarla o cancelarla ${ES_ON_STATUS_PAGE(page)}`,
    },
    statusUpdate: {
      subject: { installed: `${BRAND_NAME}: su kiosco está instalado`, closed: `${BRAND_NAME}: su solicitud está cerrada` },
      next: (stage) =>
        stage === 'installed'
          ? 'Su kiosco está instalado. Nuestro equipo de soporte está disponible 24/7 si algo necesita atención.'
          : 'Esta solicitud está cerrada. Si esto le sorprende, o desea volver a solicitar, comuníquese con nosotros.',
      statusPage: (page) => (page ? `La página de estado de su solicitud: ${page}` : 'Puede ver el estado de su solicitud con el enlace de su correo de confirmación.'),
    },
  },
};
