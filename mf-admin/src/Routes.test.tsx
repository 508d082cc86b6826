import { screen } from '@testing-library/react';
import { isStaticPath } from '@powernest/domain';
import { REMOTE_PAGES, SIGNED_IN_PAGES } from './pages';
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

  // Issue #29: the pages behind the admin menu share one frame (AdminPageFrame), so each starts
  // at the menu's left edge whatever the window's width (a lead's page: see leads/LeadPage.test.tsx).
  const framed = SIGNED_IN_PAGES.filter((r) => isStaticPath(r.path));
  it.each(framed.map((r) => [r.path, r.heading]))('%s lines up with the admin menu (same width and padding)', async (path, heading) => {
    fakeApi({ 'GET /api/admin/check': { status: 200, body: ADMIN_CHECK }, 'GET /api/leads': leadsPageAnswer([]) });
    renderAt(path);
    const title = await screen.findByRole('heading', { level: 1, name: heading });
    const frameOf = (element: HTMLElement) => {
      const box = element.closest('.MuiContainer-root');
      return box ? [...box.classList].filter((c) => c.startsWith('MuiContainer-maxWidth') || c === 'MuiContainer-disableGutters') : null;
    };
    expect(frameOf(title)).toEqual(frameOf(screen.getByRole('navigation', { name: 'Admin' })));
    expect(frameOf(title)).toEqual(['MuiContainer-maxWidthXl']);
  });
});
