import { APPLICATION_API_PATH, APPLICATION_STATUS_PATH, KIOSK_KEYWORDS, OFFER_TEXT, menuEntryFor, offerFiguresIn, type PageMeta, type RemotePages } from '@powernest/domain';

// The pages this remote owns and its menu entries: published as page-manifest.json with each
// build (the site server composes routes, <head>, menus and the sitemap from it), and read by
// the pages themselves for their headings (in the page's language: `pageIn`). Every page has
// `translations`, so each is also offered at /es + its path (issue #30).

/** KIOSK_KEYWORDS as Spanish searchers type them. */
const KIOSK_KEYWORDS_ES = ['kiosco de carga gratis', 'estación de baterías portátiles', 'pequeños negocios'];

/** A page's texts in Spanish: its title is its heading, found by the Spanish kiosk keywords and its own. */
function spanish(name: string, description: string, keywords: string[], heading = name) {
  return { 'es-US': { title: name, heading, description, keywords: [...KIOSK_KEYWORDS_ES, ...keywords] } };
}

/** A public page of the partnership section: its title is its heading, indexed, found by the kiosk keywords and its own. */
function kioskPage(path: string, name: string, description: string, keywords: string[]) {
  return { path, title: name, heading: name, description, keywords: [...KIOSK_KEYWORDS, ...keywords], index: true } satisfies PageMeta;
}

const ES = offerFiguresIn('es-US');

// Text and links (the FAQ's answers are <details>, its category chips links): their code
// waits for the visitor's first touch (see pageMetaSchema's `hydration`).
export const PROCESS_PAGE = {
  ...kioskPage('/partnership-process', 'Partnership Process', `Five steps from application to an active partnership: ${OFFER_TEXT.processInBrief}.`, ['partnership process']),
  hydration: 'interaction',
  translations: spanish(
    'Proceso de alianza',
    `Cinco pasos desde la solicitud hasta una alianza activa: solicitud en ${ES.applyIn}, revisión en ${ES.reviewWithin}, instalación en ${ES.installationTime}.`,
    ['proceso de alianza'],
  ),
} satisfies PageMeta;

// Forms that post as forms (the wizard a step per round trip, the calculator a GET form the
// server answers): they work before their code, which also waits for the first touch.
export const APPLICATION_PAGE = {
  ...kioskPage(
    '/partnership-application',
    'Partnership Application',
    `Apply for a free phone charger kiosk partnership in four short steps. ${OFFER_TEXT.applicationsReviewed}`,
    ['apply', 'partnership application'],
  ),
  hydration: 'interaction',
  translations: spanish(
    'Solicitud de alianza',
    `Solicite una alianza gratuita de kiosco de carga para celulares en cuatro pasos breves. Revisamos las solicitudes en ${ES.reviewWithin}.`,
    ['solicitar', 'solicitud de alianza'],
  ),
} satisfies PageMeta;

export const ROI_CALCULATOR_PAGE = {
  ...kioskPage(
    '/roi-calculator',
    'ROI Calculator',
    'Calculate what a free charging kiosk is worth to your business: dwell time, satisfaction, repeat visits and revenue.',
    ['ROI calculator', 'revenue'],
  ),
  hydration: 'interaction',
  translations: spanish(
    'Calculadora de retorno (ROI)',
    'Calcule cuánto vale un kiosco de carga gratuito para su negocio: tiempo de permanencia, satisfacción, visitas repetidas e ingresos.',
    ['calculadora de retorno de inversión', 'ingresos'],
  ),
} satisfies PageMeta;

export const FAQ_PAGE = {
  path: '/faq',
  title: 'FAQ',
  heading: 'Frequently Asked Questions',
  description: 'Answers about cost, kiosks, liability, installation and partnership terms for PowerNest charging kiosks.',
  keywords: [...KIOSK_KEYWORDS, 'FAQ'],
  index: true,
  hydration: 'interaction',
  translations: spanish(
    'Preguntas frecuentes',
    'Respuestas sobre el costo, los kioscos, la responsabilidad, la instalación y las condiciones de la alianza de los kioscos de carga PowerNest.',
    ['preguntas frecuentes'],
  ),
} satisfies PageMeta;

// An applicant's own page, reached by the secret link of their confirmation e-mail (issue #28):
// rendered by the server like a public page, never indexed or cached; a wrong link is a 404.
export const APPLICATION_STATUS_PAGE = {
  path: APPLICATION_STATUS_PATH,
  title: 'Your application',
  heading: 'Your application',
  description: 'Where your PowerNest application stands, and your site visit.',
  keywords: [],
  index: false,
  // No schema here: every page of the remote reads this module.
  private: { statusFrom: APPLICATION_API_PATH },
  hydration: 'interaction',
  translations: { 'es-US': { title: 'Su solicitud', heading: 'Su solicitud', description: 'En qué etapa está su solicitud a PowerNest, y la visita a su local.', keywords: [] } },
} satisfies PageMeta;

export const REMOTE_PAGES: RemotePages = {
  pages: [PROCESS_PAGE, APPLICATION_PAGE, ROI_CALCULATOR_PAGE, FAQ_PAGE, APPLICATION_STATUS_PAGE],
  menu: [
    menuEntryFor(PROCESS_PAGE, { label: 'Process', group: 'partnership', order: 10, translations: { 'es-US': { label: 'Proceso' } } }),
    menuEntryFor(APPLICATION_PAGE, { label: 'Apply Now', group: 'partnership', order: 20, translations: { 'es-US': { label: 'Solicite ahora' } } }),
    menuEntryFor(ROI_CALCULATOR_PAGE, { label: 'ROI Calculator', group: 'partnership', order: 30, translations: { 'es-US': { label: 'Calculadora de retorno (ROI)' } } }),
    menuEntryFor(FAQ_PAGE, { label: 'FAQ', group: 'main', order: 60, translations: { 'es-US': { label: 'Preguntas frecuentes' } } }),
  ],
};
