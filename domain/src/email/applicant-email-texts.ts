import { BRAND_NAME } from '../site/brand';
import type { SiteLanguage } from '../contract/languages';
import type { MailSafe } from './mail-sanitiser';
import { offerFiguresIn } from '../offer/offer-figures';
import { OFFER_TEXT } from '../offer/offer-text';

// The applicant's confirmation e-mail in each language (issue #30): it goes out in the language
// of the page the lead was sent from. The team's notification stays English.

export interface ApplicantEmailTexts {
  /** No business name: a subject is what a stranger's victim reads first (issue #40). */
  subject: string;
  /** "Hi Ann," or, without a first name, "Hi there,". */
  greeting: (firstName: MailSafe) => string;
  thanks: (business: MailSafe, businessType: MailSafe, location: MailSafe) => string;
  teamWillContact: string;
  projectionTitle: string;
  monthly: string;
  annual: string;
  timeline: string;
  nextStepsTitle: string;
  nextSteps: { base: readonly string[]; fastTrack: string; priority: string };
  statusLink: string;
  contact: (phone: string, email: string) => string;
  signature: string;
  /**
   * What stands in for a business or its place when nothing safe is left of it, and for a
   * timeline the lead did not choose (a contact-form lead has none): said as not given, never
   * as a choice it did not make.
   */
  fallback: { business: string; place: string; timeline: string };
}

const EN_FIGURES = offerFiguresIn('en-US');
const ES_FIGURES = offerFiguresIn('es-US');

/**
 * The four steps every applicant is promised (product.md §9), and the two a business type adds. The
 * offer's two times read as one story (issue #40): the survey within 48 hours is a call about the
 * site; the visit to it comes within the offer's 1-2 weeks, at a time the applicant books.
 */
export const APPLICANT_NEXT_STEPS = [
  'Site survey within 48 hours: we call you about your site',
  `A site visit within ${EN_FIGURES.siteEvaluation}, at a time you book with the link below`,
  'Custom equipment proposal for your business',
  'Free professional installation',
  '24/7 ongoing support',
] as const;
export const FAST_TRACK_STEP = 'Fast-track installation for restaurants and hotels';
export const PRIORITY_PROCESSING_STEP = 'Priority processing for retail partners';

/** " (Restaurant/Café, Austin, TX)": what is known of the business's type and place; nothing when neither is. */
const inBrackets = (...known: string[]) => (known.some(Boolean) ? ` (${known.filter(Boolean).join(', ')})` : '');

export const APPLICANT_EMAIL_TEXTS: Record<SiteLanguage, ApplicantEmailTexts> = {
  'en-US': {
    subject: `${BRAND_NAME}: we received your application`,
    greeting: (firstName) => `Hi ${firstName || 'there'},`,
    thanks: (business, type, location) => `Thank you for applying for FREE phone charger kiosks for ${business}${inBrackets(type, location)}.`,
    teamWillContact: OFFER_TEXT.teamWillContact,
    projectionTitle: 'Your projection',
    monthly: 'Estimated monthly revenue',
    annual: 'Estimated annual revenue',
    timeline: 'Preferred installation timeline',
    nextStepsTitle: 'Next steps',
    nextSteps: { base: APPLICANT_NEXT_STEPS, fastTrack: FAST_TRACK_STEP, priority: PRIORITY_PROCESSING_STEP },
    statusLink: 'See where your application stands, and book your site visit yourself',
    contact: (phone, email) => `Questions? Call ${phone} or write to ${email}.`,
    signature: `The ${BRAND_NAME} team`,
    fallback: { business: 'your business', place: 'your business', timeline: 'Not given' },
  },
  'es-US': {
    subject: `${BRAND_NAME}: recibimos su solicitud`,
    greeting: (firstName) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
    thanks: (business, type, location) => `Gracias por solicitar kioscos de carga GRATIS para ${business}${inBrackets(type, location)}.`,
    teamWillContact: `Nuestro equipo se comunicará con usted en menos de ${ES_FIGURES.contactWithin}.`,
    projectionTitle: 'Su proyección',
    monthly: 'Ingreso mensual estimado',
    annual: 'Ingreso anual estimado',
    timeline: 'Plazo de instalación preferido',
    nextStepsTitle: 'Próximos pasos',
    nextSteps: {
      base: [
        'Evaluación del local en menos de 48 horas: le llamamos para conocer su local',
        `Visita a su local en un plazo de ${ES_FIGURES.siteEvaluation}, en el horario que usted programe con el enlace de abajo`,
        'Propuesta de equipo a la medida de su negocio',
        'Instalación profesional gratuita',
        'Soporte continuo 24/7',
      ],
      fastTrack: 'Instalación prioritaria para restaurantes y hoteles',
      priority: 'Trámite prioritario para tiendas minoristas',
    },
    statusLink: 'Consulte el estado de su solicitud y programe usted mismo la visita a su local',
    contact: (phone, email) => `¿Tiene preguntas? Llame al ${phone} o escriba a ${email}.`,
    signature: `El equipo de ${BRAND_NAME}`,
    fallback: { business: 'su negocio', place: 'su negocio', timeline: 'No indicado' },
  },
};

/** The applicant's next steps (product.md §9) in the language, by business type. */
export function applicantNextStepsIn(language: SiteLanguage, businessType: string | undefined): string[] {
  const { base, fastTrack, priority } = APPLICANT_EMAIL_TEXTS[language].nextSteps;
  const steps = [...base];
  if (businessType === 'restaurant' || businessType === 'hotel') steps.push(fastTrack);
  if (businessType === 'retail') steps.push(priority);
  return steps;
}
