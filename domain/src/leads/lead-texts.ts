import type { SiteLanguage } from '../contract/languages';
import {
  BUSINESS_SIZE_OPTIONS,
  BUSINESS_TYPE_OPTIONS,
  EXISTING_CHARGING_OPTIONS,
  FOOT_TRAFFIC_OPTIONS,
  INSTALL_TIMELINE_OPTIONS,
  SHORT_BUSINESS_TYPE_OPTIONS,
  type Option,
} from '../shared/enums';
import { LEAD_CHOICE_MESSAGES, LEAD_MESSAGES } from './lead';
import { OFFER_PROMISES } from '../offer/offer';
import { offerFiguresIn } from '../offer/offer-figures';
import { OFFER_TEXT } from '../offer/offer-text';

// The lead's words that the API, the site server and several remotes share (issue #30): the
// validation messages, the notices after sending, the answers' labels. They are part of the
// lead's contract (the API answers a Spanish lead in Spanish, the site server renders the
// plain-HTML form's errors with them), so they live with the schema, once per language. A page's
// own words (labels, hints, headings) are its remote's.

const OPTION_LISTS = {
  businessType: BUSINESS_TYPE_OPTIONS,
  shortBusinessType: SHORT_BUSINESS_TYPE_OPTIONS,
  businessSize: BUSINESS_SIZE_OPTIONS,
  footTraffic: FOOT_TRAFFIC_OPTIONS,
  existingCharging: EXISTING_CHARGING_OPTIONS,
  installTimeline: INSTALL_TIMELINE_OPTIONS,
} as const;
type OptionKind = Exclude<keyof typeof OPTION_LISTS, 'shortBusinessType'>;
type Labels<K extends OptionKind> = Record<(typeof OPTION_LISTS)[K][number]['value'], string>;

export interface LeadTexts {
  /** product.md §5's messages, by field. */
  required: Record<keyof typeof LEAD_MESSAGES, string>;
  /** A value no form offers. */
  choice: Record<keyof typeof LEAD_CHOICE_MESSAGES, string>;
  tooLong: (max: number) => string;
  mustBeText: string;
  /** A NUL, another control character or a broken character (a lone surrogate) in the text (issue #40). */
  controlCharacters: string;
  /** The error summary's titles, by form. */
  errorTitles: { contact: string; application: string };
  errorFallback: string;
  /** The success notice's parts, by form (lead-notices.ts composes them). */
  success: {
    contact: { title: string; lead: string };
    application: { title: string; lead: string };
    bothSent: string;
    confirmationSent: string;
    /** Neither e-mail went out: the team still has it. */
    teamWillReview: (kind: 'contact' | 'application') => string;
    /** The next step when the confirmation (which carries the status page's private link) went out. */
    checkInbox: (kind: 'contact' | 'application') => string;
  };
  /** The answers' labels by value, per list. */
  options: { [K in OptionKind]: Labels<K> };
}

const labelsOf = <O extends readonly Option[]>(options: O) =>
  Object.fromEntries(options.map((o) => [o.value, o.label])) as Record<O[number]['value'], string>;

const ES_FIGURES = offerFiguresIn('es-US');

const EN: LeadTexts = {
  required: LEAD_MESSAGES,
  choice: LEAD_CHOICE_MESSAGES,
  tooLong: (max) => `Must be at most ${max} characters`,
  mustBeText: 'Must be text',
  controlCharacters: 'Remove the invisible control characters from this field (copied text can carry them)',
  errorTitles: { contact: 'Contact Error', application: 'Application Error' },
  errorFallback: 'Please review your information and try again.',
  success: {
    contact: { title: 'Request Submitted', lead: 'Thank you! Your contact request has been submitted successfully.' },
    application: { title: 'Application Submitted', lead: 'Your partnership application has been submitted successfully!' },
    bothSent: `A confirmation email will follow shortly, and our team will contact you within ${OFFER_PROMISES.contactWithin} to discuss your free equipment installation.`,
    confirmationSent: 'A confirmation email will follow shortly.',
    teamWillReview: (kind) => OFFER_TEXT.teamWillReview(kind === 'contact' ? 'request' : 'application'),
    checkInbox: (kind) =>
      `Next step: check your inbox. Your confirmation email has a private link to see where your ${kind === 'contact' ? 'request' : 'application'} stands and to book your site visit yourself.`,
  },
  options: {
    businessType: labelsOf(BUSINESS_TYPE_OPTIONS),
    businessSize: labelsOf(BUSINESS_SIZE_OPTIONS),
    footTraffic: labelsOf(FOOT_TRAFFIC_OPTIONS),
    existingCharging: labelsOf(EXISTING_CHARGING_OPTIONS),
    installTimeline: labelsOf(INSTALL_TIMELINE_OPTIONS),
  },
};

