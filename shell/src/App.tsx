import { Suspense } from 'react';
import Box from '@mui/material/Box';
import { Route, Routes, useLocation } from '@powernest/shared-ui/router';
import { Header as EagerHeader } from './layout/Header';
import { Footer as EagerFooter } from './layout/Footer';
import { SkipLink } from './layout/SkipLink';
import { NotFoundPage } from './pages/NotFoundPage';
import { TestPage } from './pages/TestPage';
import { RemoteSlot } from './remotes/RemoteSlot';
import { hydrateLater } from './ssr/hydrateLater';
import { remoteForPath, type PreloadedRemotes, type RemoteInfo } from './remotes/remoteRegistry';

// Every part hydrates in its own interruptible pass, header first (see hydrateLater).
const Header = hydrateLater(EagerHeader);
const Footer = hydrateLater(EagerFooter);

interface Props {
  remotes: RemoteInfo[];
  preloaded?: PreloadedRemotes;
}

/** Every path not owned by the shell goes to the remote that owns it, or to the 404 page. */
function RemoteRoute({ remotes, preloaded }: Props) {
  const { pathname } = useLocation();
  const remote = remoteForPath(remotes, pathname);
  // Keyed by remote: moving within one remote keeps it mounted; moving to another swaps slots.
  return remote ? <RemoteSlot key={remote.name} remote={remote} preloaded={preloaded?.[remote.name]} /> : <NotFoundPage />;
}

export function App({ remotes, preloaded }: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <Suspense fallback={null}>
        <Header />
      </Suspense>
      <Box component="main" id="main-content" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Routes>
          <Route path="/test" element={<TestPage path="/test" />} />
          <Route path="/test-simple" element={<TestPage path="/test-simple" />} />
          <Route path="*" element={<RemoteRoute remotes={remotes} preloaded={preloaded} />} />
        </Routes>
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </Box>
  );
}
