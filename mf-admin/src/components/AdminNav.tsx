import { Link as RouterLink, useLocation } from '@powernest/shared-ui/router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { ADMIN_AUDIT_LOG_PAGE, ADMIN_AVAILABILITY_PAGE, ADMIN_DASHBOARD_PAGE, ADMIN_LEADS_PAGE, ADMIN_LEAD_SOURCES_PAGE, ADMIN_PARTNERS_PAGE, ADMIN_PROMISES_PAGE, ADMIN_SERVICE_AREAS_PAGE, ADMIN_TEAM_PAGE, ADMIN_WAITING_LIST_PAGE } from '../pages';
import { ADMIN_MAX_WIDTH } from './AdminSection';
import { mayOpen } from './pageAccess';

/** The admin pages, in the order a sales team works: overview, leads, where they come from, partners, where PowerNest serves and where to grow, site-visit hours, people, history. */
const ENTRIES = [ADMIN_DASHBOARD_PAGE, ADMIN_LEADS_PAGE, ADMIN_LEAD_SOURCES_PAGE, ADMIN_PROMISES_PAGE, ADMIN_PARTNERS_PAGE, ADMIN_SERVICE_AREAS_PAGE, ADMIN_WAITING_LIST_PAGE, ADMIN_AVAILABILITY_PAGE, ADMIN_TEAM_PAGE, ADMIN_AUDIT_LOG_PAGE];

/** A lead's page belongs to Leads: the entry whose path starts the current one is current. */
function currentEntry(pathname: string) {
  return [...ENTRIES].reverse().find((page) => pathname === page.path || pathname.startsWith(`${page.path}/`));
}

/** The admin area's own menu, above every signed-in admin page (the site's header has none): only the pages the role may open. */
export function AdminNav({ role }: { role: string | undefined }) {
  const current = currentEntry(useLocation().pathname);
  const entries = ENTRIES.filter((page) => mayOpen(role, page.path));
  return (
    <Container maxWidth={ADMIN_MAX_WIDTH} sx={{ pt: { xs: 2, md: 3 } }}>
      <Box component="nav" aria-label="Admin" sx={{ display: 'flex', gap: 0.5, overflowX: 'auto', borderBottom: 1, borderColor: 'divider', pb: 1 }}>
        {entries.map((page) => (
          <Button
            key={page.path}
            component={RouterLink}
            to={page.path}
            size="small"
            aria-current={page === current ? 'page' : undefined}
            sx={{ flexShrink: 0, color: page === current ? 'primary.main' : 'text.primary', bgcolor: page === current ? 'action.selected' : undefined }}
          >
            {page.heading}
          </Button>
        ))}
      </Box>
    </Container>
  );
}
