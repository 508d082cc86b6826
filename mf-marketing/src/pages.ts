import { KIOSK_KEYWORDS, OFFER_TEXT, menuEntryFor, offerFiguresIn, type PageMeta, type RemotePages } from '@powernest/domain';

// The pages this remote owns and its menu entries: published as page-manifest.json with each
// build (the site server composes routes, <head>, menus and the sitemap from it), and read by
// the pages themselves for their headings (in the page's language: `pageIn`). A page with
// `translations` is offered at /es + its path.

/** KIOSK_KEYWORDS as Spanish searchers type them. */
const KIOSK_KEYWORDS_ES = ['kiosco de carga gratis', 'estación de baterías portátiles', 'pequeños negocios'];

export const HOME_PAGE = {
  path: '/',
  title: 'Free Phone Charger Kiosks for Small Businesses',
  heading: 'Powering America',
  description:
    'FREE portable phone charger kiosks for small businesses. Zero cost, zero liability: equipment, installation, maintenance and 24/7 support included.',
  keywords: [...KIOSK_KEYWORDS, 'zero cost', 'zero liability'],
  index: true,
  structuredData: 'Organization',
  hydration: 'interaction',
  translations: {
    'es-US': {
      title: 'Kioscos de carga gratis para pequeños negocios',
      heading: 'Carga para todo Estados Unidos',
      description:
        'Kioscos de baterías portátiles para celulares, GRATIS para pequeños negocios. Costo cero, riesgo cero: equipo, instalación, mantenimiento y soporte 24/7 incluidos.',
      keywords: [...KIOSK_KEYWORDS_ES, 'cero costo', 'cero responsabilidad'],
    },
  },
} satisfies PageMeta;

export const ABOUT_PAGE = {
  path: '/about',
  title: 'About Us',
  heading: 'About PowerNest',
  description:
    'PowerNest is an independent distributor of zero-cost, zero-liability phone charger kiosks, not affiliated with any specific manufacturer.',
  keywords: [...KIOSK_KEYWORDS, 'independent distributor'],
  index: true,
  structuredData: 'Organization',
  hydration: 'interaction',
  translations: {
    'es-US': {
      title: 'Nosotros',
      heading: 'Sobre PowerNest',
      description:
        'PowerNest es un distribuidor independiente de kioscos de carga para celulares, sin costo ni responsabilidad para usted, no afiliado a ningún fabricante en particular.',
      keywords: [...KIOSK_KEYWORDS_ES, 'distribuidor independiente'],
    },
  },
} satisfies PageMeta;

export const SERVICES_PAGE = {
  path: '/services',
  title: 'Services',
  heading: 'Our Services',
  description:
    'FREE kiosks, professional installation, maintenance and repairs, and complete liability coverage for qualified small businesses.',
  keywords: [...KIOSK_KEYWORDS, 'installation', 'maintenance', 'liability coverage'],
  index: true,
  structuredData: 'Service',
  hydration: 'interaction',
  translations: {
    'es-US': {
      title: 'Servicios',
      heading: 'Nuestros servicios',
      description:
        'Kioscos GRATIS, instalación profesional, mantenimiento y reparaciones, y cobertura total de responsabilidad civil para pequeños negocios que califican.',
      keywords: [...KIOSK_KEYWORDS_ES, 'instalación', 'mantenimiento', 'cobertura de responsabilidad civil'],
    },
  },
} satisfies PageMeta;

export const CONTACT_PAGE = {
  path: '/contact',
  title: 'Contact Us',
  heading: 'Get Started Today',
  description: `Request FREE charging kiosk equipment for your business. ${OFFER_TEXT.weContactYou}.`,
  keywords: [...KIOSK_KEYWORDS, 'contact', 'request equipment'],
  index: true,
  hydration: 'interaction',
  translations: {
    'es-US': {
      title: 'Contáctenos',
      heading: 'Comience hoy mismo',
      description: `Solicite equipo de carga GRATIS para su negocio. Nos comunicamos con usted en menos de ${offerFiguresIn('es-US').contactWithin}.`,
      keywords: [...KIOSK_KEYWORDS_ES, 'contacto', 'solicitar equipo'],
    },
  },
} satisfies PageMeta;

export const TESTIMONIALS_PAGE = {
  path: '/testimonials',
  title: 'Success Stories',
  heading: 'Success Stories',
  description:
    'How cafés, shops, hotels and clinics raised customer satisfaction and dwell time with free PowerNest charging kiosks.',
  keywords: [...KIOSK_KEYWORDS, 'testimonials', 'case studies'],
  index: true,
  hydration: 'interaction',
  translations: {
    'es-US': {
      title: 'Casos de éxito',
      heading: 'Casos de éxito',
      description:
        'Cómo cafeterías, tiendas, hoteles y clínicas aumentaron la satisfacción y el tiempo de permanencia de sus clientes con los kioscos de carga gratuitos de PowerNest.',
      keywords: [...KIOSK_KEYWORDS_ES, 'testimonios', 'casos de éxito'],
    },
  },
} satisfies PageMeta;

export const PRIVACY_PAGE = {
  path: '/privacy',
  title: 'Privacy',
  heading: 'Privacy',
  description: 'What the PowerNest site keeps about your visit and what you send, and why: no tracker, page views counted only as totals.',
  keywords: ['privacy', 'cookies'],
  index: true,
  hydration: 'interaction',
  translations: {
    'es-US': {
      title: 'Privacidad',
      heading: 'Privacidad',
      description: 'Qué guarda el sitio de PowerNest sobre su visita y lo que usted envía, y por qué: sin rastreadores, las visitas solo se cuentan como totales.',
      keywords: ['privacidad', 'cookies'],
    },
  },
} satisfies PageMeta;

export const REMOTE_PAGES: RemotePages = {
  pages: [HOME_PAGE, ABOUT_PAGE, SERVICES_PAGE, CONTACT_PAGE, TESTIMONIALS_PAGE, PRIVACY_PAGE],
  menu: [
    menuEntryFor(HOME_PAGE, { label: 'Home', group: 'main', order: 10, translations: { 'es-US': { label: 'Inicio' } } }),
    menuEntryFor(ABOUT_PAGE, { label: 'About', group: 'main', order: 20, translations: { 'es-US': { label: 'Nosotros' } } }),
    menuEntryFor(SERVICES_PAGE, { label: 'Services', group: 'main', order: 30, translations: { 'es-US': { label: 'Servicios' } } }),
    menuEntryFor(TESTIMONIALS_PAGE, { label: 'Success Stories', group: 'partnership', order: 40, translations: { 'es-US': { label: 'Casos de éxito' } } }),
    menuEntryFor(CONTACT_PAGE, { label: 'Get Started', group: 'cta', order: 10, translations: { 'es-US': { label: 'Comience ahora' } } }),
  ],
};
