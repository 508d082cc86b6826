import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../theme/theme';
import { Toaster } from '../toast/Toaster';
import { PageHeadSync, type PageLookup } from '../head/PageHeadSync';
import { RemoteLoaderContext, type RemoteLoader } from '../remote/remoteLoader';
import { FormSubmissionContext, type FormSubmission } from '../ssr/formSubmission';
import { ServerFetchContext, type ServerFetch } from '../ssr/serverFetch';

/**
 * What the shell provides around the whole page: theme, baseline CSS, the toaster and <head>
 * sync. SWR's config comes with each section that fetches data (DataProvider, from
 * `@powernest/shared-ui/data`): the shell wraps every remote's section in it, so a page that
 * fetches nothing never loads SWR. A remote's standalone bootstrap renders the same, so it runs
 * alone for QA. Must be rendered inside a Router.
 */
interface Props {
  children: ReactNode;
  /** Where <head> metadata comes from (none: <head> is left alone, as in component tests). */
  pageOf?: PageLookup;
  /** The host's way to load another remote's exposed module (none: a remote alone). */
  loadRemoteModule?: RemoteLoader;
  /** A plain HTML form's answer this page shows (the site server's; see useFormSubmission). */
  formSubmission?: FormSubmission | null;
  /** On the server: how this request's render asks the API (see useServerFetch). */
  serverFetch?: ServerFetch | null;
}

export function AppProviders({ children, pageOf, loadRemoteModule, formSubmission = null, serverFetch = null }: Props) {
  return (
    <ServerFetchContext.Provider value={serverFetch}>
    <FormSubmissionContext.Provider value={formSubmission}>
    <RemoteLoaderContext.Provider value={loadRemoteModule ?? null}>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {pageOf ? <PageHeadSync pageOf={pageOf} /> : null}
      {children}
      <Toaster />
    </ThemeProvider>
    </RemoteLoaderContext.Provider>
    </FormSubmissionContext.Provider>
    </ServerFetchContext.Provider>
  );
}
