import { APPLICANT_EMAIL_TEXTS } from './applicant-email-texts';
import { APPLICATION_STAGE_LABELS, applicationNextStep, formatVisitTime, type ApplicationStage } from './application-status';
import { BRAND_NAME } from './brand';
import type { SiteLanguage } from './contract/languages';

// The applicant's e-mails after the confirmation (issue #30), in each language: the status link,
// the site visit's invitation, move, cancellation and reminder (with the .ics's words), and the
// short note when an application is installed or closed. They go out in the lead's language (the
// page it was sent from); the team's notices and a message an admin writes stay as they are.
// api/src/mail/application-emails.ts puts them together.

/** The stages that send the applicant a short note. */
export type StatusUpdateStage = Extract<ApplicationStage, 'installed' | 'closed'>;
/** What happened to a visit. */
export type VisitChangeKind = 'booked' | 'moved' | 'cancelled';

export interface ApplicantStatusEmailTexts {
  /** A visit's start at the business's local time ("Tuesday, March 16, 2027 at 9:00 AM CDT"). */
  visitTime: (start: Date, timeZone: string) => string;
  /** "Hi Ann," (a name left empty reads as the confirmation's fallback). */
  greeting: (name: string | undefined) => string;
  /** The contact line and the team's signature. */
  signature: (phone: string, email: string) => string;
  /** What stands in for the status page's link when the e-mail has none (the team acted). */
  statusPageFallback: string;
  statusLink: {
    subject: (business: string) => string;
    body: (business: string, url: string) => string;
  };
  visit: {
    /** The calendar event's SUMMARY. */
    summary: string;
    /** The calendar event's DESCRIPTION. */
    description: (business: string, cutoffHours: number, page: string) => string;
    subject: Record<VisitChangeKind, (when: string) => string>;
    /** Booked or moved: when, where, and how to change it. */
    scheduled: (change: Exclude<VisitChangeKind, 'cancelled'>, business: string, when: string, address: string, cutoffHours: number, page: string) => string;
    cancelled: (business: string, when: string, page: string) => string;
    reminderSubject: (when: string) => string;
    reminder: (business: string, when: string, address: string, page: string) => string;
  };
  statusUpdate: {
    subject: (business: string, stage: StatusUpdateStage) => string;
    /** What the stage means for the applicant (the status page's next step). */
    next: (stage: StatusUpdateStage, receivedAt: Date) => string;
    /** The line that points to the status page. */
    statusPage: (page: string) => string;
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

export const APPLICANT_STATUS_EMAIL_TEXTS: Record<SiteLanguage, ApplicantStatusEmailTexts> = {
  'en-US': {
    visitTime: formatVisitTime,
    greeting: (name) => EN.greeting(name || EN.fallback.name),
    signature: (phone, email) => `${EN.contact(phone, email)}\n\n${EN.signature}`,
    statusPageFallback: 'the link in your confirmation e-mail',
    statusLink: {
      subject: (business) => `${BRAND_NAME}: your application for ${business}`,
      body: (business, url) =>
        `Here is the link to see where your application for ${business} stands, and to book your site visit:\n${url}\n\nThe link is yours alone: please do not forward it. An earlier link no longer works.`,
    },
    visit: {
      summary: `${BRAND_NAME} site visit`,
      description: (business, cutoff, page) => `Your ${BRAND_NAME} site visit for ${business}. To move or cancel it (until ${cutoff} hours before): ${page}`,
      subject: {
        booked: (when) => `${BRAND_NAME} site visit booked: ${when}`,
        moved: (when) => `${BRAND_NAME} site visit moved to ${when}`,
        cancelled: (when) => `${BRAND_NAME} site visit cancelled (${when})`,
      },
      scheduled: (change, business, when, address, cutoff, page) =>
        `Your site visit for ${business} is ${change === 'moved' ? 'moved to' : 'booked for'} ${when} (one hour), at ${address}. The attached invitation adds it to your calendar.\n\nYou can move or cancel it until ${cutoff} hours before, on your status page:\n${page}`,
      cancelled: (business, when, page) =>
        `Your site visit for ${business} on ${when} is cancelled. The attached file removes it from your calendar.\n\nBook another time on your status page:\n${page}`,
      reminderSubject: (when) => `Reminder: your ${BRAND_NAME} site visit tomorrow, ${when}`,
      reminder: (business, when, address, page) =>
        `A reminder: we visit ${business} on ${when}, at ${address}. It takes about an hour.\n\nYour status page: ${page}`,
    },
    statusUpdate: {
      subject: (business, stage) => `${BRAND_NAME}: your application for ${business} is ${APPLICATION_STAGE_LABELS[stage].toLowerCase()}`,
      next: (stage, receivedAt) => applicationNextStep(stage, receivedAt, false).text,
      statusPage: (page) => `Your status page: ${page}.`,
    },
  },
  'es-US': {
    visitTime: visitTimeEs,
    greeting: (name) => ES.greeting(name || ES.fallback.name),
    signature: (phone, email) => `${ES.contact(phone, email)}\n\n${ES.signature}`,
    statusPageFallback: 'el enlace de su correo de confirmación',
    statusLink: {
      subject: (business) => `${BRAND_NAME}: su solicitud para ${business}`,
      body: (business, url) =>
        `Este es el enlace para consultar el estado de su solicitud para ${business} y programar la visita a su local:\n${url}\n\nEl enlace es solo para usted: le pedimos que no lo reenvíe. Los enlaces anteriores ya no funcionan.`,
    },
    visit: {
      summary: `Visita de ${BRAND_NAME} a su local`,
      description: (business, cutoff, page) =>
        `La visita de ${BRAND_NAME} a ${business}. Para cambiarla o cancelarla (hasta ${cutoff} horas antes): ${page}`,
      subject: {
        booked: (when) => `${BRAND_NAME}: visita a su local reservada para el ${when}`,
        moved: (when) => `${BRAND_NAME}: visita a su local cambiada al ${when}`,
        cancelled: (when) => `${BRAND_NAME}: visita a su local cancelada (${when})`,
      },
      scheduled: (change, business, when, address, cutoff, page) =>
        `La visita a ${business} ${change === 'moved' ? 'se cambió al' : 'está reservada para el'} ${when} (dura una hora), en ${address}. La invitación adjunta la agrega a su calendario.\n\nPuede cambiarla o cancelarla hasta ${cutoff} horas antes, en la página de estado de su solicitud:\n${page}`,
      cancelled: (business, when, page) =>
        `La visita a ${business} del ${when} quedó cancelada. El archivo adjunto la elimina de su calendario.\n\nPuede reservar otro horario en la página de estado de su solicitud:\n${page}`,
      reminderSubject: (when) => `Recordatorio: la visita de ${BRAND_NAME} a su local es mañana, ${when}`,
      reminder: (business, when, address, page) =>
        `Le recordamos que visitaremos ${business} el ${when}, en ${address}. La visita dura aproximadamente una hora.\n\nLa página de estado de su solicitud: ${page}`,
    },
    statusUpdate: {
      subject: (business, stage) =>
        stage === 'installed' ? `${BRAND_NAME}: su kiosco en ${business} está instalado` : `${BRAND_NAME}: su solicitud para ${business} está cerrada`,
      next: (stage) =>
        stage === 'installed'
          ? 'Su kiosco está instalado. Nuestro equipo de soporte está disponible 24/7 si algo necesita atención.'
          : 'Esta solicitud está cerrada. Si esto le sorprende, o desea volver a solicitar, comuníquese con nosotros.',
      statusPage: (page) => `La página de estado de su solicitud: ${page}.`,
    },
  },
};
