import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@powernest/shared-ui/router';
import { AppProviders, type FormSubmission } from '@powernest/shared-ui';
import { DataProvider } from '@powernest/shared-ui/data';
import { pathInLanguage, languagePrefix, type SiteLanguage } from '@powernest/domain';

interface Options {
  /** The site server's answer to a plain HTML form, when the page is one. */
  formSubmission?: FormSubmission;
  /** The page's language: the shell mounts a language's site under its prefix (the router's basename, `/es`). */
  language?: SiteLanguage;
}

/**
 * Renders a remote's UI at a path with everything the shell provides (router, theme, SWR,
 * toasts), in a language when one is given. `path` is the page's own (`/find-locations?state=TX`).
 */
export function renderWithProviders(ui: ReactElement, path = '/', { formSubmission, language = 'en-US' }: Options = {}) {
  const basename = languagePrefix(language) || undefined;
  return render(
    <MemoryRouter basename={basename} initialEntries={[pathInLanguage(path, language)]}>
      <AppProviders formSubmission={formSubmission}>
        <DataProvider>{ui}</DataProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}

/** The same page at its Spanish address (issue #30). */
export const renderInSpanish = (ui: ReactElement, path: string, options: Omit<Options, 'language'> = {}) => renderWithProviders(ui, path, { ...options, language: 'es-US' });
