import { Suspense, useMemo } from 'react';
import Box from '@mui/material/Box';
import { Route, Routes, useLocation } from '@powernest/shared-ui/router';
import { Header as EagerHeader } from './layout/Header';
import { Footer as EagerFooter } from './layout/Footer';
import { SkipLink } from './layout/SkipLink';
import { PLATFORM_VERSION } from '@powernest/shared-ui';
import { DEFAULT_LANGUAGE, languagesOfPage, type SiteManifest } from '@powernest/domain';
import { useLanguage } from '@powernest/shared-ui/i18n';
import { isCompatible } from './remotes/compatibility';
import { RemoteSlot } from './remotes/RemoteSlot';
import { OtherLanguagePage } from './remotes/OtherLanguagePage';
import { SiteMenuContext, siteMenu } from './layout/navigation';
import { SHELL_PAGES } from './pages/shellPages';
import { hydrateLater } from './ssr/hydrateLater';
import { lazyPart } from './layout/lazyPart';
import { pageForPath, type PreloadedRemotes } from './remotes/remoteRegistry';

// Every part hydrates in its own interruptible pass, header first (see hydrateLater).
const Header = hydrateLater(EagerHeader);
const Footer = hydrateLater(EagerFooter);

// Pages few visitors see load when shown (see lazyPart).
const NotFoundPage = lazyPart(() => import('./pages/NotFoundPage').then((m) => m.NotFoundPage));
const TestPage = lazyPart(() => import('./pages/TestPage').then((m) => m.TestPage));
const RemoteRefused = lazyPart(() => import('./remotes/RemoteUnavailable').then((m) => m.RemoteRefused));

interface Props {
  /** The site as composed from the remotes' page manifests. */
  site: SiteManifest;
  preloaded?: PreloadedRemotes;
}

/**
 * Every path not owned by the shell goes to the remote whose page manifest claims it, or to
 * the 404 page. A remote built against a platform version this shell does not provide is
 * never loaded: its pages say so.
 */
function RemoteRoute({ site, preloaded }: Props) {
  const { pathname, search } = useLocation();
  const language = useLanguage();
  const match = pageForPath(site, pathname);
  const remote = match?.remote;
  if (!remote) return <NotFoundPage />;
  if (language !== DEFAULT_LANGUAGE && !languagesOfPage(match.page).includes(language)) return <OtherLanguagePage path={pathname} search={search} />;
  if (!isCompatible(remote, PLATFORM_VERSION)) return <RemoteRefused key={remote.name} remote={remote} />;
  // Keyed by remote: moving within one remote keeps it mounted; moving to another swaps slots.
  return <RemoteSlot key={remote.name} remote={remote} preloaded={preloaded?.[remote.name]} language={language} />;
}

export function App({ site, preloaded }: Props) {
  const menu = useMemo(() => siteMenu(site.remotes), [site]);
  return (
    <SiteMenuContext.Provider value={menu}>
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Routes>
          {SHELL_PAGES.map((page) => (
            <Route key={page.path} path={page.path} element={<TestPage page={page} />} />
          ))}
          <Route path="*" element={<RemoteRoute site={site} preloaded={preloaded} />} />
        </Routes>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
    </SiteMenuContext.Provider>
  );
}
