import { StrictMode, Suspense } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppProviders } from '@powernest/shared-ui';
import { App as EagerApp } from './App';
import { hydrateLater } from './ssr/hydrateLater';
import type { PreloadedRemotes, RemoteInfo } from './remotes/remoteRegistry';

// The first hydration pass adopts only the providers and the page's global styles; the frame
// and its parts follow in interruptible passes (see hydrateLater).
const App = hydrateLater(EagerApp);

interface Props {
  emotionCache: EmotionCache;
  remotes: RemoteInfo[];
  preloaded?: PreloadedRemotes;
}

/**
 * The whole page below the router. The site server renders it inside a StaticRouter and the
 * browser hydrates it inside a BrowserRouter: one tree, so the two renders match.
 */
export function ShellRoot({ emotionCache, remotes, preloaded }: Props) {
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders>
          <Suspense fallback={null}>
            <App remotes={remotes} preloaded={preloaded} />
          </Suspense>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
}
