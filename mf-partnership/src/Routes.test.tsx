import { screen } from '@testing-library/react';
import { routesOwnedBy } from '@powernest/domain';
import { renderWithProviders } from '../../tooling/jest/renderWithProviders';
import RemoteRoutes from './Routes';

describe('mf-partnership routes', () => {
  it.each(routesOwnedBy('mf-partnership').map((r) => [r.path, r.heading]))('%s shows "%s"', async (path, heading) => {
    renderWithProviders(<RemoteRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