/** US Spanish, addressing the owner as "usted". */
const ES: LeadTexts = {
  required: {
    businessName: 'Escriba el nombre de su negocio',
    contactPerson: 'Escriba el nombre de la persona de contacto',
    email: 'Escriba un correo electrónico válido',
    phone: 'Escriba un número de teléfono',
    location: 'Escriba la ciudad y el estado',
    businessType: 'Elija el tipo de negocio',
  },
  choice: {
    businessType: 'Elija un tipo de negocio de la lista',
    footTrafficEstimate: 'Elija una estimación de clientes de la lista',
  },
  tooLong: (max) => `Puede tener como máximo ${new Intl.NumberFormat('es-US').format(max)} caracteres`,
  mustBeText: 'Debe ser texto',
  controlCharacters: 'Quite los caracteres de control invisibles de este campo (el texto copiado puede traerlos)',
  errorTitles: { contact: 'No pudimos enviar su mensaje', application: 'No pudimos enviar su solicitud' },
  errorFallback: 'Revise sus datos e inténtelo de nuevo.',
  success: {
    contact: { title: 'Mensaje enviado', lead: '¡Gracias! Recibimos su mensaje.' },
    application: { title: 'Solicitud enviada', lead: '¡Recibimos su solicitud de alianza!' },
    bothSent: `En breve recibirá un correo de confirmación, y nuestro equipo se comunicará con usted en menos de ${ES_FIGURES.contactWithin} para coordinar la instalación gratuita del equipo.`,
    confirmationSent: 'En breve recibirá un correo de confirmación.',
    teamWillReview: (kind) =>
      `Nuestro equipo revisará su ${kind === 'contact' ? 'mensaje' : 'solicitud'} y se comunicará con usted en menos de ${ES_FIGURES.contactWithin}.`,
    checkInbox: () =>
      'Siguiente paso: revise su correo. Su correo de confirmación trae un enlace privado para consultar el estado de su solicitud y programar usted mismo la visita a su local.',
  },
  options: {
    businessType: {
      restaurant: 'Restaurante/Cafetería',
      retail: 'Tienda minorista',
      office: 'Oficina/Coworking',
      hotel: 'Hotel/Hospedaje',
      healthcare: 'Salud/Clínica',
      automotive: 'Taller mecánico',
      beauty: 'Salón de belleza',
      fitness: 'Gimnasio',
      other: 'Otro',
    },
    businessSize: {
      micro: 'Micro (1-10 empleados)',
      small: 'Pequeño (11-50 empleados)',
      medium: 'Mediano (51-200 empleados)',
      large: 'Grande (más de 200 empleados)',
    },
    footTraffic: {
      low: 'Bajo (1-25 clientes al día)',
      moderate: 'Moderado (26-100 clientes al día)',
      high: 'Alto (101-300 clientes al día)',
      'very-high': 'Muy alto (más de 300 clientes al día)',
    },
    existingCharging: {
      none: 'Ninguna',
      basic: 'Básica (solo enchufes de pared)',
      limited: 'Limitada',
      adequate: 'Suficiente (pero anticuada)',
    },
    installTimeline: {
      asap: 'Lo antes posible',
      '1-2weeks': '1 a 2 semanas',
      '1month': '1 mes',
      '2-3months': '2 a 3 meses',
      flexible: 'Flexible',
    },
  },
};

/** The lead's shared words, per language. */
export const LEAD_TEXTS: Record<SiteLanguage, LeadTexts> = { 'en-US': EN, 'es-US': ES };

/** A select's options in the language, in the domain's order (`shortBusinessType`: the contact form's seven). */
export function optionsIn(language: SiteLanguage, kind: keyof typeof OPTION_LISTS): Option[] {
  const labels = LEAD_TEXTS[language].options[kind === 'shortBusinessType' ? 'businessType' : kind] as Record<string, string>;
  return OPTION_LISTS[kind].map((o) => ({ value: o.value, label: labels[o.value] ?? o.label }));
}

/** A business type's label in the language (the value itself for one no list has). */
export function businessTypeLabelIn(language: SiteLanguage, value: string): string {
  return (LEAD_TEXTS[language].options.businessType as Record<string, string>)[value] ?? value;
}
