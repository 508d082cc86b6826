import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@powernest/shared-ui/router';
import { AppProviders, type FormSubmission } from '@powernest/shared-ui';
import { DataProvider } from '@powernest/shared-ui/data';

/**
 * Renders a remote's UI at a path with everything the shell provides (router, theme, SWR,
 * toasts), and the site server's answer to a plain HTML form when the page is one.
 */
export function renderWithProviders(ui: ReactElement, path = '/', { formSubmission }: { formSubmission?: FormSubmission } = {}) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders formSubmission={formSubmission}>
        <DataProvider>{ui}</DataProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}
