import { Suspense } from 'react';
import { Routes } from '@powernest/shared-ui/router';
import { PageSkeleton, lazyPage } from '@powernest/shared-ui/components';
import { pageRoutes, platformGuard } from '@powernest/shared-ui/remote';
import { APPLICATION_PAGE, FAQ_PAGE, PROCESS_PAGE, REMOTE_PAGES, ROI_CALCULATOR_PAGE } from './pages';
import pkg from '../package.json';

// Each page is fetched on its first visit (the wizard's form code only with the wizard).
const ProcessPage = lazyPage(() => import('./features/process/ProcessPage'), 'ProcessPage');
const ApplicationPage = lazyPage(() => import('./features/application/ApplicationPage'), 'ApplicationPage');
const RoiCalculatorPage = lazyPage(() => import('./features/roi/RoiCalculatorPage'), 'RoiCalculatorPage');
const FaqPage = lazyPage(() => import('./features/faq/FaqPage'), 'FaqPage');

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
function RemoteRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        {pageRoutes(REMOTE_PAGES.pages, [
          [PROCESS_PAGE, <ProcessPage />],
          [APPLICATION_PAGE, <ApplicationPage />],
          [ROI_CALCULATOR_PAGE, <RoiCalculatorPage />],
          [FAQ_PAGE, <FaqPage />],
        ])}
      </Routes>
    </Suspense>
  );
}

// A host whose platform this build was not made for gets a clean refusal (see platformGuard).
export default platformGuard(pkg.name, pkg.dependencies['@powernest/shared-ui'], RemoteRoutes);
