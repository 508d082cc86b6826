import { KIOSK_KEYWORDS, menuEntryFor, type PageMeta, type RemotePages } from '@powernest/domain';

// The pages this remote owns and its menu entries: published as page-manifest.json with each
// build (the site server composes routes, <head>, menus and the sitemap from it), and read by
// the pages themselves for their headings (in the page's language: `pageIn`). With its
// `translations` the locator is offered at /es/find-locations too (issue #30).

export const FIND_LOCATIONS_PAGE = {
  path: '/find-locations',
  title: 'Find Locations',
  heading: 'Find PowerNest Locations',
  description: 'Businesses near you offer FREE charging stations for customer use. Find a PowerNest partner location.',
  keywords: [...KIOSK_KEYWORDS, 'locations', 'charging near me'],
  index: true,
  // Its list, search and paging work as sent; the code comes with the first touch, or when the
  // map (which needs it) comes into view: at once on a large screen, on a phone below the fold.
  hydration: 'interaction',
  translations: {
    'es-US': {
      title: 'Buscar ubicaciones',
      heading: 'Encuentre ubicaciones de PowerNest',
      description:
        'Negocios cerca de usted ofrecen estaciones de carga GRATIS para sus clientes. Encuentre una ubicación asociada de PowerNest.',
      keywords: ['kiosco de carga gratis', 'estación de baterías portátiles', 'ubicaciones', 'cargar el celular cerca de mí'],
    },
  },
} satisfies PageMeta;

export const REMOTE_PAGES: RemotePages = {
  pages: [FIND_LOCATIONS_PAGE],
  menu: [menuEntryFor(FIND_LOCATIONS_PAGE, { label: 'Locations', group: 'main', order: 50, translations: { 'es-US': { label: 'Ubicaciones' } } })],
};
