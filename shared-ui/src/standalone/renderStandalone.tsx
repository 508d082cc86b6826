import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link as RouterLink, useLocation } from '../router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { BRAND_NAME, findPage, isStaticPath, type PageMeta, type RemotePages } from '@powernest/domain';
import { AppProviders } from '@powernest/shared-ui';
import { BrandLogo } from '../components/BrandLogo';
import { DataProvider } from '../data/DataProvider';

interface StandaloneRemote {
  folder: string;
  /** The remote's own page manifest: the pages it owns. */
  pages: RemotePages['pages'];
}

/** The remote's page for a path, matched as the site would (for <head> and the "not one of its pages" check). */
function pageLookup({ pages }: StandaloneRemote) {
  // Alone, the remote's pages are the page's own: no other remote to compose with.
  return (pathname: string): PageMeta | undefined => findPage([], pages, pathname)?.page;
}

/** A thin bar that tells QA which remote runs alone, with links to every route it owns. */
function StandaloneBar({ folder, pages }: StandaloneRemote) {
  return (
    <Box component="header" sx={{ bgcolor: 'brand.dark', color: 'common.white', py: 1 }}>
      <Container maxWidth="lg" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <BrandLogo size={24} title="" />
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {BRAND_NAME} · {folder} (standalone)
        </Typography>
        <Box component="nav" aria-label="Remote routes" sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          {pages.filter((r) => isStaticPath(r.path)).map((r) => (
            <Link key={r.path} component={RouterLink} to={r.path} sx={{ color: 'grey.300' }}>
              {r.path}
            </Link>
          ))}
        </Box>
      </Container>
    </Box>
  );
}

function StandaloneRoutes({ folder, pageOf, Routes }: { folder: string; pageOf: (pathname: string) => PageMeta | undefined; Routes: ComponentType }) {
  const { pathname } = useLocation();
  if (!pageOf(pathname)) {
    return (
      <Container maxWidth="md" sx={{ py: 6 }}>
        <Typography variant="h1" component="h1" gutterBottom>
          {folder}
        </Typography>
        <Typography>This path is not one of this remote&apos;s routes. Pick one above.</Typography>
      </Container>
    );
  }
  return <Routes />;
}

/**
 * Runs a remote on its own page with everything the shell would provide (router, theme, SWR
 * config, toasts), so a team can develop and test it without the shell.
 */
export function renderStandalone(remote: StandaloneRemote, Routes: ComponentType): void {
  const pageOf = pageLookup(remote);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppProviders pageOf={pageOf}>
          <StandaloneBar {...remote} />
          <Box component="main">
            <DataProvider>
              <StandaloneRoutes folder={remote.folder} pageOf={pageOf} Routes={Routes} />
            </DataProvider>
          </Box>
        </AppProviders>
      </BrowserRouter>
    </StrictMode>,
  );
}
