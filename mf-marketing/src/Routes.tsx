import { lazyPage } from '@powernest/shared-ui/components';
import { remoteRoutes } from '@powernest/shared-ui/remote';
import { HomePage } from './features/home/HomePage';
import { ABOUT_PAGE, CONTACT_PAGE, HOME_PAGE, PRIVACY_PAGE, REMOTE_PAGES, SERVICES_PAGE, TESTIMONIALS_PAGE } from './pages';
import pkg from '../package.json';

// The home page comes with the remote; every other page (and the contact form's validation
// code) is fetched when it is first visited.
// Exposed as './Routes'.
export default remoteRoutes(pkg, REMOTE_PAGES.pages, [
  [HOME_PAGE, HomePage],
  [ABOUT_PAGE, lazyPage(() => import('./features/about/AboutPage'), 'AboutPage')],
  [SERVICES_PAGE, lazyPage(() => import('./features/services/ServicesPage'), 'ServicesPage')],
  [CONTACT_PAGE, lazyPage(() => import('./features/contact/ContactPage'), 'ContactPage')],
  [TESTIMONIALS_PAGE, lazyPage(() => import('./features/testimonials/TestimonialsPage'), 'TestimonialsPage')],
  [PRIVACY_PAGE, lazyPage(() => import('./features/privacy/PrivacyPage'), 'PrivacyPage')],
]);
