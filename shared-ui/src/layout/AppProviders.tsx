import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SWRConfig } from 'swr';
import { theme } from '../theme/theme';
import { swrConfig } from '../data/swrConfig';
import { Toaster } from '../toast/Toaster';
import { PageHeadSync } from '../head/PageHeadSync';

/**
 * What the shell provides to every remote: theme, baseline CSS, SWR config, the toaster and
 * <head> sync. Each remote's standalone bootstrap renders the same, so it runs alone for QA.
 * Must be rendered inside a Router.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SWRConfig value={swrConfig}>
        <PageHeadSync />
        {children}
        <Toaster />
      </SWRConfig>
    </ThemeProvider>
  );
}
