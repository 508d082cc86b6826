import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { theme } from '../theme/theme';
import { swrConfig } from '../data/swrConfig';
import { Toaster } from '../toast/Toaster';
import { PageHeadSync, type PageLookup } from '../head/PageHeadSync';
import { RemoteLoaderContext, type RemoteLoader } from '../remote/remoteLoader';

/**
 * What the shell provides to every remote: theme, baseline CSS, SWR config, the toaster and
 * <head> sync. Each remote's standalone bootstrap renders the same, so it runs alone for QA.
 * Must be rendered inside a Router.
 */
interface Props {
  children: ReactNode;
  /** Where <head> metadata comes from (none: <head> is left alone, as in component tests). */
  pageOf?: PageLookup;
  /** The host's way to load another remote's exposed module (none: a remote alone). */
  loadRemoteModule?: RemoteLoader;
}

export function AppProviders({ children, pageOf, loadRemoteModule }: Props) {
  return (
    <RemoteLoaderContext.Provider value={loadRemoteModule ?? null}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>
        {pageOf ? <PageHeadSync pageOf={pageOf} /> : null}
        {children}
        <Toaster />
      </SWRConfig>
    </ThemeProvider>
    </RemoteLoaderContext.Provider>
  );
}
