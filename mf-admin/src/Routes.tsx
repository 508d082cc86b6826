import { lazy, Suspense } from 'react';
import { Routes } from '@powernest/shared-ui/router';
import { PageSkeleton } from '@powernest/shared-ui/components';
import { AdminLoginPage } from './features/login/AdminLoginPage';
import { pageRoutes, platformGuard } from '@powernest/shared-ui/remote';
import {
  ADMIN_AUDIT_LOG_PAGE,
  ADMIN_DASHBOARD_PAGE,
  ADMIN_LEAD_PAGE,
  ADMIN_LEADS_PAGE,
  ADMIN_LOGIN_PAGE,
  ADMIN_PARTNERS_PAGE,
  ADMIN_TEAM_PAGE,
  ADMIN_WAITING_LIST_PAGE,
  EMAIL_SETUP_PAGE,
  REMOTE_PAGES,
} from './pages';
import pkg from '../package.json';

// The login form is small and comes with the remote; the dashboard (tables, dialog, forms), the
// leads workspace and the setup guide (e-mail templates) are fetched only when visited.
const AdminDashboardPage = lazy(() => import('./features/dashboard/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })));
const LeadsPage = lazy(() => import('./features/leads/LeadsPage').then((m) => ({ default: m.LeadsPage })));
const LeadPage = lazy(() => import('./features/leads/LeadPage').then((m) => ({ default: m.LeadPage })));
const PartnersPage = lazy(() => import('./features/partners/PartnersPage').then((m) => ({ default: m.PartnersPage })));
const WaitingListPage = lazy(() => import('./features/waiting-list/WaitingListPage').then((m) => ({ default: m.WaitingListPage })));
const TeamPage = lazy(() => import('./features/team/TeamPage').then((m) => ({ default: m.TeamPage })));
const AuditLogPage = lazy(() => import('./features/audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
const EmailSetupPage = lazy(() => import('./features/email-setup/EmailSetupPage').then((m) => ({ default: m.EmailSetupPage })));

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
function RemoteRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        {/* The login's aliases (/admin, /admin/login) name it as their canonical page. */}
        {pageRoutes(REMOTE_PAGES.pages, [
          [ADMIN_LOGIN_PAGE, <AdminLoginPage />],
          [ADMIN_DASHBOARD_PAGE, <AdminDashboardPage />],
          [ADMIN_LEADS_PAGE, <LeadsPage />],
          [ADMIN_LEAD_PAGE, <LeadPage />],
          [ADMIN_PARTNERS_PAGE, <PartnersPage />],
          [ADMIN_WAITING_LIST_PAGE, <WaitingListPage />],
          [ADMIN_TEAM_PAGE, <TeamPage />],
          [ADMIN_AUDIT_LOG_PAGE, <AuditLogPage />],
          [EMAIL_SETUP_PAGE, <EmailSetupPage />],
        ])}
      </Routes>
    </Suspense>
  );
}

// A host whose platform this build was not made for gets a clean refusal (see platformGuard).
export default platformGuard(pkg.name, pkg.dependencies['@powernest/shared-ui'], RemoteRoutes);
