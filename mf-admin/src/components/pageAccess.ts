import { ADMIN_ROUTE_ROLES, roleMay, type RouteRoles } from '@powernest/domain';
import { ADMIN_AUDIT_LOG_PAGE, ADMIN_AVAILABILITY_PAGE, ADMIN_DASHBOARD_PAGE, ADMIN_LEADS_PAGE, ADMIN_LEAD_PAGE, ADMIN_LEAD_SOURCES_PAGE, ADMIN_PARTNERS_PAGE, ADMIN_PROMISES_PAGE, ADMIN_SERVICE_AREAS_PAGE, ADMIN_TEAM_PAGE, ADMIN_WAITING_LIST_PAGE } from '../pages';

/**
 * Which row of the role table (ADMIN_ROUTE_ROLES, the API's) opens each signed-in page: a role may
 * open a page when it may read what the page shows. The menu and the page guard both read this.
 */
const PAGE_ACCESS: readonly { path: string; rule: RouteRoles }[] = [
  { path: ADMIN_DASHBOARD_PAGE.path, rule: ADMIN_ROUTE_ROLES.analytics },
  { path: ADMIN_LEADS_PAGE.path, rule: ADMIN_ROUTE_ROLES.leads },
  { path: ADMIN_LEAD_PAGE.path, rule: ADMIN_ROUTE_ROLES.leads },
  { path: ADMIN_LEAD_SOURCES_PAGE.path, rule: ADMIN_ROUTE_ROLES.leadSources },
  { path: ADMIN_PROMISES_PAGE.path, rule: ADMIN_ROUTE_ROLES.analytics },
  { path: ADMIN_PARTNERS_PAGE.path, rule: ADMIN_ROUTE_ROLES.partners },
  { path: ADMIN_SERVICE_AREAS_PAGE.path, rule: ADMIN_ROUTE_ROLES.serviceAreas },
  { path: ADMIN_WAITING_LIST_PAGE.path, rule: ADMIN_ROUTE_ROLES.waitingList },
  { path: ADMIN_AVAILABILITY_PAGE.path, rule: ADMIN_ROUTE_ROLES.availability },
  { path: ADMIN_TEAM_PAGE.path, rule: ADMIN_ROUTE_ROLES.team },
  { path: ADMIN_AUDIT_LOG_PAGE.path, rule: ADMIN_ROUTE_ROLES.auditLog },
];

/** The rule of the page at `pathname` (":id" matches one segment), or undefined for a page without one. */
function pageRule(pathname: string): RouteRoles | undefined {
  const matches = (pattern: string) => new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}/?$`).test(pathname);
  return PAGE_ACCESS.find((page) => matches(page.path))?.rule;
}

/** Whether `role` may open the page at `pathname`; a page without a rule is open to every staff role. */
export const mayOpen = (role: string | undefined, pathname: string): boolean => {
  const rule = pageRule(pathname);
  return !rule || roleMay(role, rule);
};
