import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@powernest/shared-ui/router';
import { AppProviders } from '@powernest/shared-ui';
import { DataProvider } from '@powernest/shared-ui/data';

/** Renders a remote's UI at a path with everything the shell provides (router, theme, SWR, toasts). */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>
        <DataProvider>{ui}</DataProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}
