import type { PageMeta } from '../contract/pageManifest';

/** The page shown for any path no page claims (product.md §2: text "404 Page Not Found"). */
export const NOT_FOUND_PAGE: PageMeta = {
  path: '/*',
  title: 'Page Not Found',
  heading: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
  keywords: [],
  index: false,
  // Its <head> in Spanish under /es (the frame's catalogue holds the words on the page).
  translations: { 'es-US': { title: 'Página no encontrada', heading: '404: Página no encontrada', description: 'La página que busca no existe.' } },
};
