import { Suspense } from 'react';
import { Route, Routes } from '@powernest/shared-ui/router';
import { PageSkeleton, lazyPage } from '@powernest/shared-ui/components';
import { platformGuard } from '@powernest/shared-ui/remote';
import pkg from '../package.json';

// Each page is fetched on its first visit (the wizard's form code only with the wizard).
const ProcessPage = lazyPage(() => import('./pages/ProcessPage'), 'ProcessPage');
const ApplicationPage = lazyPage(() => import('./pages/ApplicationPage'), 'ApplicationPage');
const RoiCalculatorPage = lazyPage(() => import('./pages/RoiCalculatorPage'), 'RoiCalculatorPage');
const FaqPage = lazyPage(() => import('./pages/FaqPage'), 'FaqPage');

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
function RemoteRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/partnership-process" element={<ProcessPage />} />
        <Route path="/partnership-application" element={<ApplicationPage />} />
        <Route path="/roi-calculator" element={<RoiCalculatorPage />} />
        <Route path="/faq" element={<FaqPage />} />
      </Routes>
    </Suspense>
  );
}

// A host whose platform this build was not made for gets a clean refusal (see platformGuard).
export default platformGuard(pkg.name, pkg.dependencies['@powernest/shared-ui'], RemoteRoutes);
