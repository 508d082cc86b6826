import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@powernest/shared-ui/router';
import { AppProviders } from '@powernest/shared-ui';
import { DataProvider } from '@powernest/shared-ui/data';

/** renderWithProviders for a Spanish page: the shell mounts the Spanish site under the basename /es. */
export function renderInSpanish(ui: ReactElement, path: string) {
  return render(
    <MemoryRouter basename="/es" initialEntries={[path === '/' ? '/es' : `/es${path}`]}>
      <AppProviders>
        <DataProvider>{ui}</DataProvider>
      </AppProviders>
    </MemoryRouter>,
  );
}
