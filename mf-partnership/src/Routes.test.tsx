import { screen } from '@testing-library/react';
import { REMOTE_PAGES } from './pages';
import { renderWithProviders } from '../../app-config/jest/renderWithProviders';
import RemoteRoutes from './Routes';

describe('mf-partnership routes', () => {
  it.each(REMOTE_PAGES.pages.map((r) => [r.path, r.heading]))('%s shows "%s"', async (path, heading) => {
    renderWithProviders(<RemoteRoutes />, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
