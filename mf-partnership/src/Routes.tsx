import { lazyPage } from '@powernest/shared-ui/components';
import { remoteRoutes } from '@powernest/shared-ui/remote';
import { APPLICATION_PAGE, APPLICATION_STATUS_PAGE, FAQ_PAGE, PROCESS_PAGE, REMOTE_PAGES, ROI_CALCULATOR_PAGE } from './pages';
import pkg from '../package.json';

// Each page is fetched on its first visit (the wizard's form code only with the wizard).
// Exposed as './Routes'.
export default remoteRoutes(pkg, REMOTE_PAGES.pages, [
  [PROCESS_PAGE, lazyPage(() => import('./features/process/ProcessPage'), 'ProcessPage')],
  [APPLICATION_PAGE, lazyPage(() => import('./features/application/ApplicationPage'), 'ApplicationPage')],
  [ROI_CALCULATOR_PAGE, lazyPage(() => import('./features/roi/RoiCalculatorPage'), 'RoiCalculatorPage')],
  [FAQ_PAGE, lazyPage(() => import('./features/faq/FaqPage'), 'FaqPage')],
  [APPLICATION_STATUS_PAGE, lazyPage(() => import('./features/application-status/ApplicationStatusPage'), 'ApplicationStatusPage')],
]);
