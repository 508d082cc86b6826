import { StrictMode } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppProviders } from '@powernest/shared-ui';
import { App } from './App';
import type { PreloadedRemotes, RemoteInfo } from './remotes/remoteRegistry';

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
          {/* The frame hydrates in the first pass: a click on a header link must find it
              hydrated (nested deferred passes lost early clicks); its parts follow in
              interruptible passes (see App and hydrateLater). */}
          <App remotes={remotes} preloaded={preloaded} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
}
