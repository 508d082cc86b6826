import { StrictMode, useCallback, useEffect, useState } from 'react';
import { useHref, useLocation } from '@powernest/shared-ui/router';
import { CacheProvider, type EmotionCache } from '@emotion/react';
import { AppProviders, type FormSubmission, type ServerFetch } from '@powernest/shared-ui';
import { App } from './App';
import type { SiteManifest } from '@powernest/domain';
import { loadRemoteModule, pageForPath, type PreloadedRemotes } from './remotes/remoteRegistry';

interface Props {
  emotionCache: EmotionCache;
  site: SiteManifest;
  preloaded?: PreloadedRemotes;
  /** A plain HTML form this page answers (the site server's); forgotten once the visitor moves on. */
  formSubmission?: FormSubmission;
  /** On the server: how this request's render asks the API (useServerFetch). */
  serverFetch?: ServerFetch;
}

/** The form answer while the visitor stays on the page it answered. */
function useFormSubmissionOfPage(submission: FormSubmission | undefined): FormSubmission | null {
  // The address as posted: with its language's prefix (/es/contact), which the router's basename holds.
  const pathname = useHref(useLocation().pathname);
  const [kept, setKept] = useState(submission ?? null);
  useEffect(() => {
    if (kept && pathname !== kept.path) setKept(null);
  }, [kept, pathname]);
  return kept && pathname === kept.path ? kept : null;
}

/**
 * The whole page below the router. The site server renders it inside a StaticRouter and the
 * browser hydrates it inside a BrowserRouter: one tree, so the two renders match.
 */
export function ShellRoot({ emotionCache, site, preloaded, formSubmission, serverFetch }: Props) {
  const pageOf = useCallback((pathname: string) => pageForPath(site, pathname)?.page, [site]);
  const submission = useFormSubmissionOfPage(formSubmission);
  return (
    <StrictMode>
      <CacheProvider value={emotionCache}>
        <AppProviders pageOf={pageOf} loadRemoteModule={loadRemoteModule} formSubmission={submission} serverFetch={serverFetch}>
          {/* The frame hydrates in the first pass; its parts follow in interruptible passes
              (see App and hydrateLater). */}
          <App site={site} preloaded={preloaded} />
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
}
