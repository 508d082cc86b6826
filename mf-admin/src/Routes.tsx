import { lazyPage } from '@powernest/shared-ui/components';
import { remoteRoutes } from '@powernest/shared-ui/remote';
import { AdminLoginPage } from './features/login/AdminLoginPage';
import {
  ADMIN_AUDIT_LOG_PAGE,
  ADMIN_AVAILABILITY_PAGE,
  ADMIN_DASHBOARD_PAGE,
  ADMIN_LEAD_PAGE,
  ADMIN_LEADS_PAGE,
  ADMIN_LEAD_SOURCES_PAGE,
  ADMIN_LOGIN_PAGE,
  ADMIN_PARTNERS_PAGE,
  ADMIN_PROMISES_PAGE,
  ADMIN_SERVICE_AREAS_PAGE,
  ADMIN_TEAM_PAGE,
  ADMIN_WAITING_LIST_PAGE,
  EMAIL_SETUP_PAGE,
  REMOTE_PAGES,
} from './pages';
import pkg from '../package.json';

// The login form is small and comes with the remote; the dashboard (tables, dialog, forms), the
// leads workspace and the setup guide (e-mail templates) are fetched only when visited.
// Exposed as './Routes'. The login's aliases (/admin, /admin/login) name it as their canonical page.
export default remoteRoutes(pkg, REMOTE_PAGES.pages, [
  [ADMIN_LOGIN_PAGE, AdminLoginPage],
  [ADMIN_DASHBOARD_PAGE, lazyPage(() => import('./features/dashboard/AdminDashboardPage'), 'AdminDashboardPage')],
  [ADMIN_LEADS_PAGE, lazyPage(() => import('./features/leads/LeadsPage'), 'LeadsPage')],
  [ADMIN_LEAD_PAGE, lazyPage(() => import('./features/leads/LeadPage'), 'LeadPage')],
  [ADMIN_LEAD_SOURCES_PAGE, lazyPage(() => import('./features/lead-sources/LeadSourcesPage'), 'LeadSourcesPage')],
  [ADMIN_PROMISES_PAGE, lazyPage(() => import('./features/promises/PromisesReportPage'), 'PromisesReportPage')],
  [ADMIN_PARTNERS_PAGE, lazyPage(() => import('./features/partners/PartnersPage'), 'PartnersPage')],
  [ADMIN_SERVICE_AREAS_PAGE, lazyPage(() => import('./features/service-areas/ServiceAreasPage'), 'ServiceAreasPage')],
  [ADMIN_WAITING_LIST_PAGE, lazyPage(() => import('./features/waiting-list/WaitingListPage'), 'WaitingListPage')],
  [ADMIN_AVAILABILITY_PAGE, lazyPage(() => import('./features/availability/AvailabilityPage'), 'AvailabilityPage')],
  [ADMIN_TEAM_PAGE, lazyPage(() => import('./features/team/TeamPage'), 'TeamPage')],
  [ADMIN_AUDIT_LOG_PAGE, lazyPage(() => import('./features/audit/AuditLogPage'), 'AuditLogPage')],
  [EMAIL_SETUP_PAGE, lazyPage(() => import('./features/email-setup/EmailSetupPage'), 'EmailSetupPage')],
]);
