import { BRAND_NAME } from '../site/brand';
import type { SiteLanguage } from '../contract/languages';
import type { MailSafe } from './mail-sanitiser';

// The team's e-mails to an applicant, written from the lead's page (issue #29 part 7): a few
// templates the admin picks, edits freely and sends through the outbox. One place for their
// wording, in the lead's language; the API fills them for the lead it is asked about with the
// words its mail may repeat (mail-lead.ts) (the team's phone and e-mail are
// its configuration), the admin page shows them filled. No zod here: the endpoint declaration
// (api/lead-message.ts) and the page read the ids and limits; the request schema is in
// ./lead-message-request.ts.

export const LEAD_MESSAGE_TEMPLATES = ['first-contact', 'visit-reminder', 'missing-information'] as const;
export type LeadMessageTemplateId = (typeof LEAD_MESSAGE_TEMPLATES)[number];

/** The longest subject and text the team may send (a header line, an e-mail a person reads). */
export const LEAD_MESSAGE_SUBJECT_MAX = 150;
export const LEAD_MESSAGE_TEXT_MAX = 5000;
/** The most messages the team sends one applicant's inbox (inboxKey) in a day: a slip (or a stuck button) cannot flood it. */
export const LEAD_MESSAGES_PER_INBOX_PER_DAY = 20;

/** What fills a template: the lead's mail-safe words (applicantMailWords), how to reach the team, the lead's language. */
export interface LeadMessageContext {
  firstName: MailSafe;
  business: MailSafe;
  teamPhone: string;
  teamEmail: string;
  language: SiteLanguage;
}

interface LeadMessageTemplate {
  label: string;
  subject: string;
  text: string;
}

interface LeadMessageTexts {
  /** The placeholders a template may hold, each filled from the context. */
  placeholders: Record<string, (c: LeadMessageContext) => string>;
  templates: Readonly<Record<LeadMessageTemplateId, LeadMessageTemplate>>;
}

/** The placeholders filled alike in every language. */
const SAME_IN_EVERY_LANGUAGE: LeadMessageTexts['placeholders'] = {
  business_name: (c) => c.business,
  team_phone: (c) => c.teamPhone,
  team_email: (c) => c.teamEmail,
  brand: () => BRAND_NAME,
};

const EN_SIGNATURE = 'Questions? Call {team_phone} or just reply to this e-mail ({team_email}).\n\nThe {brand} team';
const ES_SIGNATURE = '¿Tiene preguntas? Llame al {team_phone} o responda a este correo ({team_email}).\n\nEl equipo de {brand}';

/**
 * The templates in each language, in the order the dialog offers them; a Spanish lead's come in
 * Spanish (issue #40). A subject names no business: it is what the applicant reads first, and the
 * lead's words reach it only through what the team types.
 */
