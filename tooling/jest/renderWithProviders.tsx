import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from '@powernest/shared-ui/router';
import { AppProviders } from '@powernest/shared-ui';

/** Renders a remote's UI at a path with everything the shell provides (router, theme, SWR, toasts). */
export function renderWithProviders(ui: ReactElement, path = '/') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders>{ui}</AppProviders>
    </MemoryRouter>,
  );
}
