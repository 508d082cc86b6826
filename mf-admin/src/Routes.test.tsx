import { screen } from '@testing-library/react';
import { isStaticPath } from '@powernest/domain';
import { REMOTE_PAGES } from './pages';
import { ADMIN_CHECK, fakeApi, renderAt, leadsPageAnswer } from './test/harness';

describe('mf-admin routes', () => {
  // Signed in as an admin, every route this remote owns shows its heading from the route table
  // (a lead's page shows the business: see leads/LeadPage.test.tsx).
  it.each(REMOTE_PAGES.pages.filter((r) => isStaticPath(r.path)).map((r) => [r.path, r.heading]))('%s shows "%s"', async (path, heading) => {
    fakeApi({
      'GET /api/admin/check': { status: 200, body: ADMIN_CHECK },
      'GET /api/leads': leadsPageAnswer([]),
      'GET /api/analytics': { status: 200, body: { success: true, analytics: { totalLeads: 0, totalPartners: 0, leadsThisWeek: 0, leadsByStatus: {} } } },
      'GET /api/admin/email-status': { status: 200, body: { success: true, email: { transport: 'log', configured: false, outbox: { sent: 0, pending: 0, failed: 0 } } } },
    });
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
