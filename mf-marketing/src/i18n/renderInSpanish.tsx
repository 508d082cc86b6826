import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@powernest/shared-ui/router';
import { AppProviders, type FormSubmission } from '@powernest/shared-ui';
import { DataProvider } from '@powernest/shared-ui/data';

/**
 * renderWithProviders for a Spanish page: the shell mounts the Spanish site under the basename
 * /es. `path` is the page's own (`/contact`); a plain form's answer may be given.
 */
export function renderInSpanish(ui: ReactElement, path: string, { formSubmission }: { formSubmission?: FormSubmission } = {}) {
  return render(
    <MemoryRouter basename="/es" initialEntries={[path === '/' ? '/es' : `/es${path}`]}>
      <AppProviders formSubmission={formSubmission}>
        <DataProvider>{ui}</DataProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}
