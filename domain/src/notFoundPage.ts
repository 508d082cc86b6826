import type { PageMeta } from './contract/pageManifest';

/** The page shown for any path no page claims (SPEC §2: text "404 Page Not Found"). */
export const NOT_FOUND_PAGE: PageMeta = {
  path: '/*',
  title: 'Page Not Found',
  heading: '404 Page Not Found',
  description: 'The page you were looking for does not exist.',
  keywords: [],
  index: false,
};
