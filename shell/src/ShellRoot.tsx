import { StrictMode, useCallback } from 'react';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppProviders } from '@powernest/shared-ui';
import { App } from './App';
import type { SiteManifest } from '@powernest/domain';
import { loadRemoteModule, pageForPath, type PreloadedRemotes } from './remotes/remoteRegistry';

interface Props {
  emotionCache: EmotionCache;
  site: SiteManifest;
  preloaded?: PreloadedRemotes;
}

/**
 * The whole page below the router. The site server renders it inside a StaticRouter and the
 * browser hydrates it inside a BrowserRouter: one tree, so the two renders match.
 */
export function ShellRoot({ emotionCache, site, preloaded }: Props) {
  const pageOf = useCallback((pathname: string) => pageForPath(site, pathname)?.page, [site]);
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders pageOf={pageOf} loadRemoteModule={loadRemoteModule}>
          {/* The frame hydrates in the first pass; its parts follow in interruptible passes
              (see App and hydrateLater). */}
          <App site={site} preloaded={preloaded} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
}
