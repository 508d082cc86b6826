import type { PageMeta, RemotePages } from '@powernest/domain';

// The pages this remote owns: published as page-manifest.json with each build (the site
// server composes routes, <head> and the 404 decision from it), and read by the pages
// themselves for their headings. Admin pages are noindex and have no menu entries.

export const EMAIL_SETUP_PAGE = {
  path: '/email-setup',
  title: 'Email Setup Guide',
  heading: 'Email Setup Guide',
  description: 'How to connect an e-mail-sending provider for lead notifications.',
  keywords: ['email setup'],
  index: false,
} satisfies PageMeta;

const LOGIN = {
  title: 'Admin Login',
  heading: 'Admin Login',
  description: 'Sign in to the PowerNest admin area.',
  keywords: ['admin'],
  index: false,
} satisfies Omit<PageMeta, 'path'>;

export const ADMIN_LOGIN_PAGE = { path: '/admin-login', ...LOGIN } satisfies PageMeta;

export const ADMIN_DASHBOARD_PAGE = {
  path: '/admin-dashboard',
  title: 'Admin Dashboard',
  heading: 'Admin Dashboard',
  description: 'Leads and analytics for PowerNest administrators.',
  keywords: ['admin'],
  index: false,
} satisfies PageMeta;

export const ADMIN_LEADS_PAGE = {
  path: '/admin/leads',
  title: 'Leads',
  heading: 'Leads',
  description: 'Every PowerNest lead: search, filter and page through them.',
  keywords: ['admin', 'leads'],
  index: false,
} satisfies PageMeta;

export const ADMIN_LEAD_PAGE = {
  path: '/admin/leads/:id',
  title: 'Lead',
  heading: 'Lead',
  description: 'One PowerNest lead: its details, pipeline, e-mails and timeline.',
  keywords: ['admin', 'lead'],
  index: false,
} satisfies PageMeta;

/** The page of one lead. */
export const adminLeadPath = (id: number) => ADMIN_LEAD_PAGE.path.replace(':id', String(id));

export const ADMIN_PARTNERS_PAGE = {
  path: '/admin/partners',
  title: 'Partners',
  heading: 'Partners',
  description: 'Every PowerNest partner location: edit it, or take it off the locator.',
  keywords: ['admin', 'partners'],
  index: false,
} satisfies PageMeta;

export const ADMIN_TEAM_PAGE = {
  path: '/admin/team',
  title: 'Team',
  heading: 'Team',
  description: 'Who works in the PowerNest admin area, with which role.',
  keywords: ['admin', 'team'],
  index: false,
} satisfies PageMeta;

export const ADMIN_AUDIT_LOG_PAGE = {
  path: '/admin/audit-log',
  title: 'Audit log',
  heading: 'Audit log',
  description: 'Who did what in the PowerNest admin area, and when.',
  keywords: ['admin', 'audit log'],
  index: false,
} satisfies PageMeta;

export const ADMIN_WAITING_LIST_PAGE = {
  path: '/admin/waiting-list',
  title: 'Waiting list',
  heading: 'Waiting list',
  description: 'Where visitors wait for a PowerNest partner, by area; mark an area served.',
  keywords: ['admin', 'waiting list'],
  index: false,
} satisfies PageMeta;

/** Pages behind the admin session: signed out, they send the visitor to the login. */
export const SIGNED_IN_PAGES = [ADMIN_DASHBOARD_PAGE, ADMIN_LEADS_PAGE, ADMIN_LEAD_PAGE, ADMIN_PARTNERS_PAGE, ADMIN_WAITING_LIST_PAGE, ADMIN_TEAM_PAGE, ADMIN_AUDIT_LOG_PAGE];

export const REMOTE_PAGES: RemotePages = {
  pages: [
    EMAIL_SETUP_PAGE,
    ADMIN_LOGIN_PAGE,
    // Aliases of the login page: their canonical link points at /admin-login.
    { path: '/admin', ...LOGIN, canonicalPath: '/admin-login' },
    { path: '/admin/login', ...LOGIN, canonicalPath: '/admin-login' },
    ADMIN_DASHBOARD_PAGE,
    ADMIN_LEADS_PAGE,
    ADMIN_LEAD_PAGE,
    ADMIN_PARTNERS_PAGE,
    ADMIN_WAITING_LIST_PAGE,
    ADMIN_TEAM_PAGE,
    ADMIN_AUDIT_LOG_PAGE,
  ],
  menu: [],
};