const LEAD_MESSAGE_TEXTS: Record<SiteLanguage, LeadMessageTexts> = {
  'en-US': {
    placeholders: {
      ...SAME_IN_EVERY_LANGUAGE,
      greeting: (c) => `Hi ${c.firstName || 'there'},`,
      // The applicant's status link is theirs alone (the team never sees it): where to find it.
      status_page: () => 'the link in your confirmation e-mail',
    },
    templates: {
      'first-contact': {
        label: 'First contact',
        subject: '{brand}: your free charging kiosk',
        text: `{greeting}

Thank you for your interest in a free {brand} phone charging kiosk for {business_name}. I would like to call you for about ten minutes to learn about your business and answer your questions.

Which day and time suit you best this week?

${EN_SIGNATURE}
`,
      },
      'visit-reminder': {
        label: 'Visit reminder',
        subject: 'Reminder: your {brand} site visit',
        text: `{greeting}

A reminder of the site visit we arranged at {business_name}. It takes about an hour: we look at where the kiosk would stand and at the power outlet near it.

You can see the time, and move or cancel the visit, on your status page: {status_page}. If no time suits you, call us and we will find one.

${EN_SIGNATURE}
`,
      },
      'missing-information': {
        label: 'Missing information',
        subject: '{brand}: a few details for your application',
        text: `{greeting}

To prepare the offer for {business_name} we need a few more details:

- the business's street address
- its opening hours
- about how many customers visit on a typical day

Just reply to this e-mail with them.

${EN_SIGNATURE}
`,
      },
    },
  },
  'es-US': {
    placeholders: {
      ...SAME_IN_EVERY_LANGUAGE,
      greeting: (c) => (c.firstName ? `Hola, ${c.firstName}:` : 'Hola:'),
      status_page: () => 'el enlace de su correo de confirmación',
    },
    templates: {
      'first-contact': {
        label: 'Primer contacto',
        subject: '{brand}: su kiosco de carga gratuito',
        text: `{greeting}

Gracias por su interés en un kiosco de carga gratuito de {brand} para {business_name}. Me gustaría llamarle unos diez minutos para conocer su negocio y responder sus preguntas.

¿Qué día y hora le convienen más esta semana?

${ES_SIGNATURE}
`,
      },
      'visit-reminder': {
        label: 'Recordatorio de la visita',
        subject: 'Recordatorio: la visita de {brand} a su local',
        text: `{greeting}

Le recordamos la visita que acordamos a {business_name}. Dura aproximadamente una hora: vemos dónde quedaría el kiosco y el tomacorriente más cercano.

Puede ver la hora, y cambiar o cancelar la visita, con {status_page}. Si ningún horario le conviene, llámenos y encontraremos uno.

${ES_SIGNATURE}
`,
      },
      'missing-information': {
        label: 'Información pendiente',
        subject: '{brand}: algunos datos para su solicitud',
        text: `{greeting}

Para preparar la oferta para {business_name} necesitamos algunos datos más:

- la dirección del negocio
- su horario de atención
- cuántos clientes lo visitan en un día típico, aproximadamente

Basta con responder a este correo con esos datos.

${ES_SIGNATURE}
`,
      },
    },
  },
};

/** The English templates' words (the dialog's labels, the tests). */
export const LEAD_MESSAGE_TEMPLATE_TEXT = LEAD_MESSAGE_TEXTS['en-US'].templates;

/** Fills the known {placeholders} of a text in the context's language; anything else in braces stays as written. */
export function fillLeadMessage(text: string, context: LeadMessageContext): string {
  const placeholders = LEAD_MESSAGE_TEXTS[context.language].placeholders;
  return text.replace(/\{([a-z_]+)\}/g, (whole, name: string) => (Object.hasOwn(placeholders, name) ? placeholders[name]!(context) : whole));
}

/** A template filled for a lead, in its language: its label, subject and text, ready to edit. */
export function leadMessageTemplate(id: LeadMessageTemplateId, context: LeadMessageContext): { id: LeadMessageTemplateId; label: string; subject: string; text: string } {
  const template = LEAD_MESSAGE_TEXTS[context.language].templates[id];
  return { id, label: template.label, subject: fillLeadMessage(template.subject, context).slice(0, LEAD_MESSAGE_SUBJECT_MAX), text: fillLeadMessage(template.text, context) };
}

/** Every template filled for a lead, in order. */
export const leadMessageTemplates = (context: LeadMessageContext) => LEAD_MESSAGE_TEMPLATES.map((id) => leadMessageTemplate(id, context));

/**
 * Whether a subject holds a character it may not: a line break would start a new mail header (header
 * injection); no other control character (a tab aside) belongs in one either.
 */
export function breaksSubjectLine(subject: string): boolean {
  for (const char of subject) {
    const code = char.codePointAt(0)!;
    if ((code < 0x20 && code !== 0x09) || code === 0x7f || code === 0x85 || code === 0x2028 || code === 0x2029) return true;
  }
  return false;
}

export const LEAD_MESSAGE_MESSAGES = {
  template: `Choose one of the templates: ${LEAD_MESSAGE_TEMPLATES.join(', ')}`,
  subject: 'Enter a subject',
  subjectLength: `The subject can be at most ${LEAD_MESSAGE_SUBJECT_MAX} characters`,
  subjectLine: 'The subject must be one line, without line breaks',
  text: 'Write the message',
  textLength: `The message can be at most ${LEAD_MESSAGE_TEXT_MAX.toLocaleString('en-US')} characters`,
  tooMany: `This applicant’s inbox has had ${LEAD_MESSAGES_PER_INBOX_PER_DAY} messages from the team in the last day, the most allowed. Call the applicant instead, or write again tomorrow.`,
} as const;
