import { Route, Routes } from 'react-router-dom';
import { AdminDashboardPage } from './pages/AdminDashboardPage';
import { AdminLoginPage } from './pages/AdminLoginPage';
import { EmailSetupPage } from './pages/EmailSetupPage';

/** Exposed as './Routes': the shell mounts this for every path this remote owns. */
export default function RemoteRoutes() {
  return (
    <Routes>
      <Route path="/admin-login" element={<AdminLoginPage />} />
      <Route path="/admin" element={<AdminLoginPage />} />
      <Route path="/admin/login" element={<AdminLoginPage />} />
      <Route path="/admin-dashboard" element={<AdminDashboardPage />} />
      <Route path="/email-setup" element={<EmailSetupPage />} />
    </Routes>
  );
}
