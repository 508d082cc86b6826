import { lazy, Suspense } from 'react';
import { Route, Routes } from '@powernest/shared-ui/router';
import { PageSkeleton } from '@powernest/shared-ui/components';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { platformGuard } from '@powernest/shared-ui/remote';
import pkg from '../package.json';

// The login form is small and comes with the remote; the dashboard (tables, dialog, forms), the
// leads workspace and the setup guide (e-mail templates) are fetched only when visited.
const AdminDashboardPage = lazy(() => import('./pages/AdminDashboardPage').then((m) => ({ default: m.AdminDashboardPage })));
const LeadsPage = lazy(() => import('./leads/LeadsPage').then((m) => ({ default: m.LeadsPage })));
const LeadPage = lazy(() => import('./leads/LeadPage').then((m) => ({ default: m.LeadPage })));
const PartnersPage = lazy(() => import('./partners/PartnersPage').then((m) => ({ default: m.PartnersPage })));
const WaitingListPage = lazy(() => import('./waiting-list/WaitingListPage').then((m) => ({ default: m.WaitingListPage })));
const TeamPage = lazy(() => import('./team/TeamPage').then((m) => ({ default: m.TeamPage })));
const AuditLogPage = lazy(() => import('./audit/AuditLogPage').then((m) => ({ default: m.AuditLogPage })));
const EmailSetupPage = lazy(() => import('./pages/EmailSetupPage').then((m) => ({ default: m.EmailSetupPage })));

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
function RemoteRoutes() {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <Routes>
        <Route path="/admin-login" element={<AdminLoginPage />} />
        <Route path="/admin" element={<AdminLoginPage />} />
        <Route path="/admin/login" element={<AdminLoginPage />} />
        <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
        <Route path="/admin/leads" element={<LeadsPage />} />
        <Route path="/admin/leads/:id" element={<LeadPage />} />
        <Route path="/admin/partners" element={<PartnersPage />} />
        <Route path="/admin/waiting-list" element={<WaitingListPage />} />
        <Route path="/admin/team" element={<TeamPage />} />
        <Route path="/admin/audit-log" element={<AuditLogPage />} />
        <Route path="/email-setup" element={<EmailSetupPage />} />
      </Routes>
    </Suspense>
  );
}

// A host whose platform this build was not made for gets a clean refusal (see platformGuard).
export default platformGuard(pkg.name, pkg.dependencies['@powernest/shared-ui'], RemoteRoutes);
