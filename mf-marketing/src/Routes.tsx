import { Suspense } from 'react';
import { Routes } from '@powernest/shared-ui/router';
import { PageSkeleton, lazyPage } from '@powernest/shared-ui/components';
import { HomePage } from './features/home/HomePage';
import { pageRoutes, platformGuard } from '@powernest/shared-ui/remote';
import { ABOUT_PAGE, CONTACT_PAGE, HOME_PAGE, REMOTE_PAGES, SERVICES_PAGE, TESTIMONIALS_PAGE } from './pages';
import pkg from '../package.json';

// The home page comes with the remote; every other page (and the contact form's validation
// code) is fetched when it is first visited.
const AboutPage = lazyPage(() => import('./features/about/AboutPage'), 'AboutPage');
const ServicesPage = lazyPage(() => import('./features/services/ServicesPage'), 'ServicesPage');
const ContactPage = lazyPage(() => import('./features/contact/ContactPage'), 'ContactPage');
const TestimonialsPage = lazyPage(() => import('./features/testimonials/TestimonialsPage'), 'TestimonialsPage');

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
function RemoteRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        {pageRoutes(REMOTE_PAGES.pages, [
          [HOME_PAGE, <HomePage />],
          [ABOUT_PAGE, <AboutPage />],
          [SERVICES_PAGE, <ServicesPage />],
          [CONTACT_PAGE, <ContactPage />],
          [TESTIMONIALS_PAGE, <TestimonialsPage />],
        ])}
      </Routes>
    </Suspense>
  );
}

// A host whose platform this build was not made for gets a clean refusal (see platformGuard).
export default platformGuard(pkg.name, pkg.dependencies['@powernest/shared-ui'], RemoteRoutes);
