import type { PageMeta, RemotePages } from '@powernest/domain';

// The pages this remote owns: published as page-manifest.json with each build (the site
// server composes routes, <head> and the 404 decision from it), and read by the pages
// themselves for their headings. Admin pages are noindex and have no menu entries.

/** An admin page: its title is its heading, and search engines are asked not to index it. */
function adminPage(path: string, name: string, description: string, keywords: string[]) {
  return { path, title: name, heading: name, description, keywords, index: false } satisfies PageMeta;
}

export const EMAIL_SETUP_PAGE = adminPage('/email-setup', 'Email Setup Guide', 'How to connect an e-mail-sending provider for lead notifications.', ['email setup']);

export const ADMIN_LOGIN_PAGE = adminPage('/admin-login', 'Admin Login', 'Sign in to the PowerNest admin area.', ['admin']);

export const ADMIN_DASHBOARD_PAGE = adminPage('/admin-dashboard', 'Admin Dashboard', 'Leads and analytics for PowerNest administrators.', ['admin']);

export const ADMIN_LEADS_PAGE = adminPage('/admin/leads', 'Leads', 'Every PowerNest lead: search, filter and page through them.', ['admin', 'leads']);

export const ADMIN_LEAD_PAGE = adminPage('/admin/leads/:id', 'Lead', 'One PowerNest lead: its details, pipeline, e-mails and timeline.', ['admin', 'lead']);

/** The page of one lead. */
export const adminLeadPath = (id: number) => ADMIN_LEAD_PAGE.path.replace(':id', String(id));

export const ADMIN_PARTNERS_PAGE = adminPage('/admin/partners', 'Partners', 'Every PowerNest partner location: edit it, or take it off the locator.', ['admin', 'partners']);

export const ADMIN_TEAM_PAGE = adminPage('/admin/team', 'Team', 'Who works in the PowerNest admin area, with which role.', ['admin', 'team']);

export const ADMIN_AUDIT_LOG_PAGE = adminPage('/admin/audit-log', 'Audit log', 'Who did what in the PowerNest admin area, and when.', ['admin', 'audit log']);

export const ADMIN_SERVICE_AREAS_PAGE = adminPage('/admin/service-areas', 'Service areas', 'Where PowerNest serves and opens next: add areas, open them, retire them.', ['admin', 'service areas']);

export const ADMIN_WAITING_LIST_PAGE = adminPage('/admin/waiting-list', 'Waiting list', 'Where visitors wait for a PowerNest partner, by area; mark an area served.', ['admin', 'waiting list']);

export const ADMIN_AVAILABILITY_PAGE = adminPage('/admin/availability', 'Availability', 'When applicants may book site visits: weekly hours, blocked dates and visits per slot.', ['admin', 'availability']);

export const ADMIN_LEAD_SOURCES_PAGE = adminPage('/admin/lead-sources', 'Lead sources', 'Where PowerNest leads come from: sources, campaigns and landing pages, with conversion from page views.', ['admin', 'lead sources']);

export const ADMIN_PROMISES_PAGE = adminPage('/admin/promises', 'Promises kept', 'Whether PowerNest keeps what its site promises applicants: per week and per team member.', ['admin', 'promises']);

/** Pages behind the admin session: signed out, they send the visitor to the login. */
export const SIGNED_IN_PAGES = [ADMIN_DASHBOARD_PAGE, ADMIN_LEADS_PAGE, ADMIN_LEAD_PAGE, ADMIN_LEAD_SOURCES_PAGE, ADMIN_PROMISES_PAGE, ADMIN_PARTNERS_PAGE, ADMIN_SERVICE_AREAS_PAGE, ADMIN_WAITING_LIST_PAGE, ADMIN_AVAILABILITY_PAGE, ADMIN_TEAM_PAGE, ADMIN_AUDIT_LOG_PAGE];

export const REMOTE_PAGES: RemotePages = {
  pages: [
    EMAIL_SETUP_PAGE,
    ADMIN_LOGIN_PAGE,
    // Aliases of the login page: their canonical link points at /admin-login.
    { ...ADMIN_LOGIN_PAGE, path: '/admin', canonicalPath: ADMIN_LOGIN_PAGE.path },
    { ...ADMIN_LOGIN_PAGE, path: '/admin/login', canonicalPath: ADMIN_LOGIN_PAGE.path },
    ADMIN_DASHBOARD_PAGE,
    ADMIN_LEADS_PAGE,
    ADMIN_LEAD_PAGE,
    ADMIN_LEAD_SOURCES_PAGE,
    ADMIN_PROMISES_PAGE,
    ADMIN_PARTNERS_PAGE,
    ADMIN_SERVICE_AREAS_PAGE,
    ADMIN_WAITING_LIST_PAGE,
    ADMIN_AVAILABILITY_PAGE,
    ADMIN_TEAM_PAGE,
    ADMIN_AUDIT_LOG_PAGE,
  ],
  menu: [],
};
