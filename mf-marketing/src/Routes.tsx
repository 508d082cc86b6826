import { Suspense } from 'react';
import { Route, Routes } from '@powernest/shared-ui/router';
import { PageSkeleton, lazyPage } from '@powernest/shared-ui/components';
import { HomePage } from './pages/HomePage';
import { platformGuard } from '@powernest/shared-ui/remote';
import pkg from '../package.json';

// The home page comes with the remote; every other page (and the contact form's validation
// code) is fetched when it is first visited.
const AboutPage = lazyPage(() => import('./pages/AboutPage'), 'AboutPage');
const ServicesPage = lazyPage(() => import('./pages/ServicesPage'), 'ServicesPage');
const ContactPage = lazyPage(() => import('./pages/ContactPage'), 'ContactPage');
const TestimonialsPage = lazyPage(() => import('./pages/TestimonialsPage'), 'TestimonialsPage');

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
function RemoteRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/" element={<HomePage />} />
        <Route path="/about" element={<AboutPage />} />
        <Route path="/services" element={<ServicesPage />} />
        <Route path="/contact" element={<ContactPage />} />
        <Route path="/testimonials" element={<TestimonialsPage />} />
      </Routes>
    </Suspense>
  );
}

// A host whose platform this build was not made for gets a clean refusal (see platformGuard).
export default platformGuard(pkg.name, pkg.dependencies['@powernest/shared-ui'], RemoteRoutes);
